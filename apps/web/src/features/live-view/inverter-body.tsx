import { LIVE_DATA_WAIT_S } from '@dtu/contract';
import { useI18n } from '../../i18n/use-i18n.ts';
import type { LiveInverter } from '../../live/livedata-types.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { ValueCard } from './value-card.tsx';
import { visibleStrings } from './visible-strings.ts';

const byChannel = (a: [string, unknown], b: [string, unknown]) => Number(a[0]) - Number(b[0]);

/** The value cards of one inverter, or a waiting notice until its first detail message. */
export function InverterBody({ inverter }: { inverter: LiveInverter }) {
  const { t } = useI18n();
  const inv = inverter.INV?.['0'];
  if (!inv) {
    return (
      <div className="alert alert-info d-flex align-items-center gap-3 m-0" role="status">
        <Spinner small />
        {t('liveView.waiting', { seconds: LIVE_DATA_WAIT_S })}
      </div>
    );
  }
  const phases = Object.entries(inverter.AC ?? {}).sort(byChannel);
  const strings = visibleStrings(inverter.DC ?? {});
  return (
    <div className="row row-cols-1 row-cols-md-2 row-cols-xl-3 g-3">
      <div className="col">
        <ValueCard title={t('liveView.cardInverter')} values={inv} />
      </div>
      {phases.map(([channel, values]) => (
        <div className="col" key={`ac${channel}`}>
          <ValueCard title={t('liveView.cardPhase', { n: Number(channel) + 1 })} values={values} />
        </div>
      ))}
      {strings.map(([channel, values]) => (
        <div className="col" key={`dc${channel}`}>
          <ValueCard
            title={values.name.u || t('liveView.cardString', { n: Number(channel) + 1 })}
            values={values}
          />
        </div>
      ))}
    </div>
  );
}
