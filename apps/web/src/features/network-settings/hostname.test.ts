import { describe, expect, it } from 'vitest';
import { IPV4_PATTERN } from '../../ui/fields/ipv4-pattern.ts';
import { chipIdFromApSsid, expandHostname } from './hostname.ts';

describe('hostname expansion', () => {
  it('reads the chip id from the access point SSID', () => {
    expect(chipIdFromApSsid('OpenDTU-1193046')).toBe(1193046);
    expect(chipIdFromApSsid('')).toBeUndefined();
    expect(chipIdFromApSsid(undefined)).toBeUndefined();
  });

  it('replaces %06X with six upper-case hex digits', () => {
    expect(expandHostname('OpenDTU-%06X', 0x123456)).toBe('OpenDTU-123456');
    expect(expandHostname('dtu-%06X', 0xab)).toBe('dtu-0000AB');
  });

  it('has nothing to show without the token or without a chip id', () => {
    expect(expandHostname('garage-dtu', 0x123456)).toBeUndefined();
    expect(expandHostname('OpenDTU-%06X', undefined)).toBeUndefined();
  });
});

describe('IPv4 pattern', () => {
  // Browsers compile the attribute anchored and with the v flag.
  const re = new RegExp(`^(?:${IPV4_PATTERN})$`, 'v');

  it.each(['0.0.0.0', '192.168.178.1', '255.255.255.255', '10.0.0.9'])('accepts %s', (ip) => {
    expect(re.test(ip)).toBe(true);
  });

  it.each(['256.1.1.1', '1.2.3', '1..2.3', 'a.b.c.d', '1.2.3.4.5', ' 1.2.3.4', '01.2.3.4'])(
    'rejects %s',
    (ip) => {
      expect(re.test(ip)).toBe(false);
    },
  );
});
