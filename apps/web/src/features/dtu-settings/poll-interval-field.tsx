import { DTU_POLL_INTERVAL_MAX_S, DTU_POLL_INTERVAL_MIN_S, pollIntervalUnitsPerSecond } from '@dtu/contract';
import { useI18n } from '../../i18n/use-i18n.ts';
import { useGeneration } from '../../net/generation.ts';
import { NumberField } from '../../ui/fields/number-field.tsx';

/**
 * The DTU poll interval, always in seconds for the user: the firmware stores seconds
 * (2024.05.03, OpenDTU v26.3.30) or milliseconds (OnBattery 2026.03.31), so the value loaded is
 * shown divided and a typed one sent multiplied by the generation's units per second. Where the
 * unit is not known (an unknown firmware, or while it is probed) the device's value is shown as
 * sent and cannot be changed, so a save sends it back untouched.
 */
export function PollIntervalField({ wire, onChange }: { wire: number; onChange: (wire: number) => void }) {
  const { t } = useI18n();
  const generation = useGeneration();
  const perSecond = generation && pollIntervalUnitsPerSecond(generation);
  if (perSecond === undefined)
    return (
      <NumberField
        label={t('dtuSettings.pollInterval')}
        value={wire}
        onChange={() => {}}
        disabled
        hint={generation && t('generation.pollIntervalLocked')}
      />
    );
  // Milliseconds allow fractions of a second, so a loaded 1500 ms stays valid as 1.5 s.
  const fraction = 1 / perSecond;
  return (
    <NumberField
      label={t('dtuSettings.pollInterval')}
      value={wire / perSecond}
      onChange={(seconds) => onChange(Number.isNaN(seconds) ? seconds : Math.round(seconds * perSecond))}
      required
      min={perSecond === 1 ? DTU_POLL_INTERVAL_MIN_S : fraction}
      max={DTU_POLL_INTERVAL_MAX_S}
      step={perSecond === 1 ? 1 : fraction}
      unit={t('dtuSettings.seconds')}
    />
  );
}
