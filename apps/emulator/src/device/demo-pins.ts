import type { ConfigFile } from '@dtu/contract';

/** The profile the demo device selects (at most 31 bytes, as the firmware keeps of a name). */
export const DEMO_PIN_PROFILE = 'Emulator demo board';

/**
 * `pin_mapping.json` of the demo device (docs/firmware/onbattery-2024.05.03/settings.md §6.1): one ESP32 board with everything the
 * demo simulates wired, so the device manager, the radio state in the system info and the live
 * data agree: NRF24 for the HM inverter, CMT2300A for HMS/HMT, both VE.Direct charge
 * controllers, the battery's CAN transceiver, the Huawei charger's MCP2515 and the SDM meter.
 */
export const DEMO_PIN_MAPPING = [
  {
    name: DEMO_PIN_PROFILE,
    nrf24: { miso: 19, mosi: 23, clk: 18, irq: 16, en: 4, cs: 5 },
    cmt: { clk: 14, cs: 15, fcs: 13, sdio: 12, gpio2: -1, gpio3: -1 },
    eth: { enabled: false, phy_addr: 0, power: -1, mdc: 23, mdio: 18, type: 0, clk_mode: 0 },
    display: { type: 0, data: 255, clk: 255, cs: 255, reset: 255 },
    led: { led0: -1, led1: -1 },
    victron: { rx: 22, tx: 21, rx2: 34, tx2: 2 },
    battery: { rx: 36, rxen: -1, tx: 17, txen: -1 },
    huawei: { miso: 39, mosi: 25, clk: 26, irq: 35, cs: 27, power: 32 },
    powermeter: { rx: 33, tx: 0, dere: -1 },
  },
];

export function selectDemoPins(draft: ConfigFile): void {
  draft.device.pinmapping = DEMO_PIN_PROFILE;
}
