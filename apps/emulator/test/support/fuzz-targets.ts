import { createHash } from 'node:crypto';
import { FACTORY_SETTINGS } from '@dtu/contract/fixtures';
import { encodeData, type FuzzBody, multipartBody } from './fuzz-bodies.ts';
import type { Rng } from './fuzz-random.ts';
import { dataText, mutate } from './fuzz-values.ts';

/** What a target needs to know about the device: the current GET answers by path. */
export type Snapshot = ReadonlyMap<string, unknown>;

/** A power meter on the test machine that answers `{"power": …}`; the only URL fuzzed bodies may reach. */
let meterUrl = 'http://127.0.0.1:9/fuzz';
export function setLocalMeterUrl(url: string): void {
  meterUrl = url;
}

export interface FuzzRequest {
  url: string;
  body: FuzzBody;
  /** HTTP statuses the firmware itself could give for this call. */
  allowed: readonly number[];
  /** True when a 200 must carry the JSON envelope. */
  envelope: boolean;
}

/** The GETs whose answers seed the config bodies (the web app posts them back the same way). */
export const SNAPSHOT_PATHS = [
  '/api/dtu/config',
  '/api/device/config',
  '/api/mqtt/config',
  '/api/network/config',
  '/api/ntp/config',
  '/api/ntp/time',
  '/api/vedirect/config',
  '/api/powermeter/config',
  '/api/powerlimiter/config',
  '/api/battery/config',
  '/api/huawei/config',
  '/api/solarcharger/config',
  '/api/gridcharger/config',
  '/api/inverter/list',
];

/** Sent by the JSON endpoints: the envelope, or 4xx for a body no parser can read. */
const DATA_STATUSES = [200, 400, 413, 415];
/** The firmware upload answers 400 (upload-phase errors) or 500 `FAIL` (docs/firmware/onbattery-2024.05.03/live.md §3.11). */
const FIRMWARE_STATUSES = [200, 400, 413, 415, 500];
const OTA_SLOT_BYTES = 0x1e0000;

type Base = (snapshot: Snapshot, rng: Rng) => unknown;

function inverters(snapshot: Snapshot): Record<string, unknown>[] {
  return (snapshot.get('/api/inverter/list') as { inverter?: Record<string, unknown>[] })?.inverter ?? [];
}
const someSerial = (snapshot: Snapshot, rng: Rng) =>
  (rng.pick(inverters(snapshot).concat([{ serial: '114184512347' }])).serial as string) ?? '1';

const NETWORK_TARGETS = new Set([
  '/api/mqtt/config',
  '/api/powermeter/config',
  '/api/powermeter/testhttprequest',
  '/api/powermeter/testhttpjsonrequest',
  '/api/powermeter/testhttpsmlrequest',
]);

const isUrl = (text: string) => /^\w+:\/\//.test(text);

/**
 * Points every `url` (at any depth: the 2026 meter nests one request per value and one for SML)
 * that names a scheme at the local meter; other texts stay, for the validation to refuse.
 */
function localUrls(value: unknown): void {
  if (!value || typeof value !== 'object') return;
  for (const [key, inner] of Object.entries(value)) {
    if (key === 'url' && typeof inner === 'string' && isUrl(inner) && !inner.startsWith(meterUrl))
      (value as Record<string, unknown>).url = meterUrl;
    else localUrls(inner);
  }
}

/** Keeps fuzzed network targets local: an integration must never dial out of the test machine. */
function keepLocal(path: string, value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const body = value as Record<string, unknown>;
  if (path.startsWith('/api/powermeter/')) localUrls(body);
  if (path === '/api/mqtt/config' && body.mqtt_hostname !== '127.0.0.1') body.mqtt_enabled = false;
  if (path === '/api/powermeter/config' && Array.isArray(body.http_phases)) {
    for (const phase of body.http_phases) {
      if (phase && typeof phase === 'object' && (phase as { url?: unknown }).url !== meterUrl) {
        (phase as Record<string, unknown>).enabled = false;
      }
    }
  }
  return value;
}

/** Files the fuzzer may delete: what uploads left behind, never config.json or the pin mapping. */
function deletableFiles(snapshot: Snapshot): string[] {
  const list = (snapshot.get('/api/file/list') as { name: string }[] | undefined) ?? [];
  const names = list
    .map((file) => file.name)
    .filter((name) => !['config.json', 'pin_mapping.json'].includes(name));
  return names.length > 0 ? names : ['fuzz.json'];
}

/** The 2026 meter's HTTP requests at the local meter, whose answer the first value's path reads. */
function localMeter2026(value: Record<string, unknown>): void {
  const httpJson = value.http_json as { values?: Record<string, unknown>[] } | undefined;
  const httpSml = value.http_sml as { http_request?: Record<string, unknown> } | undefined;
  for (const entry of httpJson?.values ?? []) {
    (entry.http_request as Record<string, unknown>).url = meterUrl;
    entry.json_path = 'power';
  }
  if (httpSml?.http_request) httpSml.http_request.url = meterUrl;
}

