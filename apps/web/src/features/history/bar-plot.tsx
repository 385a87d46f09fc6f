import { type KeyboardEvent, useRef, useState } from 'react';
import { useI18n } from '../../i18n/use-i18n.ts';
import { type BarItem, type BarView, type SlotLabel, slotLabels } from './bar-items.ts';
import { monthNames, valueTicks } from './chart-format.ts';
import { ChartFrame, GridLines } from './chart-frame.tsx';

/**
 * The bars with a kWh axis and the dates under them. Each bar is an option of one list box
 * (one Tab stop, arrow keys, Home and End move between the bars): focus or hover shows the
 * bar's period, energy and source under the chart, and the focused option announces the same.
 */
export function BarPlot({
  view,
  slots,
  items,
  describe,
}: {
  view: BarView;
  slots: number;
  items: readonly BarItem[];
  /** "period: energy, source" of one bar, as announced and shown. */
  describe: (item: BarItem) => string;
}) {
  const { t, locale, format } = useI18n();
  const [active, setActive] = useState<number>();
  const [focused, setFocused] = useState(items.length - 1);
  const options = useRef<(HTMLDivElement | null)[]>([]);
  const current = Math.min(focused, items.length - 1);
  const { top, ticks } = valueTicks(Math.max(0, ...items.map((item) => item.wh / item.span)) / 1000);
  const labels = slotLabels(view, slots, items, monthNames(locale));
  const shown = active === undefined ? undefined : items[active];
  const percent = (slot: number) => `${(slot / slots) * 100}%`;

  const onKey = (event: KeyboardEvent) => {
    const last = items.length - 1;
    const target = { ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = Math.max(0, Math.min(last, target));
    setFocused(next);
    setActive(next);
    options.current[next]?.focus();
  };
  const label = ({ slot, text, wide }: SlotLabel) => (
    <span
      key={slot}
      className={`position-absolute translate-middle-x text-nowrap${wide ? ' d-none d-sm-inline' : ''}`}
      style={{ left: percent(slot + 0.5) }}
    >
      {text}
    </span>
  );

  return (
    <>
      <ChartFrame
        unit="kWh"
        ticks={ticks}
        top={top}
        tickText={(tick) => format.decimal(tick)}
        below={<div style={{ height: '1.5em' }}>{labels.map(label)}</div>}
      >
        <svg
          className="d-block w-100"
          height="176"
          viewBox={`0 0 ${slots * 10} 100`}
          preserveAspectRatio="none"
          aria-hidden="true"
        >
          <GridLines ticks={ticks} top={top} width={slots * 10} />
          {items.map((item, i) => {
            const height = (item.wh / item.span / 1000 / top) * 100;
            return (
              <rect
                key={item.key}
                x={item.slot * 10 + 1}
                width={item.span * 10 - 2}
                y={100 - height}
                height={height}
                fill={item.merged ? 'url(#history-hatch)' : 'var(--bs-primary)'}
                fillOpacity={item.merged ? 1 : 0.3 + 0.7 * item.coverage}
                stroke={i === active ? 'var(--bs-emphasis-color)' : 'var(--bs-primary)'}
                strokeWidth={i === active ? 3 : 1}
                vectorEffect="non-scaling-stroke"
              />
            );
          })}
        </svg>
        <div
          className="position-absolute top-0 start-0 w-100 h-100"
          role="listbox"
          aria-label={t(`history.bars_${view}`)}
          onKeyDown={onKey}
          onPointerLeave={() => setActive(undefined)}
        >
          {items.map((item, i) => (
            <div
              key={item.key}
              ref={(element) => {
                options.current[i] = element;
              }}
              role="option"
              aria-selected={i === current}
              tabIndex={i === current ? 0 : -1}
              aria-label={describe(item)}
              className="position-absolute top-0 h-100"
              style={{ left: percent(item.slot), width: percent(item.span) }}
              onFocus={() => {
                setFocused(i);
                setActive(i);
              }}
              onBlur={() => setActive(undefined)}
              onPointerOver={() => setActive(i)}
            />
          ))}
        </div>
      </ChartFrame>
      <p className="small mb-1" aria-hidden="true" style={{ minHeight: '1.5em' }}>
        {shown && describe(shown)}
      </p>
    </>
  );
}
