import { BATTERY_PROVIDER, BATTERY_PROVIDER_2026 } from '@dtu/contract';
import type { I18n } from '../../i18n/use-i18n.ts';
import type { SelectOption } from '../../ui/fields/select-field.tsx';

/** The providers of 2024.05.03 (the first four of every later generation, same numbers). */
export const batteryProviders2024 = ({ t }: I18n): SelectOption<number>[] => [
  { value: BATTERY_PROVIDER.PylontechCan, label: t('batterySettings.providerPylontech') },
  { value: BATTERY_PROVIDER.JkBmsSerial, label: t('batterySettings.providerJkBms') },
  { value: BATTERY_PROVIDER.Mqtt, label: t('batterySettings.providerMqtt') },
  { value: BATTERY_PROVIDER.VictronSmartShunt, label: t('batterySettings.providerVictron') },
];

/** The providers of 2026.03.31. */
export const batteryProviders2026 = (i18n: I18n): SelectOption<number>[] => [
  ...batteryProviders2024(i18n),
  { value: BATTERY_PROVIDER_2026.PytesCan, label: i18n.t('battery2026.providerPytes') },
  { value: BATTERY_PROVIDER_2026.SbsCan, label: i18n.t('battery2026.providerSbs') },
  { value: BATTERY_PROVIDER_2026.JbdBmsSerial, label: i18n.t('battery2026.providerJbd') },
  { value: BATTERY_PROVIDER_2026.ZendureMqtt, label: i18n.t('battery2026.providerZendure') },
];
