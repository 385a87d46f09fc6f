import { describe, expect, it } from 'vitest';
import { parseSpan, topLevelSpans } from './json-spans.ts';

const noPause = { pause: async () => {} };

/** Each member's value, arrays as their parsed elements, as `topLevelSpans` splits the text. */
async function split(text: string, chunk = 3) {
  const members = await topLevelSpans(text, { ...noPause, chunk });
  if (!members) return undefined;
  return Object.fromEntries(
    [...members].map(([key, span]) => [
      key,
      span.elements
        ? span.elements.map((at) => parseSpan(text, at))
        : parseSpan(text, [span.start, span.end]),
    ]),
  );
}

describe('top-level JSON spans', () => {
  it('splits members and array elements, strings with brackets, quotes and escapes included, at any chunk size', async () => {
    const value = {
      format: 'x',
      'we"ird': { a: [1, { b: ']},' }] },
      list: [{ t: 1, s: { k: [1, null] } }, [2, [3]], 'a\\"]', -1.5e3, null, true],
      empty: [],
      text: '{[',
    };
    const text = ` ${JSON.stringify(value, null, 1)}\n`;
    for (const chunk of [1, 2, 3, 7, 1 << 18])
      expect(await split(text, chunk), `chunk ${chunk}`).toEqual(value);
  });

  it('refuses what is no object or does not end where the object does', async () => {
    for (const text of ['', '[1,2]', '"x"', '{"a":1', '{"a":1} x', 'not json'])
      expect(await split(text), text).toBeUndefined();
  });

  it('leaves syntax errors inside a value to its own parse', async () => {
    const text = '{"a":[1,{"b":},3],"c":tru}';
    const members = await topLevelSpans(text, noPause);
    expect(members?.get('a')?.elements?.map((at) => parseSpan(text, at))).toEqual([1, undefined, 3]);
    const c = members?.get('c');
    expect(c && parseSpan(text, [c.start, c.end])).toBeUndefined();
  });

  it('pauses between chunks of characters', async () => {
    let pauses = 0;
    await topLevelSpans(`{"a":"${'x'.repeat(99)}"}`, { chunk: 10, pause: async () => void pauses++ });
    expect(pauses).toBe(10);
  });
});
