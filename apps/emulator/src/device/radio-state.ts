import { BATTERY_PROVIDER, type PinCategories } from '@dtu/contract';

/** NRF24 counts as configured when all six pins are set (docs/firmware/onbattery-2024.05.03/settings.md §6.2). */
export function nrfConfigured(pins: PinCategories): boolean {
  return Object.values(pins.nrf24).every((pin) => pin >= 0);
}

/** CMT2300A counts as configured when clk, cs, fcs and sdio are set (gpio2/3 optional). */
export function cmtConfigured(pins: PinCategories): boolean {
  return [pins.cmt.clk, pins.cmt.cs, pins.cmt.fcs, pins.cmt.sdio].every((pin) => pin >= 0);
}

/** Whether the radio a family talks through is wired: without it the DTU never polls them. */
export function radioConfigured(pins: PinCategories, radio: 'nrf' | 'cmt'): boolean {
  return radio === 'nrf' ? nrfConfigured(pins) : cmtConfigured(pins);
}

/** VE.Direct controller `index` (0, 1) is read only when its RX pin is set. */
export function vedirectWired(pins: PinCategories, index: number): boolean {
  return (index === 0 ? pins.victron.rx : pins.victron.rx2) >= 0;
}

/** The Huawei charger's CAN controller needs all six pins (docs/firmware/onbattery-2024.05.03/settings.md §6.2). */
export function huaweiWired(pins: PinCategories): boolean {
  return Object.values(pins.huawei).every((pin) => pin >= 0);
}

/** Every battery interface but MQTT reads through the battery pins (the SmartShunt only receives). */
export function batteryWired(pins: PinCategories, provider: number): boolean {
  if (provider === BATTERY_PROVIDER.Mqtt) return true;
  return pins.battery.rx >= 0 && (provider === BATTERY_PROVIDER.VictronSmartShunt || pins.battery.tx >= 0);
}