const fromSnapshot =
  (path: string, patch: (value: Record<string, unknown>) => void = () => undefined): Base =>
  (snapshot) => {
    const value = structuredClone((snapshot.get(path) ?? {}) as Record<string, unknown>);
    patch(value);
    return value;
  };

/** A valid body per JSON write endpoint; the fuzzer mutates it. */
const BASES: Record<string, Base> = {
  '/api/dtu/config': fromSnapshot('/api/dtu/config', (v) => {
    delete v.country_def;
  }),
  '/api/device/config': fromSnapshot('/api/device/config', (v) => {
    const pin = v.curPin as { name: string } | undefined;
    if (pin && pin.name === '') pin.name = 'Default';
  }),
  '/api/mqtt/config': fromSnapshot('/api/mqtt/config', (v) => {
    v.mqtt_hostname = '127.0.0.1';
    v.mqtt_port = 9;
  }),
  '/api/network/config': fromSnapshot('/api/network/config', (v) => {
    if (v.ssid === '') v.ssid = 'fuzz-net';
  }),
  '/api/ntp/config': fromSnapshot('/api/ntp/config'),
  '/api/ntp/time': fromSnapshot('/api/ntp/time'),
  '/api/security/config': () => structuredClone(FACTORY_SETTINGS.security),
  '/api/vedirect/config': fromSnapshot('/api/vedirect/config'),
  '/api/powermeter/config': fromSnapshot('/api/powermeter/config', (v) => {
    for (const phase of (v.http_phases as Record<string, unknown>[]) ?? []) phase.url = meterUrl;
    localMeter2026(v);
  }),
  // 2026.03.31: the meter's whole config, read as if its provider were HTTP JSON or HTTP SML.
  '/api/powermeter/testhttpjsonrequest': fromSnapshot('/api/powermeter/config', localMeter2026),
  '/api/powermeter/testhttpsmlrequest': fromSnapshot('/api/powermeter/config', localMeter2026),
  '/api/solarcharger/config': fromSnapshot('/api/solarcharger/config'),
  '/api/gridcharger/config': fromSnapshot('/api/gridcharger/config'),
  '/api/gridcharger/limit': (_s, rng) => ({ voltage: rng.int(420, 590) / 10, current: rng.int(0, 500) / 10 }),
  '/api/gridcharger/power': (_s, rng) => ({ power: rng.chance(0.5) }),
  '/api/powerlimiter/config': fromSnapshot('/api/powerlimiter/config'),
  '/api/battery/config': fromSnapshot('/api/battery/config'),
  '/api/huawei/config': fromSnapshot('/api/huawei/config'),
  '/api/huawei/limit/config': () => ({
    voltage: 50,
    voltage_valid: true,
    current: 10,
    current_valid: true,
    online: true,
  }),
  '/api/powermeter/testhttprequest': () => ({
    url: meterUrl,
    auth_type: 0,
    username: '',
    password: '',
    header_key: '',
    header_value: '',
    timeout: 200,
    json_path: 'power',
  }),
  '/api/limit/config': (s, rng) => ({
    serial: someSerial(s, rng),
    limit_value: rng.chance(0.5) ? rng.int(0, 2500) : rng.int(-100, 25000) / 10,
    limit_type: rng.pick([0, 1, 2, 3, 256, 257]),
  }),
  '/api/power/config': (s, rng) => ({
    serial: someSerial(s, rng),
    ...(rng.chance(0.5) ? { power: rng.chance(0.5) } : { restart: true }),
  }),
  '/api/inverter/add': (_s, rng) => ({
    serial: rng.pick(['1141', '1161', '1382', '1164', '1124']) + String(rng.int(10000000, 99999999)),
    name: `fuzz ${rng.int(0, 999)}`,
  }),
  '/api/inverter/edit': (s, rng) =>
    structuredClone(
      rng.pick(
        inverters(s).concat([
          {
            id: 0,
            serial: '114184512347',
            name: 'a',
            channel: [{ name: 'c', max_power: 400, yield_total_offset: 0 }],
          },
        ]),
      ),
    ),
  '/api/inverter/del': (_s, rng) => ({ id: rng.int(0, 10) }),
  '/api/inverter/order': (s, rng) => ({
    order: inverters(s).map((inv) => (rng.chance(0.5) ? String(inv.id) : inv.id)),
  }),
  '/api/maintenance/reboot': () => ({ reboot: false }),
  '/api/config/delete': () => ({ delete: false }),
  // 2026 generations: never config.json or the pin mapping, which the final checks read back.
  '/api/file/delete': (s, rng) => ({ file: rng.pick([...deletableFiles(s), 'nope.json', '', 'a/b']) }),
  // A rare `true` is a factory reset, as a truthy mutation was for /api/config/delete.
  '/api/file/delete_all': (_s, rng) => ({ delete: rng.chance(0.05) }),
  '/api/logging/config': fromSnapshot('/api/logging/config'),
};

