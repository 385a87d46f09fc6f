import { describe, expect, it } from 'vitest';
import { CODE } from './code.ts';
import { RESPONSE_CODES, responseCodeInfo } from './response-codes.ts';

// Every code named in docs/product/frame-and-live.md §8, docs/product/settings-and-info.md §8, docs/firmware/onbattery-2024.05.03/settings.md §10 and docs/firmware/onbattery-2024.05.03/live.md §8.
const SPEC_CODES = [
  1001, 1002, 1003, 1004, 1005, 1006, 1007, 2001, 2002, 2003, 2004, 2005, 3001, 3002, 4001, 4002, 4003, 4004,
  4005, 4006, 4007, 4008, 4009, 5001, 5002, 5003, 5004, 6001, 6002, 7001, 7002, 7003, 7004, 7005, 7006, 7007,
  7008, 7009, 7010, 7011, 7012, 7013, 7014, 7015, 7016, 8001, 8002, 8003, 8004, 8005, 8006, 9001, 9002, 9003,
  9004, 9005, 9006, 9007, 9008, 9009, 9010, 10001, 10002, 11001, 11002, 12001,
];

describe('response-code catalogue', () => {
  it('covers exactly the codes of the specs and API docs', () => {
    expect(
      Object.keys(RESPONSE_CODES)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(SPEC_CODES);
    expect(Object.values(CODE).sort((a, b) => a - b)).toEqual(SPEC_CODES);
  });

  it('names each key after its CODE constant', () => {
    for (const [name, code] of Object.entries(CODE)) {
      expect(RESPONSE_CODES[code].key).toBe(name[0]!.toLowerCase() + name.slice(1));
    }
  });

  it('uses success only for positive outcomes and danger only for 1007', () => {
    const success = SPEC_CODES.filter((c) => responseCodeInfo(c)?.type === 'success');
    expect(success).toEqual([1001, 3002, 4004, 4007, 4008, 4009, 6001, 9010, 10002]);
    expect(SPEC_CODES.filter((c) => responseCodeInfo(c)?.type === 'danger')).toEqual([1007]);
  });

  it('quotes the firmware texts used by the emulator', () => {
    expect(RESPONSE_CODES[CODE.SettingsSaved].message).toBe('Settings saved!');
    expect(RESPONSE_CODES[CODE.MaintenanceRebootCancelled].message).toBe('Reboot cancled!');
    expect(RESPONSE_CODES[CODE.NtpMonthInvalid].message).toBe('Month must be a number between 1 and 12!');
    expect(RESPONSE_CODES[CODE.DataTooLarge].message).toBeUndefined();
  });

  it('declares min and max params for the range codes', () => {
    expect(RESPONSE_CODES[CODE.DtuInvalidCmtFrequency].params).toEqual(['min', 'max']);
    expect(RESPONSE_CODES[CODE.MqttTopicLength].params).toEqual(['max']);
    expect(RESPONSE_CODES[CODE.MqttPort].params).toBeUndefined();
  });

  it('returns undefined for unknown codes', () => {
    expect(responseCodeInfo(4242)).toBeUndefined();
  });
});
