import type { PinCategories, UartAllocation } from '@dtu/contract';
import type { Device } from '../../device/device.ts';
import type { TaskName } from '../shared-2026/board-tasks.ts';
import type { BoardUse } from '../shared-2026/system-status-2026.ts';
import { sectionsOf } from './config-access.ts';
import { GRID_CHARGER_PROVIDER, type OnBattery2026Sections, SOLAR_CHARGER_PROVIDER } from './sections.ts';

/** Hardware UARTs of the ESP32 (`_num_controllers` in `include/SerialPortManager.h`). */
const UART_COUNT = 3;
/** Port 0 belongs to the console unless the board logs over USB CDC (not the generic ESP32). */
const CONSOLE_OWNER = 'Serial Console';
/** `battery.provider` → the UART owner name of the providers that take one (`include/battery/*`). */
const BATTERY_UART_OWNER: Readonly<Record<number, { owner: string; needsTx: boolean }>> = {
  1: { owner: 'JK BMS', needsTx: true },
  3: { owner: 'SmartShunt', needsTx: false },
  6: { owner: 'JBD BMS', needsTx: true },
};
/** `gridcharger.can.hardware_interface` (`GridChargerHardwareInterface`). */
const CAN_INTERFACE = { Mcp2515: 0, Twai: 1 } as const;
/**
 * `powermeter.source` values whose provider polls in its own task. The serial ones need the meter's
 * RX (and TX) pin, which the emulated pin mapping does not carry (`curPin` never reports it and the
 * simulated meter reads without it), so the task runs whenever the simulated meter does.
 */
const METER_TASK: Readonly<Record<number, TaskName>> = {
  1: 'PM:SDM',
  2: 'PM:SDM',
  3: 'PM:HTTP+JSON',
  4: 'PM:SML',
  6: 'PM:HTTP+SML',
};

/** A pin of the active mapping; categories and pins the emulated mapping lacks count as unset. */
function pin(pins: PinCategories, category: string, name: string): number {
  const group = (pins as unknown as Record<string, Record<string, number> | undefined>)[category];
  return group?.[name] ?? -1;
}

const wired = (pins: PinCategories, category: string, names: readonly string[]) =>
  names.every((name) => pin(pins, category, name) >= 0);

/**
 * Who asks for a UART, in boot order (`src/main.cpp`: the solar charger before the battery):
 * one VE.Direct controller per wired RX pin, named by instance 1–3
 * (`src/solarcharger/victron/Provider.cpp`), then a serial battery interface.
 */
function uartClaimants(s: OnBattery2026Sections, pins: PinCategories): string[] {
  const owners: string[] = [];
  if (s.solarcharger.enabled && s.solarcharger.provider === SOLAR_CHARGER_PROVIDER.VeDirect) {
    ['rx', 'rx2', 'rx3'].forEach((rx, i) => {
      if (pin(pins, 'victron', rx) >= 0) owners.push(`Victron MPPT ${i + 1}`);
    });
  }
  const battery = BATTERY_UART_OWNER[s.battery.provider];
  if (s.battery.enabled && battery && wired(pins, 'battery', battery.needsTx ? ['rx', 'tx'] : ['rx']))
    owners.push(battery.owner);
  return owners;
}

/**
 * `uarts` (`SerialPortManager::getAllocations`, `src/SerialPortManager.cpp`): every port with
 * its owner (`""` when free), then each claimant that found no free port with port -1, in name
 * order (they are kept in a `std::set`).
 */
export function uartAllocations(s: OnBattery2026Sections, pins: PinCategories): UartAllocation[] {
  const ports = [CONSOLE_OWNER, ...Array<string>(UART_COUNT - 1).fill('')];
  const rejected: string[] = [];
  for (const owner of uartClaimants(s, pins)) {
    const free = ports.indexOf('');
    if (free < 0) rejected.push(owner);
    else ports[free] = owner;
  }
  return [
    ...ports.map((owner, port) => ({ port, owner })),
    ...rejected.sort().map((owner) => ({ port: -1, owner })),
  ];
}

/** The tasks the configured grid charger and power meter run (their `xTaskCreate` after a good init). */
export function onBatteryTasks(s: OnBattery2026Sections, pins: PinCategories): TaskName[] {
  const tasks: TaskName[] = [];
  const g = s.gridcharger;
  if (g.enabled && g.provider === GRID_CHARGER_PROVIDER.Huawei) {
    // `src/gridcharger/huawei/MCP2515.cpp`, `TWAI.cpp`: the interface's pins must be set.
    const mcp = g.can.hardware_interface === CAN_INTERFACE.Mcp2515;
    const ok = mcp
      ? wired(pins, 'huawei', ['clk', 'miso', 'mosi', 'cs', 'irq'])
      : g.can.hardware_interface === CAN_INTERFACE.Twai && wired(pins, 'huawei', ['rx', 'tx']);
    if (ok) tasks.push('HuaweiHwIfc', mcp ? 'HuaweiMCP2515' : 'HuaweiTwai');
  }
  if (g.enabled && g.provider === GRID_CHARGER_PROVIDER.Trucki && g.trucki.ip_address !== '0.0.0.0')
    tasks.push('TruckiPolling');
  const meter = METER_TASK[s.powermeter.source];
  if (s.powermeter.enabled && meter) tasks.push(meter);
  return tasks;
}

/** The OnBattery 2026.03.31 board: what its configured parts add to `/api/system/status`. */
export const ONBATTERY_BOARD: BoardUse = {
  tasks: (device: Device) => onBatteryTasks(sectionsOf(device.config), device.activePins),
  uarts: (device: Device) => uartAllocations(sectionsOf(device.config), device.activePins),
};
