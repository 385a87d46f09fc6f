import {
  type Alert,
  acknowledge,
  DEFAULT_RULES,
  isAlert,
  isUnseen,
  KEEP_ALERTS,
  parseRules,
  type Rules,
} from '@dtu/alerts';
import { ImportError } from '../history/backup.ts';
import { useStore } from '../store/store.ts';
import { storedStore } from '../store/stored-store.ts';

/** The device this browser talks to; other devices (sites) get their own key. */
export const LOCAL_DEVICE = 'local';

export interface AlertSettings {
  rules: Rules;
  /** A short beep on a new alert; off until the user switches it on. */
  sound: boolean;
}

type AlertsByDevice = Readonly<Record<string, readonly Alert[]>>;

/** Alerts per device key; undefined when the value is not a valid list. */
const parseAlerts = (v: unknown) =>
  typeof v === 'object' &&
  v &&
  !Array.isArray(v) &&
  Object.values(v).every((list) => Array.isArray(list) && list.every(isAlert))
    ? (v as AlertsByDevice)
    : undefined;

function parseSettings(v: unknown): AlertSettings | undefined {
  const s = v as AlertSettings | null;
  const rules = parseRules(s?.rules);
  return rules && typeof s?.sound === 'boolean' ? { rules, sound: s.sound } : undefined;
}

// The leader tab writes the alerts, the others follow (and an acknowledgement in any tab reaches
// the leader the same way).
export const alertStore = storedStore<AlertsByDevice>('dtu-web.alerts', parseAlerts, {});
export const alertSettings = storedStore<AlertSettings>('dtu-web.alert-settings', parseSettings, {
  rules: DEFAULT_RULES,
  sound: false,
});

export function setDeviceAlerts(device: string, alerts: readonly Alert[]): void {
  alertStore.set({ ...alertStore.get(), [device]: alerts });
}

/** One acknowledgement: the alert (`device`, `id`) and when it was given. */
export interface AlertAck {
  device: string;
  id: string;
  at: number;
}

const parseAcks = (v: unknown) =>
  Array.isArray(v) &&
  v.every((a) => typeof a?.device === 'string' && typeof a.id === 'string' && Number.isFinite(a.at))
    ? (v as AlertAck[])
    : undefined;

/**
 * The acknowledgements given in any tab, kept apart from the alert lists: the leader tab writes
 * the lists, and a list it wrote before another tab's acknowledgement reached it would drop that
 * acknowledgement; from here the leader applies it again at its next step (`withAcks`).
 */
export const alertAcks = storedStore<readonly AlertAck[]>('dtu-web.alert-acks', parseAcks, []);

export function acknowledgeAlert(device: string, id: string): void {
  const at = Date.now();
  alertAcks.set(
    [...alertAcks.get().filter((a) => a.device !== device || a.id !== id), { device, id, at }].slice(
      -KEEP_ALERTS,
    ),
  );
  setDeviceAlerts(device, acknowledge(alertStore.get()[device] ?? [], id, at));
}

/** `alerts` of `device` with every acknowledgement given for them applied. */
export function withAcks(device: string, alerts: readonly Alert[]): readonly Alert[] {
  let out = alerts;
  for (const ack of alertAcks.get())
    if (ack.device === device && out.some((a) => a.id === ack.id && a.ack === undefined))
      out = acknowledge(out, ack.id, ack.at);
  return out;
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
  if (!settings || !alerts) throw new ImportError('invalid', 'alerts');
  return () => {
    alertSettings.set(settings);
    for (const [device, list] of Object.entries(alerts)) {
      const byId = new Map([...list, ...(alertStore.get()[device] ?? [])].map((a) => [a.id, a]));
      setDeviceAlerts(device, [...byId.values()].sort((a, b) => a.start - b.start).slice(-KEEP_ALERTS));
    }
  };
}

export const useUnseenCount = () =>
  useStore(alertStore, (all) => Object.values(all).flat().filter(isUnseen).length);
export const useAlertSettings = () => useStore(alertSettings, (s) => s);
