import type { FormEvent, ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';
import type { SettingsForm } from '../api/use-settings-form.ts';
import { useI18n } from '../i18n/use-i18n.ts';
import { Alert } from './alert.tsx';
import { ApiResponseAlert } from './api-response-alert.tsx';
import { type Bind, binder } from './fields/bind.ts';
import { FormFooter } from './form-footer.tsx';
import { type InvalidField, invalidFields } from './invalid-fields.ts';
import { PageFrame } from './page-frame.tsx';

export interface SettingsPageProps<T> {
  title: string;
  form: Omit<SettingsForm<T>, 'setValues' | 'loaded' | 'loading' | 'saving'> &
    Partial<Pick<SettingsForm<T>, 'loading' | 'saving'>>;
  /** The fields, given the loaded values and `bind` (`{...bind('key')}` on a field). */
  children: (values: T, bind: Bind<T>) => ReactNode;
  /** Runs before saving; return false to stay (e.g. passwords differ). */
  beforeSave?: (values: T) => boolean;
}

/**
 * Frame of every settings screen: title, reload button and pull-to-refresh (both read the device
 * again, like Cancel), spinner until loaded, the save alert, the form with browser constraint
 * validation, and the Cancel/Save footer.
 */
export function SettingsPage<T>({ title, form, children, beforeSave }: SettingsPageProps<T>) {
  const { t, format } = useI18n();
  const [validated, setValidated] = useState(false);
  const [invalid, setInvalid] = useState<InvalidField[]>([]);
  const [refusals, setRefusals] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const listRef = useRef<HTMLDivElement>(null);

  // Once the list is rendered: bring it into view first (below the sticky navbar, see
  // `scroll-padding-top`), then the browser's bubble on the first invalid field, which scrolls
  // only when that field is still out of view.
  useEffect(() => {
    if (refusals === 0) return;
    listRef.current?.scrollIntoView?.({ block: 'start' });
    formRef.current?.reportValidity();
  }, [refusals]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Invalid fields get Bootstrap's red outline, the browser's bubble on the first one, and a
    // list above the form that says which limit each breaks, so Save never fails silently.
    if (!event.currentTarget.checkValidity()) {
      setValidated(true);
      setInvalid(invalidFields(event.currentTarget, t, format));
      setRefusals((count) => count + 1);
      return;
    }
    setInvalid([]);
    if (form.values === undefined || (beforeSave && !beforeSave(form.values))) return;
    form.save();
  };

  return (
    <PageFrame title={title} loading={form.loading && form.values === undefined} onReload={form.reload}>
      {form.response && <ApiResponseAlert response={form.response} onDismiss={form.dismissResponse} />}
      {invalid.length > 0 && (
        <div ref={listRef}>
          <Alert variant="danger">
            {t('common.invalidTitle')}
            <ul className="mb-0">
              {invalid.map((field) => (
                <li key={field.id}>
                  <a
                    href={`#${field.id}`}
                    onClick={(event) => {
                      event.preventDefault();
                      document.getElementById(field.id)?.focus();
                    }}
                  >
                    {field.label}
                  </a>{' '}
                  – {field.reason}
                </li>
              ))}
            </ul>
          </Alert>
        </div>
      )}
      {form.values !== undefined && (
        <form
          ref={formRef}
          noValidate
          className={validated ? 'was-validated' : undefined}
          onSubmit={onSubmit}
        >
          {children(form.values, binder<T>(form.values, form.update))}
          <FormFooter onCancel={() => form.reload()} saving={form.saving} />
        </form>
      )}
    </PageFrame>
  );
}
