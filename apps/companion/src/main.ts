import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startCompanion, startupLine } from './companion.ts';
import { type CompanionConfig, ConfigFileError, readConfigFile } from './config-file.ts';
import { checkGateways, type Gateway, parseDeviceFlag } from './gateway.ts';
import { shownUrl } from './shown-url.ts';

const USAGE =
  'Usage: dtu-web --device [NAME=]URL … | --config FILE   [--port N] [--host ADDR] [--data-dir DIR] [--webapp DIR]\n' +
  '       [--allowed-host NAME …] [--tls-cert FILE --tls-key FILE]\n' +
  '       [--mqtt mqtt://HOST[:PORT]] [--mqtt-topic PREFIX] [--webhook URL]';

const HELP = `dtu-web: the dtu-web app for OpenDTU and OpenDTU-OnBattery gateways, their records and alerts.

${USAGE}

  --device [NAME=]URL   a gateway (http://192.168.1.50; repeat for more); NAME defaults to its host
  --config FILE         a JSON file (mode 0600) of gateways with their admin password, and alerts
  --port N              the first gateway's port; the next ones follow (default 8080)
  --host ADDR           where to listen (default 127.0.0.1; 0.0.0.0 for the home network)
  --data-dir DIR        where the records and alert rules live (default ./companion-data)
  --webapp DIR          the built app to serve (default: the one in the package)
  --allowed-host NAME   a host name the browser uses besides IP addresses and this machine's names
  --tls-cert FILE       PEM certificate, with --tls-key: the app and its sockets over HTTPS
  --tls-key FILE        PEM private key of --tls-cert
  --mqtt URL            send alerts to this MQTT broker (mqtt://HOST[:PORT])
  --mqtt-topic PREFIX   topic prefix of the alerts (default dtu-web/alerts)
  --webhook URL         POST each alert as JSON to this URL
  --help                this text
`;

/**
 * The build for every generation: in the installed package next to the compiled companion
 * (`webapp/`), in the repository the web app's `npm run build`.
 */
const DEFAULT_WEBAPP =
  [
    resolve(import.meta.dirname, '../webapp'),
    resolve(import.meta.dirname, '../../web/dist-all-generations'),
  ].find((dir) => existsSync(dir)) ?? resolve(import.meta.dirname, '../../web/dist-all-generations');

// Everything the companion writes (records, rules) is its owner's alone.
process.umask(0o077);

function fail(message: string): never {
  console.error(`companion: ${message}\n${USAGE}`);
  process.exit(2);
}

function parse() {
  try {
    return parseArgs({
      options: {
        device: { type: 'string', multiple: true, default: [] },
        config: { type: 'string' },
        port: { type: 'string', default: '8080' },
        host: { type: 'string', default: '127.0.0.1' },
        'data-dir': { type: 'string', default: 'companion-data' },
        // The build for every generation: it finds out each gateway's generation.
        webapp: { type: 'string', default: DEFAULT_WEBAPP },
        help: { type: 'boolean', default: false },
        mqtt: { type: 'string' },
        'mqtt-topic': { type: 'string' },
        webhook: { type: 'string' },
        'allowed-host': { type: 'string', multiple: true, default: [] },
        'tls-cert': { type: 'string' },
        'tls-key': { type: 'string' },
      },
    }).values;
  } catch (error) {
    fail((error as Error).message);
  }
}

const values = parse();
if (values.help) {
  console.log(HELP);
  process.exit(0);
}
const port = Number(values.port);
if (!/^\d+$/.test(values.port) || port > 65535) fail(`--port needs a port number, got "${values.port}"`);

const gateways: Gateway[] = [];
for (const flag of values.device) {
  const gateway = parseDeviceFlag(flag);
  if ('problem' in gateway) fail(`--device ${gateway.problem}`);
  gateways.push(gateway);
}
let file: CompanionConfig | undefined;
if (values.config) {
  try {
    file = await readConfigFile(values.config);
    gateways.push(...file.gateways);
  } catch (error) {
    if (error instanceof ConfigFileError) fail(error.message);
    throw error;
  }
}
const problem = checkGateways(gateways);
if (problem) fail(problem);

async function readTls(): Promise<{ cert: Buffer; key: Buffer } | undefined> {
  const { 'tls-cert': certFile, 'tls-key': keyFile } = values;
  if (!certFile && !keyFile) return undefined;
  if (!certFile || !keyFile) fail('--tls-cert and --tls-key go together');
  try {
    return { cert: await readFile(certFile), key: await readFile(keyFile) };
  } catch (error) {
    fail(`cannot read the TLS certificate or key: ${(error as Error).message}`);
  }
}
const tls = await readTls();

const dataDir = resolve(values['data-dir']);
// A flag wins over the file.
const alerts = {
  mqtt: values.mqtt ?? file?.alerts?.mqtt,
  topic: values['mqtt-topic'] ?? file?.alerts?.topic,
  webhook: values.webhook ?? file?.alerts?.webhook,
};
try {
  const companion = await startCompanion({
    gateways,
    port,
    host: values.host,
    webappDir: resolve(values.webapp),
    dataDir,
    alerts,
    rules: file?.rules,
    allowedHosts: values['allowed-host'],
    tls,
  });
  const reach = ['127.0.0.1', '::1', 'localhost'].includes(values.host) ? 'this machine only' : values.host;
  const names = ["IP addresses, localhost, this machine's names", ...values['allowed-host']].join(', ');
  console.log(`dtu-web companion: forwarding to these gateways only, listening on ${reach} (--host)`);
  console.log(`answering for ${names} (--allowed-host)${tls ? ', over TLS' : ''}`);
  for (const served of companion.served) console.log(startupLine(served));
  const targets = [
    alerts.mqtt && `MQTT ${shownUrl(alerts.mqtt)}`,
    alerts.webhook && `webhook ${shownUrl(alerts.webhook)}`,
  ];
  const to = targets.filter(Boolean).join(' and ');
  console.log(to ? `alerts: the browser's rules, sent to ${to}` : 'alerts: off (--mqtt, --webhook)');
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => void companion.close().then(() => process.exit(0)));
  }
} catch (error) {
  console.error(`companion: cannot listen on ${values.host} from port ${port}: ${(error as Error).message}`);
  process.exit(1);
}
