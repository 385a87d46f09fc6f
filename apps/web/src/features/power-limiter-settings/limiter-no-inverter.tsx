import { useI18n } from '../../i18n/use-i18n.ts';
import { Alert } from '../../ui/alert.tsx';
import { Link } from '../../ui/link.tsx';
import { PageFrame } from '../../ui/page-frame.tsx';

/** The limiter page of a device without any inverter: nothing to govern, so no form. */
export function LimiterNoInverter({ onReload }: { onReload: () => Promise<unknown> }) {
  const { t } = useI18n();
  return (
    <PageFrame title={t('powerLimiterSettings.title')} onReload={onReload}>
      <Alert variant="warning">
        {t('powerLimiterSettings.noInverter')}{' '}
        <Link href="/settings/inverter">{t('powerLimiterSettings.inverterSettingsLink')}</Link>
      </Alert>
    </PageFrame>
  );
}
