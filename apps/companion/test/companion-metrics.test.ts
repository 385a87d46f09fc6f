import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DayRecord, dayBars } from '@dtu/recording';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { startTestCompanion, type TestCompanion } from './support/companion-fixture.ts';
import { GATEWAY_START_MS, type GatewayProcess, startGateway } from './support/gateway-process.ts';

const PROMETHEUS = '/usr/bin/prometheus';
const PROMTOOL = '/usr/bin/promtool';
// 14:00 in Berlin, 10× time: a recorded minute every 6 s, the day's energy well above zero.
const ARGS = ['--now', '2024-06-21T12:00:00Z', '--time-scale', '10', '--seed', '11'];
const INSTALLATION_TODAY = 'sum(dtuweb_inverter_energy_today_wh)';

const freePort = () =>
  new Promise<number>((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });

/** Runs `program` with `input` on stdin: its exit code and what it printed. */
function run(program: string, args: string[], input: string): Promise<{ code: number | null; out: string }> {
  return new Promise((done) => {
    const child = spawn(program, args);
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (out += chunk));
    child.on('close', (code) => done({ code, out }));
    child.stdin.end(input);
  });
}

describe('Prometheus scrapes the companion (2024.05.03, 10× time, real prometheus)', () => {
  let gateway: GatewayProcess;
  let companion: TestCompanion | undefined;
  let prometheus: ChildProcess | undefined;
  afterAll(async () => {
    prometheus?.kill('SIGKILL');
    await companion?.close();
    await gateway?.close();
  });

  it(
    "answers OpenMetrics that promtool passes; a PromQL query of today's installation energy equals /history's figure within 0.5 %",
    async () => {
      gateway = await startGateway(ARGS);
      companion = await startTestCompanion({ garage: gateway.origin });
      const via = companion.urls[0] as string;
      const metrics = async () => {
        const reply = await fetch(`${via}/metrics`);
        expect(reply.headers.get('content-type')).toMatch(/^application\/openmetrics-text; version=1\.0\.0/);
        return reply.text();
      };
      let text = '';
      await vi.waitFor(
        async () => {
          text = await metrics();
          expect(text).toMatch(/^dtuweb_inverter_energy_today_wh\{/m);
        },
        { timeout: 60_000, interval: 500 },
      );
      expect(text.endsWith('# EOF\n')).toBe(true);
      const lint = await run(PROMTOOL, ['check', 'metrics'], text);
      expect(lint, lint.out).toMatchObject({ code: 0 });

      const dir = await mkdtemp(join(tmpdir(), 'companion-prometheus-'));
      const port = await freePort();
      const target = new URL(via).host;
      await writeFile(
        join(dir, 'prometheus.yml'),
        `global:\n  scrape_interval: 1s\nscrape_configs:\n  - job_name: dtu-web\n    static_configs:\n      - targets: ['${target}']\n`,
      );
      prometheus = spawn(
        PROMETHEUS,
        [
          `--config.file=${join(dir, 'prometheus.yml')}`,
          `--storage.tsdb.path=${join(dir, 'data')}`,
          `--web.listen-address=127.0.0.1:${port}`,
        ],
        { stdio: 'ignore' },
      );
      const query = async () => {
        const url = `http://127.0.0.1:${port}/api/v1/query?query=${encodeURIComponent(INSTALLATION_TODAY)}`;
        const answer = (await (await fetch(url)).json()) as {
          data: { result: { value: [number, string] }[] };
        };
        return Number(answer.data.result[0]?.value[1]);
      };
      // /history's figure of today: the day bars of the records the page reads through the companion.
      const history = async () => {
        const days = (await (await fetch(`${via}/companion/records/days`)).json()) as DayRecord[];
        return dayBars(days).at(-1)?.wh ?? Number.NaN;
      };
      // Both move with the gateway's time (a minute recorded every 6 s): the same figure within 0.5 %.
      await vi.waitFor(
        async () => {
          const [scraped, shown] = await Promise.all([query(), history()]);
          expect(shown).toBeGreaterThan(1000);
          expect(
            Math.abs(scraped - shown),
            `Prometheus ${scraped} Wh, /history ${shown} Wh`,
          ).toBeLessThanOrEqual(shown * 0.005);
        },
        { timeout: 60_000, interval: 500 },
      );
    },
    2 * GATEWAY_START_MS,
  );
});
