import { useI18n } from '../../i18n/use-i18n.ts';
import { solarChargerStream } from '../../live/solar-charger-stream.ts';
import { useSwitchedStream } from '../../live/switched-stream.ts';
import { useLiveOnBattery, useOnBatteryStreamPath } from '../../live/use-livedata.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { ChargeControllerCard } from './charge-controller-card.tsx';

/** Home-page block of the charge controllers; present only while the solar charger is enabled. */
export function ChargeControllerView() {
  const enabled = useLiveOnBattery('solarcharger')?.enabled === true;
  return enabled ? <ChargeControllers /> : null;
}

function ChargeControllers() {
  const { t } = useI18n();
  const { value: state } = useSwitchedStream(solarChargerStream, useOnBatteryStreamPath('solar'), (s) => s);
  const serials = Object.keys(state.instances);
  return (
    <section aria-label={t('chargeControllerView.title')} className="mt-3">
      <h2 className="visually-hidden">{t('chargeControllerView.title')}</h2>
      {serials.length === 0 ? (
        <div className="d-flex align-items-center gap-2 text-body-secondary">
          {!state.loaded && <Spinner small />}
          {t('chargeControllerView.waiting')}
        </div>
      ) : (
        serials.map((serial) => (
          <ChargeControllerCard
            key={serial}
            serial={serial}
            instance={state.instances[serial]}
            receivedAtMs={state.receivedAtMs[serial] ?? Date.now()}
            dpl={state.dpl}
          />
        ))
      )}
    </section>
  );
}
