import type { Alert } from '@dtu/alerts';
import { describe, expect, it } from 'vitest';
import { alertChanges } from './alert-changes.ts';

const offline: Alert = { id: 'offline:@1000', rule: 'offline', key: 'offline:', start: 1000, data: {} };

describe('the alerts a step starts and ends', () => {
  it('gives each alert once when it starts and once when it ends', () => {
    expect(alertChanges('garage', [], [offline])).toEqual([
      { event: 'start', gateway: 'garage', alert: offline },
    ]);
    expect(alertChanges('garage', [offline], [offline])).toEqual([]);
    const ended = { ...offline, end: 5000 };
    expect(alertChanges('garage', [offline], [ended])).toEqual([
      { event: 'end', gateway: 'garage', alert: ended },
    ]);
    expect(alertChanges('garage', [ended], [ended])).toEqual([]);
  });

  it('gives both for an alert that starts and ends between two steps', () => {
    const ended = { ...offline, end: 5000 };
    expect(alertChanges('garage', [], [ended]).map((change) => change.event)).toEqual(['start', 'end']);
  });
});
