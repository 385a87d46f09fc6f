import { type ReactNode, useEffect, useState } from 'react';
import { useI18n } from '../i18n/use-i18n.ts';
import { classNames } from './class-names.ts';
import { useLatest } from './use-latest.ts';
import type { Variant } from './variant.ts';

export interface AlertProps {
  variant: Variant;
  children: ReactNode;
  /** Shows a close button; called when it is pressed or the countdown ends. */
  onDismiss?: () => void;
  /**
   * Closes the alert by itself after this many seconds, counting down in 1 s steps and
   * showing the remaining time, so nobody is surprised by text that vanishes.
   */
  dismissAfterSeconds?: number;
  className?: string;
}

/** Bootstrap alert; warnings and errors interrupt screen readers, other variants wait politely. */
export function Alert({ variant, children, onDismiss, dismissAfterSeconds, className }: AlertProps) {
  const { t } = useI18n();
  const [remaining, setRemaining] = useState(dismissAfterSeconds);
  const dismiss = useLatest(onDismiss);

  useEffect(() => {
    if (remaining === undefined) return;
    if (remaining <= 0) {
      dismiss.current?.();
      return;
    }
    const timer = setTimeout(() => setRemaining(remaining - 1), 1000);
    return () => clearTimeout(timer);
  }, [remaining, dismiss]);

  const urgent = variant === 'danger' || variant === 'warning';
  return (
    <div
      className={classNames('alert', `alert-${variant}`, onDismiss && 'alert-dismissible', className)}
      role={urgent ? 'alert' : 'status'}
    >
      {children}
      {remaining !== undefined && remaining > 0 && (
        <small className="d-block mt-1">{t('common.closesIn', { seconds: remaining })}</small>
      )}
      {onDismiss && (
        <button type="button" className="btn-close" aria-label={t('common.close')} onClick={onDismiss} />
      )}
    </div>
  );
}
