import type { Alert } from '@dtu/alerts';
import { DEFAULT_RULES, parseRules } from '@dtu/alerts';
import { describe, expect, it } from 'vitest';
import { ImportError } from '../history/backup.ts';
import {
  acknowledgeAlert,
  alertSettings,
  alertStore,
  alertsBackup,
  LOCAL_DEVICE,
  readAlertsBackup,
  setDeviceAlerts,
} from './alert-store.ts';

const T = Date.UTC(2026, 0, 1);
/** The `n`th alert (its start `n` ms after T). */
const alert = (n: number): Alert => ({
  id: `soc:@${n}`,
  rule: 'soc',
  key: 'soc:',
  start: T + n,
  data: { value: 15, limit: 20 },
});

describe('alert store', () => {
  it('persists alerts and acknowledgements in localStorage', () => {
    setDeviceAlerts(LOCAL_DEVICE, [alert(1)]);
    acknowledgeAlert(LOCAL_DEVICE, 'soc:@1');
    const stored = JSON.parse(localStorage.getItem('dtu-web.alerts') ?? '{}');
    expect(stored[LOCAL_DEVICE][0].ack).toBeGreaterThan(0);
  });

  it('round-trips through the backup, merging alerts by id', () => {
    setDeviceAlerts(LOCAL_DEVICE, [alert(1)]);
    const backup = JSON.parse(JSON.stringify(alertsBackup()));
    backup.alerts[LOCAL_DEVICE].push(alert(2));
    backup.settings.rules.soc = { on: true, delay: 0, limit: 30, hyst: 2 };
    readAlertsBackup(backup)();
    expect(alertStore.get()[LOCAL_DEVICE]?.map((a) => a.start)).toEqual([T + 1, T + 2]);
    expect(alertSettings.get().rules.soc).toMatchObject({ on: true, limit: 30, clear: 2 });
  });

  it('refuses a malformed alerts part before anything is applied', () => {
    const bad = [
      null,
      { settings: { rules: {}, sound: 'yes' }, alerts: {} },
      { settings: { rules: { soc: { on: true, limit: 101 } }, sound: false }, alerts: {} },
      { settings: { rules: {}, sound: false }, alerts: { local: [{ ...alert(1), rule: 'fire' }] } },
      { settings: { rules: {}, sound: false }, alerts: { local: [{ ...alert(1), start: 'x' }] } },
      // Year 275760: no date shows it.
      { settings: { rules: {}, sound: false }, alerts: { local: [{ ...alert(1), end: 8.64e15 + 1 }] } },
    ];
    for (const value of bad) expect(() => readAlertsBackup(value)).toThrow(ImportError);
  });

  it('fills missing rules and fields with the defaults', () => {
    expect(parseRules({ event: { on: false } })).toEqual({
      ...DEFAULT_RULES,
      event: { ...DEFAULT_RULES.event, on: false },
    });
    expect(parseRules({ grid: { on: true, delay: 1.5 } })).toBeUndefined();
  });
});
