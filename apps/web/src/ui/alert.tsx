import { type ReactNode, useEffect, useState } from 'react';
import { useI18n } from '../i18n/use-i18n.ts';
import { classNames } from './class-names.ts';
import { CloseButton } from './close-button.tsx';
import { useLatest } from './use-latest.ts';
import type { Variant } from './variant.ts';

/** How long a dismissible alert stays before it closes by itself (docs/product/settings-and-info.md §9: 1 s countdown). */
export const ALERT_DISMISS_S = 10;

export interface AlertProps {
  variant: Variant;
  children: ReactNode;
  /**
   * Makes the alert dismissible: a close button, and the alert closes by itself after
   * `dismissAfterSeconds`. Alerts without it describe a standing condition and stay.
   */
  onDismiss?: () => void;
  /**
   * Seconds until a dismissible alert closes by itself, counting down in 1 s steps and showing
   * the remaining time. The countdown pauses while the pointer or the focus is on the alert, so
   * nobody loses a text while reading it.
   */
  dismissAfterSeconds?: number;
  className?: string;
}

/** Bootstrap alert; warnings and errors interrupt screen readers, other variants wait politely. */
export function Alert({
  variant,
  children,
  onDismiss,
  dismissAfterSeconds = ALERT_DISMISS_S,
  className,
}: AlertProps) {
  const { t } = useI18n();
  const [remaining, setRemaining] = useState(dismissAfterSeconds);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const dismiss = useLatest(onDismiss);
  const counting = onDismiss !== undefined;

  useEffect(() => {
    if (!counting || hovered || focused) return;
    if (remaining <= 0) {
      dismiss.current?.();
      return;
    }
    const timer = setTimeout(() => setRemaining(remaining - 1), 1000);
    return () => clearTimeout(timer);
  }, [counting, hovered, focused, remaining, dismiss]);

  const urgent = variant === 'danger' || variant === 'warning';
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: it has role status or alert; hovering or focusing it only pauses the countdown.
    <div
      className={classNames('alert', `alert-${variant}`, onDismiss && 'alert-dismissible', className)}
      role={urgent ? 'alert' : 'status'}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => setFocused(event.currentTarget.contains(event.relatedTarget))}
    >
      {children}
      {counting && remaining > 0 && (
        // Hidden from screen readers: a live region re-reading it every second would drown the text.
        <small className="d-block mt-1" aria-hidden="true">
          {t('common.closesIn', { seconds: remaining })}
        </small>
      )}
      {onDismiss && <CloseButton onClick={onDismiss} />}
    </div>
  );
}
