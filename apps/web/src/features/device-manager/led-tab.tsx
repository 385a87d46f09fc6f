import { type DeviceLedConfig, LED_BRIGHTNESS_MAX, LED_BRIGHTNESS_MIN } from '@dtu/contract';
import { useI18n } from '../../i18n/use-i18n.ts';
import type { Bound } from '../../ui/fields/bind.ts';
import { CheckField } from '../../ui/fields/check-field.tsx';
import { RangeField } from '../../ui/fields/range-field.tsx';

interface Props extends Bound<DeviceLedConfig[]> {
  equal: boolean;
  onEqualChange: (equal: boolean) => void;
}

/** Brightness per LED; with Equal brightness every slider moves all LEDs together. */
export function LedTab({ value: leds, onChange, equal, onEqualChange }: Props) {
  const { t, format } = useI18n();
  const setBrightness = (index: number, brightness: number) =>
    onChange(leds.map((led, i) => (equal || i === index ? { ...led, brightness } : led)));
  return (
    <>
      <CheckField
        label={t('deviceManager.equalBrightness')}
        value={equal}
        onChange={(on) => {
          onEqualChange(on);
          // Switching it on aligns every LED with the first one.
          if (on && leds.length > 0)
            onChange(leds.map((led) => ({ ...led, brightness: leds[0].brightness })));
        }}
      />
      {leds.map((led, index) => (
        <RangeField
          // biome-ignore lint/suspicious/noArrayIndexKey: the LEDs are a fixed list identified by position
          key={index}
          label={t('deviceManager.ledBrightness', { number: index + 1 })}
          value={led.brightness}
          onChange={(v) => setBrightness(index, v)}
          min={LED_BRIGHTNESS_MIN}
          max={LED_BRIGHTNESS_MAX}
          format={(v) => format.percent(v / 100)}
        />
      ))}
    </>
  );
}
