import {
  DAY_MS,
  type DayRecord,
  dayFromKey,
  inverterKey,
  METER,
  MINUTE_MS,
  type SampleRecord,
  SOC,
} from '@dtu/recording';
import { type KeyboardEvent, memo, type PointerEvent, useMemo, useState } from 'react';
import { clipGap, findGaps } from '../../history/gaps.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { CheckField } from '../../ui/fields/check-field.tsx';
import { COLORS, clock, kwh, valueTicks } from './chart-format.ts';
import { ChartFrame, GridLines } from './chart-frame.tsx';
import { powerColumns, SLOTS, siteSeries } from './chart-series.ts';
import { gapLines } from './gap-lines.ts';
import { HistoryTable } from './history-table.tsx';
import { SeriesLegend } from './series-legend.tsx';

const H = 100;

/** Mean of the observed minutes of the `span` minutes (a quarter) starting at `from`. */
function mean(values: readonly (number | undefined)[], from: number, span = 15): number | undefined {
  // A loop, not slices: the curve takes a mean per step and series (thousands per drawing).
  let sum = 0;
  let seen = 0;
  for (let m = from; m < Math.min(values.length, from + span); m++) {
    const v = values[m];
    if (v === undefined) continue;
    sum += v;
    seen++;
  }
  return seen ? sum / seen : undefined;
}

/**
 * Minutes per drawn step: at most one step per CSS pixel of the window (the chart is narrower),
 * so a phone draws a few hundred steps per series instead of 1,440, and a window narrower than
 * 1,440 pixels half of them.
 */
const minutesPerStep = () => Math.max(1, Math.ceil(SLOTS / Math.max(1, globalThis.innerWidth || SLOTS)));

/** The mean of the observed values of each `k` minutes (undefined where none was observed). */
function bucketed(values: readonly (number | undefined)[], k: number): readonly (number | undefined)[] {
  if (k === 1) return values;
  const out: (number | undefined)[] = [];
  for (let from = 0; from < values.length; from += k) out.push(mean(values, from, k));
  return out;
}

/**
 * A step path over the observed minutes, `k` minutes a step; `area` closes each run down to the
 * axis. A value equal to the one before (to the drawn tenth) extends its step instead of adding one.
 */
function stepPath(
  minutes: readonly (number | undefined)[],
  toY: (v: number) => number,
  k: number,
  area?: boolean,
): string {
  const values = bucketed(minutes, k);
  let d = '';
  // The drawn height of the open run's current step; undefined outside a run.
  let y: string | undefined;
  for (let i = 0; i <= values.length; i++) {
    const v = values[i];
    const x = Math.min(SLOTS, i * k);
    if (v === undefined) {
      if (y !== undefined) d += area ? `H${x}V${H}Z` : `H${x}`;
      y = undefined;
      continue;
    }
    const next = toY(v).toFixed(1);
    if (y === undefined) d += `M${x},${area ? H : next}V${next}`;
    else if (next !== y) d += `H${x}V${next}`;
    y = next;
  }
  return d;
}

const NONE: readonly SampleRecord[] = [];

/**
 * The day's power: stacked areas per inverter or input, meter and SoC lines, hatched gaps. The
 * drawing is computed once per day, samples and view (a cursor move redraws only the cursor), and
 * not again when the page around it renders.
 */
