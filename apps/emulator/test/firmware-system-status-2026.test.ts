import type { PinCategories } from '@dtu/contract';
import { describe, expect, it } from 'vitest';
import { onBatteryTasks, uartAllocations } from '../src/firmware/onbattery-2026/board-use.ts';
import { readSections } from '../src/firmware/onbattery-2026/read-sections.ts';
import { BASE_TASKS, type TaskName, taskFigures } from '../src/firmware/shared-2026/board-tasks.ts';
import { cpuTemperatureC } from '../src/firmware/shared-2026/cpu-temperature.ts';
import { closeAfterEach } from './support/close-after-each.ts';
import { ADMIN_AUTH, makeApp } from './support/core-fixture.ts';

const opened = closeAfterEach();

const NO_PINS = { victron: {}, battery: {}, huawei: {} } as unknown as PinCategories;
const withPins = (pins: Record<string, Record<string, number>>) =>
  ({ ...NO_PINS, ...pins }) as unknown as PinCategories;

async function status(firmware: 'onbattery-2026.03.31' | 'opendtu-v26.3.30', factory: boolean) {
  const { app } = await opened(makeApp({ firmware, factory }));
  return (await app.inject({ url: '/api/system/status', headers: { authorization: ADMIN_AUTH } })).json();
}

describe('2026 system status: board figures (src/WebApi_sysstatus.cpp @ 2026.03.31)', () => {
  it('reads the original ESP32 sensor: (raw °F − 32) / 1.8, warming up after boot, never the invalid 128', () => {
    const readings = [0, 30, 120, 300, 600, 3600, 86_400].map(cpuTemperatureC);
    for (const c of readings) {
      const raw = c * 1.8 + 32;
      expect(Math.abs(raw - Math.round(raw)), String(c)).toBeLessThan(1e-3);
      expect(Math.round(raw)).not.toBe(128);
      expect(c).toBeGreaterThan(40);
      expect(c).toBeLessThan(60);
    }
    expect(readings.at(-1)).toBeGreaterThan(readings[0]!);
  });

  it('lists plain OpenDTU base tasks only and no uarts', async () => {
    const body = await status('opendtu-v26.3.30', false);
    expect(body.task_details.map((t: { name: string }) => t.name)).toEqual(BASE_TASKS);
    expect(body).not.toHaveProperty('uarts');
  });

  it('a factory OnBattery board: the base tasks, the console on UART 0, two free ports', async () => {
    const body = await status('onbattery-2026.03.31', true);
    expect(body.task_details.map((t: { name: string }) => t.name)).toEqual(BASE_TASKS);
    expect(body.uarts).toEqual([
      { port: 0, owner: 'Serial Console' },
      { port: 1, owner: '' },
      { port: 2, owner: '' },
    ]);
    expect(typeof body.cputemp).toBe('number');
  });

  it('the demo installation: both VE.Direct controllers hold the free UARTs; Huawei MCP2515 and SDM tasks run', async () => {
    const body = await status('onbattery-2026.03.31', false);
    expect(body.uarts).toEqual([
      { port: 0, owner: 'Serial Console' },
      { port: 1, owner: 'Victron MPPT 1' },
      { port: 2, owner: 'Victron MPPT 2' },
    ]);
    expect(body.task_details.map((t: { name: string }) => t.name)).toEqual([
      ...BASE_TASKS,
      'HuaweiHwIfc',
      'HuaweiMCP2515',
      'PM:SDM',
    ]);
    for (const task of body.task_details as { name: TaskName; stack_watermark: number; priority: number }[]) {
      const figures = taskFigures(task.name);
      expect(task.priority).toBe(figures.priority);
      if (figures.stackBytes > 0) expect(task.stack_watermark).toBeLessThan(figures.stackBytes);
    }
  });

  it('a serial battery after three VE.Direct controllers finds no port and is listed with port -1', () => {
    const s = readSections({
      solarcharger: { enabled: true, provider: 0 },
      battery: { enabled: true, provider: 1 },
    });
    const pins = withPins({ victron: { rx: 1, rx2: 2, rx3: 3 }, battery: { rx: 4, tx: 5 } });
    expect(uartAllocations(s, pins)).toEqual([
      { port: 0, owner: 'Serial Console' },
      { port: 1, owner: 'Victron MPPT 1' },
      { port: 2, owner: 'Victron MPPT 2' },
      { port: -1, owner: 'JK BMS' },
      { port: -1, owner: 'Victron MPPT 3' },
    ]);
    // The SmartShunt only receives: its RX pin is enough; JBD needs both.
    const shunt = readSections({ battery: { enabled: true, provider: 3 } });
    expect(uartAllocations(shunt, withPins({ battery: { rx: 4 } }))[1]).toEqual({
      port: 1,
      owner: 'SmartShunt',
    });
    const jbd = readSections({ battery: { enabled: true, provider: 6 } });
    expect(uartAllocations(jbd, withPins({ battery: { rx: 4 } }))[1]).toEqual({ port: 1, owner: '' });
    // A solar charger over MQTT takes no UART.
    const mqtt = readSections({ solarcharger: { enabled: true, provider: 1 } });
    expect(uartAllocations(mqtt, pins)[1]).toEqual({ port: 1, owner: '' });
  });

  it('runs the task of the configured meter and grid charger only when their init would succeed', () => {
    const pins = withPins({ huawei: { rx: 1, tx: 2 } });
    const twai = readSections({
      gridcharger: { enabled: true, provider: 0, can: { hardware_interface: 1 } },
      powermeter: { enabled: true, source: 4 },
    });
    expect(onBatteryTasks(twai, pins)).toEqual(['HuaweiHwIfc', 'HuaweiTwai', 'PM:SML']);
    expect(onBatteryTasks(twai, NO_PINS)).toEqual(['PM:SML']);
    const trucki = readSections({
      gridcharger: { enabled: true, provider: 1, trucki: { ip_address: '192.168.1.9' } },
      powermeter: { enabled: true, source: 6 },
    });
    expect(onBatteryTasks(trucki, NO_PINS)).toEqual(['TruckiPolling', 'PM:HTTP+SML']);
    const noIp = readSections({ gridcharger: { enabled: true, provider: 1 }, powermeter: { source: 3 } });
    expect(onBatteryTasks(noIp, NO_PINS)).toEqual([]);
  });
});
