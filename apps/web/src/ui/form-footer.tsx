import { useI18n } from '../i18n/use-i18n.ts';
import { Spinner } from './spinner.tsx';

/** Cancel re-reads the device (dropping edits); Save submits the surrounding form. */
export function FormFooter({ onCancel, saving }: { onCancel: () => void; saving?: boolean }) {
  const { t } = useI18n();
  return (
    <div className="d-flex justify-content-end gap-2 mb-3">
      <button type="button" className="btn btn-secondary" onClick={onCancel}>
        {t('common.cancel')}
      </button>
      <button type="submit" className="btn btn-primary" disabled={saving}>
        {saving && <Spinner small />} {t('common.save')}
      </button>
    </div>
  );
}
