import {
  type ApiResponse,
  type GridChargerPower2026,
  RECTIFIER_DATA_AGE_BLUE_BELOW_S,
  RECTIFIER_DATA_AGE_RED_ABOVE_S,
} from '@dtu/contract';
import { useState } from 'react';
import { useDeviceCommand } from '../../api/use-device-command.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { useSwitchedStream } from '../../live/switched-stream.ts';
import { useLiveOnBattery, useOnBatteryStreamPath } from '../../live/use-livedata.ts';
import { useTickingAgeMs } from '../../live/use-ticking-age.ts';
import { useLoggedIn } from '../../net/session.ts';
import { Badge } from '../../ui/badge.tsx';
import { LiveSectionCard } from '../../ui/live-section-card.tsx';
import type { Variant } from '../../ui/variant.ts';
import { type GridChargerState, gridChargerStream } from './grid-charger-stream.ts';
import { RectifierAnswer } from './rectifier-answer.tsx';
import { RectifierLimitModal } from './rectifier-limit-modal.tsx';

/** Fresh (blue), ageing (neutral) or stale (red); between the two limits the firmware UI shows neither. */
export function rectifierAgeVariant(ageS: number): Variant {
  if (ageS > RECTIFIER_DATA_AGE_RED_ABOVE_S) return 'danger';
  if (ageS < RECTIFIER_DATA_AGE_BLUE_BELOW_S) return 'primary';
  return 'secondary';
}

/** Home-page block of the AC charger's rectifier; present only while the charger is enabled. */
export function RectifierView() {
  const enabled = useLiveOnBattery('gridcharger')?.enabled === true;
  return enabled ? <RectifierPanel /> : null;
}

const selectState = (state: GridChargerState) => state;

function RectifierPanel() {
  const { t, format } = useI18n();
  const path = useOnBatteryStreamPath('grid');
  const { value: state } = useSwitchedStream(gridChargerStream, path, selectState);
  // 2024.05.03 takes `/api/huawei/limit/config`; 2026.03.31 `/api/gridcharger/limit` and `/power`.
  const gridCharger = path === '/gridchargerlivedata';
  const canLimit = gridCharger || path === '/huaweilivedata';
  const power = useDeviceCommand<GridChargerPower2026>('/api/gridcharger/power');
  const loggedIn = useLoggedIn();
  const [limitOpen, setLimitOpen] = useState(false);
  const [answer, setAnswer] = useState<ApiResponse>();
  const ageS = Math.floor(useTickingAgeMs(state.data?.data_age_ms ?? 0, state.receivedAtMs) / 1000);
  const variant = rectifierAgeVariant(ageS);
  const data = state.data;
  if (!data) return null;
  return (
    <section className="card mt-3 mb-3" aria-label={t('rectifierView.title')}>
      <div className="card-header d-flex flex-wrap align-items-center gap-2">
        <h2 className="h5 mb-0 me-auto">
          {[t('rectifierView.title'), data.identity.vendorName, data.identity.productName]
            .filter(Boolean)
            .join(' ')}
        </h2>
        {data.identity.serial && (
          <span className="small">{t('rectifierView.serial', { serial: data.identity.serial })}</span>
        )}
        {data.reachable !== undefined && (
          <Badge variant={data.reachable ? 'success' : 'danger'}>
            {t(data.reachable ? 'rectifierView.reachable' : 'rectifierView.unreachable')}
          </Badge>
        )}
        {data.producing !== undefined && (
          <Badge variant={data.producing ? 'success' : 'secondary'}>
            {t(data.producing ? 'rectifierView.producing' : 'rectifierView.notProducing')}
          </Badge>
        )}
        <Badge variant={variant}>
          {t('rectifierView.dataAge', { seconds: format.decimalNoDigits(ageS) })}
          {variant === 'danger' && ` (${t('rectifierView.stale')})`}
        </Badge>
        {gridCharger && (
          <button
            type="button"
            className="btn btn-sm btn-secondary"
            disabled={!loggedIn || power.sending}
            title={loggedIn ? undefined : t('rectifierView.loginToChange')}
            onClick={() =>
              power
                .send({ power: data.producing === false })
                .then((response) => response && setAnswer(response))
            }
          >
            {t(data.producing === false ? 'rectifierView.startProduction' : 'rectifierView.stopProduction')}
          </button>
        )}
        {canLimit && (
          <button
            type="button"
            className="btn btn-sm btn-primary"
            disabled={!loggedIn}
            title={loggedIn ? undefined : t('rectifierView.loginToChange')}
            onClick={() => setLimitOpen(true)}
          >
            {t('rectifierView.limitButton')}
          </button>
        )}
      </div>
      <div className="card-body">
        {answer && <RectifierAnswer response={answer} onDismiss={() => setAnswer(undefined)} />}
        <div className="row row-cols-1 row-cols-md-2 g-3">
          {Object.entries(data.values).map(([section, entries]) => (
            <div className="col" key={section}>
              <LiveSectionCard ns="rectifierView" section={section} entries={entries} />
            </div>
          ))}
        </div>
      </div>
      {limitOpen && (
        <RectifierLimitModal
          gridCharger={gridCharger}
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
