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

/** Solar → charge controller → battery → inverter → home ↔ grid, with the AC charger, figures on the arrows. */
export function EnergyFlow(f: FlowFigures) {
  const { t, format } = useI18n();
  const gridW = f.gridW ?? 0;
  const battery = `${t('nav.battery')}${f.socPercent === undefined ? '' : ` ${format.percent(f.socPercent / 100)}`}`;
  // Boxes (texts) alternate with arrows (watts); the arrow at index `back` points left.
  const row = (items: (string | number | undefined)[], back?: number) => (
    <div className="d-flex flex-wrap align-items-center gap-1 mb-1">
      {items.map((item, i) =>
        i % 2 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: a row's items never move
          <span key={i} className="text-nowrap small">
            <span aria-hidden="true">{i === back ? '← ' : ''}</span>
            {item === undefined ? '' : `${format.decimal(Math.abs(item as number), 0)} W`}
            <span aria-hidden="true">{i === back ? '' : ' →'}</span>
          </span>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: a row's items never move
          <span key={i} className="border rounded p-2 text-nowrap">
            {item}
          </span>
        ),
      )}
    </div>
  );
  return (
    <figure className="mb-2">
      <figcaption className="small text-body-secondary">{t('limiter.flow')}</figcaption>
      {row(
        [
          t('limiter.solar'),
          f.solarW,
          t('chargeControllerView.title'),
          f.controllerW,
          battery,
          f.inverterDcW,
          t('nav.inverter'),
          f.inverterAcW,
          t('limiter.home'),
          gridW,
          t('limiter.grid'),
        ],
        gridW > 0 ? 9 : 0,
      )}
      {f.chargerW! > 0 && row([t('limiter.grid'), f.chargerW, t('nav.acCharger'), undefined, battery])}
    </figure>
  );
}
