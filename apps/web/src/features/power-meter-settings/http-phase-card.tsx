import {
  HTTP_AUTH_TYPE,
  POWER_METER_HEADER_KEY_MAX,
  POWER_METER_HEADER_VALUE_MAX,
  POWER_METER_JSON_PATH_MAX,
  POWER_METER_PASSWORD_MAX,
  POWER_METER_TIMEOUT_MAX_MS,
  POWER_METER_TIMEOUT_MIN_MS,
  POWER_METER_UNIT,
  POWER_METER_URL_MAX,
  POWER_METER_USERNAME_MAX,
  type PowerMeterHttpPhase,
  type PowerMeterTestRequest,
} from '@dtu/contract';
import { useI18n } from '../../i18n/use-i18n.ts';
import { Alert } from '../../ui/alert.tsx';
import { Card } from '../../ui/card.tsx';
import { bindKeys } from '../../ui/fields/bind.ts';
import { CheckField } from '../../ui/fields/check-field.tsx';
import { NumberField } from '../../ui/fields/number-field.tsx';
import { SelectField } from '../../ui/fields/select-field.tsx';
import { TextField } from '../../ui/fields/text-field.tsx';
import { useHttpTest } from './use-http-test.ts';

/** The firmware accepts only these two schemes (the browser's `pattern` is anchored). */
const URL_PATTERN = 'https?://.*';

export interface HttpPhaseCardProps {
  phase: PowerMeterHttpPhase;
  /** Phase 1 is always on and always carries the request; the others only with individual requests. */
  first: boolean;
  individual: boolean;
  onChange: (phase: PowerMeterHttpPhase) => void;
  /** The request the test button sends (phase 1's request unless individual requests are on). */
  testRequest: () => PowerMeterTestRequest;
}

/** One phase of the HTTP(+JSON) source: its request (when it has its own), JSON path and unit. */
export function HttpPhaseCard({ phase, first, individual, onChange, testRequest }: HttpPhaseCardProps) {
  const { t } = useI18n();
  const test = useHttpTest();
  const bind = bindKeys({ value: phase, onChange });
  const ownRequest = first || individual;
  const withAuth = phase.auth_type !== HTTP_AUTH_TYPE.None;
  return (
    <Card title={t('powerMeterSettings.phase', { index: phase.index })}>
      {!first && <CheckField switch label={t('powerMeterSettings.phaseEnabled')} {...bind('enabled')} />}
      {(first || phase.enabled) && (
        <>
          {ownRequest && (
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
                  { value: HTTP_AUTH_TYPE.None, label: t('powerMeterSettings.authNone') },
                  { value: HTTP_AUTH_TYPE.Basic, label: t('powerMeterSettings.authBasic') },
                  { value: HTTP_AUTH_TYPE.Digest, label: t('powerMeterSettings.authDigest') },
                ]}
                {...bind('auth_type')}
              />
              {withAuth && (
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
          )}
          <TextField
            label={t('powerMeterSettings.jsonPath')}
            {...bind('json_path')}
            maxLength={POWER_METER_JSON_PATH_MAX}
            hint={t('powerMeterSettings.jsonPathHint')}
            required
          />
          <SelectField
            label={t('powerMeterSettings.unit')}
            options={[
              { value: POWER_METER_UNIT.MilliWatts, label: 'mW' },
              { value: POWER_METER_UNIT.Watts, label: 'W' },
              { value: POWER_METER_UNIT.KiloWatts, label: 'kW' },
            ]}
            {...bind('unit')}
          />
          <CheckField
            label={t('powerMeterSettings.signInverted')}
            hint={t('powerMeterSettings.signInvertedHint')}
            {...bind('sign_inverted')}
          />
          <button type="button" className="btn btn-outline-secondary" onClick={() => test.run(testRequest())}>
            {t('powerMeterSettings.testButton')}
          </button>
          {test.state?.kind === 'sending' && (
            <Alert variant="info" className="mt-3">
              {t('powerMeterSettings.sending')}
            </Alert>
          )}
          {test.state?.kind === 'answer' && (
            <Alert variant={test.state.response.type} className="mt-3" onDismiss={test.clear}>
              {test.state.response.message}
            </Alert>
          )}
        </>
      )}
    </Card>
  );
}
