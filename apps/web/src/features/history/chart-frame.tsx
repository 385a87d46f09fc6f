import type { ReactNode } from 'react';

const AXIS_WIDTH = '3.5em';

/** Horizontal grid lines at the ticks, for an SVG of `width` × 100 drawn from 0 (bottom) to `top`. */
export function GridLines({ ticks, top, width }: { ticks: readonly number[]; top: number; width: number }) {
  return (
    <g stroke="var(--bs-border-color)" vectorEffect="non-scaling-stroke">
      {ticks.map((tick) => {
        const y = 100 - (tick / top) * 100;
        return <line key={tick} x1="0" x2={width} y1={y} y2={y} vectorEffect="non-scaling-stroke" />;
      })}
    </g>
  );
}

/**
 * A plot with its value axis on the left (the unit above, round ticks beside it) and the time
 * labels under it. The axis is drawn for the eye; the plot's own readout and table carry the values.
 */
export function ChartFrame({
  unit,
  ticks,
  top,
  tickText,
  below,
  children,
}: {
  unit: string;
  ticks: readonly number[];
  top: number;
  tickText: (tick: number) => string;
  below: ReactNode;
  children: ReactNode;
}) {
  const gutter = <div className="flex-shrink-0" style={{ width: AXIS_WIDTH }} />;
  return (
    <div className="mt-1">
      <div
        className="small text-body-secondary text-end pe-1 mb-2"
        style={{ width: AXIS_WIDTH }}
        aria-hidden="true"
      >
        {unit}
      </div>
      <div className="d-flex">
        <div
          className="position-relative flex-shrink-0 small text-body-secondary text-end"
          style={{ width: AXIS_WIDTH }}
          aria-hidden="true"
          data-axis="value"
        >
          {ticks.map((tick) => (
            <span
              key={tick}
              className="position-absolute end-0 pe-1 lh-1 translate-middle-y"
              style={{ top: `${100 - (tick / top) * 100}%` }}
            >
              {tickText(tick)}
            </span>
          ))}
        </div>
        <div className="flex-grow-1 position-relative">{children}</div>
      </div>
      <div className="d-flex small text-body-secondary" aria-hidden="true">
        {gutter}
        <div className="flex-grow-1 position-relative" data-axis="time">
          {below}
        </div>
      </div>
    </div>
  );
}
