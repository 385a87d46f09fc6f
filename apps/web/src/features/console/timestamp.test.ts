import { describe, expect, it } from 'vitest';
import { consoleLine, consoleTimestamp } from './timestamp.ts';

describe('console timestamps', () => {
  it('pads every part, milliseconds to three digits', () => {
    expect(consoleTimestamp(new Date(2024, 4, 3, 7, 5, 9, 42))).toBe('07:05:09.042');
    expect(consoleTimestamp(new Date(2024, 4, 3, 23, 59, 59, 999))).toBe('23:59:59.999');
  });

  it('prefixes a line and replaces the device line break', () => {
    expect(consoleLine(new Date(2024, 4, 3, 14, 0, 1, 5), 'Fetch inverter: 114183712345\r\n')).toBe(
      '14:00:01.005 > Fetch inverter: 114183712345\n',
    );
  });
});
