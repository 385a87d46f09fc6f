import type { CommandStatus } from '../enums.ts';

/** `GET /api/limit/status`: keyed by lower-case hex serial. */
export type LimitStatus = Record<string, LimitStatusEntry>;

export interface LimitStatusEntry {
  /** % with 0.1 resolution. */
  limit_relative: number;
  /** W from the device info, 0 when unknown. */
  max_power: number;
  /** `"Ok"` after boot or add. */
  limit_set_status: CommandStatus;
}

/** POST `/api/limit/config` `data`. */
export interface LimitConfigRequest {
  /** Hex serial, any case. */
  serial: string;
  /** W or %, 0…`LIMIT_VALUE_MAX`; relative values above 100 are clamped by the device. */
  limit_value: number;
  /** The generation's numbering (`limitTypeFor`): `LIMIT_TYPE` at 2024.05.03, 0–3 on the 2026 generations. */
  limit_type: number;
}

/** `GET /api/power/status`: keyed by lower-case hex serial. */
export type PowerStatus = Record<string, { power_set_status: CommandStatus }>;

/** POST `/api/power/config` `data`: `power` wins over `restart`. */
export type PowerConfigRequest = { serial: string; power: boolean } | { serial: string; restart: boolean };
