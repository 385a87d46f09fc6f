import {
  HTTP_AUTH_TYPE,
  type HttpRequest2026,
  POWER_METER_HEADER_KEY_MAX,
  POWER_METER_HEADER_VALUE_MAX,
  POWER_METER_PASSWORD_MAX,
  POWER_METER_TIMEOUT_MAX_MS,
  POWER_METER_TIMEOUT_MIN_MS,
  POWER_METER_URL_MAX,
  POWER_METER_USERNAME_MAX,
} from '@dtu/contract';
import { useI18n } from '../../i18n/use-i18n.ts';
import type { Bind } from '../../ui/fields/bind.ts';
import { NumberField } from '../../ui/fields/number-field.tsx';
import { SelectField } from '../../ui/fields/select-field.tsx';
import { TextField } from '../../ui/fields/text-field.tsx';

/** The firmware accepts only these two schemes (the browser's `pattern` is anchored). */
const URL_PATTERN = 'https?://.*';

/**
 * The request of an HTTP meter: the same fields on every generation (flat in a 2024.05.03 phase,
 * nested as `http_request` on 2026.03.31).
 */
export function HttpRequestFields<T extends HttpRequest2026>(props: { bind: Bind<T>; authType: number }) {
  const { t } = useI18n();
  // Every shape passed here holds these keys with these types.
  const bind = props.bind as unknown as Bind<HttpRequest2026>;
  return (
    <>
      <TextField
        label={t('powerMeterSettings.url')}
        {...bind('url')}
        maxLength={POWER_METER_URL_MAX}
        pattern={URL_PATTERN}
        placeholder="http://192.168.1.50/status"
        hint={t('powerMeterSettings.urlHint')}
        required
      />
      <SelectField
        label={t('powerMeterSettings.authType')}
        options={[
          { value: HTTP_AUTH_TYPE.None, label: t('common.none') },
          { value: HTTP_AUTH_TYPE.Basic, label: t('powerMeterSettings.authBasic') },
          { value: HTTP_AUTH_TYPE.Digest, label: t('powerMeterSettings.authDigest') },
        ]}
        {...bind('auth_type')}
      />
      {props.authType !== HTTP_AUTH_TYPE.None && (
        <>
          <TextField
            label={t('powerMeterSettings.username')}
            {...bind('username')}
            maxLength={POWER_METER_USERNAME_MAX}
            autoComplete="off"
            required
          />
          <TextField
            type="password"
            label={t('powerMeterSettings.password')}
            {...bind('password')}
            maxLength={POWER_METER_PASSWORD_MAX}
            autoComplete="new-password"
            required
          />
        </>
      )}
      <TextField
        label={t('powerMeterSettings.headerKey')}
        {...bind('header_key')}
        maxLength={POWER_METER_HEADER_KEY_MAX}
      />
      <TextField
        label={t('powerMeterSettings.headerValue')}
        {...bind('header_value')}
        maxLength={POWER_METER_HEADER_VALUE_MAX}
      />
      <NumberField
        label={t('powerMeterSettings.timeout')}
        {...bind('timeout')}
        min={POWER_METER_TIMEOUT_MIN_MS}
        max={POWER_METER_TIMEOUT_MAX_MS}
        unit="ms"
        required
      />
    </>
  );
}
