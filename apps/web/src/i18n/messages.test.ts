import { describe, expect, it } from 'vitest';
import { hasMessage, translate } from './translate.ts';

// The app's registry is registered by the test setup, as `main.tsx` does in the app.
describe('translate', () => {
  it('fills parameters and keeps unknown placeholders', () => {
    expect(translate('en', 'apiresponse.7013', { min: 5, max: 65535 })).toBe(
      'The publish interval must lie between 5 and 65535 seconds.',
    );
    expect(translate('de', 'apiresponse.4002', {})).toContain('{max}');
  });

  it('covers the whole response-code catalogue of both spec files', () => {
    const codes = [
      ...range(1001, 1006),
      ...range(2001, 2005),
      3001,
      3002,
      ...range(4001, 4009),
      ...range(5001, 5004),
      6001,
      6002,
      ...range(7001, 7016),
      ...range(8001, 8006),
      ...range(9001, 9010),
      10001,
      10002,
      11001,
      11002,
      12001,
    ];
    for (const code of codes) expect(hasMessage(`apiresponse.${code}`), String(code)).toBe(true);
    expect(hasMessage('apiresponse.1007')).toBe(false);
  });
});

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}
