import type { ValueObject } from '@dtu/contract';
import { memo } from 'react';
import type { Formatters } from '../../i18n/format.ts';
import type { MessageKey } from '../../i18n/translate.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import type { ArrivalKey } from '../../live/merge-livedata.ts';
import { staleSeconds } from '../../live/stale.ts';
import { useLiveArrival, useLiveOnBattery, useLiveTotal } from '../../live/use-livedata.ts';
import { formatValue } from './format-value.ts';
import { StaleBadge } from './stale-note.tsx';

type Tile = [MessageKey, ValueObject | undefined, ArrivalKey];

/** Renders only when the mark appears, counts up or goes: not with every message or second. */
function TileStaleNote({ source }: { source: ArrivalKey }) {
  return <StaleBadge seconds={useLiveArrival(source, staleSeconds)} />;
}

/** One figure; the store keeps a repeated value's object, so an unchanged tile is skipped. */
const SummaryTile = memo(function SummaryTile(props: {
  label: string;
  value: ValueObject | undefined;
  source: ArrivalKey;
  format: Formatters;
}) {
  return (
    <div className="col">
      <dl className="card h-100 text-center card-body p-2 m-0">
        <dt className="small fw-normal text-body-secondary">{props.label}</dt>
        <dd className="h5 m-0">{props.value ? formatValue(props.format, props.value) : '—'}</dd>
        <dd className="m-0">
          <TileStaleNote source={props.source} />
        </dd>
      </dl>
    </div>
  );
});

/**
 * What the home draws: the inverters' AC output plus what comes from the grid (the meter's
 * reading, negative while feeding in); undefined unless both are known. Computed here, the device
 * reports no such figure.
 */
export function homePower(
  invertersAc: ValueObject | undefined,
  grid: ValueObject | undefined,
): ValueObject | undefined {
  if (!invertersAc || !grid) return undefined;
  return { v: invertersAc.v + grid.v, u: 'W', d: Math.max(invertersAc.d, grid.d) };
}

/** Totals across the device; each OnBattery part only while its source is enabled. */
export function SummaryRow() {
  const { t, format } = useI18n();
  const total = useLiveTotal();
  const solar = useLiveOnBattery('solarcharger');
  const battery = useLiveOnBattery('battery');
  const meter = useLiveOnBattery('power_meter');
  const grid = useLiveOnBattery('gridcharger');
  const tiles: Tile[] = [];
  if (solar?.enabled) {
    // 2026 leaves out the yields a provider does not know; 2024 sends all three or none.
    if (solar.yieldTotal) tiles.push(['liveView.chargerTotal', solar.yieldTotal, 'solarcharger']);
    if (solar.yieldDay) tiles.push(['liveView.chargerToday', solar.yieldDay, 'solarcharger']);
    if (solar.power) tiles.push(['liveView.chargerPower', solar.power, 'solarcharger']);
  }
  if (total) {
    tiles.push(
      ['liveView.totalYield', total.YieldTotal, 'total'],
      ['liveView.yieldToday', total.YieldDay, 'total'],
      ['liveView.totalPower', total.Power, 'total'],
    );
  }
  if (battery?.enabled) {
    tiles.push(['liveView.batterySoc', battery.soc, 'battery']);
    if (battery.voltage) tiles.push(['liveView.batteryVoltage', battery.voltage, 'battery']);
    if (battery.current) tiles.push(['liveView.batteryCurrent', battery.current, 'battery']);
    if (battery.power) tiles.push(['liveView.batteryPower', battery.power, 'battery']);
  }
  if (meter?.enabled) {
    // The meter measures the grid connection, not the home: negative while feeding in.
    tiles.push(['liveView.gridPower', meter.Power, 'power_meter']);
    const home = homePower(total?.Power, meter.Power);
    if (home) tiles.push(['liveView.homePower', home, 'power_meter']);
  }
  if (grid?.enabled) tiles.push(['liveView.rectifierPower', grid.Power, 'gridcharger']);
  if (tiles.length === 0) return null;
  return (
    <section aria-label={t('liveView.summary')} className="mb-3">
      <div className="row row-cols-2 row-cols-md-3 row-cols-xl-6 g-2 m-0">
        {tiles.map(([label, value, source]) => (
          <SummaryTile key={label} label={t(label)} value={value} source={source} format={format} />
        ))}
      </div>
    </section>
  );
}
