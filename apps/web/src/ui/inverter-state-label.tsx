import { useI18n } from '../i18n/use-i18n.ts';
import type { InverterState } from '../live/inverter-state.ts';
import { SvgIcon } from './icons/svg-icon.tsx';

/** One drawing per state on the shared 16×16 grid, so the state never rests on colour alone. */
const PATHS: Readonly<Record<InverterState, string>> = {
  producing:
    'M8 1.5v1.5M8 13v1.5M1.5 8H3M13 8h1.5M3.4 3.4l1 1M11.6 11.6l1 1M3.4 12.6l1-1M11.6 4.4l1-1M8 5a3 3 0 1 0 0 6 3 3 0 0 0 0-6z',
  idle: 'M8 1.5a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13zM6.3 5.5v5M9.7 5.5v5',
  unreachable: 'M8 1.5 15 14H1zM8 6v3.5M8 11.5v.5',
  'polling-off': 'M8 1.5a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13zM3.4 3.4l9.2 9.2',
};

/** Icon plus text of an inverter state; `hideText` keeps the text for screen readers only. */
export function InverterStateLabel({ state, hideText }: { state: InverterState; hideText?: boolean }) {
  const { t } = useI18n();
  return (
    <span className="d-inline-flex align-items-center gap-1">
      <SvgIcon>
        <path d={PATHS[state]} />
      </SvgIcon>
      <span className={hideText ? 'visually-hidden' : undefined}>{t(`inverterState.${state}`)}</span>
    </span>
  );
}
