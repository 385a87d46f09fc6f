import { currentPath, navigate } from '../net/navigation.ts';
import { createStore, useStore } from '../store/store.ts';
import { waitForRestart } from './wait-for-restart.ts';

/** Why the device restarts; the overlay shows `common.restart<Reason>`. */
export type RestartReason = 'Reboot' | 'Reset' | 'Restore' | 'Firmware' | 'Saved';
const REASONS: readonly string[] = [
  'Reboot',
  'Reset',
  'Restore',
  'Firmware',
  'Saved',
] satisfies RestartReason[];

/** Undefined while nothing restarts; `appChanged` once the device is back serving another app. */
export type RestartState = { reason: RestartReason; appChanged?: boolean } | undefined;

const store = createStore<RestartState>(undefined);
let running: Promise<void> | undefined;

/**
 * What identifies the app the device serves: the ETag of `js/app.js` (the firmware's build),
 * else its text. Undefined when the device does not answer.
 */
export async function appFingerprint(): Promise<string | undefined> {
  try {
    const response = await fetch('/js/app.js', { cache: 'no-cache' });
    return response.ok ? (response.headers.get('ETag') ?? (await response.text())) : undefined;
  } catch {
    return undefined;
  }
}

/** Where a tab announces a restart to the browser's other tabs (they follow it too). */
const ANNOUNCE_KEY = 'dtu-web.restart';
/** An app fingerprint longer than this (the app's text, no ETag) is not sent to the other tabs. */
const SHARED_FINGERPRINT_MAX = 200;

interface Announcement {
  reason: RestartReason;
  sinceMs: number;
  appBefore?: string;
}

function follow(
  reason: RestartReason,
  appBefore: string | undefined,
  since: number,
  returnTo?: string,
): Promise<void> {
  if (running) return running;
  const target = returnTo ?? currentPath();
  store.set({ reason });
  running = (async () => {
    await waitForRestart({ since });
    const appAfter = appBefore && (await appFingerprint());
    if (currentPath() !== target) navigate(target, { replace: returnTo !== undefined });
    if (appAfter && appAfter !== appBefore) return store.set({ reason, appChanged: true });
    store.set(undefined);
  })().finally(() => {
    running = undefined;
  });
  return running;
}

/**
 * The one "device is restarting" flow: call it once the device accepted an action that restarts
 * it. The overlay shows until `/api/system/status` answers from the new boot; then the user is
 * back on the page they started from, or on `returnTo` (which replaces the location, as after a
 * firmware upgrade, docs/product/frame-and-live.md §4). With `appBefore` (a fingerprint taken before a
 * firmware upload), a changed app is reported instead of closing, so the overlay offers a reload
 * rather than keep running stale code. Resolves when the device is back; a second call joins the
 * running one. Every other tab of the browser follows the same restart (through a `storage`
 * event), instead of only meeting a device that does not answer.
 */
export function followRestart(reason: RestartReason, appBefore?: string, returnTo?: string): Promise<void> {
  if (running) return running;
  const announcement: Announcement = { reason, sinceMs: Date.now() };
  if (appBefore && appBefore.length <= SHARED_FINGERPRINT_MAX) announcement.appBefore = appBefore;
  try {
    // The time makes each announcement a change, which is what other tabs are told about.
    localStorage.setItem(ANNOUNCE_KEY, JSON.stringify(announcement));
  } catch {}
  return follow(reason, appBefore, announcement.sinceMs, returnTo);
}

if (typeof addEventListener !== 'undefined')
  addEventListener('storage', (event) => {
    if (event.key !== ANNOUNCE_KEY || !event.newValue) return;
    try {
      const { reason, sinceMs, appBefore } = JSON.parse(event.newValue) as Announcement;
      if (REASONS.includes(reason) && Number.isFinite(sinceMs)) void follow(reason, appBefore, sinceMs);
    } catch {}
  });

/** For `useSettingsForm`'s `onSaved`: the restart after a save, then the form reads the device again. */
export async function restartAfterSave(): Promise<true> {
  await followRestart('Saved');
  return true;
}

/** `useSettingsForm` options of an endpoint the device answers with a restart (docs/firmware/onbattery-2024.05.03/settings.md §1.6). */
export const RESTARTS_AFTER_SAVE = { onSaved: restartAfterSave };

export const getRestart = store.get;

/** The current restart state, for the overlay. */
export const useRestart = (): RestartState => useStore(store, getRestart);
