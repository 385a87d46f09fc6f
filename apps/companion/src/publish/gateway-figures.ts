import { type Alert, RULE_IDS, type RuleId, type WeakFact } from '@dtu/alerts';
import {
  DAY_MS,
  type DayBar,
  type DeviceInstant,
  dayBars,
  dayKey,
  dayNumber,
  type EnergyPicture,
  energyPicture,
  type LivedataState,
  MINUTE_MS,
  minuteOfDay,
  type RecordStore,
} from '@dtu/recording';

/**
 * Days read behind today: enough for the day bars to know an inverter that runs at night (its
 * YieldDay is no day counter) and yesterday's last YieldTotal, which bounds today's start.
 */
const DAYS_BEHIND = 7;

/** Which part of today the recorded figure covers: it is what was recorded, never filled in. */
export interface RecordedPart {
  /** The device day, `YYYY-MM-DD`. */
  day: string;
  /** How the day's energy is known: `total` YieldTotal since midnight, `day` YieldDay, `seen` only between the readings recorded (at least). */
  source: DayBar['source'];
  atLeast: boolean;
  /** Minutes of the day the companion recorded, of the minutes elapsed so far. */
  recordedMinutes: number;
  elapsedMinutes: number;
  /** The first and the last reading of the day that count, device UTC ms. */
  firstMs?: number;
  lastMs?: number;
}

export interface InputFigures {
  /** 0-based, as the device numbers its DC channels. */
  input: number;
  name: string;
  powerW?: number;
  energyTodayWh?: number;
}

export interface InverterFigures {
  serial: string;
  name: string;
  powerW?: number;
  /** Today's energy as `/history` counts it (the day bars of the recorded days), undefined before any reading today. */
  energyTodayWh?: number;
  today?: RecordedPart;
  /** The inverter's YieldTotal (Wh) at its last recorded reading. */
  yieldTotalWh?: number;
  inputs: InputFigures[];
}

/** Today's energy flows where the gateway has a power meter and a battery (`energy-picture.ts`). */
export type SiteFigures = Pick<
  EnergyPicture,
  'gridImport' | 'gridExport' | 'batteryCharge' | 'batteryDischarge' | 'home' | 'selfSufficiency'
> & { part: RecordedPart };

export interface Finding {
  serial: string;
  /** 0-based input. */
  input: number;
  /** The owner's name for the input, else the inverter's name and the input's number. */
  name: string;
  id: string;
}

export interface GatewayFigures {
  gateway: string;
  /** The device's local day now; undefined while its clock is not known. */
  day?: string;
  /** The companion's own `/livedata` socket to the gateway is open. */
  reachable: boolean;
  /** Seconds of device time since the newest recorded reading. */
  recordsAgeS?: number;
  inverters: InverterFigures[];
  /**
   * Yesterday's energy per inverter as `/history` counts it now that today is recorded (YieldTotal
   * at both midnights where the readings bracket them): the day's final figure.
   */
  yesterday?: { day: string; inverters: Record<string, { wh: number; atLeast: boolean }> };
  site?: SiteFigures;
  /** What the alert rules know (undefined when the companion evaluates no rules). */
  findings?: Finding[];
  openAlerts?: Record<RuleId, number>;
}

/** What the companion holds of one gateway, read at each publication. */
export interface FigureSource {
  gateway: string;
  store: RecordStore;
  now(): DeviceInstant | undefined;
  live(): LivedataState;
  online(): boolean;
  /** The alerts and the rules' facts, where the rules are evaluated. */
  watched?(): { alerts: readonly Alert[]; weak?: readonly WeakFact[]; battery: readonly string[] };
}

const value = (v: { v: number } | undefined) => (typeof v?.v === 'number' ? v.v : undefined);

