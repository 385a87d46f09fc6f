import { POWER_LIMITER_STATE } from '@dtu/contract';
import type { MessageKey } from '../../i18n/translate.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { SvgIcon } from '../../ui/icons/svg-icon.tsx';

const STATES: Readonly<Record<number, { label: MessageKey; path: string; className: string }>> = {
  [POWER_LIMITER_STATE.Off]: {
    label: 'chargeControllerView.limiterOff',
    path: 'M8 1.5v6M4.5 3.8a5.5 5.5 0 1 0 7 0',
    className: 'text-body-secondary',
  },
  [POWER_LIMITER_STATE.Charging]: {
    label: 'chargeControllerView.limiterCharging',
    path: 'M2 4.5h11v7H2zM13 6.5h1.5v3H13M8.5 5.5 6.5 8.2h2.2L6.8 10.5',
    className: 'text-warning',
  },
  [POWER_LIMITER_STATE.Sun]: {
    label: 'chargeControllerView.limiterSun',
    path: 'M8 1v1.5M8 13.5V15M1 8h1.5M13.5 8H15M3 3l1 1M12 12l1 1M3 13l1-1M12 4l1-1M8 5a3 3 0 1 0 0 6 3 3 0 0 0 0-6z',
    className: 'text-success',
  },
  [POWER_LIMITER_STATE.Battery]: {
    label: 'chargeControllerView.limiterBattery',
    path: 'M2 4.5h11v7H2zM13 6.5h1.5v3H13M4 7v2M6.5 7v2M9 7v2',
    className: 'text-success',
  },
};

/**
 * What the dynamic power limiter is doing (`dpl.PLSTATE`) as an icon with a spoken name; the
 * limiter being disabled (−1) or an unknown state shows nothing.
 */
export function LimiterStateIcon({ state }: { state: number }) {
  const { t } = useI18n();
  const entry = STATES[state];
  if (!entry) return null;
  const label = t(entry.label);
  return (
    <span role="img" aria-label={label} title={label} className={entry.className}>
      <SvgIcon>
        <path d={entry.path} />
      </SvgIcon>
    </span>
  );
}
