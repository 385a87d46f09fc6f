export interface BuildInfo {
  /** The firmware's `git_hash`: `git describe` of the build (docs/firmware/onbattery-2024.05.03/settings.md §2.14). */
  gitHash: string;
  gitBranch: string;
  /** The PlatformIO build environment. */
  pioenv: string;
}

/**
 * The firmware build the emulated device claims to run: the release whose API the emulator
 * reproduces (docs/firmware/onbattery-2024.05.03/ describes tag 2024.05.03), as an exact tag from `master`.
 * `/api/system/status`, the MQTT/Home Assistant device info and Prometheus all report it, so
 * the web app's optional update check compares an upstream tag with upstream HEAD. The
 * emulator itself never contacts the internet for this: the check runs in the browser, and
 * offline it simply fails there (docs/firmware/onbattery-2024.05.03/settings.md §2.14: the fields `update_*` are client-side).
 */
export const EMULATED_BUILD: BuildInfo = releaseBuild('2024.05.03');

/** A release build of the tag `gitHash` from `master` for the generic ESP32 board. */
export function releaseBuild(gitHash: string): BuildInfo {
  return { gitHash, gitBranch: 'master', pioenv: 'generic_esp32' };
}
