import { type GovernedInverter, governedInverter } from '@dtu/contract';
import { useI18n } from '../../i18n/use-i18n.ts';
import { useLimiterStatus } from '../../live/limiter-status.ts';
import type { InverterEntry } from '../../live/merge-livedata.ts';
import { solarChargerStream } from '../../live/solar-charger-stream.ts';
import { useSwitchedStream } from '../../live/switched-stream.ts';
import { useNow } from '../../live/ticker.ts';
import { useLimitState } from '../../live/use-limit-state.ts';
import { useInverterSerials, useLiveInverter, useOnBatteryStreamPath } from '../../live/use-livedata.ts';
import { BUILT_LIMITER } from '../../net/flash-firmware.ts';
import { currentLimitText, limitStateText } from '../../ui/limit-state-text.ts';
import { governedText, limiterStateText } from '../../ui/limiter-state-text.ts';

/** `governed`: how the power limiter drives this inverter, if it does. */
function LimitRow({ entry, governed }: { entry: InverterEntry; governed?: GovernedInverter }) {
  const i18n = useI18n();
  const state = useLimitState(entry, governed !== undefined, useNow());
  return (
    <tr>
      <th scope="row">
        {entry.inverter.name}
        {governed && <div className="fw-normal text-body-secondary">{governedText(i18n, governed)}</div>}
      </th>
      <td>{currentLimitText(i18n, entry.inverter)}</td>
      <td>{state ? limitStateText(i18n, state) : i18n.t('overview.noRequest')}</td>
    </tr>
  );
}

function LocalLimitRow({ serial, governed }: { serial: string; governed?: GovernedInverter }) {
  const entry = useLiveInverter(serial);
  return entry ? <LimitRow entry={entry} governed={governed} /> : null;
}

/** The power limiter's state while the charge-controller stream is open (OnBattery only). */
function LimiterStateLine() {
  const i18n = useI18n();
  const { value: dpl } = useSwitchedStream(
    solarChargerStream,
    useOnBatteryStreamPath('solar'),
    (state) => state.dpl,
  );
  return dpl ? <p>{limiterStateText(i18n, dpl)}</p> : null;
}

/**
 * Each inverter's limit as the device reports it with what became of this browser's last request
 * (the live view's request state), and the power limiter's state: where an owner looks first.
 */
export function LimitsCard() {
  const i18n = useI18n();
  const { t } = i18n;
  const serials = useInverterSerials();
  const limiter = useLimiterStatus();
  return (
    <section className="card mb-3" aria-labelledby="overview-limits">
      <div className="card-body">
        <h2 id="overview-limits" className="h5">
          {t('overview.limits')}
        </h2>
        {BUILT_LIMITER && <LimiterStateLine />}
        <table className="table table-sm small mb-0" aria-labelledby="overview-limits">
          <thead>
            <tr>
              <th scope="col">{t('nav.inverter')}</th>
              <th scope="col">{t('liveView.limit')}</th>
              <th scope="col">{t('overview.request')}</th>
            </tr>
          </thead>
          <tbody>
            {serials.map((serial) => (
              <LocalLimitRow key={serial} serial={serial} governed={governedInverter(limiter, serial)} />
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
