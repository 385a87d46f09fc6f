import { LIVE_DATA_WAIT_S } from '@dtu/contract';
import { memo } from 'react';
import { useDayMax } from '../../history/use-history.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import type { LiveInverter } from '../../live/livedata-types.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { DayMaxLine } from './day-max-line.tsx';
import { ValueCard } from './value-card.tsx';
import { visibleStrings } from './visible-strings.ts';

const byChannel = (a: [string, unknown], b: [string, unknown]) => Number(a[0]) - Number(b[0]);

type Channels = Pick<LiveInverter, 'serial' | 'INV' | 'AC' | 'DC'>;

/**
 * The value cards of one inverter, or a waiting notice until its first detail message. Takes
 * only the channel objects (not the whole inverter, whose data age changes with every message),
 * so the store's structural sharing lets React skip what did not change.
 */
export const InverterBody = memo(function InverterBody({ serial, INV, AC, DC }: Channels) {
  const { t } = useI18n();
  const max = useDayMax(serial);
  const inv = INV?.['0'];
  if (!inv) {
    return (
      <div className="alert alert-info d-flex align-items-center gap-3 m-0" role="status">
        <Spinner small />
        {t('liveView.waiting', { seconds: LIVE_DATA_WAIT_S })}
      </div>
    );
  }
  const phases = Object.entries(AC ?? {}).sort(byChannel);
  const strings = visibleStrings(DC ?? {});
  return (
    <div className="row row-cols-1 row-cols-md-2 row-cols-xl-3 g-3">
      <div className="col">
        <ValueCard
          title={t('liveView.cardInverter')}
          values={inv}
          footer={max && <DayMaxLine peak={max.inverter} max={max} />}
        />
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
            footer={max && <DayMaxLine peak={max.inputs[Number(channel)]} max={max} />}
          />
        </div>
      ))}
    </div>
  );
});
