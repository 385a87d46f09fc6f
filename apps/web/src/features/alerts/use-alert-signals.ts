import { useEffect, useRef } from 'react';
import { useAlertSettings, useUnseenCount } from '../../alerts/alert-store.ts';
import { useLeader } from '../../alerts/use-leader.ts';
import { beep } from './beep.ts';

const PREFIX = /^\(\d+\) /;

/** Draws a dot on the favicon; resolves to its data: URL. */
function dottedIcon(href: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => {
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = 32;
      const g = canvas.getContext('2d');
      if (!g) return reject();
      g.drawImage(image, 0, 0, 32, 32);
      g.fillStyle = '#dc3545';
      g.beginPath();
      g.arc(23, 9, 8, 0, 2 * Math.PI);
      g.fill();
      resolve(canvas.toDataURL());
    };
    image.onerror = reject;
    image.src = href;
  });
}

/**
 * New alerts (active, not acknowledged) in every tab: the count before the page title, a dot on
 * the favicon; in the leader tab a beep when one appears and the user switched the sound on.
 */
export function useAlertSignals(): void {
  const count = useUnseenCount();
  const { sound } = useAlertSettings();
  const leader = useLeader();
  const last = useRef(count);

  useEffect(() => {
    const apply = () => {
      const base = document.title.replace(PREFIX, '');
      const next = count ? `(${count}) ${base}` : base;
      if (document.title !== next) document.title = next;
    };
    apply();
    // Each page sets its own title: prefix it again.
    const observer = new MutationObserver(apply);
    const title = document.querySelector('title');
    if (title) observer.observe(title, { childList: true });
    const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    let live = true;
    if (link) {
      link.dataset.href ??= link.href;
      const original = link.dataset.href;
      if (count)
        dottedIcon(original).then(
          (url) => {
            if (live) link.href = url;
          },
          () => {},
        );
      else link.href = original;
    }
    return () => {
      live = false;
      observer.disconnect();
    };
  }, [count]);

  useEffect(() => {
    if (leader && sound && count > last.current) beep();
    last.current = count;
  }, [count, sound, leader]);
}
