/**
 * The programs `npm install` and `npm test` need besides Node, and what `scripts/preflight.ts` does
 * when some are missing. The one list of the system packages (`.ci/run` relies on it too).
 */

/** A program the tests run and the Debian package that provides it. */
export interface Requirement {
  /** Who needs it, for the message. */
  label: string;
  /** An absolute path, or a command looked up in `PATH`, as the tests spell it. */
  program: string;
  /** Undefined when no package helps (a `CHROMIUM_PATH` of one's own). */
  package?: string;
}

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

export function testRequirements(env: Readonly<Record<string, string | undefined>>): Requirement[] {
  const chromium = env.CHROMIUM_PATH || DEBIAN_CHROMIUM;
  return [
    // `npm install` compiles the companion's SQLite driver (better-sqlite3) from source (`.npmrc`).
    { label: 'Python 3, to compile better-sqlite3 in npm install', program: 'python3', package: 'python3' },
    { label: 'make, to compile better-sqlite3 in npm install', program: 'make', package: 'make' },
    { label: 'a C++ compiler, to compile better-sqlite3 in npm install', program: 'g++', package: 'g++' },
    {
      label: 'Chromium, for the browser journeys',
      program: chromium,
      ...(chromium === DEBIAN_CHROMIUM ? { package: 'chromium' } : {}),
    },
    // Both test supports start the broker by this path, not through PATH.
    { label: 'mosquitto, for the MQTT tests', program: '/usr/sbin/mosquitto', package: 'mosquitto' },
    { label: 'openssl, for the MQTT TLS tests', program: 'openssl', package: 'openssl' },
    {
      label: "systemd-analyze, to check the companion's service unit",
      program: 'systemd-analyze',
      package: 'systemd',
    },
    // The package brings `promtool` beside the server; the tests run both by these paths.
    {
      label: 'Prometheus and promtool, for the companion metrics test',
      program: '/usr/bin/prometheus',
      package: 'prometheus',
    },
  ];
}

export type Preflight =
  | { action: 'none' }
  | { action: 'install'; packages: string[] }
  | { action: 'fail'; message: string };

/** What to do about the missing programs: nothing, install their packages (as root), or stop and say why. */
export function preflight(missing: readonly Requirement[], root: boolean): Preflight {
  if (missing.length === 0) return { action: 'none' };
  const packages = missing.flatMap((r) => (r.package ? [r.package] : []));
  if (root && packages.length === missing.length) return { action: 'install', packages };
  const lines = ['npm install and npm test need programs this machine lacks:'];
  for (const r of missing) lines.push(`  - ${r.label}: ${r.program}`);
  if (packages.length > 0) lines.push('Install them with:', `  sudo apt-get install ${packages.join(' ')}`);
  if (packages.length < missing.length)
    lines.push(
      `CHROMIUM_PATH names a file that does not exist: point it at Chromium, or unset it for ${DEBIAN_CHROMIUM}.`,
    );
  return { action: 'fail', message: lines.join('\n') };
}
