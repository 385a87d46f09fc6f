import { CODE_2026, parseHexSerial } from '@dtu/contract';
import type { FastifyInstance } from 'fastify';
import type { Device } from '../../device/device.ts';
import { success } from '../../http/envelope.ts';
import { getJson } from '../../http/respond.ts';
import { emptyRadioCounters } from '../../live/dtu-inverter.ts';
import type { LiveSimulation } from '../../live/simulation.ts';

/**
 * `GET /api/inverter/stats_reset?inv=<serial>` (admin, `src/WebApi_inverter.cpp`): the radio
 * counters of that inverter start again; an unknown serial answers an empty object.
 */
export function registerStatsResetRoute(app: FastifyInstance, device: Device, sim: LiveSimulation): void {
  getJson(app, '/api/inverter/stats_reset', 'admin', device, (request) => {
    const inv = (request.query as Record<string, unknown>).inv;
    const found = typeof inv === 'string' ? sim.find(parseHexSerial(inv)) : undefined;
    if (!found) return {};
    found.radio = emptyRadioCounters();
    return success('Stats resetted', CODE_2026.InverterStatsResetted);
  });
}

/** `GET /api/firmware/status` (read-only): the emulated 4 MB board has a second OTA slot. */
export function registerFirmwareStatusRoute(app: FastifyInstance, device: Device): void {
  getJson(app, '/api/firmware/status', 'readonly', device, () => ({ ota_supported: true }));
}
