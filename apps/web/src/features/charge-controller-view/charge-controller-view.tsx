import { useI18n } from '../../i18n/use-i18n.ts';
import { useJsonStream } from '../../live/json-stream.ts';
import { useLiveOnBattery } from '../../live/use-livedata.ts';
import { vedirectStream } from '../../live/vedirect-stream.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { ChargeControllerCard } from './charge-controller-card.tsx';

/** Home-page block of the charge controllers; present only while VE.Direct is enabled. */
export function ChargeControllerView() {
  const enabled = useLiveOnBattery('vedirect')?.enabled === true;
  return enabled ? <ChargeControllers /> : null;
}

function ChargeControllers() {
  const { t } = useI18n();
  const { value: state } = useJsonStream(vedirectStream, (s) => s);
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
