import type { ReactNode } from 'react';
import { useI18n } from '../i18n/use-i18n.ts';
import { Modal } from './modal.tsx';

export interface ConfirmModalProps {
  open: boolean;
  title: string;
  /** The text of the button that does it (red: what is asked for cannot be undone). */
  confirmLabel: string;
  onCancel: () => void;
  onConfirm: () => void;
  children: ReactNode;
}

/** Asks before an irreversible action: Cancel, or the red button that does it. */
export function ConfirmModal({
  open,
  title,
  confirmLabel,
  onCancel,
  onConfirm,
  children,
}: ConfirmModalProps) {
  const { t } = useI18n();
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      closeLabel={t('common.cancel')}
      action={
        <button type="button" className="btn btn-danger" onClick={onConfirm}>
          {confirmLabel}
        </button>
      }
    >
      {children}
    </Modal>
  );
}
