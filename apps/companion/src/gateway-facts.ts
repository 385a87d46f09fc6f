import type { Facts, Rules } from '@dtu/alerts';
import {
  type CheckTime,
  commandWatch,
  limiterFacts,
  STATUS_MS,
  type Sun,
  sunOfStatus,
  type WeakFact,
  weakCheckDue,
  weakFactsOf,
} from '@dtu/alerts';
import { type NtpStatus, normaliseSolarCharger } from '@dtu/contract';
import type { DeviceClock, LivedataState, RecordStore } from '@dtu/recording';
import { describedInverters, FINDER_DAYS, weakVerdicts } from '@dtu/recording';
import type { GatewayReader } from './gateway-reader.ts';
import { type Governed, governedOf } from './limiter-governed.ts';

/** As the browser's monitor: the sun (and the limiter's settings) every 5 min. */
const SUN_MS = 5 * 60_000;
/** The REST twins of the charge-controller streams (2024.05.03, then the 2026 generations). */
const SOLAR_CHARGER_PATHS = ['/api/vedirectlivedata/status', '/api/solarchargerlivedata/status'];

/** What the rules need beyond the live data, as last read from the gateway and its records. */
export interface ReadFacts {
  sun?: Sun;
  governed: Governed;
  failures?: Facts['failures'];
  limiterOff?: Facts['limiterOff'];
  /** The finder's weak inputs; undefined until it ran. */
  weak?: WeakFact[];
}

export interface GatewayFacts {
  get(): ReadFacts;
  /** Reads what is due on the rules' tick: the limiter's state, and the finder when due. */
  tick(): void;
  /** Runs the finder when due: at first once the limiter's settings are read and the inverters described, then every device hour. */
  findWhenDue(): void;
  /** Resolves once the finder has run (a test's order of events). */
  found: Promise<void>;
  stop(): void;
}

/**
 * The browser monitor's reads for one gateway, done by the companion: the sun and the limiter's
 * settings (`/api/ntp/status`, `/api/powerlimiter/status`), the command status (every 30 s, 5 s
 * while one is unsettled), the limiter's state (the charge-controller status), and the weak-input
 * finder over the companion's own records once per device hour; the last two only while their
 * rule is on. `changed` after each new answer.
 */
export function readGatewayFacts(
  reader: GatewayReader,
  records: { store: RecordStore; clock: DeviceClock },
  live: () => LivedataState | undefined,
  rules: () => Rules,
  changed: () => void,
): GatewayFacts {
  const read: ReadFacts = { governed: governedOf(undefined) };
  let limiterRead = false;
  let stopped = false;
  let commandsTimer: ReturnType<typeof setTimeout> | undefined;
  const quietly = (task: () => Promise<void>) => void task().catch(() => undefined);

  const readSun = async () => {
    const [status, limiter] = await Promise.all([
      reader.get<NtpStatus>('/api/ntp/status').catch(() => undefined),
      // Plain OpenDTU has no limiter: its answer (none, or a page) governs nothing.
      reader.get<unknown>('/api/powerlimiter/status').catch(() => undefined),
    ]);
    if (status) read.sun = sunOfStatus(status, Date.now());
    read.governed = governedOf(limiter);
    limiterRead = true;
    changed();
    findWhenDue();
  };

  const commands = commandWatch();
  const nameOf = (serial: string) => live()?.inverters[serial]?.inverter.name ?? serial;
  const readCommands = async () => {
    let nextMs: number | undefined;
    try {
      const answer = await commands.read(reader.get, nameOf);
      read.failures = answer.failures;
      nextMs = answer.nextMs;
      changed();
    } finally {
      if (!stopped) commandsTimer = setTimeout(() => quietly(readCommands), nextMs ?? STATUS_MS);
    }
  };

  const limiterOff = limiterFacts();
  let chargerPath = 0;
  const readLimiter = async () => {
    const answer = await reader.get<unknown>(SOLAR_CHARGER_PATHS[chargerPath]!).catch(() => {
      chargerPath = (chargerPath + 1) % SOLAR_CHARGER_PATHS.length;
      return undefined;
    });
    const dpl = answer === undefined ? undefined : normaliseSolarCharger(answer).dpl;
    read.limiterOff = limiterOff(dpl && { state: dpl.PLSTATE, limitW: dpl.PLLIMIT });
  };

  let lastCheck: CheckTime | undefined;
  let finding = false;
  let foundOnce: () => void = () => undefined;
  const found = new Promise<void>((done) => {
    foundOnce = done;
  });
  const checkTime = (): CheckTime => ({ realMs: Date.now(), deviceMs: records.clock.now()?.utcMs });
  const findWeak = async () => {
    const state = live();
    const list = state ? describedInverters(state) : [];
    // As the browser: not before the limiter's settings are read and the inverters described.
    if (!limiterRead || list.length === 0) return;
    const at = checkTime();
    const keys = await records.store.dayKeys();
    const days = keys.length ? await records.store.days(keys[Math.max(0, keys.length - FINDER_DAYS)]) : [];
    const { governed, battery } = read.governed;
    const limiter = {
      governed: (s: string) => governed.includes(s),
      battery: (s: string) => battery.includes(s),
    };
    // Marks ("known", "different tilt") are the browser's own: the companion has none.
    read.weak = weakFactsOf(await weakVerdicts(records.store, days, list, limiter, []));
    lastCheck = at;
    changed();
    foundOnce();
  };
  const findWhenDue = () => {
    // The finder reads a month of records: only for a rule that is on.
    if (!rules().weak.on || finding || (lastCheck && !weakCheckDue(lastCheck, checkTime()))) return;
    finding = true;
    quietly(() => findWeak().finally(() => (finding = false)));
  };

  quietly(readSun);
  quietly(readCommands);
  const sunTimer = setInterval(() => quietly(readSun), SUN_MS);
  return {
    get: () => read,
    tick() {
      if (rules().limiter.on) quietly(readLimiter);
      findWhenDue();
    },
    findWhenDue,
    found,
    stop() {
      stopped = true;
      clearTimeout(commandsTimer);
      clearInterval(sunTimer);
    },
  };
}
