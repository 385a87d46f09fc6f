import { type ReactNode, useId, useState } from 'react';
import { classNames } from './class-names.ts';
import { Collapse } from './collapse.tsx';

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

/**
 * Sections that open one at a time (opening one closes the other), each header a button with
 * `aria-expanded`, each body a labelled region. `headingLevel` keeps the page outline right.
 */
export function Accordion({
  items,
  initiallyOpen,
  headingLevel = 2,
}: {
  items: AccordionItem[];
  initiallyOpen?: string;
  headingLevel?: 2 | 3 | 4;
}) {
  const baseId = useId();
  const [openId, setOpenId] = useState(initiallyOpen);
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="accordion">
      {items.map((item) => {
        const open = item.id === openId;
        const headerId = `${baseId}-header-${item.id}`;
        const bodyId = `${baseId}-body-${item.id}`;
        return (
          <div className="accordion-item" key={item.id}>
            <Heading className="accordion-header" id={headerId}>
              <button
                type="button"
                className={classNames('accordion-button', !open && 'collapsed')}
                aria-expanded={open}
                aria-controls={bodyId}
                onClick={() => setOpenId(open ? undefined : item.id)}
              >
                {item.title}
              </button>
            </Heading>
            <Collapse
              open={open}
              id={bodyId}
              className="accordion-collapse"
              role="region"
              aria-labelledby={headerId}
            >
              <div className="accordion-body">{item.content}</div>
            </Collapse>
          </div>
        );
      })}
    </div>
  );
}
