import { RESPONSE_CODES, RESPONSE_CODES_2026 } from '@dtu/contract';
import { describe, expect, it } from 'vitest';
import { LOCALES } from './define-messages.ts';
import { apiResponseMessages } from './messages/api-response-messages.ts';
import { hasMessage, translate } from './translate.ts';

// The app's registry is registered by the test setup, as `main.tsx` does in the app.
describe('translate', () => {
  it('fills parameters and keeps unknown placeholders', () => {
    expect(translate('en', 'apiresponse.7013', { min: 5, max: 65535 })).toBe(
      'The publish interval must lie between 5 and 65535 seconds.',
    );
    expect(translate('de', 'apiresponse.4002', {})).toContain('{max}');
  });

  it('has a text of its own in every language for every code the firmware sends', () => {
    // 1007 carries the handler and line the firmware prints at run time: its text is shown as sent.
    const codes = [...Object.keys(RESPONSE_CODES), ...Object.keys(RESPONSE_CODES_2026)].filter(
      (code) => code !== '1007',
    );
    expect(codes.length).toBeGreaterThan(70);
    for (const locale of LOCALES) {
      const texts: Readonly<Record<string, string | undefined>> = apiResponseMessages[locale];
      expect(
        codes.filter((code) => !texts[code]),
        locale,
      ).toEqual([]);
    }
    expect(hasMessage('apiresponse.1007')).toBe(false);
  });
});
