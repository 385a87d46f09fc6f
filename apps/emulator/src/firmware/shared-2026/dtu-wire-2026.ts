import type { DtuWire } from '../../routes/settings/dtu-routes.ts';
import { isInt, isString, isUint } from './strict-types.ts';

const U8 = 0xff;
const U32 = 0xffffffff;

/**
 * `/api/dtu/config` of both 2026 generations (`src/WebApi_dtu.cpp` @ v26.3.30): strict types
 * (a numeric string is "Values are missing!"), no `verbose_logging`. The poll interval is
 * stored as sent, in the generation's unit.
 */
export const DTU_WIRE_2026: DtuWire = {
  accepts: (data) =>
    isString(data.serial) &&
    isUint(data.pollinterval, U32) &&
    isUint(data.nrf_palevel, U8) &&
    isInt(data.cmt_palevel, -0x80, 0x7f) &&
    isUint(data.cmt_frequency, U32) &&
    isUint(data.cmt_country, U8),
  verboseLogging: false,
};
