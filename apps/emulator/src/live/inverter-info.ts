import type { DevInfoStatus, EventLogStatus, GridProfileRaw, GridProfileStatus } from '@dtu/contract';
import type { DtuInverter } from './dtu-inverter.ts';
import { eventMessage } from './event-catalogue.ts';
import { decodeGridProfile } from './grid-profile-decode.ts';

const two = (n: number) => String(n).padStart(2, '0');

/** `/api/devinfo/status`: zeros until the inverter answered its first device-info request. */
export function buildDevInfo(inv: DtuInverter): DevInfoStatus {
  if (!inv.devInfoValid) {
    return {
      valid_data: false,
      fw_bootloader_version: 0,
      fw_build_version: 0,
      hw_part_number: 0,
      hw_version: '00.00',
      hw_model_name: '',
      max_power: 0,
      fw_build_datetime: '2000-01-01 00:00:00',
    };
  }
  const { firmware, partNumber, hardware } = inv.field.model;
  return {
    valid_data: true,
    fw_bootloader_version: firmware.bootloader,
    fw_build_version: firmware.build,
    hw_part_number: partNumber,
    hw_version: `${two(firmware.hwVersion[0])}.${two(firmware.hwVersion[1])}`,
    hw_model_name: hardware.name,
    max_power: hardware.maxPowerW,
    fw_build_datetime: `${firmware.buildDate}:00`,
  };
}

const DAY_S = 86_400;

/**
 * `/api/eventlog/status`: times as seconds since local midnight, i.e. the inverter's UTC time of
 * day plus the DTU's current UTC offset; an ongoing event has end time 0.
 */
export function buildEventLog(inv: DtuInverter, locale: string, utcOffsetMs: number): EventLogStatus {
  const hmt = inv.field.model.family.threePhase;
  const secondsOfDay = (ms: number) => ((Math.floor((ms + utcOffsetMs) / 1000) % DAY_S) + DAY_S) % DAY_S;
  const events = inv.eventLog.map((e) => ({
    message_id: e.code & 0xff,
    message: eventMessage(e.code & 0xff, locale, hmt),
    start_time: secondsOfDay(e.startMs),
    end_time: e.endMs === 0 ? 0 : secondsOfDay(e.endMs),
  }));
  return { count: events.length, events };
}

/** `/api/gridprofile/status`: decoded from the same raw bytes `/rawdata` serves. */
export function buildGridProfile(inv: DtuInverter): GridProfileStatus {
  return decodeGridProfile(inv.gridProfileRaw);
}

export function buildGridProfileRaw(inv: DtuInverter): GridProfileRaw {
  return { raw: [...inv.gridProfileRaw] };
}
