import { WRITE_ENDPOINTS } from '../auth-matrix.ts';

/** The 2024.05.03 write endpoints neither 2026 generation has (`src/WebApi*.cpp` route tables). */
const GONE_IN_2026 = new Set([
  '/api/config/upload',
  '/api/config/delete',
  '/api/vedirect/config',
  '/api/huawei/config',
  '/api/huawei/limit/config',
  '/api/powermeter/testhttprequest',
]);

/** The OnBattery write endpoints of 2024.05.03 that plain OpenDTU never had. */
const ONBATTERY_2024 = new Set(['/api/powermeter/config', '/api/powerlimiter/config', '/api/battery/config']);

/**
 * The write (POST) endpoints both 2026 generations share, all admin: the 2024 ones without the
 * config-file and OnBattery routes, plus the file API and the logging config
 * (`src/WebApi_file.cpp`, `src/WebApi_logging.cpp` @ v26.3.30). OnBattery 2026.03.31 adds its
 * own OnBattery routes to these.
 */
export const WRITE_ENDPOINTS_2026_SHARED: readonly string[] = [
  ...WRITE_ENDPOINTS.filter((path) => !GONE_IN_2026.has(path) && !ONBATTERY_2024.has(path)),
  '/api/file/delete',
  '/api/file/delete_all',
  '/api/file/upload',
  '/api/logging/config',
];

/**
 * The write (POST) endpoints of OnBattery 2026.03.31, all admin: the shared ones plus its own
 * OnBattery routes (`src/WebApi_battery.cpp`, `_gridcharger`, `_powerlimiter`, `_powermeter`,
 * `_solarcharger` @ 2026.03.31), each reading a `data` field.
 */
export const WRITE_ENDPOINTS_ONBATTERY_2026: readonly string[] = [
  ...WRITE_ENDPOINTS_2026_SHARED,
  '/api/battery/config',
  '/api/gridcharger/config',
  '/api/gridcharger/limit',
  '/api/gridcharger/power',
  '/api/powerlimiter/config',
  '/api/powermeter/config',
  '/api/powermeter/testhttpjsonrequest',
  '/api/powermeter/testhttpsmlrequest',
  '/api/solarcharger/config',
];
