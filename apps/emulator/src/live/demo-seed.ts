import type { ConfigFile, ConfigFileInverter } from '@dtu/contract';
import type { Device } from '../device/device.ts';

interface DemoInverter {
  /** Hex serial; the value picks the concrete model inside its family (see `simModelForSerial`). */
  serial: string;
  name: string;
  strings: readonly [name: string, maxPowerW: number][];
}

/** Three families side by side: an HM-800 (2 strings), an HMS-2000-4T and an HMT-1800-6T. */
export const DEMO_INVERTERS: readonly DemoInverter[] = [
  {
    serial: '114184512347',
    name: 'Garage',
    strings: [
      ['South', 410],
      ['West', 410],
    ],
  },
  {
    serial: '116493210872',
    name: 'House roof',
    strings: [
      ['East 1', 500],
      ['East 2', 500],
      ['West 1', 500],
      ['West 2', 500],
    ],
  },
  {
    serial: '138292301574',
    name: 'Barn',
    strings: [
      ['South 1', 400],
      ['South 2', 400],
      ['South 3', 400],
      ['South-West 1', 400],
      ['South-West 2', 400],
      ['Balcony', 300],
    ],
  },
];

function fillSlot(slot: ConfigFileInverter, demo: DemoInverter, order: number): void {
  slot.serial = Number.parseInt(demo.serial, 16);
  slot.name = demo.name;
  slot.order = order;
  demo.strings.forEach(([name, maxPowerW], i) => {
    slot.channel[i] = { name, max_power: maxPowerW, yield_total_offset: 0 };
  });
}

/**
 * A fresh emulator (no config.json yet) starts with the demo installation so the live view has
 * something to show; `--factory` keeps the device empty like a new one out of the box.
 */
export async function seedDemoInverters(device: Device, factory: boolean): Promise<void> {
  if (factory || !device.createdFresh) return;
  if (device.config.inverters.some((slot) => slot.serial !== 0)) return;
  await device.save((draft) => {
    fillDemoSlots(draft);
    fillDemoNetwork(draft);
  });
}

/** The demo device is installed: it is joined to the home WiFi (DHCP), like a device in use. */
export function fillDemoNetwork(draft: ConfigFile): void {
  draft.wifi.ssid = 'HomeNet';
  draft.wifi.password = 'solar-on-the-roof';
}

/** Puts the demo inverters into the first slots of a config draft. */
export function fillDemoSlots(draft: ConfigFile): void {
  DEMO_INVERTERS.forEach((demo, i) => {
    fillSlot(draft.inverters[i]!, demo, i);
  });
}
