import { BATTERY_PROVIDER } from '@dtu/contract';
import type { BatteryPackSpec } from './battery-pack.ts';

/** The pack behind each provider: what such a user typically has installed. */
export interface ProviderPack {
  pack: BatteryPackSpec;
  manufacturer: string;
  /** How often the BMS delivers new data, ms (JK BMS: its polling interval instead). */
  updateEveryMs: number;
}

const PACKS: Readonly<Record<number, ProviderPack>> = {
  // Two Pylontech US3000C modules in parallel on the CAN bus.
  [BATTERY_PROVIDER.PylontechCan]: {
    pack: { cells: 15, capacityAh: 148, resistanceOhm: 0.03, maxCurrentA: 74 },
    manufacturer: 'PYLON',
    updateEveryMs: 1000,
  },
  // A DIY 16S LiFePO4 pack of 280 Ah cells behind a JK BMS.
  [BATTERY_PROVIDER.JkBmsSerial]: {
    pack: { cells: 16, capacityAh: 280, resistanceOhm: 0.02, maxCurrentA: 150 },
    manufacturer: 'JK_B2A24S15P',
    updateEveryMs: 5000,
  },
  [BATTERY_PROVIDER.Mqtt]: {
    pack: { cells: 16, capacityAh: 200, resistanceOhm: 0.025, maxCurrentA: 100 },
    manufacturer: 'unknown',
    updateEveryMs: Number.POSITIVE_INFINITY,
  },
  [BATTERY_PROVIDER.VictronSmartShunt]: {
    pack: { cells: 16, capacityAh: 200, resistanceOhm: 0.025, maxCurrentA: 100 },
    manufacturer: 'Victron SmartShunt 500A/50mV',
    updateEveryMs: 1000,
  },
};

/** Unknown provider numbers leave the battery silently stopped; their pack is the MQTT one. */
export function providerPack(provider: number): ProviderPack {
  return PACKS[provider] ?? PACKS[BATTERY_PROVIDER.Mqtt]!;
}

/** Providers that produce a live view (`/api/batterylivedata/status` with values). */
export function hasLiveView(provider: number): boolean {
  return (
    provider === BATTERY_PROVIDER.PylontechCan ||
    provider === BATTERY_PROVIDER.JkBmsSerial ||
    provider === BATTERY_PROVIDER.VictronSmartShunt
  );
}
