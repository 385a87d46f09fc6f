import { INVERTER_NAME_MAX, type InverterAddRequest } from '@dtu/contract';
import { type FormEvent, useState } from 'react';
import { useI18n } from '../../i18n/use-i18n.ts';
import { Card } from '../../ui/card.tsx';
import { TextField } from '../../ui/fields/text-field.tsx';
import { SerialInput } from '../../ui/serial-input.tsx';

/** Serial and name of a new inverter; the fields clear once the device accepted it. */
export function AddInverterCard({ onAdd }: { onAdd: (request: InverterAddRequest) => Promise<boolean> }) {
  const { t } = useI18n();
  const [serial, setSerial] = useState('');
  const [name, setName] = useState('');
  const [validated, setValidated] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!event.currentTarget.checkValidity()) {
      setValidated(true);
      event.currentTarget.reportValidity();
      return;
    }
    if (await onAdd({ serial, name })) {
      setSerial('');
      setName('');
      setValidated(false);
    }
  }

  return (
    <Card title={t('inverterSettings.addTitle')}>
      <form noValidate className={validated ? 'was-validated' : undefined} onSubmit={submit}>
        <SerialInput label={t('inverterSettings.serial')} value={serial} onChange={setSerial} required />
        <TextField
          label={t('inverterSettings.name')}
          value={name}
          onChange={setName}
          maxLength={INVERTER_NAME_MAX}
          hint={t('inverterSettings.nameHint', { max: INVERTER_NAME_MAX })}
          required
        />
        <div className="text-end">
          <button type="submit" className="btn btn-primary">
            {t('inverterSettings.add')}
          </button>
        </div>
      </form>
    </Card>
  );
}
