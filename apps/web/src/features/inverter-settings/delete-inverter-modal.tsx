import type { InverterListEntry } from '@dtu/contract';
import { useI18n } from '../../i18n/use-i18n.ts';
import { Modal } from '../../ui/modal.tsx';

export interface DeleteInverterModalProps {
  inverter: InverterListEntry;
  onCancel: () => void;
  onConfirm: (inverter: InverterListEntry) => void;
}

/** Asks before deleting, naming the inverter and its serial. */
export function DeleteInverterModal({ inverter, onCancel, onConfirm }: DeleteInverterModalProps) {
  const { t } = useI18n();
  return (
    <Modal
      open
      onClose={onCancel}
      title={t('inverterSettings.deleteTitle')}
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onCancel}>
            {t('common.cancel')}
          </button>
          <button type="button" className="btn btn-danger" onClick={() => onConfirm(inverter)}>
            {t('inverterSettings.deleteButton')}
          </button>
        </>
      }
    >
      <p className="m-0">
        {t('inverterSettings.deleteConfirm', { name: inverter.name, serial: inverter.serial })}
      </p>
    </Modal>
  );
}
