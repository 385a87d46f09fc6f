import { useI18n } from '../../i18n/use-i18n.ts';
import type { InverterState } from './inverter-state.ts';
import { LiveIcon } from './live-icon.tsx';

const TEXT = {
  'polling-off': 'liveView.statePollingOff',
  unreachable: 'liveView.stateUnreachable',
  idle: 'liveView.stateIdle',
  producing: 'liveView.stateProducing',
} as const;

/** Icon plus text of an inverter state; `hideText` keeps the text for screen readers only. */
export function StateLabel({ state, hideText }: { state: InverterState; hideText?: boolean }) {
  const { t } = useI18n();
  return (
    <span className="d-inline-flex align-items-center gap-1">
      <LiveIcon name={state} />
      <span className={hideText ? 'visually-hidden' : undefined}>{t(TEXT[state])}</span>
    </span>
  );
}
