import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { classNames } from './class-names.ts';
import { Link } from './link.tsx';

export type DropdownEntry =
  | { kind: 'link'; href: string; label: ReactNode; active?: boolean }
  | { kind: 'option'; label: ReactNode; checked: boolean; onSelect: () => void; lang?: string }
  | { kind: 'item'; key: string; label: ReactNode; onSelect?: () => void }
  | { kind: 'divider' };

export interface DropdownProps {
  id: string;
  /** Content of the toggle button. */
  label: ReactNode;
  /** Accessible name when the label is not plain text (an icon plus a value). */
  ariaLabel?: string;
  entries: DropdownEntry[];
  alignEnd?: boolean;
  /** Marks the toggle as the current section. */
  active?: boolean;
  /** Called after any entry was chosen (the navbar collapses itself). */
  onChosen?: () => void;
}

/**
 * Menu button pattern: arrows, Home and End move between entries, Escape closes and returns
 * focus to the toggle, Tab or a click outside closes. Rendered as a navbar `nav-item`.
 */
function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return [...(menu?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? [])];
}

export function Dropdown({ id, label, ariaLabel, entries, alignEnd, active, onChosen }: DropdownProps) {
  const [open, setOpen] = useState(false);
  const [focusTarget, setFocusTarget] = useState<'first' | 'last'>('first');
  const rootRef = useRef<HTMLLIElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  const items = () => menuItems(menuRef.current);

  useEffect(() => {
    if (!open) return;
    const list = menuItems(menuRef.current);
    list[focusTarget === 'first' ? 0 : list.length - 1]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, focusTarget]);

  const openAt = (target: 'first' | 'last') => {
    setFocusTarget(target);
    setOpen(true);
  };

  const onToggleKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = {
      ArrowDown: (index + 1) % list.length,
      ArrowUp: (index - 1 + list.length) % list.length,
      Home: 0,
      End: list.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      list[moves[event.key]]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      toggleRef.current?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  const choose = (action?: () => void) => {
    action?.();
    setOpen(false);
    onChosen?.();
  };

  return (
    <li className="nav-item dropdown" ref={rootRef}>
      <button
        ref={toggleRef}
        type="button"
        id={`${id}-toggle`}
        className={classNames('nav-link dropdown-toggle', active && 'active')}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        aria-label={ariaLabel}
        onClick={() => (open ? setOpen(false) : openAt('first'))}
        onKeyDown={onToggleKey}
      >
        {label}
      </button>
      <div
        ref={menuRef}
        id={`${id}-menu`}
        className={classNames('dropdown-menu', alignEnd && 'dropdown-menu-end', open && 'show')}
        role="menu"
        aria-labelledby={`${id}-toggle`}
        onKeyDown={onMenuKey}
      >
        {entries.map((entry, index) => (
          <DropdownEntryView
            key={entry.kind === 'link' ? entry.href : entry.kind === 'item' ? entry.key : index}
            entry={entry}
            onChoose={choose}
          />
        ))}
      </div>
    </li>
  );
}

function DropdownEntryView({
  entry,
  onChoose,
}: {
  entry: DropdownEntry;
  onChoose: (action?: () => void) => void;
}) {
  if (entry.kind === 'divider') {
    return <hr className="dropdown-divider" />;
  }
  if (entry.kind === 'link') {
    return (
      <Link
        href={entry.href}
        role="menuitem"
        tabIndex={-1}
        className={classNames('dropdown-item', entry.active && 'active')}
        aria-current={entry.active ? 'page' : undefined}
        onClick={() => onChoose()}
      >
        {entry.label}
      </Link>
    );
  }
  if (entry.kind === 'item') {
    // Without an action the entry only informs (choosing it closes the menu).
    return (
      <button
        type="button"
        role="menuitem"
        tabIndex={-1}
        className="dropdown-item text-wrap"
        onClick={() => onChoose(entry.onSelect)}
      >
        {entry.label}
      </button>
    );
  }
  return (
    <button
      type="button"
      role="menuitemradio"
      aria-checked={entry.checked}
      tabIndex={-1}
      lang={entry.lang}
      className={classNames('dropdown-item', entry.checked && 'active')}
      onClick={() => onChoose(entry.onSelect)}
    >
      {entry.label}
    </button>
  );
}
