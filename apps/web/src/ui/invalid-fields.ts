import type { Formatters } from '../i18n/format.ts';
import type { MessageKey, MessageParams } from '../i18n/translate.ts';

/** One field that stopped a save, with the reason in the page's language. */
export interface InvalidField {
  id: string;
  label: string;
  reason: string;
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isControl = (element: Element): element is Control =>
  element instanceof HTMLInputElement ||
  element instanceof HTMLSelectElement ||
  element instanceof HTMLTextAreaElement;

/**
 * Lists the form's controls that fail constraint validation and says why, from the limits on
 * the control itself (so the text always matches what the field enforces).
 */
export function invalidFields(
  form: HTMLFormElement,
  t: (key: MessageKey, params?: MessageParams) => string,
  format: Formatters,
): InvalidField[] {
  const number = (text: string) => format.decimal(Number(text));
  const reasonOf = (control: Control): string => {
    const { validity } = control;
    if (validity.valueMissing) return t('common.invalidRequired');
    if (control instanceof HTMLInputElement) {
      if (validity.rangeUnderflow) return t('common.invalidMin', { min: number(control.min) });
      if (validity.rangeOverflow) return t('common.invalidMax', { max: number(control.max) });
      if (validity.stepMismatch) return t('common.invalidStep', { step: number(control.step) });
      if (validity.tooLong) return t('common.invalidTooLong', { max: control.maxLength });
      if (validity.tooShort) return t('common.invalidTooShort', { min: control.minLength });
      if (validity.patternMismatch && control.title) return control.title;
    }
    return t('common.invalidFormat');
  };
  return [...form.elements].filter(isControl).flatMap((control) =>
    control.validity.valid
      ? []
      : [
          {
            id: control.id,
            label: control.labels?.[0]?.textContent?.trim() || control.name,
            reason: reasonOf(control),
          },
        ],
  );
}
