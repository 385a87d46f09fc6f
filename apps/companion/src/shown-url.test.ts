import { describe, expect, it } from 'vitest';
import { shownUrl } from './shown-url.ts';

describe('a URL as the companion prints it', () => {
  it.each([
    ['mqtt://user:s3cret@broker.lan:1883', 'mqtt://…@broker.lan:1883'],
    ['mqtt://broker.lan', 'mqtt://broker.lan'],
    ['https://ntfy.sh/my-secret-topic', 'https://ntfy.sh/…'],
    ['http://ha.lan:8123/api/webhook/abc123?token=t0k', 'http://ha.lan:8123/…'],
    ['https://hooks.example/?key=k3y', 'https://hooks.example/…'],
    ['http://admin:pw@[bad', 'http://…@[bad'],
    ['admin:pw@host', '…@host'],
  ])('%s → %s', (text, shown) => expect(shownUrl(text)).toBe(shown));
});
