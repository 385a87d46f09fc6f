import { useI18n } from '../../i18n/use-i18n.ts';
import { inverterState, STATE_VARIANT } from '../../live/inverter-state.ts';
import type { InverterEntry } from '../../live/merge-livedata.ts';
import { classNames } from '../../ui/class-names.ts';
import { InverterStateLabel } from '../../ui/inverter-state-label.tsx';
import { currentLimitText } from '../../ui/limit-state-text.ts';
import { DataAge } from './data-age.tsx';

/** Name, serial, limit, data age and state of one inverter, coloured by state. */
export function PanelHeader({ entry }: { entry: InverterEntry }) {
  const i18n = useI18n();
  const { t } = i18n;
  const { inverter, receivedAtMs } = entry;
  const state = inverterState(inverter);
  return (
    <div className={classNames('card-header', `text-bg-${STATE_VARIANT[state]}`)}>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2">
        <h2 className="h5 m-0">{inverter.name}</h2>
        <span className="badge text-bg-light" data-testid="inverter-state">
          <InverterStateLabel state={state} />
        </span>
      </div>
      <div className="d-flex flex-wrap column-gap-3 small">
        <span>{t('liveView.serial', { serial: inverter.serial })}</span>
        <span>
          {t('liveView.limit')} <span data-testid="inverter-limit">{currentLimitText(i18n, inverter)}</span>
        </span>
        <DataAge dataAgeMs={inverter.data_age_ms} receivedAtMs={receivedAtMs} />
      </div>
    </div>
  );
}