/** Uploads: file names the firmware writes verbatim. config.json is left out on purpose, as
 * the device stores any bytes there unchecked (docs/firmware/onbattery-2024.05.03/settings.md §2.12) and the post-run check
 * would then only measure the fuzzer's own garbage. */
function configUpload(rng: Rng, path = '/api/config/upload'): FuzzRequest {
  const name = rng.pick([
    undefined,
    '',
    'fuzz.json',
    'pin_mapping.json',
    '../escape.json',
    'a/b.json',
    'x'.repeat(300),
  ]);
  const bytes = rng.chance(0.5)
    ? Buffer.from(JSON.stringify(mutate(rng, { a: 1 })))
    : Buffer.from(Array.from({ length: rng.int(0, 4096) }, () => rng.int(0, 255)));
  const body = rng.chance(0.85)
    ? multipartBody([{ name: 'config', value: bytes, filename: 'config' }])
    : encodeData(rng, '{}');
  return {
    url: `${path}${name === undefined ? '' : `?file=${encodeURIComponent(name)}`}`,
    body,
    allowed: [200, 400, 413, 415, 500],
    envelope: false,
  };
}

function firmwareUpload(rng: Rng): FuzzRequest {
  const size = rng.chance(0.02) ? OTA_SLOT_BYTES + 16 : rng.int(0, 8192);
  const image = Buffer.from(Array.from({ length: Math.min(size, 8192) }, () => rng.int(0, 255)));
  const file = size > image.length ? Buffer.concat([image, Buffer.alloc(size - image.length)]) : image;
  if (rng.chance(0.5) && file.length > 0) file[0] = 0xe9;
  const md5 = createHash('md5').update(file).digest('hex');
  const md5Field = rng.pick([md5, md5.toUpperCase(), md5.slice(1), '0'.repeat(32), '', 'z'.repeat(32)]);
  const parts = [
    { name: 'MD5', value: Buffer.from(md5Field) },
    { name: 'firmware', value: file, filename: 'firmware.bin' },
  ];
  const order = rng.pick([parts, [parts[1], parts[0]], [parts[1]], [parts[0]]]);
  const body = rng.chance(0.9) ? multipartBody(order) : encodeData(rng, md5Field);
  return { url: '/api/firmware/update', body, allowed: FIRMWARE_STATUSES, envelope: false };
}

/**
 * Builds one hostile request for `path` from the current device state; `roll` fixes the
 * encoding of a JSON endpoint's body (see `ENCODING_ROLLS`), otherwise it is random.
 */
export function fuzzRequest(path: string, snapshot: Snapshot, rng: Rng, roll?: number): FuzzRequest {
  if (path === '/api/config/upload' || path === '/api/file/upload') return configUpload(rng, path);
  if (path === '/api/firmware/update') return firmwareUpload(rng);
  const base = BASES[path];
  if (!base) throw new Error(`no fuzz target for ${path}`);
  const text = dataText(rng, base(snapshot, rng));
  let data = text;
  if (NETWORK_TARGETS.has(path)) {
    try {
      data = JSON.stringify(keepLocal(path, JSON.parse(text)));
    } catch {
      // Not JSON: sent as it is.
    }
  }
  const body = roll === undefined ? encodeData(rng, data) : encodeData(rng, data, roll);
  const url = body.query ? `${path}?${body.query}` : path;
  // Deleting a file that is not there answers a bare 404 (`src/WebApi_file.cpp` @ v26.3.30).
  const allowed = path === '/api/file/delete' ? [...DATA_STATUSES, 404] : DATA_STATUSES;
  return { url, body, allowed, envelope: true };
}

const UPLOADS = ['/api/config/upload', '/api/file/upload', '/api/firmware/update'];

/** What one personality is fuzzed with: its write endpoints and the GETs that seed their bodies. */
export interface FuzzSurface {
  /** The JSON write endpoints, whose bodies go through every encoding of `encodeData`. */
  data: string[];
  /** Every endpoint fuzzed; the test checks it against the generation's write list. */
  all: string[];
  snapshots: string[];
  /** Further GETs whose answers seed bodies but are not settings pages. */
  reads: string[];
}

/** The fuzz surface of a generation whose write endpoints are `writes`. */
export function fuzzSurface(writes: readonly string[]): FuzzSurface {
  const data = Object.keys(BASES).filter((path) => writes.includes(path));
  const uploads = UPLOADS.filter((path) => writes.includes(path));
  const snapshots = [...SNAPSHOT_PATHS, '/api/logging/config'].filter(
    (path) => writes.includes(path) || path === '/api/inverter/list' || path === '/api/ntp/time',
  );
  const reads = writes.includes('/api/file/delete') ? ['/api/file/list'] : [];
  return { data, all: [...data, ...uploads], snapshots, reads };
}
