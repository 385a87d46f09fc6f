import { describe, expect, it } from 'vitest';
import { safeReturnUrl } from './navigation.ts';

describe('safeReturnUrl', () => {
  it('keeps a path of this site, query included', () => {
    expect(safeReturnUrl('/settings/mqtt?tab=tls')).toBe('/settings/mqtt?tab=tls');
    expect(safeReturnUrl('/')).toBe('/');
  });

  it('refuses what a browser would read as another host, and anything not a plain path', () => {
    for (const value of [
      null,
      '',
      '//evil.example',
      '/\\evil.example',
      '/\\/evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      'settings',
      '/\tevil',
      '/a\nb',
      '/\u0000',
    ])
      expect(safeReturnUrl(value), JSON.stringify(value)).toBe('/');
  });
});
