import type { DayBar, DayRecord } from '@dtu/recording';
import { useI18n } from '../../i18n/use-i18n.ts';
import { livedataStore } from '../../live/livedata.ts';
import { useStore } from '../../store/store.ts';
import { type KeyValueRow, KeyValueTable } from '../../ui/key-value-table.tsx';
import { clock, kwh, watts } from './chart-format.ts';

/** Configured max power of all inputs (W), where set. */
function useConfiguredPeakW(): number {
  return useStore(livedataStore, (state) =>
    Object.values(state.inverters).reduce(
      (sum, entry) =>
        sum + Object.values(entry.inverter.DC ?? {}).reduce((n, dc) => n + (dc.Irradiation?.max ?? 0), 0),
      0,
    ),
  );
}

/** Best day, peak power with its time, specific yield where input max power is configured. */
export function RecordsList({ bars, days }: { bars: readonly DayBar[]; days: readonly DayRecord[] }) {
  const { t, format } = useI18n();
  const kwp = useConfiguredPeakW() / 1000;
  const best = bars
    .filter((bar) => bar.days === 1)
    .reduce<DayBar | undefined>((a, b) => (a && a.wh >= b.wh ? a : b), undefined);
  let peak: { w: number; t: number; day: DayRecord; name: string } | undefined;
  for (const day of days)
    for (const inv of Object.values(day.inv))
      if (!peak || inv.pk > peak.w) peak = { w: inv.pk, t: inv.pkT, day, name: inv.n };
  if (!best && !peak) return <p>{t('history.none')}</p>;
  const rows: KeyValueRow[] = [];
  if (best)
    rows.push([
      t('history.best'),
      `${best.from} · ${kwh(format, best.wh)}${kwp > 0 ? ` · ${format.decimal(best.wh / 1000 / kwp, 2)} kWh/kWp` : ''}`,
    ]);
  if (peak)
    rows.push([
      t('history.peak'),
      `${watts(format, peak.w)} (${peak.name}) ${peak.day.d} ${clock(peak.t, peak.day.o)}`,
    ]);
  return <KeyValueTable rows={rows} />;
}
