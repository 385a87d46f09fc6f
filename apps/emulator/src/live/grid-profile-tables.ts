/**
 * The grid-profile vocabulary the firmware decodes with (docs/firmware/onbattery-2024.05.03/live.md §5.8). Names are the wire
 * format, upstream spelling included.
 */

/** Profile type (bytes 0, 1) → name. */
export const GRID_PROFILE_TYPES: ReadonlyMap<number, string> = new Map([
  [0x0200, 'US - NA_IEEE1547_240V'],
  [0x0300, 'DE - DE_VDE4105_2018'],
  [0x0301, 'XX - unknown'],
  [0x0a00, 'XX - EN 50549-1:2019'],
  [0x0c00, 'AT - AT_TOR_Erzeuger_default'],
  [0x0d04, 'FR -'],
  [0x1000, 'ES - ES_RD1699'],
  [0x1200, 'PL - EU_EN50438'],
  [0x2900, 'NL - NL_NEN-EN50549-1_2019'],
  [0x3700, 'CH - CH_NA EEA-NE7-CH2020'],
]);

export const GRID_SECTION_NAMES: ReadonlyMap<number, string> = new Map([
  [0x00, 'Voltage (H/LVRT)'],
  [0x10, 'Frequency (H/LFRT)'],
  [0x20, 'Island Detection (ID)'],
  [0x30, 'Reconnection (RT)'],
  [0x40, 'Ramp Rates (RR)'],
  [0x50, 'Frequency Watt (FW)'],
  [0x60, 'Volt Watt (VW)'],
  [0x70, 'Active Power Control (APC)'],
  [0x80, 'Volt Var (VV)'],
  [0x90, 'Specified Power Factor (SPF)'],
  [0xa0, 'Reactive Power Control (RPC)'],
  [0xb0, 'Watt Power Factor (WPF)'],
]);

export interface GridItemDefinition {
  name: string;
  unit: string;
  divisor: number;
}

const item = (name: string, unit: string, divisor: number): GridItemDefinition => ({ name, unit, divisor });

