import type { ReactNode } from 'react';
import { useI18n } from '../../i18n/use-i18n.ts';

export interface FlowFigures {
  solarW?: number;
  controllerW?: number;
  socPercent?: number;
  inverterDcW?: number;
  inverterAcW?: number;
  /** Positive: drawn from the grid; negative: fed in. */
  gridW?: number;
  chargerW?: number;
}

function Node({ children }: { children: ReactNode }) {
  return <span className="border rounded px-2 py-1 text-nowrap">{children}</span>;
}

/** An arrow carrying a power figure; `back` points left (power flows towards the node before it). */
function Arrow({ watts, back }: { watts?: number; back?: boolean }) {
  const { format } = useI18n();
  const text = watts === undefined ? '' : `${format.decimal(Math.abs(watts), 0)} W`;
  return (
    <span className="text-nowrap small">
      <span aria-hidden="true">{back ? '← ' : ''}</span>
      {text}
      <span aria-hidden="true">{back ? '' : ' →'}</span>
    </span>
  );
}

/** Solar → charge controller → battery → inverter → home ↔ grid, with the AC charger, figures on the arrows. */
export function EnergyFlow({ figures }: { figures: FlowFigures }) {
  const { t, format } = useI18n();
  const { gridW = 0 } = figures;
  const soc = figures.socPercent === undefined ? '' : ` ${format.percent(figures.socPercent / 100)}`;
  return (
    <figure className="mb-2">
      <figcaption className="small text-body-secondary">{t('limiter.flow')}</figcaption>
      <div className="d-flex flex-wrap align-items-center gap-1">
        <Node>{t('limiter.solar')}</Node>
        <Arrow watts={figures.solarW} />
        <Node>{t('limiter.controller')}</Node>
        <Arrow watts={figures.controllerW} />
        <Node>
          {t('limiter.battery')}
          {soc}
        </Node>
        <Arrow watts={figures.inverterDcW} />
        <Node>{t('limiter.inverter')}</Node>
        <Arrow watts={figures.inverterAcW} />
        <Node>{t('limiter.home')}</Node>
        <Arrow watts={gridW} back={gridW > 0} />
        <Node>{t('limiter.grid')}</Node>
      </div>
      {figures.chargerW !== undefined && figures.chargerW > 0 && (
        <div className="d-flex flex-wrap align-items-center gap-1 mt-1">
          <Node>{t('limiter.grid')}</Node>
          <Arrow watts={figures.chargerW} />
          <Node>{t('limiter.charger')}</Node>
          <Arrow />
          <Node>{t('limiter.battery')}</Node>
        </div>
      )}
    </figure>
  );
}
