import type { AnchorHTMLAttributes } from 'react';
import { navigate } from '../net/navigation.ts';

/**
 * A link to a page of this app: a plain click shows it without a page load; a modified or middle
 * click (new tab or window) and a link with its own `target` (`_blank`) stay the browser's.
 */
export function Link({
  href,
  onClick,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return (
    <a
      href={href}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        if (
          event.defaultPrevented ||
          (props.target && props.target !== '_self') ||
          event.button ||
          event.metaKey ||
          event.ctrlKey ||
          event.shiftKey ||
          event.altKey
        )
          return;
        event.preventDefault();
        navigate(href);
      }}
    />
  );
}
