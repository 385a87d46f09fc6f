import { describe, expect, it } from 'vitest';
import { splitUptime } from './uptime.ts';

describe('splitUptime', () => {
  it('splits days and pads the clock part', () => {
    expect(splitUptime(0)).toEqual({ days: 0, time: '00:00:00' });
    expect(splitUptime(86412)).toEqual({ days: 1, time: '00:00:12' });
    expect(splitUptime(2 * 86400 + 3 * 3600 + 4 * 60 + 5)).toEqual({ days: 2, time: '03:04:05' });
  });
});
