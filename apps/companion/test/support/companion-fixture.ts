import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll } from 'vitest';
import { type CompanionOptions, type RunningCompanion, startCompanion } from '../../src/companion.ts';
import type { Gateway } from '../../src/gateway.ts';
import { type GatewayProcess, startGateway } from './gateway-process.ts';

/** The page the fixture's web build serves: the test tells it from any gateway's own `index.html`. */
export const COMPANION_INDEX = '<!doctype html><title>dtu-web via companion</title>';

/** A web build with the firmware's file names, small enough to write per test. */
export async function webBuild(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'companion-web-'));
  await mkdir(join(dir, 'js'));
  await writeFile(join(dir, 'index.html.gz'), gzipSync(COMPANION_INDEX));
  await writeFile(join(dir, 'js/app.js.gz'), gzipSync('console.log("app")'));
  await writeFile(join(dir, 'favicon.ico'), Buffer.from([0, 0, 1, 0]));
  return dir;
}

export interface TestCompanion extends RunningCompanion {
  /** The origin of each gateway, in the given order. */
  urls: string[];
  /** The companion's own lines so far (a gateway going down, coming back). */
  lines: string[];
}

/** What a test may set besides the gateways; the rest is the fixture's (free ports, a web build, 200 ms retry). */
export type TestCompanionOptions = Pick<
  CompanionOptions,
  'timeouts' | 'alerts' | 'rules' | 'allowedHosts' | 'tls' | 'publishMs'
> & {
  /** A fresh data dir unless given. */
  dataDir?: string;
};

/**
 * A companion on 127.0.0.1 (free ports) in front of `gateways` (`name=origin`, or the entries
 * themselves where one has a password).
 */
export async function startTestCompanion(
  gateways: Record<string, string> | Gateway[],
  options: TestCompanionOptions = {},
): Promise<TestCompanion> {
  const lines: string[] = [];
  const list: Gateway[] = Array.isArray(gateways)
    ? gateways
    : Object.entries(gateways).map(([name, origin]) => ({ name, origin }));
  const companion = await startCompanion({
    ...options,
    gateways: list,
    port: 0,
    host: '127.0.0.1',
    webappDir: await webBuild(),
    dataDir: options.dataDir ?? (await mkdtemp(join(tmpdir(), 'companion-data-'))),
    retryMs: 200,
    report: (line) => lines.push(line),
  });
  return { ...companion, urls: companion.served.map((served) => served.url), lines };
}

/** Basic admin credentials of the emulated gateways (firmware 2024.05.03's factory password). */
export const ADMIN = `Basic ${Buffer.from('admin:openDTU42').toString('base64')}`;

export interface GatewayBehindCompanion {
  gateway: GatewayProcess;
  companion: TestCompanion;
  /** The companion's origin for the gateway. */
  via: string;
}

/** One emulated gateway (`garage`) and a companion in front of it, for a file's tests: started once, closed after. */
export function gatewayBehindCompanion(): GatewayBehindCompanion {
  const setup = {} as GatewayBehindCompanion;
  beforeAll(async () => {
    setup.gateway = await startGateway();
    setup.companion = await startTestCompanion({ garage: setup.gateway.origin });
    setup.via = setup.companion.urls[0] as string;
  });
  afterAll(async () => {
    await setup.companion?.close();
    await setup.gateway?.close();
  });
  return setup;
}
