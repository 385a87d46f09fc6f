import { type ConfigFileHttpPhase, POWER_METER_SOURCE } from '@dtu/contract';
import type { Device } from '../../device/device.ts';
import type { ExternalInputs } from '../external-inputs.ts';
import {
  fetchPhase,
  type PhaseReading,
  phasePowerFromBody,
  readPowerMeterPhase,
} from './power-meter-reading.ts';

function describe(reading: PhaseReading, phase: number, path: string): string {
  switch (reading.kind) {
    case 'transport':
      return `HTTP Error ${reading.reason}`;
    case 'status':
      return `Bad HTTP code: ${reading.status}`;
    case 'begin':
      return `httpClient.begin() failed for ${reading.scheme}://${reading.host}`;
    case 'path':
      return `Couldn't find a value for phase ${phase} with Json query "${path}"`;
    case 'power':
      return '';
  }
}

/**
 * The HTTP(+JSON) power meter (docs/firmware/onbattery-2024.05.03/settings.md §2.9, §8): every `interval` seconds of device time it
 * fetches phase 1 (and phases 2/3 when enabled), either one request per phase or one shared
 * request of phase 1 with each phase's JSON path. A cycle with any failure updates nothing.
 */
export class HttpMeterPoller {
  private lastPollMs = Number.NEGATIVE_INFINITY;
  private inFlight: Promise<void> | undefined;

  constructor(
    private readonly device: Device,
    private readonly inputs: ExternalInputs,
  ) {}

  /** Called on every scheduler pass; starts a poll when one is due and none is running. */
  tick(): void {
    const pm = this.device.config.powermeter;
    if (this.device.rebooting || !pm.enabled || pm.source !== POWER_METER_SOURCE.HttpJson) return;
    const now = this.device.now();
    if (this.inFlight || now - this.lastPollMs < Math.max(1, pm.interval) * 1000) return;
    this.lastPollMs = now;
    this.inFlight = this.poll().finally(() => {
      this.inFlight = undefined;
    });
  }

  /** Resolves once the running poll (if any) finished. */
  async settled(): Promise<void> {
    await this.inFlight;
  }

  /** After a restart the first poll is due at once. */
  reset(): void {
    this.lastPollMs = Number.NEGATIVE_INFINITY;
  }

  private async poll(): Promise<void> {
    const pm = this.device.config.powermeter;
    // Phase 1 is always used (the save forces it on).
    const phases = pm.http_phases
      .map((phase, i) => ({ phase, i }))
      .filter(({ phase, i }) => i === 0 || phase.enabled);
    const readings: PhaseReading[] = pm.http_individual_requests
      ? await Promise.all(phases.map(({ phase }) => readPowerMeterPhase(phase)))
      : await this.shared(
          pm.http_phases[0]!,
          phases.map(({ phase }) => phase),
        );
    const failed = readings.findIndex((r) => r.kind !== 'power');
    if (failed >= 0) {
      const { phase, i } = phases[failed]!;
      this.device.log(`[HttpPowerMeter] ${describe(readings[failed]!, i, phase.json_path)}`);
      return;
    }
    if (this.device.rebooting) return;
    const at = this.device.now();
    readings.forEach((r, k) => {
      if (r.kind === 'power') this.inputs.setMeterPhase(phases[k]!.i as 0 | 1 | 2, r.powerW, at);
    });
  }

  private async shared(first: ConfigFileHttpPhase, phases: ConfigFileHttpPhase[]): Promise<PhaseReading[]> {
    const response = await fetchPhase(first);
    if (response.kind !== 'ok') return phases.map(() => response);
    return phases.map((phase) => phasePowerFromBody(response.body, phase));
  }
}
