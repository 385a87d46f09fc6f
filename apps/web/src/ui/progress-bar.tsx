import type { CSSProperties, ReactNode } from 'react';

export interface ProgressBarProps {
  label: string;
  /** How far, 0 to 100. */
  percent: number;
  /** The text on the bar (the number, as the page formats it). */
  children: ReactNode;
  style?: CSSProperties;
}

/** Bootstrap progress bar, read out as a labelled percentage. */
export function ProgressBar({ label, percent, children, style }: ProgressBarProps) {
  return (
    <div
      className="progress"
      role="progressbar"
      aria-label={label}
      aria-valuenow={Math.round(percent)}
      aria-valuemin={0}
      aria-valuemax={100}
      style={style}
    >
      <div className="progress-bar" style={{ width: `${percent}%` }}>
        {children}
      </div>
    </div>
  );
}
