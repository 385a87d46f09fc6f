import { type FormEvent, type ReactNode, useId, useState } from 'react';
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
      action={
        <button type="submit" form={formId} className="btn btn-primary" disabled={sending}>
          {submitLabel}
        </button>
      }
    >
      {alert}
      <form id={formId} noValidate className={validated ? 'was-validated' : undefined} onSubmit={submit}>
        {children}
      </form>
    </Modal>
  );
}
