import {
  CHANNEL_NAME_MAX,
  CODE,
  type ConfigFileInverter,
  emptyInverterSlot,
  formatSerial,
  INVERTER_CHANNEL_MAX,
  INVERTER_MAX_COUNT,
  INVERTER_NAME_MAX,
  type InverterList,
  type InverterListEntry,
  inverterFamilyOf,
  serialFromJson,
  UNKNOWN_INVERTER_TYPE,
} from '@dtu/contract';
import type { FastifyInstance } from 'fastify';
import type { Device } from '../device/device.ts';
import { byteLength, truncateBytes } from '../device/utf8-bytes.ts';
import {
  asFloat,
  asString,
  asUint8,
  asUint16,
  hasKeys,
  orBool,
  orString,
  orUint32,
  serialToFileNumber,
} from '../http/coerce.ts';
import { respond } from '../http/envelope.ts';
import { getJson, postData } from '../http/respond.ts';

/** The threshold the edit call takes when the key is not an unsigned integer (`REACHABLE_THRESHOLD`). */
const DEFAULT_REACHABLE_THRESHOLD = 2;
/** The string name buffer holds 31 bytes including the terminator. */
const CHANNEL_NAME_STORED_MAX = CHANNEL_NAME_MAX - 1;

/**
 * What a firmware generation changes on the inverter admin endpoints: the "Values are missing!"
 * checks (key presence in 2024, strict types in 2026) and `clear_eventlog` (2026: listed after
 * `zero_day`, read by `edit` with default false, kept in the slot).
 */
export interface InverterAdminWire {
  accepts: Record<'add' | 'edit' | 'del' | 'order', (data: Record<string, unknown>) => boolean>;
  clearEventlog: boolean;
}

export const INVERTER_ADMIN_2024: InverterAdminWire = {
  accepts: {
    add: (data) => hasKeys(data, ['serial', 'name']),
    edit: (data) => hasKeys(data, ['id', 'serial', 'name', 'channel']),
    del: (data) => hasKeys(data, ['id']),
    order: (data) => hasKeys(data, ['order']),
  },
  clearEventlog: false,
};

type Slot2026 = ConfigFileInverter & { clear_eventlog?: boolean };

/** The list entry with `clear_eventlog` after `zero_day` (`src/WebApi_inverter.cpp` @ v26.3.30). */
function withClearEventlog(entry: InverterListEntry, slot: Slot2026): InverterListEntry {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(entry)) {
    out[key] = value;
    if (key === 'zero_day') out.clear_eventlog = slot.clear_eventlog ?? false;
  }
  return out as unknown as InverterListEntry;
}

function listEntry(slot: ConfigFileInverter, id: number): InverterListEntry {
  const serial = BigInt(slot.serial);
  const family = inverterFamilyOf(serial);
  const channels = family?.channels ?? INVERTER_CHANNEL_MAX;
  return {
    id,
    name: slot.name,
    order: slot.order,
    serial: formatSerial(serial),
    poll_enable: slot.poll_enable,
    poll_enable_night: slot.poll_enable_night,
    command_enable: slot.command_enable,
    command_enable_night: slot.command_enable_night,
    reachable_threshold: slot.reachable_threshold,
    zero_runtime: slot.zero_runtime,
    zero_day: slot.zero_day,
    yieldday_correction: slot.yieldday_correction,
    type: family?.type ?? UNKNOWN_INVERTER_TYPE,
    channel: slot.channel.slice(0, channels).map((c) => ({
      name: c.name,
      max_power: c.max_power,
      yield_total_offset: c.yield_total_offset,
    })),
  };
}

const nameInvalid = (name: string) => byteLength(name) === 0 || byteLength(name) > INVERTER_NAME_MAX;

