import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { classNames } from './class-names.ts';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
}

export interface TabsProps {
  tabs: TabItem[];
  /** Accessible name of the tab list. */
  label: string;
  /** Controlled selection; without it the first tab starts selected. */
  selected?: string;
  onSelect?: (id: string) => void;
  /** Tabs stacked on the left (live view); arrows Up/Down then move as well. */
  vertical?: boolean;
}

/**
 * ARIA tabs with a roving tab index: only the selected tab is in the Tab order, arrow keys,
 * Home and End select and focus the neighbours, and only the selected panel is rendered.
 */
export function Tabs({ tabs, label, selected, onSelect, vertical }: TabsProps) {
  const baseId = useId();
  const [own, setOwn] = useState(tabs[0]?.id);
  const current = selected ?? own;
  const listRef = useRef<HTMLDivElement>(null);

  const select = (index: number, focus: boolean) => {
    setOwn(tabs[index].id);
    onSelect?.(tabs[index].id);
    if (focus) listRef.current?.querySelectorAll<HTMLElement>('[role="tab"]')[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.id === current);
    const next = vertical ? 'ArrowDown' : 'ArrowRight';
    const previous = vertical ? 'ArrowUp' : 'ArrowLeft';
    const moves: Record<string, number> = {
      [next]: (index + 1) % tabs.length,
      [previous]: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    select(moves[event.key], true);
  };

  const active = tabs.find((tab) => tab.id === current);
  return (
    <div className={classNames(vertical && 'd-flex align-items-start gap-3')}>
      <div
        ref={listRef}
        className={classNames('nav', vertical ? 'nav-pills flex-column' : 'nav-tabs mb-3')}
        role="tablist"
        aria-label={label}
        aria-orientation={vertical ? 'vertical' : 'horizontal'}
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.id}`}
            aria-selected={tab.id === current}
            aria-controls={`${baseId}-panel-${tab.id}`}
            tabIndex={tab.id === current ? 0 : -1}
            className={classNames('nav-link', tab.id === current && 'active')}
            onClick={() => select(index, false)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {active && (
        <div
          className="flex-grow-1 min-w-0"
          role="tabpanel"
          id={`${baseId}-panel-${active.id}`}
          aria-labelledby={`${baseId}-tab-${active.id}`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: ARIA tabs pattern: the panel is reachable by Tab even without focusable content
          tabIndex={0}
        >
          {active.content}
        </div>
      )}
    </div>
  );
}
