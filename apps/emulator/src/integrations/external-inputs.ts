/** A value delivered from outside the device and when (device time) it arrived. */
export interface Stamped {
  value: number;
  atMs: number;
}

/**
 * Readings the DTU receives from other devices rather than simulating them: the grid meter via
 * MQTT topics or HTTP+JSON, and the MQTT battery's SoC and voltage (docs/firmware/onbattery-2024.05.03/mqtt.md §5, docs/firmware/onbattery-2024.05.03/settings.md §8).
 * Consumers (the OnBattery simulation, the publishers) read them here.
 */
export class ExternalInputs {
  /** W per phase, positive = import. */
  meterPhasesW: [number, number, number] = [0, 0, 0];
  meterUpdatedMs: number | undefined;
  batterySoc: Stamped | undefined;
  batteryVoltage: Stamped | undefined;
  private readonly meterListeners = new Set<(phase: number, powerW: number, atMs: number) => void>();

  get meterTotalW(): number {
    return this.meterPhasesW[0] + this.meterPhasesW[1] + this.meterPhasesW[2];
  }

  setMeterPhase(phase: 0 | 1 | 2, powerW: number, atMs: number): void {
    this.meterPhasesW[phase] = powerW;
    this.meterUpdatedMs = atMs;
    for (const listener of this.meterListeners) listener(phase, powerW, atMs);
  }

  /** Called for every accepted meter reading; returns the unsubscribe function. */
  onMeterReading(listener: (phase: number, powerW: number, atMs: number) => void): () => void {
    this.meterListeners.add(listener);
    return () => this.meterListeners.delete(listener);
  }

  /** A restart forgets everything received so far. */
  reset(): void {
    this.meterPhasesW = [0, 0, 0];
    this.meterUpdatedMs = undefined;
    this.batterySoc = undefined;
    this.batteryVoltage = undefined;
  }
}
