import type { ApiResponse } from '@dtu/contract';
import { hasMessage } from '../i18n/translate.ts';
import { useI18n } from '../i18n/use-i18n.ts';
import { Alert } from './alert.tsx';

/**
 * The answer of a save: the catalogue text of its code with `param` filled in, or the device's
 * own `message` when the code is missing or unknown (power meter, limiter, code 1007).
 */
export function ApiResponseAlert({ response, onDismiss }: { response: ApiResponse; onDismiss: () => void }) {
  const { t } = useI18n();
  const key = `apiresponse.${response.code}`;
  const text = response.code !== undefined && hasMessage(key) ? t(key, response.param) : response.message;
  return (
    <Alert variant={response.type} onDismiss={onDismiss}>
      {text}
    </Alert>
  );
}
