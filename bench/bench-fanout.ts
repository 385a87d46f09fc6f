import WebSocket from 'ws';
import { addTenSixStringInverters, NOON, report, startBenchEmulator } from './emulator-process.ts';

const CLIENTS = 8;
const SECONDS = Number(process.env.BENCH_FANOUT_SECONDS ?? 20);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

/**
 * Eight `/livedata` clients in this process share one clock, so for each broadcast (the same
 * text reaching every client) the spread between first and last arrival is measured exactly:
 * it is the extra delay the slowest client sees behind the fastest one. The first client's own
 * delay behind the emulator's tick is not observable without a timestamp in the payload.
 */
export async function benchFanout(): Promise<void> {
  const emulator = await startBenchEmulator(NOON);
  try {
    await addTenSixStringInverters(emulator.url);
    const arrivals = new Map<string, number[]>();
    const sockets = await Promise.all(
      Array.from(
        { length: CLIENTS },
        () =>
          new Promise<WebSocket>((done, fail) => {
            const socket = new WebSocket(`${emulator.url.replace('http', 'ws')}/livedata`);
            socket.on('message', (data) => {
              const key = data.toString();
              const list = arrivals.get(key) ?? [];
              list.push(performance.now());
              arrivals.set(key, list);
            });
            socket.once('open', () => done(socket));
            socket.once('error', fail);
          }),
      ),
    );
    await new Promise((r) => setTimeout(r, SECONDS * 1000));
    for (const socket of sockets) socket.terminate();
    const spreads = [...arrivals.values()]
      .filter((list) => list.length === CLIENTS)
      .map((list) => Math.max(...list) - Math.min(...list))
      .sort((a, b) => a - b);
    report('websocket fan-out broadcasts seen by all 8 clients', spreads.length, `in ${SECONDS} s`);
    report('websocket fan-out arrival spread p50', percentile(spreads, 0.5).toFixed(2), 'ms');
    report('websocket fan-out arrival spread p99', percentile(spreads, 0.99).toFixed(2), 'ms');
  } finally {
    await emulator.stop();
  }
}
