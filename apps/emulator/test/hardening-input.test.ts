import { beforeAll, describe, expect, it } from 'vitest';
import { closeAfterAll } from './support/close-after-each.ts';
import { makeApp, postData, type TestApp } from './support/core-fixture.ts';
import { PERSONALITIES } from './support/personality-facts.ts';

/** The uploads take a file, no `data` field. */
const UPLOADS = new Set(['/api/config/upload', '/api/file/upload', '/api/firmware/update']);

const opened = closeAfterAll();

const nested = (depth: number, key = 'a') => `${`{"${key}":`.repeat(depth)}1${'}'.repeat(depth)}`;

/** Every generation parses `data` with ArduinoJson's default nesting limit of 10 (`WebApi::parseRequestData`). */
describe.each(PERSONALITIES)('deeply nested data on $firmware', ({ firmware, writes }) => {
  /** Every write route of the generation that reads a `data` field. */
  const WRITE_ROUTES = writes.filter((path) => !UPLOADS.has(path));
  let env: TestApp;
  beforeAll(async () => {
    env = await opened(makeApp({ factory: false, firmware }));
  });

  it('answers "Failed to parse data!" beyond the firmware parser nesting limit, on every write route', async () => {
    for (const url of WRITE_ROUTES) {
      for (const data of [nested(10_000), `[${'['.repeat(20_000)}${']'.repeat(20_000)}]`, nested(11, 'x')]) {
        const res = await postData(env.app, url, data);
        expect(res.statusCode, url).toBe(200);
        expect(res.json(), url).toEqual({ type: 'warning', message: 'Failed to parse data!', code: 1004 });
      }
    }
  });

  it('still reads data nested up to ten levels', async () => {
    const res = await postData(env.app, '/api/maintenance/reboot', nested(10, 'x'));
    expect(res.json().code).toBe(1005);
  });
});
