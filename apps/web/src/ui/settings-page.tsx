import type { FormEvent, ReactNode } from 'react';
import { useState } from 'react';
import type { SettingsForm } from '../api/use-settings-form.ts';
import { ApiResponseAlert } from './api-response-alert.tsx';
import { FormFooter } from './form-footer.tsx';
import { PageFrame } from './page-frame.tsx';

export interface SettingsPageProps<T> {
  title: string;
  form: SettingsForm<T>;
  /** The fields, given the loaded values and the per-field setter. */
  children: (values: T, update: SettingsForm<T>['update']) => ReactNode;
  /** Runs before saving; return false to stay (e.g. passwords differ). */
  beforeSave?: (values: T) => boolean;
}

/**
 * Frame of every settings screen: title, reload button and pull-to-refresh (both read the device
 * again, like Cancel), spinner until loaded, the save alert, the form with browser constraint
 * validation, and the Cancel/Save footer.
 */
export function SettingsPage<T>({ title, form, children, beforeSave }: SettingsPageProps<T>) {
  const [validated, setValidated] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Invalid fields get Bootstrap's red outline and the browser's own explanation bubble.
    if (!event.currentTarget.checkValidity()) {
      setValidated(true);
      event.currentTarget.reportValidity();
      return;
    }
    if (form.values === undefined || (beforeSave && !beforeSave(form.values))) return;
    form.save();
  };

  return (
    <PageFrame title={title} loading={form.loading && form.values === undefined} onReload={form.reload}>
      {form.response && <ApiResponseAlert response={form.response} onDismiss={form.dismissResponse} />}
      {form.values !== undefined && (
        <form noValidate className={validated ? 'was-validated' : undefined} onSubmit={onSubmit}>
          {children(form.values, form.update)}
          <FormFooter onCancel={() => form.reload()} saving={form.saving} />
        </form>
      )}
    </PageFrame>
  );
}
