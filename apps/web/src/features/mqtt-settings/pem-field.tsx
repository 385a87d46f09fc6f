import { MQTT_CERT_MAX } from '@dtu/contract';
import { useId } from 'react';
import { FieldRow } from '../../ui/fields/field-row.tsx';

/** A PEM certificate or key: monospaced, several lines, capped at the device's limit. */
export function PemField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  const id = useId();
  return (
    <FieldRow id={id} label={label}>
      <textarea
        id={id}
        className="form-control font-monospace"
        rows={6}
        maxLength={MQTT_CERT_MAX}
        spellCheck={false}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </FieldRow>
  );
}
