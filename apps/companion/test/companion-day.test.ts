import { mkdtemp } from 'node:fs/promises';
import { connect, createServer as createNetServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LiveDataStatus, LiveInverterDetail } from '@dtu/contract';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { RECORDS_FILE } from '../src/gateway-recorder.ts';
import { openSqliteStore } from '../src/sqlite-store.ts';
import { type AlertReceivers, alertReceivers, OFFLINE_ONLY } from './support/alert-sinks.ts';
import { startTestCompanion, type TestCompanion } from './support/companion-fixture.ts';
import { GATEWAY_START_MS, type GatewayProcess, startGateway } from './support/gateway-process.ts';

// 22:00 in Berlin (CEST) on the eve of 2024-06-22, 1440× time: a device day passes in a minute.
const START = '2024-06-21T20:00:00Z';
const DAY = '2024-06-22';
const DAY_START = Date.UTC(2024, 5, 21, 22);
const HOUR = 3_600_000;
const ARGS = ['--now', START, '--time-scale', '1440', '--seed', '11'];

/**
 * The network between companion and gateway: a TCP relay on its own port of 127.0.0.1 that can be
 * cut (every connection dropped, nothing accepted) and restored on the same port.
 */
async function networkLink(gatewayPort: number) {
  const sockets = new Set<Socket>();
  const relay = createNetServer((inbound) => {
    const outbound = connect(gatewayPort, '127.0.0.1');
    for (const socket of [inbound, outbound]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    inbound.pipe(outbound).pipe(inbound);
  });
  const listen = (port: number) =>
    new Promise<number>((done) =>
      relay.listen(port, '127.0.0.1', () => done((relay.address() as { port: number }).port)),
    );
  const port = await listen(0);
  const cut = async () => {
    const closed = new Promise((done) => relay.close(done));
    for (const socket of sockets) socket.destroy();
    await closed;
  };
  return {
    origin: `http://127.0.0.1:${port}`,
    cut,
    restore: async () => {
      await listen(port);
    },
    close: async () => {
      if (relay.listening) await cut();
    },
  };
}

const liveData = async (gateway: GatewayProcess, query = '') =>
  (await (await fetch(`${gateway.origin}/api/livedata/status${query}`)).json()) as LiveDataStatus;
/** Each inverter's YieldDay as the gateway counts it, in Wh. */
async function yieldDays(gateway: GatewayProcess): Promise<Record<string, number>> {
  const serials = (await liveData(gateway)).inverters.map((inv) => inv.serial);
  const entries = await Promise.all(
    serials.map(async (serial) => {
      const [detail] = (await liveData(gateway, `?inv=${serial}`))
        .inverters as unknown as LiveInverterDetail[];
      const day = detail?.INV?.['0']?.YieldDay;
      return [serial, (day?.v ?? Number.NaN) * (day?.u === 'kWh' ? 1000 : 1)] as const;
    }),
  );
  return Object.fromEntries(entries);
}

describe('the acceptance day: 24 simulated hours with no browser (2024.05.03, 1440× time)', () => {
  let gateway: GatewayProcess;
  let receivers: AlertReceivers;
  let companion: TestCompanion | undefined;
  let closeLink: (() => Promise<void>) | undefined;
  afterAll(async () => {
    await companion?.close();
    await closeLink?.();
    await gateway?.close();
    await receivers?.close();
  });

  it(
    "records the day to the gateway's counters within 0.5 % per inverter; a midday outage is one alert, sent once at its start and end",
    async () => {
      [gateway, receivers] = await Promise.all([startGateway(ARGS), alertReceivers()]);
      const { hook, sent } = receivers;
      const dataDir = await mkdtemp(join(tmpdir(), 'companion-day-'));
      const link = await networkLink(gateway.port);
      closeLink = link.close;
      companion = await startTestCompanion(
        { garage: link.origin },
        { dataDir, alerts: receivers.targets, rules: OFFLINE_ONLY },
      );
      const recorder = companion.served[0]?.recorder;
      if (!recorder) throw new Error('no recorder');
      // Each inverter's YieldDay (Wh) in the last live state the companion received: its day can
      // hold no more than that, and the gateway's count after the close is the upper bound.
      const received: Record<string, number> = {};
      const observe = recorder.observe.bind(recorder);
      recorder.observe = (state) => {
        for (const serial of state.serials) {
          const day = state.inverters[serial]?.inverter.INV?.['0']?.YieldDay;
          if (day) received[serial] = day.v * (day.u === 'kWh' ? 1000 : 1);
        }
        observe(state);
      };
      const deviceNow = () => recorder.clock.now()?.utcMs ?? 0;
      const untilDevice = (t: number) =>
        vi.waitFor(() => expect(deviceNow()).toBeGreaterThanOrEqual(t), { timeout: 60_000, interval: 100 });

      // The device's midnight: what the counters hold already is yesterday's (the garage runs on
      // its battery through the night, its YieldDay going on from the evening before).
      await untilDevice(DAY_START);
      const atMidnight = await yieldDays(gateway);

      // Midday (13:00): the gateway drops off the network for an hour of its time; it goes on
      // producing and counting meanwhile, as a gateway behind a failed Wi-Fi does.
      await untilDevice(DAY_START + 13 * HOUR);
      expect(sent()).toEqual([]);
      const outageFrom = deviceNow();
      await link.cut();
      await vi.waitFor(() => expect(sent()).toHaveLength(1), { timeout: 30_000, interval: 100 });
      await untilDevice(outageFrom + HOUR);
      await link.restore();
      await vi.waitFor(
        () => {
          expect(sent()).toHaveLength(2);
          expect(hook.bodies).toHaveLength(2);
        },
        { timeout: 30_000, interval: 100 },
      );

      // The evening: the companion closed at 22:15 (writing the minute being filled), then the
      // gateway's counters; the companion's day, read from its file, lies between the YieldDay of
      // the last message it received and those counters (the garage, on its battery, still
      // produces). Not the gateway's counters at a fixed hour: at 1440× a real second is 24 device
      // minutes, and on a loaded machine the companion's last message came from before 22:00
      // (3,445 Wh recorded against 3,529 Wh counted at 22:00, at load 7.5).
      await untilDevice(DAY_START + 22.25 * HOUR);
      // What the sinks got by the evening (before the companion's own close).
      const alerts = sent();
      const posted = [...hook.bodies];
      await companion.close();
      companion = undefined;
      const counted = await yieldDays(gateway);
      const onDisk = openSqliteStore(join(dataDir, 'garage', RECORDS_FILE));
      const day = (await onDisk.days()).find((d) => d.d === DAY);
      onDisk.close();
      const serials = Object.keys(counted);
      expect(serials.length).toBeGreaterThan(0);
      expect(Object.keys(day?.inv ?? {}).sort()).toEqual([...serials].sort());
      for (const serial of serials) {
        const inverter = day?.inv[serial];
        // Seen into the evening (the garage stops when its battery does; the others at sunset).
        expect(inverter?.lT, serial).toBeGreaterThan(DAY_START + 21 * HOUR);
        // The recording core counts the day from the first sample after midnight; a YieldDay
        // shown then (before 03:00) is yesterday's, kept as a negative offset. The gateway's own
        // count of the day is its YieldDay now less that (about what it showed at midnight).
        const yesterday = Math.max(0, -(inverter?.off ?? 0));
        if ((atMidnight[serial] ?? 0) === 0) expect(yesterday, serial).toBe(0);
        const least = (received[serial] ?? 0) - yesterday;
        const most = (counted[serial] ?? 0) - yesterday;
        expect(least, serial).toBeGreaterThan(1000);
        const why = `${serial}: ${inverter?.yd} Wh, the gateway ${least}…${most} Wh`;
        expect(inverter?.yd, why).toBeGreaterThanOrEqual(least * 0.995);
        expect(inverter?.yd, why).toBeLessThanOrEqual(most * 1.005);
      }

      // The outage: one alert, once when it started and once when it ended, to both sinks.
      const [start, end] = alerts;
      expect(start).toMatchObject({ topic: 'dtu-web/alerts/garage', event: 'start', gateway: 'garage' });
      expect(start.alert).toMatchObject({ rule: 'offline', key: 'offline:' });
      expect(end).toMatchObject({ event: 'end', alert: { id: start.alert.id, end: expect.any(Number) } });
      expect(alerts).toHaveLength(2);
      expect(posted).toEqual(alerts.map(({ topic: _, ...body }) => body));
    },
    2 * GATEWAY_START_MS,
  );
});
