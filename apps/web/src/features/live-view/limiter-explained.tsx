import type { VedirectInstance } from '@dtu/contract';
import { useI18n } from '../../i18n/use-i18n.ts';
import { useJsonStream } from '../../live/json-stream.ts';
import { useLimiterStatus } from '../../live/limiter-status.ts';
import type { LiveInverter } from '../../live/livedata-types.ts';
import { useLiveOnBattery } from '../../live/use-livedata.ts';
import { vedirectStream } from '../../live/vedirect-stream.ts';
import { EnergyFlow } from './energy-flow.tsx';
import { limiterReason } from './limiter-reason.ts';

function sum(instances: readonly VedirectInstance[], pick: (i: VedirectInstance) => number | undefined) {
  const values = instances.map(pick).filter((v): v is number => typeof v === 'number');
  return values.length ? values.reduce((a, b) => a + b, 0) : undefined;
}

/** State, requested limit, energy flow and the rule in charge, on the panel of the inverter the limiter drives. */
export function LimiterExplained({ inverter }: { inverter: LiveInverter }) {
  const { t, format } = useI18n();
  const { value: vedirect } = useJsonStream(vedirectStream, (s) => s);
  const config = useLimiterStatus();
  const soc = useLiveOnBattery('battery')?.soc?.v;
  const meter = useLiveOnBattery('power_meter');
  const huawei = useLiveOnBattery('huawei');
  const dpl = vedirect.dpl;
  if (!dpl) return null;

  const instances = Object.values(vedirect.instances);
  const controllerW = sum(instances, (i) => i.values.output.P?.v);
  const reason = limiterReason({
    state: dpl.PLSTATE,
    socPercent: soc,
    batteryVoltageV: instances[0]?.values.output.V?.v,
    solarW: controllerW,
    config,
  });
  const values = Object.fromEntries(
    Object.entries(reason.values).map(([key, value]) => [
      key,
      format.decimal(value, Number.isInteger(value) ? 0 : 2),
    ]),
  );
  const state = ['limiterOff', 'limiterOff', 'limiterCharging', 'limiterSun', 'limiterBattery'][
    dpl.PLSTATE + 1
  ];

  return (
    <section className="border rounded p-2 mb-3" aria-labelledby={`limiter-${inverter.serial}`}>
      <h3 id={`limiter-${inverter.serial}`} className="h6">
        {t('nav.powerLimiter')}
      </h3>
      <p className="mb-2">
        {state ? t(`chargeControllerView.${state as 'limiterOff'}`) : dpl.PLSTATE} ·{' '}
        {t('chargeControllerView.limiterLimit', { power: `${format.decimal(dpl.PLLIMIT, 0)} W` })}
      </p>
      <EnergyFlow
        figures={{
          solarW: sum(instances, (i) => i.values.input.PPV?.v),
          controllerW,
          socPercent: soc,
          inverterDcW: inverter.INV?.['0']?.['Power DC'].v,
          inverterAcW: inverter.AC?.['0']?.Power.v,
          gridW: meter?.enabled ? meter.Power?.v : undefined,
          chargerW: huawei?.enabled ? huawei.Power?.v : undefined,
        }}
      />
      <p className="mb-0">
        <strong>{t('limiter.why')}</strong> {t(`limiter.${reason.key}`, { ...values, u: reason.unit ?? '' })}
      </p>
    </section>
  );
}
