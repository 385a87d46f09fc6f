import { type SerialInput as ParsedSerial, parseSerialInput } from '@dtu/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { useI18n } from '../i18n/use-i18n.ts';
import { FieldRow, hintId } from './fields/field-row.tsx';

export interface SerialInputProps {
  /** Visible label of the field. */
  label: string;
  /** The serial as it will be sent (hex), `''` when nothing valid was entered. */
  value: string;
  /** Called with the serial to send (`''` when cleared or invalid) and whether it is valid. */
  onChange: (serial: string, valid: boolean) => void;
  required?: boolean;
  id?: string;
}

function storedSerial(parsed: ParsedSerial): string {
  return 'hex' in parsed ? parsed.hex : '';
}

/**
 * The serial number field: accepts the maker's format, an already converted hex serial or a
 * herf serial (verified and converted). An invalid entry sets the input's custom validity, so
 * the browser's own form validation blocks the submit.
 */
export function SerialInput({ label, value, onChange, required, id }: SerialInputProps) {
  const { t } = useI18n();
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const [text, setText] = useState(value.toUpperCase());
  const emitted = useRef(value);
  const input = useRef<HTMLInputElement>(null);
  const parsed = parseSerialInput(text);

  // The parent may reset the form (after a successful add) or load another inverter.
  useEffect(() => {
    if (value !== emitted.current) {
      emitted.current = value;
      setText(value.toUpperCase());
    }
  }, [value]);

  const danger = parsed.kind === 'invalid-checksum' || parsed.kind === 'unknown-format';
  const hint = hintText(parsed, t);

  useEffect(() => {
    input.current?.setCustomValidity(danger && hint ? hint : '');
  }, [danger, hint]);

  function change(next: string) {
    const upper = next.toUpperCase();
    setText(upper);
    const result = parseSerialInput(upper);
    const serial = storedSerial(result);
    emitted.current = serial;
    onChange(serial, serial !== '');
  }

  return (
    <FieldRow
      id={inputId}
      label={label}
      hint={
        hint && (
          <span className={danger ? 'text-danger' : 'text-info-emphasis'} role="status">
            {hint}
          </span>
        )
      }
    >
      <input
        ref={input}
        id={inputId}
        className={`form-control${danger ? ' is-invalid' : ''}`}
        type="text"
        value={text}
        required={required}
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        aria-invalid={danger || undefined}
        aria-describedby={hint ? hintId(inputId) : undefined}
        onChange={(event) => change(event.target.value)}
      />
    </FieldRow>
  );
}

function hintText(parsed: ParsedSerial, t: ReturnType<typeof useI18n>['t']): string | undefined {
  switch (parsed.kind) {
    case 'maker':
      return t('serialInput.maker');
    case 'converted':
      return t('serialInput.converted');
    case 'herf':
      return t('serialInput.herf', { hex: parsed.hex });
    case 'invalid-checksum':
      return t('serialInput.invalidChecksum');
    case 'unknown-format':
      return t('serialInput.unknownFormat');
    default:
      return undefined;
  }
}
