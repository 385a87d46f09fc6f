import { type HardwareModel, hardwareModelOf, type InverterFamily, inverterFamilyOf } from '@dtu/contract';

/** How the AC "0" current is reported (docs/firmware/onbattery-2024.05.03/live.md §5.3). */
export type AcCurrentMode = 'single-phase' | 'phase-1' | 'sum-of-phases';

/** Firmware facts an inverter reports in its device info. */
export interface FirmwareFacts {
  /** major·10000 + minor·100 + patch. */
  bootloader: number;
  build: number;
  /** `YYYY-MM-DD HH:MM`. */
  buildDate: string;
  /** Two bytes of the hardware version. */
  hwVersion: readonly [number, number];
}

/** Everything the simulation needs to know about one physical inverter model. */
export interface SimModel {
  family: InverterFamily;
  /** 32-bit hardware part number the inverter reports. */
  partNumber: number;
  hardware: HardwareModel;
  /** Module size per string (W at STC) when the slot's max power is 0. */
  defaultPanelW: number;
  /** Module MPP voltage at STC. */
  vmpStcV: number;
  /** Inputs (0,1), (2,3), … report one shared voltage. */
  pairedVoltages: boolean;
  /** Reactive power may be negative. */
  signedReactive: boolean;
  acCurrent: AcCurrentMode;
  firmware: FirmwareFacts;
}

/** What the models of one family share. */
interface FamilyFacts extends Omit<SimModel, 'family' | 'partNumber' | 'hardware'> {
  /** Part numbers of the concrete models in the family; the serial picks one. */
  partNumbers: readonly number[];
}

const HM_FIRMWARE: FirmwareFacts = {
  bootloader: 10002,
  build: 10017,
  buildDate: '2020-04-15 10:32',
  hwVersion: [1, 0],
};
const HMS_FIRMWARE: FirmwareFacts = {
  bootloader: 10005,
  build: 10012,
  buildDate: '2022-09-21 14:15',
  hwVersion: [1, 1],
};
const HMT_FIRMWARE: FirmwareFacts = {
  bootloader: 10007,
  build: 10005,
  buildDate: '2023-05-10 09:45',
  hwVersion: [1, 0],
};

const single = { pairedVoltages: false, signedReactive: false, acCurrent: 'single-phase' } as const;

/** Keyed by the family's `type` string. */
const FAMILY_FACTS: Readonly<Record<string, FamilyFacts>> = {
  'HMT-1600/1800/2000-4T': {
    partNumbers: [0x10324110, 0x10325110, 0x10327110],
    defaultPanelW: 500,
    vmpStcV: 41,
    pairedVoltages: true,
    signedReactive: true,
    acCurrent: 'phase-1',
    firmware: HMT_FIRMWARE,
  },
  'HMT-1800/2250-6T': {
    partNumbers: [0x10331110, 0x10333110],
    defaultPanelW: 400,
    vmpStcV: 34,
    pairedVoltages: true,
    signedReactive: true,
    acCurrent: 'sum-of-phases',
    firmware: HMT_FIRMWARE,
  },
  'HMS-1600/1800/2000-4T': {
    partNumbers: [0x10224110, 0x10225110, 0x10227110],
    defaultPanelW: 500,
    vmpStcV: 41,
    pairedVoltages: false,
    signedReactive: true,
    acCurrent: 'single-phase',
    firmware: HMS_FIRMWARE,
  },
  'HMS-600/700/800/900/1000-2T': {
    partNumbers: [0x10211110, 0x10214110, 0x10215110, 0x10217110],
    defaultPanelW: 450,
    vmpStcV: 37,
    ...single,
    firmware: HMS_FIRMWARE,
  },
  'HMS-300/350/400/450/500-1T': {
    partNumbers: [0x10201110, 0x10202110, 0x10204110, 0x10205110, 0x10107110],
    defaultPanelW: 420,
    vmpStcV: 37,
    ...single,
    firmware: HMS_FIRMWARE,
  },
  'HMS-500-1T v2': {
    partNumbers: [0x10207110],
    defaultPanelW: 500,
    vmpStcV: 41,
    ...single,
    firmware: HMS_FIRMWARE,
  },
  'HM-1000/1200/1500-4T': {
    partNumbers: [0x10121010, 0x10123010],
    defaultPanelW: 380,
    vmpStcV: 34,
    pairedVoltages: true,
    signedReactive: false,
    acCurrent: 'single-phase',
    firmware: HM_FIRMWARE,
  },
  'HM-600/700/800-2T': {
    partNumbers: [0x10111010, 0x10112010, 0x10113010],
    defaultPanelW: 410,
    vmpStcV: 34,
    ...single,
    firmware: HM_FIRMWARE,
  },
  'HM-300/350/400-1T': {
    partNumbers: [0x10101010, 0x10102010, 0x10103010],
    defaultPanelW: 400,
    vmpStcV: 34,
    ...single,
    firmware: HM_FIRMWARE,
  },
  'HERF-800-2T': {
    partNumbers: [0xf1011410],
    defaultPanelW: 410,
    vmpStcV: 34,
    ...single,
    firmware: HM_FIRMWARE,
  },
  'HERF-1600/1800-4T': {
    partNumbers: [0xf1012410, 0xf1012210],
    defaultPanelW: 450,
    vmpStcV: 37,
    pairedVoltages: true,
    signedReactive: false,
    acCurrent: 'single-phase',
    firmware: HM_FIRMWARE,
  },
};

/**
 * The physical model behind a serial: the family from the serial rules, the concrete model picked
 * by the serial (its value modulo the family's model count), so a serial always means one model.
 */
export function simModelForSerial(serial: bigint): SimModel | undefined {
  const family = inverterFamilyOf(serial);
  if (!family) return undefined;
  const facts = FAMILY_FACTS[family.type];
  if (!facts) return undefined;
  const partNumber = facts.partNumbers[Number(serial % BigInt(facts.partNumbers.length))]!;
  const hardware = hardwareModelOf(partNumber);
  if (!hardware) return undefined;
  const { partNumbers: _unused, ...rest } = facts;
  return { family, partNumber, hardware, ...rest };
}
