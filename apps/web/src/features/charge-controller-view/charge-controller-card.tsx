import {
  type DplStatus,
  POWER_LIMITER_STATE,
  type SolarChargerInstance,
  VEDIRECT_DATA_AGE_RED_S,
} from '@dtu/contract';
import { useI18n } from '../../i18n/use-i18n.ts';
import { useTickingAgeMs } from '../../live/use-ticking-age.ts';
import { Badge } from '../../ui/badge.tsx';
import { LimiterStateIcon } from './limiter-state-icon.tsx';
import { SectionTable } from './section-table.tsx';

export interface ChargeControllerCardProps {
  serial: string;
  instance: SolarChargerInstance;
  receivedAtMs: number;
  dpl: DplStatus | undefined;
}

/** One charge controller: identity and data age in the header, one table per value section. */
export function ChargeControllerCard({ serial, instance, receivedAtMs, dpl }: ChargeControllerCardProps) {
  const { t, format } = useI18n();
  const ageS = Math.floor(useTickingAgeMs(instance.data_age_ms, receivedAtMs) / 1000);
  const stale = ageS >= VEDIRECT_DATA_AGE_RED_S;
  const showLimiter = dpl !== undefined && dpl.PLSTATE !== POWER_LIMITER_STATE.Hidden;
  // The MQTT provider names itself `MQTT` and has no serial number to show.
  const name = instance.product_id === 'MQTT' ? t('chargeControllerView.productMqtt') : instance.product_id;
  return (
    <section className="card mb-3" aria-label={name}>
      <div className="card-header d-flex flex-wrap align-items-center gap-2">
        <h3 className="h5 mb-0 me-auto">{name}</h3>
        {!instance.hide_serial && (
          <span className="small">{t('chargeControllerView.serial', { serial })}</span>
        )}
        {instance.firmware_version !== undefined && (
          <span className="small">
            {t('chargeControllerView.firmware', { version: instance.firmware_version })}
          </span>
        )}
        {showLimiter && (
          <span className="d-inline-flex align-items-center gap-1">
            <LimiterStateIcon state={dpl.PLSTATE} />
            <span className="small">
              {t('chargeControllerView.limiterLimit', { power: `${format.decimalNoDigits(dpl.PLLIMIT)} W` })}
            </span>
          </span>
        )}
        <Badge variant={stale ? 'danger' : 'secondary'}>
          {t('chargeControllerView.dataAge', { seconds: format.decimalNoDigits(ageS) })}
          {stale && ` (${t('chargeControllerView.stale')})`}
        </Badge>
      </div>
      <div className="card-body">
        <div className="row row-cols-1 row-cols-lg-3 g-3">
          {Object.entries(instance.values).map(([section, values]) => (
            <div className="col" key={section}>
              <SectionTable section={section} values={values} />
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
