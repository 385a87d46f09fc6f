import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useI18n } from '../i18n/use-i18n.ts';
import { classNames } from './class-names.ts';
import { CloseButton } from './close-button.tsx';

export interface ModalProps {
  open: boolean;
  /** Omitted: the dialog cannot be closed by the user (no close button, Escape ignored). */
  onClose?: () => void;
  title: ReactNode;
  children: ReactNode;
  /** The footer's main button, after the close button (which `onClose` brings). */
  action?: ReactNode;
  /** The close button's text when it means more than Close (Cancel). */
  closeLabel?: string;
  size?: 'sm' | 'lg' | 'xl';
}

const FOCUSABLE =
  'a[href],button:not([disabled]),input:not([disabled]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';

/**
 * Bootstrap modal markup with the dialog behaviour written out: the rest of the page is made
 * inert, Tab cycles inside, Escape closes, and focus returns to whatever opened it.
 */
export function Modal({ open, onClose, title, children, action, closeLabel, size }: ModalProps) {
  const { t } = useI18n();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    const app = document.getElementById('root');
    app?.setAttribute('inert', '');
    document.body.classList.add('modal-open');
    const dialog = dialogRef.current;
    const first = dialog?.querySelector<HTMLElement>(`.modal-body :is(${FOCUSABLE})`);
    (first ?? dialog)?.focus();
    return () => {
      app?.removeAttribute('inert');
      document.body.classList.remove('modal-open');
      opener?.focus();
    };
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose?.();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = [...(dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
    if (focusable.length === 0) return;
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (
      event.shiftKey &&
      (document.activeElement === first || document.activeElement === dialogRef.current)
    ) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <>
      <div
        ref={dialogRef}
        className="modal d-block"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className={classNames('modal-dialog modal-dialog-scrollable', size && `modal-${size}`)}>
          <div className="modal-content">
            <div className="modal-header">
              <h2 className="modal-title fs-5" id={titleId}>
                {title}
              </h2>
              {onClose && <CloseButton onClick={onClose} />}
            </div>
            <div className="modal-body">{children}</div>
            {(action || onClose) && (
              <div className="modal-footer">
                {onClose && (
                  <button type="button" className="btn btn-secondary" onClick={onClose}>
                    {closeLabel ?? t('common.close')}
                  </button>
                )}
                {action}
              </div>
            )}
          </div>
        </div>
      </div>
      <div className="modal-backdrop show" />
    </>,
    document.body,
  );
}
