import { useI18n } from '../../i18n/use-i18n.ts';
import { Alert } from '../../ui/alert.tsx';
import { Card } from '../../ui/card.tsx';

/** A governed inverter the device no longer has: it cannot be governed, only removed. */
export function Limiter2026GoneCard({ serial, onRemove }: { serial: string; onRemove: () => void }) {
  const { t } = useI18n();
  return (
    <Card title={t('powerLimiter2026.goneTitle', { serial })}>
      <Alert variant="warning">{t('powerLimiter2026.goneText')}</Alert>
      <button type="button" className="btn btn-outline-danger" onClick={onRemove}>
        {t('powerLimiter2026.goneRemove')}
      </button>
    </Card>
  );
}
