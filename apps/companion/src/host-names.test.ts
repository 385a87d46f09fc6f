import { describe, expect, it } from 'vitest';
import { hostNames } from './host-names.ts';

describe('the Host names the companion answers', () => {
  const answers = hostNames(['Solar.Home.Arpa'], 'Box.lan');

  it.each([
    '127.0.0.1:8080',
    '192.168.1.20',
    '[::1]:8080',
    '[fe80::1]',
    'localhost:8080',
    'box.lan',
    'BOX',
    'box.local:8081',
    'box.local.',
    'solar.home.arpa:8080',
  ])('answers %s', (host) => expect(answers(host)).toBe(true));

  it.each([
    'evil.example',
    'evil.example:8080',
    'box.lan.evil.example',
    'localhost.evil.example',
    '127.0.0.1.nip.io',
    '',
    undefined,
  ])('refuses %s', (host) => expect(answers(host)).toBe(false));
});
