import { z } from 'zod';
import {
  CMT_CHANNEL_WIDTH_HZ,
  CMT_PA_LEVEL_MAX_DBM,
  CMT_PA_LEVEL_MIN_DBM,
  NRF_PA_LEVEL_MAX,
} from '../limits.ts';
import { hexSerial, int, intRange, uint8, uint32 } from './primitives.ts';

/** One `country_def` entry (Hz). */
export const cmtCountryDefSchema = z.strictObject({
  freq_default: uint32(),
  freq_min: uint32(),
  freq_max: uint32(),
  freq_legal_min: uint32(),
  freq_legal_max: uint32(),
});

/** GET `/api/dtu/config`. */
export const dtuConfigSchema = z.strictObject({
  serial: hexSerial(),
  pollinterval: uint32(),
  verbose_logging: z.boolean(),
  nrf_enabled: z.boolean(),
  nrf_palevel: intRange(0, NRF_PA_LEVEL_MAX),
  cmt_enabled: z.boolean(),
  cmt_palevel: intRange(CMT_PA_LEVEL_MIN_DBM, CMT_PA_LEVEL_MAX_DBM),
  cmt_frequency: int(),
  cmt_country: uint8(),
  // Always the one channel width; a range keeps the inferred type `number` like the TS interface.
  cmt_chan_width: intRange(CMT_CHANNEL_WIDTH_HZ, CMT_CHANNEL_WIDTH_HZ),
  country_def: z.array(cmtCountryDefSchema).length(3),
});
