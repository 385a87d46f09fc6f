import { ImportError } from '../history/backup.ts';
import { createStore, useStore } from '../live/store.ts';
import { type Alert, acknowledge, isUnseen, KEEP_ALERTS } from './engine.ts';
import { DEFAULT_RULES, parseRules, RULE_IDS, type Rules } from './rules.ts';

/** The device this browser talks to; other devices (sites) get their own key. */
export const LOCAL_DEVICE = 'local';

export interface AlertSettings {
  rules: Rules;
  /** A short beep on a new alert; off until the user switches it on. */
  sound: boolean;
}

type AlertsByDevice = Readonly<Record<string, readonly Alert[]>>;

const ALERTS_KEY = 'dtu-web.alerts';
const SETTINGS_KEY = 'dtu-web.alert-settings';
const storage = typeof localStorage === 'undefined' ? undefined : localStorage;

function isAlert(v: unknown): v is Alert {
  const a = v as Alert;
  const d = a?.data ?? 0;
  return (
    typeof d === 'object' &&
    RULE_IDS.includes(a.rule) &&
    [a.id, a.key].every((s) => typeof s === 'string') &&
    [a.start, a.end ?? 0, a.ack ?? 0, d.value ?? 0, d.limit ?? 0].every(Number.isFinite) &&
    [d.name, d.serial, d.text].every((s = '') => typeof s === 'string' && s.length <= 200)
  );
}

/** Alerts per device key; undefined when the value is not a valid list. */
function parseAlerts(v: unknown): AlertsByDevice | undefined {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return undefined;
  const lists = Object.entries(v);
  return lists.every(([, list]) => Array.isArray(list) && list.every(isAlert))
    ? Object.fromEntries(lists.map(([key, list]) => [key, (list as Alert[]).slice(-KEEP_ALERTS)]))
    : undefined;
}

function parseSettings(v: unknown): AlertSettings | undefined {
  const s = v as AlertSettings;
  const rules = typeof s === 'object' && s !== null ? parseRules(s.rules) : undefined;
  return rules && typeof s.sound === 'boolean' ? { rules, sound: s.sound } : undefined;
}

function read<T>(key: string, parse: (v: unknown) => T | undefined, fallback: T): T {
  try {
    return parse(JSON.parse(storage?.getItem(key) ?? 'null')) ?? fallback;
  } catch {
    return fallback;
  }
}

function write(key: string, value: unknown): void {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the alerts hold for this visit.
  }
}

export const alertStore = createStore<AlertsByDevice>(read(ALERTS_KEY, parseAlerts, {}));
export const alertSettings = createStore<AlertSettings>(
  read(SETTINGS_KEY, parseSettings, { rules: DEFAULT_RULES, sound: false }),
);

// The leader tab writes, the others follow through the `storage` event (and an acknowledgement
// in any tab reaches the leader the same way).
if (typeof addEventListener !== 'undefined')
  addEventListener('storage', (event) => {
    if (event.key === ALERTS_KEY) alertStore.set(read(ALERTS_KEY, parseAlerts, {}));
    if (event.key === SETTINGS_KEY) alertSettings.set(read(SETTINGS_KEY, parseSettings, alertSettings.get()));
  });

export function setDeviceAlerts(device: string, alerts: readonly Alert[]): void {
  const next = { ...alertStore.get(), [device]: alerts };
  alertStore.set(next);
  write(ALERTS_KEY, next);
}

export function acknowledgeAlert(device: string, id: string): void {
  setDeviceAlerts(device, acknowledge(alertStore.get()[device] ?? [], id, Date.now()));
}

export function setAlertSettings(settings: AlertSettings): void {
  alertSettings.set(settings);
  write(SETTINGS_KEY, settings);
}

/** The alerts part of the history backup. */
export const alertsBackup = () => ({ settings: alertSettings.get(), alerts: alertStore.get() });

/**
 * Checks the alerts part of an imported backup (throws `ImportError` when malformed) and returns
 * how to apply it: the rules replace ours, the alerts are merged by id (the last 100 per device).
 */
export function readAlertsBackup(value: unknown): () => void {
  const v = value as ReturnType<typeof alertsBackup>;
  const settings = parseSettings(v?.settings);
  const alerts = parseAlerts(v?.alerts);
  if (!settings || !alerts) throw new ImportError('invalid');
  return () => {
    setAlertSettings(settings);
    for (const [device, list] of Object.entries(alerts)) {
      const byId = new Map([...list, ...(alertStore.get()[device] ?? [])].map((a) => [a.id, a]));
      setDeviceAlerts(device, [...byId.values()].sort((a, b) => a.start - b.start).slice(-KEEP_ALERTS));
    }
  };
}

export const useUnseenCount = () =>
  useStore(alertStore, (all) => Object.values(all).reduce((n, list) => n + list.filter(isUnseen).length, 0));
export const useAlertSettings = () => useStore(alertSettings, (s) => s);
