import type { MessageKey } from '../i18n/translate.ts';
import { useI18n } from '../i18n/use-i18n.ts';
import { Alert } from '../ui/alert.tsx';
import { PageFrame } from '../ui/page-frame.tsx';

/**
 * Placeholder for a screen that is not built yet, so the build says so plainly instead of
 * showing an empty or fake page. `section` names the menu it belongs to.
 */
export function NotAvailablePage({ title, section }: { title: MessageKey; section?: MessageKey }) {
  const { t } = useI18n();
  return (
    <PageFrame title={section ? `${t(section)}: ${t(title)}` : t(title)}>
      <Alert variant="info">
        <p className="fw-bold mb-1">{t('common.notAvailable')}</p>
        <p className="mb-0">{t('common.notAvailableHint')}</p>
      </Alert>
    </PageFrame>
  );
}
