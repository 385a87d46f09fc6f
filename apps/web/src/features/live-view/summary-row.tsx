import type { ValueObject } from '@dtu/contract';
import type { MessageKey } from '../../i18n/translate.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { useLiveOnBattery, useLiveTotal } from '../../live/use-livedata.ts';
import { formatValue } from './format-value.ts';

type Tile = [MessageKey, ValueObject | undefined];

/** Totals across the device; each OnBattery part only while its source is enabled. */
export function SummaryRow() {
  const { t, format } = useI18n();
  const total = useLiveTotal();
  const vedirect = useLiveOnBattery('vedirect');
  const battery = useLiveOnBattery('battery');
  const meter = useLiveOnBattery('power_meter');
  const huawei = useLiveOnBattery('huawei');
  const tiles: Tile[] = [];
  if (vedirect?.enabled && vedirect.total) {
    tiles.push(
      ['liveView.chargerTotal', vedirect.total.YieldTotal],
      ['liveView.chargerToday', vedirect.total.YieldDay],
      ['liveView.chargerPower', vedirect.total.Power],
    );
  }
  if (total) {
    tiles.push(
      ['liveView.totalYield', total.YieldTotal],
      ['liveView.yieldToday', total.YieldDay],
      ['liveView.totalPower', total.Power],
    );
  }
  if (battery?.enabled) tiles.push(['liveView.batterySoc', battery.soc]);
  if (meter?.enabled) tiles.push(['liveView.homePower', meter.Power]);
  if (huawei?.enabled) tiles.push(['liveView.rectifierPower', huawei.Power]);
  if (tiles.length === 0) return null;
  return (
    <section aria-label={t('liveView.summary')} className="mb-3">
      <div className="row row-cols-2 row-cols-md-3 row-cols-xl-6 g-2 m-0">
        {tiles.map(([label, value]) => (
          <div className="col" key={label}>
            <dl className="card h-100 text-center card-body p-2 m-0">
              <dt className="small fw-normal text-body-secondary">{t(label)}</dt>
              <dd className="h5 m-0">{value ? formatValue(format, value) : '—'}</dd>
            </dl>
          </div>
        ))}
      </div>
    </section>
  );
}
