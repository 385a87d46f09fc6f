import { type ApiResponse, meansCatalogueEntry } from '@dtu/contract';
import type { Formatters } from '../i18n/format.ts';
import { hasMessage, type MessageParams } from '../i18n/translate.ts';
import { useI18n } from '../i18n/use-i18n.ts';
import { Alert } from './alert.tsx';

const HZ_PER_MHZ = 1_000_000;

/**
 * Parameters the device sends in another unit than its message names, converted and formatted
 * for the locale: 2004 carries the CMT frequency range in Hz, the text speaks of MHz.
 */
const PARAM_CONVERSIONS: Readonly<
  Record<number, (param: MessageParams, format: Formatters) => MessageParams>
> = {
  2004: (param, format) =>
    Object.fromEntries(
      Object.entries(param).map(([name, value]) => [
        name,
        typeof value === 'number' ? format.decimal(value / HZ_PER_MHZ) : value,
      ]),
    ),
};

const answerKeys = new WeakMap<object, number>();
let lastAnswerKey = 0;

/** A distinct React key per answer object: a new answer restarts the alert's countdown. */
export function answerKey(response: object): number {
  let key = answerKeys.get(response);
  if (key === undefined) {
    lastAnswerKey += 1;
    key = lastAnswerKey;
    answerKeys.set(response, key);
  }
  return key;
}

/**
 * The answer of a save or a command, the one way every page shows one: the catalogue text of its
 * code with `param` filled in, or the device's own `message` when the code is missing, unknown
 * (code 1007) or a generic code sent with another handler's text ("Limits applied!").
 */
export function ApiResponseAlert({ response, onDismiss }: { response: ApiResponse; onDismiss: () => void }) {
  const { t, format } = useI18n();
  const key = `apiresponse.${response.code}`;
  const convert = response.code === undefined ? undefined : PARAM_CONVERSIONS[response.code];
  const param = convert && response.param ? convert(response.param, format) : response.param;
  const text = meansCatalogueEntry(response) && hasMessage(key) ? t(key, param) : response.message;
  return (
    <Alert key={answerKey(response)} variant={response.type} onDismiss={onDismiss}>
      {text}
    </Alert>
  );
}
