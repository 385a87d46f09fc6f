import {
  type DeviceDisplayConfig,
  type DeviceDisplayConfig2026,
  DIAGRAM_DURATION_MAX_S,
  DIAGRAM_DURATION_MIN_S,
  DIAGRAM_MODE,
  DISPLAY_CONTRAST_MAX,
  DISPLAY_CONTRAST_MIN,
  DISPLAY_LANGUAGE,
  DISPLAY_LOCALES_2026,
  DISPLAY_ROTATION_DEG,
} from '@dtu/contract';
import { useI18n } from '../../i18n/use-i18n.ts';
import { type Bound, bindKeys } from '../../ui/fields/bind.ts';
import { CheckField } from '../../ui/fields/check-field.tsx';
import { NumberField } from '../../ui/fields/number-field.tsx';
import { RangeField } from '../../ui/fields/range-field.tsx';
import { SelectField } from '../../ui/fields/select-field.tsx';

type DisplayValues = DeviceDisplayConfig | DeviceDisplayConfig2026;

const LOCALE_LABEL = {
  en: 'deviceManager.langEn',
  de: 'deviceManager.langDe',
  fr: 'deviceManager.langFr',
} as const;

/**
 * The display's language: a number on 2024.05.03 (`language`), two letters on 2026 (`locale`).
 * A stored locale the display has no texts for stays as it is until the owner picks another.
 */
function DisplayLanguageField({ value, onChange }: Bound<DisplayValues>) {
  const { t } = useI18n();
  if (!('locale' in value)) {
    return (
      <SelectField
        label={t('deviceManager.language')}
        options={[
          { value: DISPLAY_LANGUAGE.English, label: t('deviceManager.langEn') },
          { value: DISPLAY_LANGUAGE.German, label: t('deviceManager.langDe') },
          { value: DISPLAY_LANGUAGE.French, label: t('deviceManager.langFr') },
        ]}
        value={value.language}
        onChange={(language) => onChange({ ...value, language })}
      />
    );
  }
  const options = DISPLAY_LOCALES_2026.map((locale) => ({
    value: locale as string,
    label: t(LOCALE_LABEL[locale]),
  }));
  if (!options.some((option) => option.value === value.locale))
    options.push({ value: value.locale, label: value.locale });
  return (
    <SelectField
      label={t('deviceManager.language')}
      options={options}
      value={value.locale}
      onChange={(locale) => onChange({ ...value, locale })}
    />
  );
}

/** Settings of the device's own small display. */
export function DisplayTab(props: Bound<DisplayValues>) {
  const { t, format } = useI18n();
  const bind = bindKeys(props);
  return (
    <>
      <CheckField switch label={t('deviceManager.powerSafe')} {...bind('power_safe')} />
      <CheckField switch label={t('deviceManager.screensaver')} {...bind('screensaver')} />
      <SelectField
        label={t('deviceManager.diagramMode')}
        options={[
          { value: DIAGRAM_MODE.Off, label: t('deviceManager.diagramOff') },
          { value: DIAGRAM_MODE.Small, label: t('deviceManager.diagramSmall') },
          { value: DIAGRAM_MODE.Fullscreen, label: t('deviceManager.diagramFullscreen') },
        ]}
        {...bind('diagrammode')}
      />
      <NumberField
        label={t('deviceManager.diagramDuration')}
        {...bind('diagramduration')}
        required
        min={DIAGRAM_DURATION_MIN_S}
        max={DIAGRAM_DURATION_MAX_S}
        unit={t('deviceManager.seconds')}
      />
      <DisplayLanguageField {...props} />
      <SelectField
        label={t('deviceManager.rotation')}
        options={DISPLAY_ROTATION_DEG.map((deg, index) => ({
          value: index,
          label: t('deviceManager.rotationDeg', { deg }),
        }))}
        {...bind('rotation')}
      />
      <RangeField
        label={t('deviceManager.contrast')}
        {...bind('contrast')}
        min={DISPLAY_CONTRAST_MIN}
        max={DISPLAY_CONTRAST_MAX}
        format={(v) => format.percent(v / 100)}
      />
    </>
  );
}