export const GRID_ITEMS: ReadonlyMap<number, GridItemDefinition> = new Map([
  [0x01, item('Nominale Voltage (NV)', 'V', 10)],
  [0x02, item('Low Voltage 1 (LV1)', 'V', 10)],
  [0x03, item('LV1 Maximum Trip Time (MTT)', 's', 10)],
  [0x04, item('High Voltage 1 (HV1)', 'V', 10)],
  [0x05, item('HV1 Maximum Trip Time (MTT)', 's', 10)],
  [0x06, item('Low Voltage 2 (LV2)', 'V', 10)],
  [0x07, item('LV2 Maximum Trip Time (MTT)', 's', 100)],
  [0x08, item('High Voltage 2 (HV2)', 'V', 10)],
  [0x09, item('HV2 Maximum Trip Time (MTT)', 's', 100)],
  [0x0a, item('10mins Average High Voltage (AHV)', 'V', 10)],
  [0x0b, item('High Voltage 3 (HV3)', 'V', 10)],
  [0x0c, item('HV3 Maximum Trip Time (MTT)', 's', 100)],
  [0x0d, item('Nominal Frequency', 'Hz', 100)],
  [0x0e, item('Low Frequency 1 (LF1)', 'Hz', 100)],
  [0x0f, item('LF1 Maximum Trip Time (MTT)', 's', 10)],
  [0x10, item('High Frequency 1 (HF1)', 'Hz', 100)],
  [0x11, item('HF1 Maximum Trip time (MTT)', 's', 10)],
  [0x12, item('Low Frequency 2 (LF2)', 'Hz', 100)],
  [0x13, item('LF2 Maximum Trip Time (MTT)', 's', 10)],
  [0x14, item('High Frequency 2 (HF2)', 'Hz', 100)],
  [0x15, item('HF2 Maximum Trip time (MTT)', 's', 10)],
  [0x16, item('ID Function Activated', 'bool', 1)],
  [0x17, item('Reconnect Time (RT)', 's', 10)],
  [0x18, item('Reconnect High Voltage (RHV)', 'V', 10)],
  [0x19, item('Reconnect Low Voltage (RLV)', 'V', 10)],
  [0x1a, item('Reconnect High Frequency (RHF)', 'Hz', 100)],
  [0x1b, item('Reconnect Low Frequency (RLF)', 'Hz', 100)],
  [0x1c, item('Normal Ramp up Rate(RUR_NM)', 'Rated%/s', 100)],
  [0x1d, item('Soft Start Ramp up Rate (RUR_SS)', 'Rated%/s', 100)],
  [0x1e, item('FW Function Activated', 'bool', 1)],
  [0x1f, item('Start of Frequency Watt Droop (Fstart)', 'Hz', 100)],
  [0x20, item('FW Droop Slope (Kpower_Freq)', 'Pn%/Hz', 10)],
  [0x21, item('Recovery Ramp Rate (RRR)', 'Pn%/s', 100)],
  [0x22, item('Recovery High Frequency (RVHF)', 'Hz', 100)],
  [0x23, item('Recovery Low Frequency (RVLF)', 'Hz', 100)],
  [0x24, item('VW Function Activated', 'bool', 1)],
  [0x25, item('Start of Voltage Watt Droop (Vstart)', 'V', 10)],
  [0x26, item('End of Voltage Watt Droop (Vend)', 'V', 10)],
  [0x27, item('Droop Slope (Kpower_Volt)', 'Pn%/V', 100)],
  [0x28, item('APC Function Activated', 'bool', 1)],
  [0x29, item('Power Ramp Rate (PRR)', 'Pn%/s', 100)],
  [0x2a, item('VV Function Activated', 'bool', 1)],
  [0x2b, item('Voltage Set Point V1', 'V', 10)],
  [0x2c, item('Reactive Set Point Q1', '%Pn', 10)],
  [0x2d, item('Voltage Set Point V2', 'V', 10)],
  [0x2e, item('Voltage Set Point V3', 'V', 10)],
  [0x2f, item('Voltage Set Point V4', 'V', 10)],
  [0x30, item('Reactive Set Point Q4', '%Pn', 10)],
  [0x31, item('VV Setting Time (Tr)', 's', 10)],
  [0x32, item('SPF Function Activated', 'bool', 1)],
  [0x33, item('Power Factor (PF)', '', 100)],
  [0x34, item('RPC Function Activated', 'bool', 1)],
  [0x35, item('Reactive Power (VAR)', '%Sn', 1)],
  [0x36, item('WPF Function Activated', 'bool', 1)],
  [0x37, item('Start of Power of WPF (Pstart)', '%Pn', 10)],
  [0x38, item('Power Factor ar Rated Power (PFRP)', '', 100)],
  [0x39, item('Low Voltage 3 (LV3)', 'V', 10)],
  [0x3a, item('LV3 Maximum Trip Time (MTT)', 's', 100)],
  [0x3b, item('Momentary Cessition Low Voltage', 'V', 10)],
  [0x3c, item('Momentary Cessition High Voltage', 'V', 10)],
  [0x3d, item('FW Settling Time (Tr)', 's', 10)],
  [0x3e, item('LF2 Maximum Trip Time (MTT)', 's', 100)],
  [0x3f, item('HF2 Maximum Trip time (MTT)', 's', 100)],
  [0x40, item('Short Interruption Reconnect Time (SRT)', 's', 10)],
  [0x41, item('Short Interruption Time (SIT)', 's', 10)],
  [0xff, item('Unkown Value', '', 1)],
]);

const ids = (text: string) => text.split(' ').map((hex) => Number.parseInt(hex, 16));

/** (section id << 8 | section version) → item ids in emission order. */
export const GRID_SECTION_LAYOUTS: ReadonlyMap<number, readonly number[]> = new Map([
  [0x0000, ids('01 02 03 04 05')],
  [0x0001, ids('01 02 03 04 05 08 09')],
  [0x0002, ids('01 02 03 04 05 06 07')],
  [0x0003, ids('01 02 03 05 06 07 08 09')],
  [0x0008, ids('01 02 03 04 05 ff')],
  [0x000a, ids('01 02 03 04 05 06 07 0a')],
  [0x000b, ids('01 02 03 04 05 06 07 08 09 0a')],
  [0x000c, ids('01 02 03 04 05 06 07 08 09 0b 0c 0a')],
  [0x0035, ids('01 02 03 04 05 06 07 08 09 39 3a 3b 3c')],
  [0x1000, ids('0d 0e 0f 10 11')],
  [0x1003, ids('0d 0e 0f 10 11 12 3e 14 3f')],
  [0x2000, ids('16')],
  [0x3003, ids('17 18 19 1a 1b')],
  [0x3007, ids('17 18 19 1a 1b 40 41')],
  [0x4000, ids('1c 1d')],
  [0x5000, ids('1e 1f 20 21')],
  [0x5001, ids('1e 1f 20 21 22')],
  [0x5008, ids('1e 1f 20 21 22 23')],
  [0x5011, ids('1e 1f 20 21 3d')],
  [0x6000, ids('24 25 26 27')],
  [0x6004, ids('24 25 26 27')],
  [0x7000, ids('28')],
  [0x7002, ids('28 29')],
  [0x8000, ids('2a 2b 2c 2d 2e 2f 30')],
  [0x8001, ids('2a 2b 2c 2d 2e 2f 30 31')],
  [0x9000, ids('32 33')],
  [0xa002, ids('34 35')],
  [0xb000, ids('36 37 38')],
]);
