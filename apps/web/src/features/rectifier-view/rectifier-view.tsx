import {
  type ApiResponse,
  RECTIFIER_DATA_AGE_BLUE_BELOW_S,
  RECTIFIER_DATA_AGE_RED_ABOVE_S,
} from '@dtu/contract';
import { useState } from 'react';
import { useI18n } from '../../i18n/use-i18n.ts';
import { useJsonStream } from '../../live/json-stream.ts';
import { useLiveOnBattery } from '../../live/use-livedata.ts';
import { useTickingAgeMs } from '../../live/use-ticking-age.ts';
import { useLoggedIn } from '../../net/session.ts';
import { Badge } from '../../ui/badge.tsx';
import type { Variant } from '../../ui/variant.ts';
import { type HuaweiState, huaweiStream } from './huawei-stream.ts';
import { RectifierAnswer } from './rectifier-answer.tsx';
import { RectifierLimitModal } from './rectifier-limit-modal.tsx';
import { type RectifierField, RectifierTable } from './rectifier-table.tsx';

const INPUT: readonly RectifierField[] = [
  'input_voltage',
  'input_current',
  'input_power',
  'input_temp',
  'efficiency',
];
const OUTPUT: readonly RectifierField[] = [
  'output_voltage',
  'output_current',
  'max_output_current',
  'output_power',
  'output_temp',
];

/** Fresh (blue), ageing (neutral) or stale (red); between the two limits the firmware UI shows neither. */
export function rectifierAgeVariant(ageS: number): Variant {
  if (ageS > RECTIFIER_DATA_AGE_RED_ABOVE_S) return 'danger';
  if (ageS < RECTIFIER_DATA_AGE_BLUE_BELOW_S) return 'primary';
  return 'secondary';
}

/** Home-page block of the AC charger's rectifier; present only while the charger is enabled. */
export function RectifierView() {
  const enabled = useLiveOnBattery('huawei')?.enabled === true;
  return enabled ? <RectifierPanel /> : null;
}

const selectState = (state: HuaweiState) => state;

function RectifierPanel() {
  const { t, format } = useI18n();
  const { value: state } = useJsonStream(huaweiStream, selectState);
  const loggedIn = useLoggedIn();
  const [limitOpen, setLimitOpen] = useState(false);
  const [answer, setAnswer] = useState<ApiResponse>();
  const ageS = Math.floor(useTickingAgeMs((state.data?.data_age ?? 0) * 1000, state.receivedAtMs) / 1000);
  const variant = rectifierAgeVariant(ageS);
  const data = state.data;
  if (!data) return null;
  return (
    <section className="card mt-3 mb-3" aria-label={t('rectifierView.title')}>
      <div className="card-header d-flex flex-wrap align-items-center gap-2">
        <h2 className="h5 mb-0 me-auto">{t('rectifierView.title')}</h2>
        <Badge variant={variant}>
          {t('rectifierView.dataAge', { seconds: format.decimalNoDigits(ageS) })}
          {variant === 'danger' && ` (${t('rectifierView.stale')})`}
        </Badge>
        <button
          type="button"
          className="btn btn-sm btn-primary"
          disabled={!loggedIn}
          title={loggedIn ? undefined : t('rectifierView.loginToChange')}
          onClick={() => setLimitOpen(true)}
        >
          {t('rectifierView.limitButton')}
        </button>
      </div>
      <div className="card-body">
        {answer && <RectifierAnswer response={answer} onDismiss={() => setAnswer(undefined)} />}
        <div className="row row-cols-1 row-cols-md-2 g-3">
          <div className="col">
            <RectifierTable title={t('rectifierView.input')} data={data} fields={INPUT} />
          </div>
          <div className="col">
            <RectifierTable title={t('rectifierView.output')} data={data} fields={OUTPUT} />
          </div>
        </div>
      </div>
      {limitOpen && (
        <RectifierLimitModal
          onClose={() => setLimitOpen(false)}
          onSuccess={(response) => {
            setLimitOpen(false);
            setAnswer(response);
          }}
        />
      )}
    </section>
  );
}
