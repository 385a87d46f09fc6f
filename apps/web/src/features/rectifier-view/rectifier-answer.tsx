import type { ApiResponse } from '@dtu/contract';
import { useI18n } from '../../i18n/use-i18n.ts';
import { Alert } from '../../ui/alert.tsx';
import { ApiResponseAlert, answerKey } from '../../ui/api-response-alert.tsx';

/**
 * The limit call reuses codes 5002/5003 with meanings of its own (a voltage/current range,
 * the missing online flag), so those get texts of their own; the rest use the catalogue.
 */
export function RectifierAnswer({ response, onDismiss }: { response: ApiResponse; onDismiss: () => void }) {
  const { t } = useI18n();
  if (response.code === 5002 && response.param?.min !== undefined && response.param.max !== undefined) {
    return (
      <Alert key={answerKey(response)} variant={response.type} onDismiss={onDismiss}>
        {t('rectifierView.answerRange', { min: response.param.min, max: response.param.max })}
      </Alert>
    );
  }
  if (response.code === 5003) {
    return (
      <Alert key={answerKey(response)} variant={response.type} onDismiss={onDismiss}>
        {t('rectifierView.answerOnline')}
      </Alert>
    );
  }
  return <ApiResponseAlert response={response} onDismiss={onDismiss} />;
}
