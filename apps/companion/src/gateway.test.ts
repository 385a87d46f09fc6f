import { describe, expect, it } from 'vitest';
import { checkGateways, parseDeviceFlag } from './gateway.ts';

describe('--device', () => {
  it.each([
    ['http://192.168.1.50', { name: '192-168-1-50', origin: 'http://192.168.1.50' }],
    ['192.168.1.50:8080', { name: '192-168-1-50-8080', origin: 'http://192.168.1.50:8080' }],
    ['garage=http://dtu-garage/', { name: 'garage', origin: 'http://dtu-garage' }],
    ['barn=http://10.0.0.7:80', { name: 'barn', origin: 'http://10.0.0.7' }],
  ])('reads %s', (flag, gateway) => {
    expect(parseDeviceFlag(flag)).toEqual(gateway);
  });

  it.each([
    ['https://dtu', 'http:// only'],
    ['http://admin:pw@dtu', '--config'],
    ['http://dtu/api', 'without a path'],
    ['http://dtu/?x=1', 'without a path'],
    ['bad name=http://dtu', 'gateway name'],
    ['http://', 'no URL'],
  ])('refuses %s', (flag, reason) => {
    expect(parseDeviceFlag(flag)).toEqual({ problem: expect.stringContaining(reason) });
  });

  it('needs at least one gateway, each name once', () => {
    const garage = { name: 'garage', origin: 'http://a' };
    expect(checkGateways([])).toContain('--device');
    expect(checkGateways([garage, { ...garage, origin: 'http://b' }])).toContain('"garage"');
    expect(checkGateways([garage])).toBeUndefined();
  });
});
