import { useI18n } from '../../i18n/use-i18n.ts';
import { Alert } from '../../ui/alert.tsx';
import type { useHttpTest } from './use-http-test.ts';

/** The test button of an HTTP meter and the device's answer to it. */
export function HttpTestButton({
  test,
  onTest,
}: {
  test: ReturnType<typeof useHttpTest>;
  onTest: () => void;
}) {
  const { t } = useI18n();
  return (
    <>
      <button type="button" className="btn btn-outline-secondary" onClick={onTest}>
        {t('powerMeterSettings.testButton')}
      </button>
      {test.state?.kind === 'sending' && (
        <Alert variant="info" className="mt-3">
          {t('powerMeterSettings.sending')}
        </Alert>
      )}
      {test.state?.kind === 'answer' && (
        <Alert variant={test.state.response.type} className="mt-3" onDismiss={test.clear}>
          {test.state.response.message}
        </Alert>
      )}
    </>
  );
}
