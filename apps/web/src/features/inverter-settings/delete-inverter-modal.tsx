import type { InverterListEntry } from '@dtu/contract';
import { useI18n } from '../../i18n/use-i18n.ts';
import { ConfirmModal } from '../../ui/confirm-modal.tsx';

export interface DeleteInverterModalProps {
  inverter: InverterListEntry;
  onCancel: () => void;
  onConfirm: (inverter: InverterListEntry) => void;
}

/** Asks before deleting, naming the inverter and its serial. */
export function DeleteInverterModal({ inverter, onCancel, onConfirm }: DeleteInverterModalProps) {
  const { t } = useI18n();
  return (
    <ConfirmModal
      open
      title={t('inverterSettings.deleteTitle')}
      confirmLabel={t('inverterSettings.deleteButton')}
      onCancel={onCancel}
      onConfirm={() => onConfirm(inverter)}
    >
      <p className="m-0">
        {t('inverterSettings.deleteConfirm', { name: inverter.name, serial: inverter.serial })}
      </p>
    </ConfirmModal>
  );
}
