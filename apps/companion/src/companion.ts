import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { DEFAULT_RULES, type Rules } from '@dtu/alerts';
import type { CompanionGateway, CompanionGatewayHealth } from '@dtu/contract';
import type { FastifyInstance } from 'fastify';
import { openAlertRules } from './alert-rules-file.ts';
import { type AlertTargets, alertSinks } from './alert-sinks.ts';
import type { Gateway } from './gateway.ts';
import { gatewayApp } from './gateway-app.ts';
import { createGatewayLink, DEFAULT_TIMEOUTS, type ForwardTimeouts } from './gateway-link.ts';
import { createGatewayReader } from './gateway-reader.ts';
import { type GatewayRecorder, RECORDS_FILE, startGatewayRecorder } from './gateway-recorder.ts';
import { watchGateway } from './gateway-watch.ts';
import { hostNames } from './host-names.ts';
import { applyLivedata, NO_LIVEDATA } from './live-state.ts';
import { privateDir } from './private-dir.ts';
import type { FigureSource } from './publish/gateway-figures.ts';
import { COMPANION_WILL, type HaPublisher, startHaPublisher } from './publish/ha-publisher.ts';
import { registerMetricsRoute } from './publish/metrics-route.ts';

export interface CompanionOptions {
  gateways: readonly Gateway[];
  /** The first gateway's port; the next ones follow (`port + 1`, …). 0: a free port each. */
  port: number;
  host: string;
  webappDir: string;
  /** Where each gateway's records will live (`<dataDir>/<name>`). */
  dataDir: string;
  timeouts?: ForwardTimeouts;
  /** Where the companion's own lines go (a gateway going down or coming back). */
  report?: (line: string) => void;
  /** Wait before the companion's own `/livedata` socket to a gateway is opened again (ms). */
  retryMs?: number;
  /** Where alerts go; none: the rules are not evaluated. */
  alerts?: AlertTargets;
  /**
   * The alert rules to start with (the browser's defaults unless the config file gives its own);
   * rules saved from the app's `/alerts` (`<dataDir>/<name>/alert-rules.json`) win.
   */
  rules?: Rules;
  /** How often the figures go to Home Assistant (ms; `PUBLISH_MS` unless a test is faster). */
  publishMs?: number;
  /** Host names answered besides IP addresses, localhost and this machine's names (`--allowed-host`). */
  allowedHosts?: readonly string[];
  /** Certificate and key (PEM): the app and its sockets over TLS (`--tls-cert`, `--tls-key`). */
  tls?: { cert: Buffer; key: Buffer };
}

export interface ServedGateway {
  gateway: Gateway;
  /** The origin the browser opens for this gateway, e.g. `http://127.0.0.1:8080`. */
  url: string;
  dataDir: string;
  recorder: GatewayRecorder;
}

export interface RunningCompanion {
  served: ServedGateway[];
  /** Home Assistant's discovery and states (with `--mqtt`). */
  publisher?: HaPublisher;
  close(): Promise<void>;
}

/**
 * Starts one origin per gateway, each listening on `host` only, answering for its own names only
 * and forwarding to its gateway only. The data dir is its owner's alone (0700).
 */
export async function startCompanion(options: CompanionOptions): Promise<RunningCompanion> {
  const { host, port, webappDir, timeouts = DEFAULT_TIMEOUTS, report = console.log } = options;
  const listed: CompanionGateway[] = [];
  const health: (() => CompanionGatewayHealth)[] = [];
  const apps: FastifyInstance[] = [];
  const served: ServedGateway[] = [];
  const recorders: GatewayRecorder[] = [];
  const stops: (() => void)[] = [];
  const { alerts } = options;
  const sinks =
    alerts && (alerts.mqtt || alerts.webhook)
      ? alertSinks(alerts, report, undefined, COMPANION_WILL)
      : undefined;
  const sources: FigureSource[] = [];
  let publisher: HaPublisher | undefined;
  const servedAs = { answers: hostNames(options.allowedHosts), tls: options.tls };
  const close = async () => {
    for (const stop of stops) stop();
    await publisher?.close();
    // The apps first: no read of the records is under way when their files close.
    await Promise.all(apps.map((app) => app.close()));
    await Promise.all(recorders.map((recorder) => recorder.close()));
    await sinks?.close();
  };
  try {
    await privateDir(options.dataDir);
    for (const [index, gateway] of options.gateways.entries()) {
      const link = createGatewayLink(gateway, timeouts, report);
      const dataDir = join(options.dataDir, gateway.name);
      const reader = createGatewayReader(gateway, timeouts.connectMs, options.retryMs, timeouts.silenceMs);
      const recorder = await startGatewayRecorder(reader, dataDir, (line) =>
        report(`${gateway.name}: ${line}`),
      );
      recorders.push(recorder);
      const rules = await openAlertRules(dataDir, options.rules ?? DEFAULT_RULES, (line) =>
        report(`${gateway.name}: ${line}`),
      );
      const deliver = sinks?.deliver;
      const watch =
        deliver && (await watchGateway(gateway.name, reader, recorder, rules.get, (e) => void deliver(e)));
      // One socket of the companion's own per gateway feeds the recorder and the alert rules.
      let state = NO_LIVEDATA;
      let socket: CompanionGatewayHealth['state'] = 'connecting';
      const stopLive = reader.live(
        (message) => {
          state = applyLivedata(state, message);
          recorder.observe(state);
          watch?.observe(state, true);
        },
        (open) => {
          socket = open ? 'online' : 'offline';
          watch?.observe(state, open);
        },
      );
      const source: FigureSource = {
        gateway: gateway.name,
        store: recorder.store,
        now: () => recorder.clock.now(),
        live: () => state,
        online: () => socket === 'online',
        ...(watch && { watched: watch.watched }),
      };
      sources.push(source);
      health.push(() => {
        const written = recorder.lastWriteMs();
        return {
          name: gateway.name,
          state: socket,
          lastRecordAgeMs: written === undefined ? null : Date.now() - written,
        };
      });
      stops.push(stopLive, () => watch?.stop());
      const app = gatewayApp(
        link,
        webappDir,
        {
          gateways: () => ({ gateways: listed }),
          health: () => ({ gateways: health.map((read) => read()) }),
        },
        {
          store: recorder.store,
          reader,
        },
        { rules, sends: watch !== undefined, changed: () => watch?.run() },
        servedAs,
      );
      registerMetricsRoute(app, source);
      apps.push(app);
      await app.listen({ host, port: port && port + index });
      const bound = (app.server.address() as AddressInfo).port;
      listed.push({ name: gateway.name, port: bound });
      const shownHost = host.includes(':') ? `[${host}]` : host;
      const scheme = options.tls ? 'https' : 'http';
      served.push({ gateway, url: `${scheme}://${shownHost}:${bound}`, dataDir, recorder });
    }
    if (sinks?.client) publisher = startHaPublisher(sinks.client, sources, report, options.publishMs);
  } catch (error) {
    await close();
    throw error;
  }
  return { served, close, publisher };
}

/** The start-up line of one gateway: what it serves, where, and where its records live. */
export const startupLine = ({ gateway, url, dataDir }: ServedGateway): string =>
  `${gateway.name}: ${gateway.origin} served at ${url}/ (records: ${join(dataDir, RECORDS_FILE)})`;