/** The inverter admin endpoints with the firmware's validation order (docs/firmware/onbattery-2024.05.03/live.md §3.10). */
export function registerInverterAdminRoutes(
  app: FastifyInstance,
  device: Device,
  changed: () => void,
  wire = INVERTER_ADMIN_2024,
): void {
  const entry = (slot: ConfigFileInverter, id: number) =>
    wire.clearEventlog ? withClearEventlog(listEntry(slot, id), slot) : listEntry(slot, id);
  const save = async (change: (slots: ConfigFileInverter[]) => void, code: number) => {
    const ok = await device.save((draft) => change(draft.inverters));
    changed();
    return ok ? respond(code) : respond(CODE.WriteFailed);
  };

  getJson(
    app,
    '/api/inverter/list',
    'admin',
    device,
    (): InverterList => ({
      inverter: device.config.inverters.flatMap((slot, id) => (slot.serial ? [entry(slot, id)] : [])),
    }),
  );

  postData(app, '/api/inverter/add', 'admin', device, (data) => {
    if (!wire.accepts.add(data)) return respond(CODE.ValuesMissing);
    const serial = serialFromJson(data.serial);
    if (serial === 0n) return respond(CODE.InverterSerialZero);
    const name = asString(data.name);
    if (nameInvalid(name)) return respond(CODE.InverterNameLength, { max: INVERTER_NAME_MAX });
    const id = device.config.inverters.findIndex((slot) => !slot.serial);
    if (id < 0) return respond(CODE.InverterCount, { max: INVERTER_MAX_COUNT });
    return save((slots) => {
      slots[id]!.serial = serialToFileNumber(serial);
      slots[id]!.name = name;
    }, CODE.InverterAdded);
  });

  postData(app, '/api/inverter/edit', 'admin', device, (data) => {
    if (!wire.accepts.edit(data)) return respond(CODE.ValuesMissing);
    const id = asUint8(data.id);
    if (id > INVERTER_MAX_COUNT - 1) return respond(CODE.InverterInvalidId);
    const serial = serialFromJson(data.serial);
    if (serial === 0n) return respond(CODE.InverterSerialZero);
    const name = asString(data.name);
    if (nameInvalid(name)) return respond(CODE.InverterNameLength, { max: INVERTER_NAME_MAX });
    const channels = Array.isArray(data.channel) ? (data.channel as unknown[]) : [];
    if (channels.length === 0 || channels.length > INVERTER_CHANNEL_MAX) {
      return respond(CODE.InverterInvalidMaxChannel);
    }
    return save((slots) => {
      const slot = slots[id]!;
      slot.serial = serialToFileNumber(serial);
      slot.name = name;
      channels.forEach((raw, c) => {
        const channel = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
        slot.channel[c] = {
          name: truncateBytes(orString(channel.name, ''), CHANNEL_NAME_STORED_MAX),
          max_power: asUint16(channel.max_power),
          yield_total_offset: asFloat(channel.yield_total_offset),
        };
      });
      // `root[key] | default` in both generations: a flag must be a JSON boolean and the threshold
      // an unsigned integer (stored in a uint8_t, so 300 keeps its low byte), else the default.
      slot.poll_enable = orBool(data.poll_enable, true);
      slot.poll_enable_night = orBool(data.poll_enable_night, true);
      slot.command_enable = orBool(data.command_enable, true);
      slot.command_enable_night = orBool(data.command_enable_night, true);
      slot.reachable_threshold = orUint32(data.reachable_threshold, DEFAULT_REACHABLE_THRESHOLD) & 0xff;
      slot.zero_runtime = orBool(data.zero_runtime, false);
      slot.zero_day = orBool(data.zero_day, false);
      slot.yieldday_correction = orBool(data.yieldday_correction, false);
      if (wire.clearEventlog) (slot as Slot2026).clear_eventlog = orBool(data.clear_eventlog, false);
    }, CODE.InverterChanged);
  });

  postData(app, '/api/inverter/del', 'admin', device, (data) => {
    if (!wire.accepts.del(data)) return respond(CODE.ValuesMissing);
    const id = asUint8(data.id);
    if (id > INVERTER_MAX_COUNT - 1) return respond(CODE.InverterInvalidId);
    return save((slots) => {
      const empty: Slot2026 = emptyInverterSlot();
      if (wire.clearEventlog) empty.clear_eventlog = false;
      slots[id] = empty;
    }, CODE.InverterDeleted);
  });

  postData(app, '/api/inverter/order', 'admin', device, (data) => {
    if (!wire.accepts.order(data)) return respond(CODE.ValuesMissing);
    const order = Array.isArray(data.order) ? (data.order as unknown[]) : [];
    return save((slots) => {
      // An invalid id is skipped but still takes its position.
      order.forEach((raw, position) => {
        const id = asUint8(raw);
        if (id < INVERTER_MAX_COUNT) slots[id]!.order = position;
      });
    }, CODE.InverterOrdered);
  });
}
