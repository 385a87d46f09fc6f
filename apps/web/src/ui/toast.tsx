import { useEffect } from 'react';
import { classNames } from './class-names.ts';
import { CloseButton } from './close-button.tsx';
import { useLatest } from './use-latest.ts';
import type { Variant } from './variant.ts';

export interface ToastProps {
  text: string;
  variant: Variant;
  onHide: () => void;
  /** Hide by itself after `delayMs`; false keeps it until closed. */
  autohide?: boolean;
  delayMs?: number;
}

export function Toast({ text, variant, onHide, autohide = true, delayMs = 5000 }: ToastProps) {
  const hide = useLatest(onHide);
  useEffect(() => {
    if (!autohide) return;
    const timer = setTimeout(() => hide.current(), delayMs);
    return () => clearTimeout(timer);
  }, [autohide, delayMs, hide]);
  return (
    <div className={classNames('toast show align-items-center border-0', `text-bg-${variant}`)} role="status">
      <div className="d-flex">
        <div className="toast-body">{text}</div>
        <CloseButton className="btn-close btn-close-white me-2 m-auto" onClick={onHide} />
      </div>
    </div>
  );
}
