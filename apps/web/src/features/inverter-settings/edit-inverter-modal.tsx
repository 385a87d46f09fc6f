import type { ApiResponse, InverterEditRequest, InverterListEntry } from '@dtu/contract';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useI18n } from '../../i18n/use-i18n.ts';
import { ApiResponseAlert } from '../../ui/api-response-alert.tsx';
import { Modal } from '../../ui/modal.tsx';
import { Tabs } from '../../ui/tabs.tsx';
import { AdvancedFields, GeneralFields, StringFields } from './edit-inverter-fields.tsx';
import { type EditTab, firstInvalidTab } from './validate-inverter.ts';

export interface EditInverterModalProps {
  inverter: InverterListEntry;
  onCancel: () => void;
  /** Sends the edit; resolves with the answer (a non-success answer stays in the dialog). */
  onSave: (request: InverterEditRequest) => Promise<ApiResponse | undefined>;
}

function toRequest({ type: _type, order: _order, ...request }: InverterListEntry): InverterEditRequest {
  return request;
}

/** Edits one inverter in three tabs; validation jumps to the tab with the first invalid field. */
export function EditInverterModal({ inverter, onCancel, onSave }: EditInverterModalProps) {
  const { t } = useI18n();
  const formId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [value, setValue] = useState(inverter);
  const [tab, setTab] = useState<EditTab>('general');
  const [validated, setValidated] = useState(false);
  const [reportPending, setReportPending] = useState(false);
  const [answer, setAnswer] = useState<ApiResponse>();

  // Let the browser explain the problem once the tab with the invalid field is on screen.
  useEffect(() => {
    if (!reportPending) return;
    setReportPending(false);
    form.current?.reportValidity();
  }, [reportPending]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalidTab = firstInvalidTab(value);
    if (invalidTab || !event.currentTarget.checkValidity()) {
      setValidated(true);
      if (invalidTab) setTab(invalidTab);
      setReportPending(true);
      return;
    }
    const response = await onSave(toRequest(value));
    if (response && response.type !== 'success') setAnswer(response);
  }

  const props = { value, onChange: setValue };
  return (
    <Modal
      open
      size="lg"
      onClose={onCancel}
      title={t('inverterSettings.editTitle')}
      closeLabel={t('common.cancel')}
      action={
        <button type="submit" form={formId} className="btn btn-primary">
          {t('inverterSettings.saveChanges')}
        </button>
      }
    >
      {answer && <ApiResponseAlert response={answer} onDismiss={() => setAnswer(undefined)} />}
      <form
        id={formId}
        ref={form}
        noValidate
        className={validated ? 'was-validated' : undefined}
        onSubmit={submit}
      >
        <Tabs
          label={t('inverterSettings.editTitle')}
          selected={tab}
          onSelect={(id) => setTab(id as EditTab)}
          tabs={[
            { id: 'general', label: t('inverterSettings.tabGeneral'), content: <GeneralFields {...props} /> },
            { id: 'string', label: t('inverterSettings.tabString'), content: <StringFields {...props} /> },
            {
              id: 'advanced',
              label: t('inverterSettings.tabAdvanced'),
              content: <AdvancedFields {...props} />,
            },
          ]}
        />
      </form>
    </Modal>
  );
}
