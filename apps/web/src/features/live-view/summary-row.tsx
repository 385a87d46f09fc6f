import type { ValueObject } from '@dtu/contract';
import type { MessageKey } from '../../i18n/translate.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import type { ArrivalKey } from '../../live/merge-livedata.ts';
import { useLiveArrivedAt, useLiveOnBattery, useLiveTotal } from '../../live/use-livedata.ts';
import { formatValue } from './format-value.ts';
import { StaleNote } from './stale-note.tsx';

type Tile = [MessageKey, ValueObject | undefined, ArrivalKey];

/** Only this note re-renders each second, not the tile. */
function TileStaleNote({ source }: { source: ArrivalKey }) {
  return <StaleNote arrivedAtMs={useLiveArrivedAt(source)} />;
}

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
      ['liveView.chargerTotal', vedirect.total.YieldTotal, 'vedirect'],
      ['liveView.chargerToday', vedirect.total.YieldDay, 'vedirect'],
      ['liveView.chargerPower', vedirect.total.Power, 'vedirect'],
    );
  }
  if (total) {
    tiles.push(
      ['liveView.totalYield', total.YieldTotal, 'total'],
      ['liveView.yieldToday', total.YieldDay, 'total'],
      ['liveView.totalPower', total.Power, 'total'],
    );
  }
  if (battery?.enabled) tiles.push(['liveView.batterySoc', battery.soc, 'battery']);
  if (meter?.enabled) tiles.push(['liveView.homePower', meter.Power, 'power_meter']);
  if (huawei?.enabled) tiles.push(['liveView.rectifierPower', huawei.Power, 'huawei']);
  if (tiles.length === 0) return null;
  return (
    <section aria-label={t('liveView.summary')} className="mb-3">
      <div className="row row-cols-2 row-cols-md-3 row-cols-xl-6 g-2 m-0">
        {tiles.map(([label, value, source]) => (
          <div className="col" key={label}>
            <dl className="card h-100 text-center card-body p-2 m-0">
              <dt className="small fw-normal text-body-secondary">{t(label)}</dt>
              <dd className="h5 m-0">{value ? formatValue(format, value) : '—'}</dd>
              <dd className="m-0">
                <TileStaleNote source={source} />
              </dd>
            </dl>
          </div>
        ))}
      </div>
    </section>
  );
}
