import { describe, expect, it } from 'vitest';
import { DTU_SERIAL_HEX_DIGITS_MAX, DTU_SERIAL_PATTERN } from './limits.ts';
import {
  formatSerial,
  herfCheck,
  parseDecimalSerial,
  parseHexSerial,
  parseSerialInput,
  productionDate,
  serialFromJson,
  serialToDecimal,
} from './serial.ts';

describe('parseSerialInput', () => {
  it.each([
    ['A01234567-1AX', '2801043214c7'],
    ['A11ABCDEF-1RY', '282114b635cf'],
    ['A2198765X-165', '2841128398be'],
  ])('converts the valid herf serial %s to %s', (input, hex) => {
    expect(parseSerialInput(input)).toEqual({ kind: 'herf', hex });
  });

  it('accepts lower-case herf input after upper-casing', () => {
    expect(parseSerialInput('a01234567-1ax')).toEqual({ kind: 'herf', hex: '2801043214c7' });
  });

  it('rejects a herf serial with a wrong check character', () => {
    expect(parseSerialInput('A01234567-1AY')).toEqual({ kind: 'invalid-checksum' });
  });

  it.each([
    'A31234567-1AX', // prefix not A01/A11/A21
    'A0123456I-1AX', // I is not in the body alphabet
    'A01234567-1A', // check too short
    'A012345671AX', // no dash
    '1234', // too short
    '11418371234G', // not hex
    'ABCDEFABCDEF', // 12 hex digits without any decimal digit
    '1141837123456', // 13 digits
  ])('reports %s as unknown format', (input) => {
    expect(parseSerialInput(input)).toEqual({ kind: 'unknown-format' });
  });

  it('returns empty for an empty input', () => {
    expect(parseSerialInput('')).toEqual({ kind: 'empty' });
  });

  it('recognises the maker format and upper-cases it', () => {
    expect(parseSerialInput('1164a0b1c2d3')).toEqual({ kind: 'maker', hex: '1164A0B1C2D3' });
  });

  it('recognises an already converted serial that does not start with 1', () => {
    expect(parseSerialInput('2801043214c7')).toEqual({ kind: 'converted', hex: '2801043214C7' });
  });

  it('computes the check string from both sums', () => {
    expect(herfCheck('A01234567')).toBe('1AX');
    expect(herfCheck('A11ABCDEF')).toBe('1RY');
  });
});

describe('formatSerial / parseHexSerial', () => {
  it('formats 12-digit serials as lower-case hex', () => {
    expect(formatSerial(0x114183712345n)).toBe('114183712345');
    expect(formatSerial(0x1164a0b1c2d3n)).toBe('1164a0b1c2d3');
  });

  it('pads the low 32 bits but not the high ones', () => {
    expect(formatSerial(0x100000001n)).toBe('100000001');
    expect(formatSerial(0x12n)).toBe('000000012');
  });

  it('parses hex like strtoll', () => {
    expect(parseHexSerial('114183712345')).toBe(0x114183712345n);
    expect(parseHexSerial('1164A0B1C2D3')).toBe(0x1164a0b1c2d3n);
    expect(parseHexSerial('0x1f')).toBe(0x1fn);
    expect(parseHexSerial('  12zz')).toBe(0x12n);
    expect(parseHexSerial('zz')).toBe(0n);
    expect(parseHexSerial('')).toBe(0n);
    expect(parseHexSerial('ffffffffffffffffff')).toBe((1n << 63n) - 1n);
  });

  it('reads JSON numbers by their decimal text as hex', () => {
    expect(serialFromJson(199980193046)).toBe(0x199980193046n);
    expect(serialFromJson(null)).toBe(0n);
  });

  it('converts to and from the limiter decimal form', () => {
    expect(serialToDecimal(0x114182345678n)).toBe('18973055014520');
    expect(parseDecimalSerial('18973055014520')).toBe(0x114182345678n);
    expect(parseDecimalSerial('x')).toBe(0n);
  });
});

describe('productionDate', () => {
  it('decodes year from the 5th hex digit and week from digits 6-7', () => {
    expect(productionDate('114183712345')).toEqual({ year: 2022, week: '37' });
  });

  it('uses only the low 32 bits', () => {
    expect(productionDate('116491234567')).toEqual({ year: 2023, week: '12' });
    expect(productionDate('1164a0b1c2d3')).toEqual({ year: 2024, week: 'b' });
  });
});

describe('DTU serial input', () => {
  const accepted = (text: string) =>
    new RegExp(`^(?:${DTU_SERIAL_PATTERN})$`).test(text) && text.length <= DTU_SERIAL_HEX_DIGITS_MAX;

  it.each(['1999801612ab', '1999801612AB', '199980193046', '0000000001', '7fffffff00000000'])(
    'takes %s, which the firmware reads as a serial other than 0, digit for digit',
    (text) => {
      expect(accepted(text)).toBe(true);
      expect(formatSerial(parseHexSerial(text))).toBe(text.toLowerCase().replace(/^0+(?=.{9})/, ''));
    },
  );

  it.each([
    '',
    '0',
    '000000000000',
    '1999-8016',
    '0x1999801612ab',
    'g1999801612',
    '8000000000000000',
    '1'.repeat(17),
  ])('refuses %s: the firmware would read 0 or other digits than shown', (text) => {
    expect(accepted(text)).toBe(false);
  });
});
