import type { DtuConfig } from '@dtu/contract';
import {
  CMT_CHANNEL_WIDTH_HZ,
  CMT_COUNTRIES,
  CMT_COUNTRY_COUNT,
  CMT_PA_LEVEL_MAX_DBM,
  CMT_PA_LEVEL_MIN_DBM,
  CODE,
  countryDefs,
  formatSerial,
  isValidCmtFrequency,
  NRF_PA_LEVEL_MAX,
  serialFromJson,
} from '@dtu/contract';
import type { FastifyInstance } from 'fastify';
import type { Device } from '../../device/device.ts';
import { asBool, asInt8, asUint8, asUint32, hasKeys, serialToFileNumber } from '../../http/coerce.ts';
import { COMMON, respond } from '../../http/envelope.ts';
import { getJson, postData, saveAnswer } from '../../http/respond.ts';

const REQUIRED = [
  'serial',
  'pollinterval',
  'verbose_logging',
  'nrf_palevel',
  'cmt_palevel',
  'cmt_frequency',
  'cmt_country',
] as const;

/** What a firmware generation changes on `/api/dtu/config`. */
export interface DtuWire {
  /** The "Values are missing!" check: key presence (2024) or strict types (2026). */
  accepts(data: Record<string, unknown>): boolean;
  /** The answer and the save carry `verbose_logging` (gone in 2026). */
  verboseLogging: boolean;
}

export const DTU_WIRE_2024: DtuWire = { accepts: (data) => hasKeys(data, REQUIRED), verboseLogging: true };

/** Which radio chips answered at (emulated) boot; not a setting. */
export interface RadioState {
  nrf: boolean;
  cmt: boolean;
}

export function dtuConfigBody(device: Device, radio: RadioState, wire = DTU_WIRE_2024): DtuConfig {
  const dtu = device.config.dtu;
  const verbose = wire.verboseLogging ? { verbose_logging: dtu.verbose_logging } : {};
  return {
    serial: formatSerial(BigInt(dtu.serial)),
    pollinterval: dtu.poll_interval,
    ...(verbose as { verbose_logging: boolean }),
    nrf_enabled: radio.nrf,
    nrf_palevel: dtu.nrf_pa_level,
    cmt_enabled: radio.cmt,
    cmt_palevel: dtu.cmt_pa_level,
    cmt_frequency: dtu.cmt_frequency,
    cmt_country: dtu.cmt_country_mode,
    cmt_chan_width: CMT_CHANNEL_WIDTH_HZ,
    country_def: countryDefs(),
  };
}

async function postDtuConfig(device: Device, data: Record<string, unknown>, wire: DtuWire) {
  if (!wire.accepts(data)) return COMMON.missing();
  const serial = serialFromJson(data.serial);
  if (serial === 0n) return respond(CODE.DtuSerialZero);
  const pollInterval = asUint32(data.pollinterval);
  if (pollInterval === 0) return respond(CODE.DtuPollZero);
  const nrfPaLevel = asUint8(data.nrf_palevel);
  if (nrfPaLevel > NRF_PA_LEVEL_MAX) return respond(CODE.DtuInvalidPowerLevel);
  const cmtPaLevel = asInt8(data.cmt_palevel);
  if (cmtPaLevel < CMT_PA_LEVEL_MIN_DBM || cmtPaLevel > CMT_PA_LEVEL_MAX_DBM) {
    return respond(CODE.DtuInvalidPowerLevel);
  }
  const country = asUint8(data.cmt_country);
  if (country >= CMT_COUNTRY_COUNT) return respond(CODE.DtuInvalidCountry);
  const frequency = asUint32(data.cmt_frequency);
  const def = CMT_COUNTRIES[country];
  if (!isValidCmtFrequency(def, frequency)) {
    return respond(CODE.DtuInvalidCmtFrequency, { min: def.freq_min, max: def.freq_max });
  }
  return saveAnswer(device, (draft) => {
    // The file keeps the serial as a plain JSON number (decimal value of the hex serial).
    draft.dtu.serial = serialToFileNumber(serial);
    draft.dtu.poll_interval = pollInterval;
    if (wire.verboseLogging) draft.dtu.verbose_logging = asBool(data.verbose_logging);
    draft.dtu.nrf_pa_level = nrfPaLevel;
    draft.dtu.cmt_pa_level = cmtPaLevel;
    draft.dtu.cmt_frequency = frequency;
    draft.dtu.cmt_country_mode = country;
  });
}

/** `/api/dtu/config` (docs/firmware/onbattery-2024.05.03/settings.md §2.1): admin for both methods, no reboot. */
export function registerDtuRoutes(
  app: FastifyInstance,
  device: Device,
  radio: () => RadioState,
  wire = DTU_WIRE_2024,
): void {
  getJson(app, '/api/dtu/config', 'admin', device, () => dtuConfigBody(device, radio(), wire));
  postData(app, '/api/dtu/config', 'admin', device, (data) => postDtuConfig(device, data, wire));
}
