import {
  type DeviceDisplayConfig,
  DIAGRAM_DURATION_MAX_S,
  DIAGRAM_DURATION_MIN_S,
  DIAGRAM_MODE,
  DISPLAY_CONTRAST_MAX,
  DISPLAY_CONTRAST_MIN,
  DISPLAY_LANGUAGE,
  DISPLAY_ROTATION_DEG,
} from '@dtu/contract';
import { useI18n } from '../../i18n/use-i18n.ts';
import { CheckField } from '../../ui/fields/check-field.tsx';
import { NumberField } from '../../ui/fields/number-field.tsx';
import { RangeField } from '../../ui/fields/range-field.tsx';
import { SelectField } from '../../ui/fields/select-field.tsx';

interface Props {
  display: DeviceDisplayConfig;
  onChange: (display: DeviceDisplayConfig) => void;
}

/** Settings of the device's own small display. */
export function DisplayTab({ display, onChange }: Props) {
  const { t, format } = useI18n();
  const set = <K extends keyof DeviceDisplayConfig>(key: K, value: DeviceDisplayConfig[K]) =>
    onChange({ ...display, [key]: value });
  return (
    <>
      <CheckField
        switch
        label={t('deviceManager.powerSafe')}
        checked={display.power_safe}
        onChange={(v) => set('power_safe', v)}
      />
      <CheckField
        switch
        label={t('deviceManager.screensaver')}
        checked={display.screensaver}
        onChange={(v) => set('screensaver', v)}
      />
      <SelectField
        label={t('deviceManager.diagramMode')}
        value={display.diagrammode}
        options={[
          { value: DIAGRAM_MODE.Off, label: t('deviceManager.diagramOff') },
          { value: DIAGRAM_MODE.Small, label: t('deviceManager.diagramSmall') },
          { value: DIAGRAM_MODE.Fullscreen, label: t('deviceManager.diagramFullscreen') },
        ]}
        onChange={(v) => set('diagrammode', v)}
      />
      <NumberField
        label={t('deviceManager.diagramDuration')}
        value={display.diagramduration}
        onChange={(v) => set('diagramduration', v)}
        required
        min={DIAGRAM_DURATION_MIN_S}
        max={DIAGRAM_DURATION_MAX_S}
        unit={t('deviceManager.seconds')}
      />
      <SelectField
        label={t('deviceManager.language')}
        value={display.language}
        options={[
          { value: DISPLAY_LANGUAGE.English, label: t('deviceManager.langEn') },
          { value: DISPLAY_LANGUAGE.German, label: t('deviceManager.langDe') },
          { value: DISPLAY_LANGUAGE.French, label: t('deviceManager.langFr') },
        ]}
        onChange={(v) => set('language', v)}
      />
      <SelectField
        label={t('deviceManager.rotation')}
        value={display.rotation}
        options={DISPLAY_ROTATION_DEG.map((deg, index) => ({
          value: index,
          label: t('deviceManager.rotationDeg', { deg }),
        }))}
        onChange={(v) => set('rotation', v)}
      />
      <RangeField
        label={t('deviceManager.contrast')}
        value={display.contrast}
        onChange={(v) => set('contrast', v)}
        min={DISPLAY_CONTRAST_MIN}
        max={DISPLAY_CONTRAST_MAX}
        format={(v) => format.percent(v / 100)}
      />
    </>
  );
}
