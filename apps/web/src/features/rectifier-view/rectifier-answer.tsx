import { type ApiResponse, GRID_CHARGER_NOT_SUPPORTED_MESSAGE } from '@dtu/contract';
import { useI18n } from '../../i18n/use-i18n.ts';
import { Alert } from '../../ui/alert.tsx';
import { ApiResponseAlert, answerKey } from '../../ui/api-response-alert.tsx';

/**
 * The limit call reuses codes with meanings of its own (2024.05.03: 5002 a range, 5003 the missing
 * online flag; 2026.03.31: 1002/1003 a voltage/current range, 1002 a charger that is no Huawei),
 * so those get texts of their own; the rest use the catalogue.
 */
export function RectifierAnswer({ response, onDismiss }: { response: ApiResponse; onDismiss: () => void }) {
  const { t } = useI18n();
  const { min, max } = response.param ?? {};
  if (min !== undefined && max !== undefined && [5002, 1002, 1003].includes(response.code ?? 0)) {
    return (
      <Alert key={answerKey(response)} variant={response.type} onDismiss={onDismiss}>
        {t('rectifierView.answerRange', { min, max })}
      </Alert>
    );
  }
  const own =
    response.code === 5003
      ? 'rectifierView.answerOnline'
      : response.message === GRID_CHARGER_NOT_SUPPORTED_MESSAGE && 'rectifierView.answerNotHuawei';
  if (own) {
    return (
      <Alert key={answerKey(response)} variant={response.type} onDismiss={onDismiss}>
        {t(own)}
      </Alert>
    );
  }
  return <ApiResponseAlert response={response} onDismiss={onDismiss} />;
}