/** One gateway's figures now, from its records (as `/history` reads them) and its live state. */
export async function gatewayFigures(source: FigureSource): Promise<GatewayFigures> {
  const now = source.now();
  const live = source.live();
  const watched = source.watched?.();
  const figures: GatewayFigures = {
    gateway: source.gateway,
    reachable: source.online(),
    inverters: [],
    ...(watched && {
      findings: (watched.weak ?? []).map((w) => ({
        serial: w.serial,
        input: w.input - 1,
        name: w.inputName ?? `${w.name} input ${w.input}`,
        id: w.id,
      })),
      openAlerts: Object.fromEntries(
        RULE_IDS.map((rule) => [
          rule,
          watched.alerts.filter((a) => a.rule === rule && a.end === undefined).length,
        ]),
      ) as Record<RuleId, number>,
    }),
  };
  if (!now) return figures;
  const todayNumber = dayNumber(now.utcMs, now.offsetMin);
  const today = dayKey(todayNumber);
  figures.day = today;
  const days = await source.store.days(dayKey(todayNumber - DAYS_BEHIND));
  const record = days.at(-1)?.d === today ? days.at(-1) : undefined;
  const bars = record ? dayBars(days) : [];
  const bar = bars.at(-1)?.from === today && bars.at(-1)?.to === today ? bars.at(-1) : undefined;
  const before = bars.at(-2);
  const yesterday = dayKey(todayNumber - 1);
  if (bar && before?.from === yesterday && before.to === yesterday)
    figures.yesterday = {
      day: yesterday,
      inverters: Object.fromEntries(
        Object.entries(before.inverters).map(([serial, wh]) => [
          serial,
          { wh, atLeast: before.seen.includes(serial) },
        ]),
      ),
    };
  const elapsedMinutes = minuteOfDay(now.utcMs, now.offsetMin) + 1;
  const part = (serial?: string): RecordedPart => {
    const inv = serial ? record?.inv[serial] : undefined;
    return {
      day: today,
      source: serial && bar?.seen.includes(serial) ? 'seen' : (bar?.source ?? 'seen'),
      atLeast: serial ? !!bar?.seen.includes(serial) : (bar?.seen.length ?? 1) > 0,
      recordedMinutes: record?.cov ?? 0,
      elapsedMinutes,
      ...(inv && { firstMs: inv.fT, lastMs: inv.lT }),
    };
  };
  const newest = Math.max(...Object.values(record?.inv ?? {}).map((inv) => inv.lT));
  if (Number.isFinite(newest)) figures.recordsAgeS = Math.max(0, (now.utcMs - newest) / 1000);
  const serials = [...new Set([...live.serials, ...Object.keys(record?.inv ?? {})])];
  figures.inverters = serials.map((serial) => {
    const inverter = live.inverters[serial]?.inverter;
    const day = record?.inv[serial];
    const energy = bar?.inverters[serial];
    const inputs = Object.entries(inverter?.DC ?? {}).map(([key, dc]) => ({
      input: Number(key),
      name: dc.name?.u || `${inverter?.name ?? serial} input ${Number(key) + 1}`,
      powerW: value(dc.Power),
      energyTodayWh: bar?.inputs[`${serial}:${key}`],
    }));
    return {
      serial,
      name: inverter?.name ?? day?.n ?? serial,
      powerW: inverter?.reachable === false ? 0 : value(inverter?.AC?.['0']?.Power),
      ...(energy !== undefined && { energyTodayWh: energy, today: part(serial) }),
      yieldTotalWh: day?.lYt,
      inputs,
    };
  });
  const meter = live.power_meter?.enabled;
  const battery = live.battery?.enabled;
  if (meter && battery && record) {
    const midnight = todayNumber * DAY_MS - now.offsetMin * MINUTE_MS;
    const samples = await source.store.samples('min', midnight, midnight + DAY_MS, undefined, true);
    const local = Object.keys(record.inv).filter((serial) => !serial.includes('/'));
    const fed = watched?.battery ?? [];
    const picture = energyPicture(
      samples,
      local,
      local.find((serial) => fed.includes(serial.toLowerCase())),
      elapsedMinutes,
    );
    if (picture) {
      const { gridImport, gridExport, batteryCharge, batteryDischarge, home, selfSufficiency } = picture;
      figures.site = {
        gridImport,
        gridExport,
        batteryCharge,
        batteryDischarge,
        home,
        selfSufficiency,
        part: {
          ...part(),
          source: 'seen',
          atLeast: picture.minutes < elapsedMinutes,
          recordedMinutes: picture.minutes,
        },
      };
    }
  }
  return figures;
}
