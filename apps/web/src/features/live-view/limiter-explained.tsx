import type { VedirectInstance } from '@dtu/contract';
import { useI18n } from '../../i18n/use-i18n.ts';
import { useJsonStream } from '../../live/json-stream.ts';
import { useLimiterStatus } from '../../live/limiter-status.ts';
import type { LiveInverter } from '../../live/livedata-types.ts';
import { useLiveOnBattery } from '../../live/use-livedata.ts';
import { vedirectStream } from '../../live/vedirect-stream.ts';
import { EnergyFlow } from './energy-flow.tsx';
import { limiterReason } from './limiter-reason.ts';

const STATES = ['Off', 'Off', 'Charging', 'Sun', 'Battery'] as const;

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
  // Summed over the charge controllers; undefined when none reports the value.
  const sum = (pick: (i: VedirectInstance['values']) => number | undefined) =>
    instances.reduce<number | undefined>((total, i) => {
      const v = pick(i.values);
      return v === undefined ? total : (total ?? 0) + v;
    }, undefined);
  const controllerW = sum((v) => v.output.P?.v);
  const reason = limiterReason({
    state: dpl.PLSTATE,
    socPercent: soc,
    batteryVoltageV: instances[0]?.values.output.V?.v,
    solarW: controllerW,
    config,
  });
  const values: Record<string, string> = { u: reason.unit ?? '' };
  for (const [key, value] of Object.entries(reason.values ?? {}))
    values[key] = format.decimal(value, Number.isInteger(value) ? 0 : 2);
  const state = STATES[dpl.PLSTATE + 1];

  return (
    <section className="border rounded p-2 mb-3" aria-label={t('nav.powerLimiter')}>
      <p className="mb-2">
        {state ? t(`chargeControllerView.limiter${state}`) : dpl.PLSTATE} ·{' '}
        {t('chargeControllerView.limiterLimit', { power: `${format.decimal(dpl.PLLIMIT, 0)} W` })}
      </p>
      <EnergyFlow
        solarW={sum((v) => v.input.PPV?.v)}
        controllerW={controllerW}
        socPercent={soc}
        inverterDcW={inverter.INV?.['0']?.['Power DC'].v}
        inverterAcW={inverter.AC?.['0']?.Power.v}
        gridW={meter?.enabled ? meter.Power?.v : undefined}
        chargerW={huawei?.enabled ? huawei.Power?.v : undefined}
      />
      <p className="mb-0">
        <strong>{t('limiter.why')}</strong> {t(`limiter.${reason.key}`, values)}
      </p>
    </section>
  );
}
