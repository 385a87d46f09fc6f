import type { PinCategories } from '@dtu/contract';

/** NRF24 counts as configured when all six pins are set (settings.md §6.2). */
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
