import type { ConfigFileInverter } from '@dtu/contract';
import type { DtuInverter } from '../live/dtu-inverter.ts';

/** One statistics field as MQTT, discovery and Prometheus name it (docs/firmware/onbattery-2024.05.03/mqtt.md §2.3). */
export interface FieldValue {
  /** Mixed-case table name (`PowerDC` for the inverter's DC power). */
  name: string;
  /** Lower-case MQTT field segment. */
  topic: string;
  unit: string;
  decimals: number;
  value: number;
}

export interface ChannelFields {
  type: 'AC' | 'DC' | 'INV';
  /** 0-based channel index (DC inputs 0…n−1). */
  index: number;
  fields: FieldValue[];
}

function field(name: string, unit: string, decimals: number, value: number): FieldValue {
  return { name, topic: name.toLowerCase(), unit, decimals, value };
}

/**
 * The DTU's statistics of one inverter, channel by channel (AC, DC inputs, INV) with the fields
 * in the firmware's MQTT order. The yield offset counts once real data exists, as in live data.
 */
export function inverterFields(inv: DtuInverter, slot: ConfigFileInverter): ChannelFields[] {
  const r = inv.readings;
  const channels: ChannelFields[] = [
    {
      type: 'AC',
      index: 0,
      fields: [
        field('Voltage', 'V', 1, r.ac.voltageV),
        field('Current', 'A', 2, r.ac.currentA),
        field('Power', 'W', 1, r.ac.powerW),
        field('Frequency', 'Hz', 2, r.ac.frequencyHz),
        field('PowerFactor', '', 3, r.ac.powerFactor),
        field('ReactivePower', 'var', 1, r.ac.reactivePowerVar),
      ],
    },
  ];
  let dcPowerW = 0;
  let yieldDayWh = 0;
  let yieldTotalKwh = 0;
  r.dc.forEach((dc, i) => {
    const offset = inv.lastDataMs === undefined ? 0 : (slot.channel[i]?.yield_total_offset ?? 0);
    const maxPowerW = slot.channel[i]?.max_power ?? 0;
    const yieldTotal = dc.yieldTotalKwh + offset;
    channels.push({
      type: 'DC',
      index: i,
      fields: [
        field('Voltage', 'V', 1, dc.voltageV),
        field('Current', 'A', 2, dc.currentA),
        field('Power', 'W', 1, dc.powerW),
        field('YieldDay', 'Wh', 0, dc.yieldDayWh),
        field('YieldTotal', 'kWh', 3, yieldTotal),
        field('Irradiation', '%', 3, maxPowerW > 0 ? (dc.powerW / maxPowerW) * 100 : 0),
      ],
    });
    dcPowerW += dc.powerW;
    yieldDayWh += dc.yieldDayWh;
    yieldTotalKwh += yieldTotal;
  });
  channels.push({
    type: 'INV',
    index: 0,
    fields: [
      field('PowerDC', 'W', 1, dcPowerW),
      field('YieldDay', 'Wh', 0, yieldDayWh),
      field('YieldTotal', 'kWh', 3, yieldTotalKwh),
      field('Temperature', '°C', 1, r.temperatureC),
      field('Efficiency', '%', 3, dcPowerW > 0 ? (r.ac.powerW / dcPowerW) * 100 : 0),
    ],
  });
  return channels;
}

/** The MQTT / discovery channel number: 0 for AC and INV, DC index + 1 (docs/firmware/onbattery-2024.05.03/mqtt.md §2.2.3). */
export function mqttChannel(channel: ChannelFields): number {
  return channel.type === 'DC' ? channel.index + 1 : 0;
}
