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

/** A box is a text; an arrow is `[watts, back]` (`back` points left: power flows towards the box before it). */
type Item = string | [number | undefined, boolean?];

/** Solar → charge controller → battery → inverter → home ↔ grid, with the AC charger, figures on the arrows. */
export function EnergyFlow({ figures: f }: { figures: FlowFigures }) {
  const { t, format } = useI18n();
  const gridW = f.gridW ?? 0;
  const battery = `${t('nav.battery')}${f.socPercent === undefined ? '' : ` ${format.percent(f.socPercent / 100)}`}`;
  const row = (items: Item[]) => (
    <div className="d-flex flex-wrap align-items-center gap-1 mb-1">
      {items.map((item, i) =>
        typeof item === 'string' ? (
          <span key={item} className="border rounded px-2 py-1 text-nowrap">
            {item}
          </span>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: a row's items never move
          <span key={i} className="text-nowrap small">
            <span aria-hidden="true">{item[1] ? '← ' : ''}</span>
            {item[0] === undefined ? '' : `${format.decimal(Math.abs(item[0]), 0)} W`}
            <span aria-hidden="true">{item[1] ? '' : ' →'}</span>
          </span>
        ),
      )}
    </div>
  );
  return (
    <figure className="mb-2">
      <figcaption className="small text-body-secondary">{t('limiter.flow')}</figcaption>
      {row([
        t('limiter.solar'),
        [f.solarW],
        t('chargeControllerView.title'),
        [f.controllerW],
        battery,
        [f.inverterDcW],
        t('nav.inverter'),
        [f.inverterAcW],
        t('limiter.home'),
        [gridW, gridW > 0],
        t('limiter.grid'),
      ])}
      {f.chargerW! > 0 && row([t('limiter.grid'), [f.chargerW], t('nav.acCharger'), [undefined], battery])}
    </figure>
  );
}
