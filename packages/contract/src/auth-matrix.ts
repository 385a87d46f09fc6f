/**
 * Who may call what: every endpoint of the device API with the access class the firmware
 * enforces (docs/firmware/onbattery-2024.05.03/live.md §2.3, §2.5; docs/firmware/onbattery-2024.05.03/settings.md §1.2). One row per method and path; websockets
 * are rows with method `WS` (the check happens on the HTTP upgrade).
 */

/**
 * `admin`: Basic `admin`/password or 401. `readonly`: open to everyone while `allow_readonly`
 * is true (credentials are not even inspected), otherwise like `admin`. `public`: never checked.
 */
export type AccessClass = 'admin' | 'readonly' | 'public';

export type EndpointMethod = 'GET' | 'POST' | 'WS';

export interface AuthMatrixRow {
  method: EndpointMethod;
  /** Exact path; the firmware also routes every sub-path below it to the same handler. */
  path: string;
  access: AccessClass;
  /** Set when the row is a state change, so tests can tell which calls need a valid body. */
  reboots?: 'always' | 'sometimes';
}

const admin = (method: EndpointMethod, path: string, reboots?: AuthMatrixRow['reboots']): AuthMatrixRow =>
  reboots ? { method, path, access: 'admin', reboots } : { method, path, access: 'admin' };
const readonly = (method: EndpointMethod, path: string): AuthMatrixRow => ({
  method,
  path,
  access: 'readonly',
});
const open = (method: EndpointMethod, path: string): AuthMatrixRow => ({ method, path, access: 'public' });

/** Settings pages whose GET and POST both need admin. */
const ADMIN_CONFIG_PAGES = [
  '/api/dtu/config',
  '/api/device/config',
  '/api/mqtt/config',
  '/api/network/config',
  '/api/ntp/config',
  '/api/ntp/time',
  '/api/security/config',
  '/api/vedirect/config',
  '/api/powermeter/config',
  '/api/powerlimiter/config',
];

/** The whole access table of firmware 2024.05.03 (OpenDTU-OnBattery). */
export const AUTH_MATRIX: readonly AuthMatrixRow[] = [
  // Live data and inverter side (docs/firmware/onbattery-2024.05.03/live.md §2.3).
  readonly('GET', '/api/livedata/status'),
  readonly('GET', '/api/eventlog/status'),
  readonly('GET', '/api/devinfo/status'),
  readonly('GET', '/api/gridprofile/status'),
  readonly('GET', '/api/gridprofile/rawdata'),
  readonly('GET', '/api/limit/status'),
  admin('POST', '/api/limit/config'),
  readonly('GET', '/api/power/status'),
  admin('POST', '/api/power/config'),
  // The inverter list is admin although it only reads.
  admin('GET', '/api/inverter/list'),
  admin('POST', '/api/inverter/add'),
  admin('POST', '/api/inverter/edit'),
  admin('POST', '/api/inverter/del'),
  admin('POST', '/api/inverter/order'),
  admin('POST', '/api/firmware/update', 'always'),
  readonly('GET', '/api/system/status'),
  readonly('GET', '/api/prometheus/metrics'),
  // OnBattery live data and controls.
  readonly('GET', '/api/vedirectlivedata/status'),
  readonly('GET', '/api/huaweilivedata/status'),
  readonly('GET', '/api/huawei/status'),
  readonly('GET', '/api/batterylivedata/status'),
  readonly('GET', '/api/vedirect/status'),
  admin('POST', '/api/huawei/limit/config'),
  // Settings (docs/firmware/onbattery-2024.05.03/settings.md §1.2). Battery and AC-charger config GETs are read-only on purpose.
  ...ADMIN_CONFIG_PAGES.map((path) => admin('GET', path)),
  ...ADMIN_CONFIG_PAGES.filter((path) => path !== '/api/powermeter/config').map((path) =>
    admin('POST', path),
  ),
  admin('POST', '/api/powermeter/config', 'always'),
  readonly('GET', '/api/battery/config'),
  readonly('GET', '/api/battery/status'),
  admin('POST', '/api/battery/config'),
  readonly('GET', '/api/huawei/config'),
  admin('POST', '/api/huawei/config', 'always'),
  readonly('GET', '/api/network/status'),
  readonly('GET', '/api/ntp/status'),
  readonly('GET', '/api/mqtt/status'),
  admin('GET', '/api/security/authenticate'),
  open('GET', '/api/powermeter/status'),
  open('GET', '/api/powerlimiter/status'),
  admin('GET', '/api/powerlimiter/metadata'),
  admin('POST', '/api/powermeter/testhttprequest'),
  admin('GET', '/api/config/list'),
  admin('GET', '/api/config/get'),
  admin('POST', '/api/config/upload', 'always'),
  admin('POST', '/api/config/delete', 'sometimes'),
  admin('POST', '/api/maintenance/reboot', 'sometimes'),
  // The web app's own files.
  open('GET', '/'),
  open('GET', '/index.html'),
  open('GET', '/js/app.js'),
  open('GET', '/zones.json'),
  open('GET', '/favicon.ico'),
  open('GET', '/favicon.png'),
  open('GET', '/site.webmanifest'),
  // Websockets (docs/firmware/onbattery-2024.05.03/live.md §2.5). The battery socket applies its rule only once battery data
  // was sent; before that it is open, which the table cannot express, so it keeps the rule.
  readonly('WS', '/livedata'),
  readonly('WS', '/console'),
  readonly('WS', '/batterylivedata'),
  open('WS', '/vedirectlivedata'),
  open('WS', '/huaweilivedata'),
];

/** Every write endpoint (all POST rows), the surface a fuzzer has to cover. */
export const WRITE_ENDPOINTS: readonly string[] = AUTH_MATRIX.filter((row) => row.method === 'POST').map(
  (row) => row.path,
);
