import type { ReactNode } from 'react';
import { useI18n } from '../i18n/use-i18n.ts';
import type { InverterState } from '../live/inverter-state.ts';
import { OfflineIcon } from './icons/offline-icon.tsx';
import { SunIcon } from './icons/sun-icon.tsx';
import { SvgIcon } from './icons/svg-icon.tsx';

/** One drawing per state on the shared 16×16 grid, so the state never rests on colour alone. */
const ICONS: Readonly<Record<InverterState, ReactNode>> = {
  producing: <SunIcon />,
  idle: (
    <SvgIcon>
      <path d="M8 1.5a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13zM6.3 5.5v5M9.7 5.5v5" />
    </SvgIcon>
  ),
  unreachable: <OfflineIcon />,
  'polling-off': (
    <SvgIcon>
      <path d="M8 1.5a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13zM3.4 3.4l9.2 9.2" />
    </SvgIcon>
  ),
};

/** Icon plus text of an inverter state; `hideText` keeps the text for screen readers only. */
export function InverterStateLabel({ state, hideText }: { state: InverterState; hideText?: boolean }) {
  const { t } = useI18n();
  return (
    <span className="d-inline-flex align-items-center gap-1">
      {ICONS[state]}
      <span className={hideText ? 'visually-hidden' : undefined}>{t(`inverterState.${state}`)}</span>
    </span>
  );
}
