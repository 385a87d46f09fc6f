import { type GovernedInverter, liveNumber } from '@dtu/contract';
import { useI18n } from '../../i18n/use-i18n.ts';
import { useLimiterStatus } from '../../live/limiter-status.ts';
import type { LiveInverter } from '../../live/livedata-types.ts';
import { solarChargerStream } from '../../live/solar-charger-stream.ts';
import { useSwitchedStream } from '../../live/switched-stream.ts';
import { useLiveOnBattery, useOnBatteryStreamPath } from '../../live/use-livedata.ts';
import { formatPower } from '../../ui/format-energy.ts';
import { limiterStateText } from '../../ui/limiter-state-text.ts';
import { limiterReason } from './limiter-reason.ts';

/**
 * State, requested limit, energy flow (with the figures on its arrows) and the rule in charge, on
 * the panel of an inverter the limiter drives (`governed`: its power source and window).
 */
export function LimiterExplained({
  inverter,
  governed,
}: {
  inverter: LiveInverter;
  governed: GovernedInverter;
}) {
  const i18n = useI18n();
  const { t, format } = i18n;
  const { value: vedirect } = useSwitchedStream(
    solarChargerStream,
    useOnBatteryStreamPath('solar'),
    (s) => s,
  );
  const config = useLimiterStatus();
  const soc = useLiveOnBattery('battery')?.soc?.v;
  const meter = useLiveOnBattery('power_meter');
  const huawei = useLiveOnBattery('gridcharger');
  // The modules' power summed by the device over its charge controllers.
  const solarW = useLiveOnBattery('solarcharger')?.power?.v;
  const dpl = vedirect.dpl;
  if (!dpl) return null;

  const instances = Object.values(vedirect.instances);
  // The charge controllers' output; undefined when none reports it.
  const controllerW = instances.reduce<number | undefined>((total, i) => {
    const w = liveNumber(i.values.output?.P ?? i.values.output?.Power);
    return w === undefined ? total : (total ?? 0) + w;
  }, undefined);
  const reason = limiterReason({
    state: dpl.PLSTATE,
    socPercent: soc,
    batteryVoltageV: liveNumber(instances[0]?.values.output?.V),
    solarW: controllerW,
    config: config?.rules,
    inverter: governed,
  });
  const values: Record<string, string> = { u: reason.unit ?? '' };
  for (const [key, value] of Object.entries(reason.values ?? {})) values[key] = format.decimal(value);
  // Energy flow: solar → charge controller → battery → inverter → home ↔ grid (positive: drawn
  // from the grid), with the AC charger; boxes (texts) alternate with arrows (watts), and the
  // arrow at index `back` points left.
  const gridW = (meter?.enabled && meter.Power?.v) || 0;
  const chargerW = huawei?.enabled ? huawei.Power?.v : undefined;
  const battery = `${t('nav.battery')}${soc === undefined ? '' : ` ${format.percent(soc / 100)}`}`;
  const row = (items: (string | number | undefined)[], back?: number) => (
    <div className="d-flex flex-wrap align-items-center gap-1 mb-1">
      {items.map((item, i) =>
        i % 2 ? (
          // The arrow is read out too: it tells the direction (drawn from or fed into the grid).
          // biome-ignore lint/suspicious/noArrayIndexKey: a row's items never move
          <span key={i} className="text-nowrap small">
            {i === back ? '← ' : ''}
            {item === undefined ? '' : formatPower(format, Math.abs(item as number))}
            {i === back ? '' : ' →'}
          </span>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: a row's items never move
          <span key={i} className="border rounded p-2 text-nowrap">
            {item}
          </span>
        ),
      )}
    </div>
  );

  return (
    <section className="border rounded p-2 mb-3" aria-label={t('nav.powerLimiter')}>
      <p className="mb-2">{limiterStateText(i18n, dpl)}</p>
      <figure className="mb-2">
        <figcaption className="small text-body-secondary">{t('limiter.flow')}</figcaption>
        {row(
          [
            t('limiter.solar'),
            solarW,
            t('chargeControllerView.title'),
            controllerW,
            battery,
            inverter.INV?.['0']?.['Power DC'].v,
            t('nav.inverter'),
            inverter.AC?.['0']?.Power.v,
            t('limiter.home'),
            gridW,
            t('limiter.grid'),
          ],
          gridW > 0 ? 9 : 0,
        )}
        {chargerW! > 0 && row([t('limiter.grid'), chargerW, t('nav.acCharger'), undefined, battery])}
      </figure>
      <p className="mb-0">
        <strong>{t('limiter.why')}</strong> {t(`limiter.${reason.key}`, values)}
      </p>
    </section>
  );
}
