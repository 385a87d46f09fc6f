import { useI18n } from '../../i18n/use-i18n.ts';
import { useLiveInverter } from '../../live/use-livedata.ts';
import { formatEnergy, formatPower } from '../../ui/format-energy.ts';
import { inverterFigures } from '../../ui/installation-figures.ts';
import { InverterStateLabel } from '../../ui/inverter-state-label.tsx';

/** One inverter as a card of input tiles; re-renders only when this inverter's data arrives. */
export function InverterTiles({ serial }: { serial: string }) {
  const { t, format } = useI18n();
  const entry = useLiveInverter(serial);
  if (!entry) return null;
  const figures = inverterFigures(entry.inverter);
  return (
    <section className="card mb-3" aria-label={figures.name}>
      <div className="card-header d-flex flex-wrap align-items-center gap-2">
        <h2 className="h6 mb-0 me-auto">{figures.name}</h2>
        <InverterStateLabel state={figures.state} />
        <span>{formatPower(format, figures.acPowerW)}</span>
        <span>
          {t('liveView.yieldToday')}: {formatEnergy(format, figures.yieldDayWh)}
        </span>
      </div>
      <div className="card-body">
        {figures.inputs.length === 0 ? (
          <p className="mb-0 text-body-secondary">{t('overview.waiting')}</p>
        ) : (
          <ul className="row row-cols-2 row-cols-md-3 row-cols-xl-6 g-2 list-unstyled mb-0">
            {figures.inputs.map((input) => (
              <li key={input.index} className="col">
                <div className="border rounded p-2 h-100">
                  <div className="small text-body-secondary">
                    {input.name || t('overview.inputNumber', { n: input.index + 1 })}
                  </div>
                  <div className="fw-semibold">{formatPower(format, input.powerW)}</div>
                  <div className="small">
                    {input.ratio === undefined ? (
                      t('overview.noWp')
                    ) : (
                      <>
                        <meter className="d-block" value={input.ratio} aria-hidden="true" />
                        {format.percent(input.ratio)} {t('overview.ofWp')}
                      </>
                    )}
                  </div>
                  <div className="small">
                    {t('liveView.yieldToday')}: {formatEnergy(format, input.yieldDayWh)}
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
