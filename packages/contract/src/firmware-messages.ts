/**
 * English `message` texts the firmware sends **without** a `code` (network length checks, power
 * meter validation, HTTP test). Quoted as data, typos and wrong numbers included, because the
 * power-meter and power-limiter pages show `message` verbatim.
 */
export const FIRMWARE_MESSAGE = {
  NetworkHostnameLength: 'Hostname must between 1 and 31 characters long!',
  NetworkSsidLength: 'SSID must between 1 and 32 characters long!',
  /** Says 64 although the limit is 63 bytes. */
  NetworkPasswordLength: 'Password must not be longer than 64 characters long!',
  /** Same text as code 1005, sent without code by the power meter. */
  ValuesMissing: 'Values are missing!',
  PowerMeterUrlScheme: 'URL must either start with http:// or https://!',
  PowerMeterCredentialsEmpty: 'Username or password must not be empty!',
  PowerMeterTimeoutZero: 'Timeout must be greater than 0 ms!',
  PowerMeterJsonPathEmpty: 'Json path must not be empty!',
  HttpTestMissingFields: 'Missing fields!',
  /** Answer to a huawei limit POST without `online`, sent with code 5003. */
  RectifierOnlineMissing: 'Could not read info if data should be set for online/offline operation!',
} as const;

/** Transport failure reasons the firmware's HTTP client reports after `HTTP Error `. */
export const HTTP_CLIENT_ERRORS = [
  'connection refused',
  'send header failed',
  'send payload failed',
  'not connected',
  'connection lost',
  'no stream',
  'no HTTP server',
  'too less ram',
  'Transfer-Encoding not supported',
  'Stream write error',
  'read Timeout',
] as const;

/** `Success! Power: <value>W` with the value printf-formatted as `%5.2f`. */
export function httpTestSuccessMessage(powerW: number): string {
  return `Success! Power: ${powerW.toFixed(2).padStart(5, ' ')}W`;
}

/** Transport error answer of the HTTP test. */
export function httpTestTransportErrorMessage(reason: string): string {
  return `HTTP Error ${reason}`;
}

/** Answer when the server replied with a status other than 200. */
export function httpTestBadCodeMessage(status: number): string {
  return `Bad HTTP code: ${status}`;
}

/** Answer when `json_path` finds nothing; the test always names phase 0. */
export function httpTestPathNotFoundMessage(jsonPath: string): string {
  return `[HttpPowerMeter] Couldn't find a value for phase 0 with Json query "${jsonPath}"`;
}

/** Answer when the HTTP client cannot be initialised. */
export function httpTestBeginFailedMessage(scheme: string, ip: string): string {
  return `httpClient.begin() failed for ${scheme}://${ip}`;
}

/** Body of code 1007 (HTTP 500). */
export function internalServerErrorMessage(handler: string, line: number): string {
  return `500 Internal Server Error: ${handler}, ${line}`;
}