export const DayCurve = memo(function DayCurve({
  day,
  records,
  step,
  around = NONE,
}: {
  day: DayRecord;
  records: SampleRecord[];
  step: number;
  /** The last sample before the day and the first after it, for gaps across midnight. */
  around?: readonly SampleRecord[];
}) {
  const { t, format } = useI18n();
  const [perInput, setPerInput] = useState(false);
  const [cursor, setCursor] = useState(720);
  const series = useMemo(() => powerColumns(day, records, step, perInput), [day, records, step, perInput]);
  const k = minutesPerStep();
  const [meter, soc] = useMemo(
    () => [siteSeries(records, step, METER), siteSeries(records, step, SOC)],
    [records, step],
  );
  const midnight = dayFromKey(day.d) * DAY_MS - day.o * MINUTE_MS;
  // The zone offset in force at a time: that of the last sample at or before it. On a DST day it
  // differs from the day's own (taken at its start) after the change.
  const offsetAt = (time: number) => records.findLast((record) => record.t <= time)?.o ?? day.o;
  // Minutes on the local wall clock, where `powerColumns` puts the samples (a DST day has 23 or
  // 25 hours of elapsed time but the same 24 hours of axis).
  const wallMinute = (time: number) =>
    (time + offsetAt(time) * MINUTE_MS - dayFromKey(day.d) * DAY_MS) / MINUTE_MS;
  const toSlot = (time: number) => Math.max(0, Math.min(SLOTS, wallMinute(time)));
  const at = (m: number) => clock(midnight + m * MINUTE_MS, day.o);
  const gaps = useMemo(() => {
    // The day ends at the next local midnight, in the offset of its last samples (23 or 25 hours on DST days).
    const dayEnd = (dayFromKey(day.d) + 1) * DAY_MS - (records.at(-1)?.o ?? day.o) * MINUTE_MS;
    // The day's records are in time order, `around` lies before and after them: no sort of 1,440.
    const first = records[0]?.t ?? Number.POSITIVE_INFINITY;
    const outside = [...around].sort((a, b) => a.t - b.t);
    const span = [...outside.filter((r) => r.t < first), ...records, ...outside.filter((r) => r.t >= first)];
    return Object.keys(day.inv).flatMap((serial) =>
      findGaps(span, inverterKey(serial), step).flatMap((found) => {
        // The day's part of a gap (one across midnight shows on both days).
        const gap = found.to - found.from >= 20 * MINUTE_MS ? clipGap(found, midnight, dayEnd) : undefined;
        return gap ? [{ ...gap, serial, name: day.inv[serial]?.n ?? serial }] : [];
      }),
    );
  }, [day, records, around, step, midnight]);
  const { top, ticks, areas } = useMemo(() => {
    // Each series' stack top per minute (undefined where it was not observed), and the peak.
    const stacked = series.map(() => new Array<number | undefined>(SLOTS));
    let peak = 1;
    for (let m = 0; m < SLOTS; m++) {
      let sum = 0;
      for (let i = 0; i < series.length; i++) {
        const v = (series[i] as (typeof series)[number])[1][m];
        sum += Math.max(0, v ?? 0);
        if (v !== undefined) (stacked[i] as (number | undefined)[])[m] = sum;
      }
      peak = Math.max(peak, sum, Math.abs(meter?.[m] ?? 0));
    }
    for (const gap of gaps) peak = Math.max(peak, gap.w);
    const { top, ticks } = valueTicks(peak);
    const areas = stacked.map((values) => stepPath(values, (v) => H - v * (H / top), k, true));
    return { top, ticks, areas };
  }, [series, meter, gaps, k]);
  const scale = H / top;
  const lines = gapLines(gaps, (time) => clock(time, offsetAt(time)));
  // Every series with its unit, for the readout and the table.
  const columns = [...series];
  if (meter) columns.push([t('history.meter'), meter, 'W']);
  if (soc) columns.push([t('history.soc'), soc, '%']);
  const show = (v: number | undefined, unit: string) =>
    v === undefined ? '–' : `${format.decimalNoDigits(v)} ${unit}`;
  const readout = [
    at(cursor),
    ...columns.map(([label, values, unit]) => `${label} ${show(values[cursor], unit)}`),
  ].join(' · ');
  const rows = () => {
    const list = [];
    for (let m = 0; m < SLOTS; m += 15) {
      const means = columns.map(([, values]) => mean(values, m));
      if (means.some((v) => v !== undefined))
        list.push([at(m), ...means.map((v, i) => show(v, columns[i]?.[2] ?? ''))]);
    }
    return list;
  };

  const move = (minute: number) => setCursor(Math.max(0, Math.min(SLOTS - 1, Math.round(minute))));
  const onKey = (event: KeyboardEvent) => {
    const by = event.shiftKey ? 60 : 5;
    const target = { ArrowLeft: cursor - by, ArrowRight: cursor + by, Home: 0, End: SLOTS - 1 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    move(target);
  };
  const onPointer = (event: PointerEvent<HTMLDivElement>) => {
    if (event.type === 'pointermove' && event.buttons === 0 && event.pointerType !== 'mouse') return;
    const box = event.currentTarget.getBoundingClientRect();
    move(((event.clientX - box.left) / box.width) * SLOTS);
  };

  return (
    <>
      <CheckField switch label={t('history.perInput')} value={perInput} onChange={setPerInput} />
      <SeriesLegend
        labels={series.map(([label]) => label)}
        extras={
          <>
            {meter && <li className="list-inline-item">┄ {t('history.meter')}</li>}
            {soc && <li className="list-inline-item">⋯ {t('history.soc')} (0–100 %)</li>}
            {gaps.length > 0 && (
              <li className="list-inline-item">
                <svg width="12" height="12" aria-hidden="true">
                  <rect width="12" height="12" fill="url(#history-hatch)" />
                </svg>{' '}
                {t('history.est')}
              </li>
            )}
          </>
        }
      />
      <ChartFrame
        unit="W"
        ticks={ticks}
        top={top}
        tickText={(tick) => format.decimal(tick)}
        below={
          <div className="d-flex justify-content-between">
            {[0, 6, 12, 18, 24].map((hour) => (
              <span key={hour}>{hour}:00</span>
            ))}
          </div>
        }
      >
        <div
          style={{ touchAction: 'pan-y', cursor: 'crosshair' }}
          role="slider"
          tabIndex={0}
          aria-label={t('history.cursor')}
          aria-valuemin={0}
          aria-valuemax={SLOTS - 1}
          aria-valuenow={cursor}
          aria-valuetext={readout}
          onKeyDown={onKey}
          onPointerDown={onPointer}
          onPointerMove={onPointer}
        >
          <svg
            className="d-block w-100"
            height="176"
            viewBox={`0 0 ${SLOTS} ${H}`}
            preserveAspectRatio="none"
            aria-hidden="true"
          >
            <GridLines ticks={ticks} top={top} width={SLOTS} />
            {gaps.map((gap) => (
              <rect
                key={`${gap.serial}${gap.from}`}
                x={toSlot(gap.from)}
                width={toSlot(gap.to) - toSlot(gap.from)}
                y={H - gap.w * scale}
                height={gap.w * scale}
                fill="url(#history-hatch)"
              />
            ))}
            {/* Each series as the area under its stack's top, the highest first. */}
            {areas
              .map((d, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rebuilt as a whole
                <path key={i} d={d} fill={COLORS[i % COLORS.length]} />
              ))
              .reverse()}
            <g fill="none" stroke="var(--bs-emphasis-color)" strokeWidth="1.5">
              {meter && (
                <path
                  d={stepPath(meter, (v) => H - v * scale, k)}
                  vectorEffect="non-scaling-stroke"
                  strokeDasharray="6 3"
                />
              )}
              {soc && (
                <path
                  d={stepPath(soc, (v) => H - v, k)}
                  vectorEffect="non-scaling-stroke"
                  strokeDasharray="2 2"
                />
              )}
              <line x1={cursor + 0.5} x2={cursor + 0.5} y1="0" y2={H} vectorEffect="non-scaling-stroke" />
            </g>
          </svg>
        </div>
      </ChartFrame>
      <p className="small mt-1 mb-2" aria-hidden="true">
        {readout}
      </p>
      {lines.length > 0 && (
        <ul className="list-unstyled small mb-2" aria-label={t('history.gaps')}>
          {lines.map((line) => (
            <li key={`${line.start}${line.end}`}>
              {t('history.gap', {
                start: line.start,
                end: line.end,
                names: line.names.join(', '),
                energy: kwh(format, line.wh),
              })}
            </li>
          ))}
        </ul>
      )}
      <HistoryTable head={[t('history.time'), ...columns.map(([label]) => label)]} rows={rows} />
    </>
  );
});
