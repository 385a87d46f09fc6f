import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startCompanion, startupLine } from './companion.ts';
import { type CompanionConfig, ConfigFileError, readConfigFile } from './config-file.ts';
import { checkGateways, type Gateway, parseDeviceFlag } from './gateway.ts';
import { shownUrl } from './shown-url.ts';

const USAGE =
  'Usage: main.ts --device [NAME=]URL … | --config FILE   [--port N] [--host ADDR] [--data-dir DIR] [--webapp DIR]\n' +
  '       [--allowed-host NAME …] [--tls-cert FILE --tls-key FILE]\n' +
  '       [--mqtt mqtt://HOST[:PORT]] [--mqtt-topic PREFIX] [--webhook URL]';

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
        // The build for every generation (`npm run build`): it finds out each gateway's generation.
        webapp: { type: 'string', default: resolve(import.meta.dirname, '../../web/dist-all-generations') },
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
