import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useI18n } from '../i18n/use-i18n.ts';
import { Modal } from './modal.tsx';

export interface FormModalProps {
  title: string;
  submitLabel: string;
  onClose: () => void;
  /** Runs only when every field passed the browser's constraint validation. */
  onSubmit: () => void;
  sending: boolean;
  /** The device's answer (or anything else) above the form. */
  alert?: ReactNode;
  children: ReactNode;
}

/**
 * A dialog around one command form: Close and the submit button in the footer, invalid fields
 * outlined with the browser's explanation, the submit button disabled while the command runs.
 */
export function FormModal({
  title,
  submitLabel,
  onClose,
  onSubmit,
  sending,
  alert,
  children,
}: FormModalProps) {
  const { t } = useI18n();
  const formId = useId();
  const [validated, setValidated] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (form.checkValidity()) onSubmit();
    else {
      setValidated(true);
      form.reportValidity();
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {t('common.close')}
          </button>
          <button type="submit" form={formId} className="btn btn-primary" disabled={sending}>
            {submitLabel}
          </button>
        </>
      }
    >
      {alert}
      <form id={formId} noValidate className={validated ? 'was-validated' : undefined} onSubmit={submit}>
        {children}
      </form>
    </Modal>
  );
}
