import type { InverterListEntry } from '@dtu/contract';
import { useI18n } from '../../i18n/use-i18n.ts';
import { MoonIcon } from '../../ui/icons/moon-icon.tsx';
import { SunIcon } from '../../ui/icons/sun-icon.tsx';
import { SettingsIcon } from './settings-icon.tsx';

interface FlagProps {
  kind: 'receive' | 'send';
  day: boolean;
  night: boolean;
  compact?: boolean;
}

function Flag({ kind, day, night, compact }: FlagProps) {
  const { t } = useI18n();
  // Colour, icon AND text differ, so day-only is never told apart by colour alone.
  const [variant, when] = !day
    ? ['secondary', t('inverterSettings.off')]
    : night
      ? ['success', t('inverterSettings.dayAndNight')]
      : ['warning', t('inverterSettings.dayOnly')];
  const label = `${t(kind === 'receive' ? 'inverterSettings.receive' : 'inverterSettings.send')}: ${when}`;
  return (
    <span className={`badge text-bg-${variant} d-inline-flex align-items-center gap-1`} title={label}>
      <SettingsIcon name={kind} />
      {/* Phones show the icons (and "off" as text); the full text stays for screen readers. */}
      {compact ? (
        <>
          {!day && <span aria-hidden="true">{when}</span>}
          <span className="visually-hidden">{label}</span>
        </>
      ) : (
        <span>{label}</span>
      )}
      {day && <SunIcon />}
      {day && night && <MoonIcon />}
    </span>
  );
}

/** Receive (poll) and send (command) flags of one inverter. */
export function StatusBadges({ inverter, compact }: { inverter: InverterListEntry; compact?: boolean }) {
  return (
    <span className="d-inline-flex flex-wrap gap-1">
      <Flag kind="receive" day={inverter.poll_enable} night={inverter.poll_enable_night} compact={compact} />
      <Flag
        kind="send"
        day={inverter.command_enable}
        night={inverter.command_enable_night}
        compact={compact}
      />
    </span>
  );
}
