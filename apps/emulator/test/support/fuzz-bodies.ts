import type { Rng } from './fuzz-random.ts';

/** One HTTP request body with the headers that describe it (or lie about it). */
export interface FuzzBody {
  payload: Buffer;
  headers: Record<string, string>;
  /** Appended to the URL (a `?data=` the firmware must ignore). */
  query?: string;
  kind: string;
}

const BOUNDARY = '----dtu-fuzz';

function part(name: string, value: Buffer, filename?: string): Buffer {
  const file =
    filename === undefined ? '' : `; filename="${filename}"\r\nContent-Type: application/octet-stream`;
  return Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"${file}\r\n\r\n`),
    value,
    Buffer.from('\r\n'),
  ]);
}

/** A multipart body from ordered parts (field order matters to the firmware upload). */
export function multipartBody(parts: { name: string; value: Buffer; filename?: string }[]): FuzzBody {
  return {
    payload: Buffer.concat([
      ...parts.map((p) => part(p.name, p.value, p.filename)),
      Buffer.from(`--${BOUNDARY}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    kind: 'multipart',
  };
}

/** Bytes that are not valid UTF-8 (lone continuation, truncated sequence, overlong NUL, surrogate). */
const BAD_UTF8 = [
  Buffer.from([0xff, 0xfe]),
  Buffer.from([0x80]),
  Buffer.from([0xc3]),
  Buffer.from([0xc0, 0x80]),
  Buffer.from([0xed, 0xa0, 0x80]),
];

/**
 * One roll of `encodeData` per family of encodings (multipart, urlencoded, bad UTF-8, raw JSON,
 * query string, odd multipart fields, empty, broken multipart, random bytes, repeated fields):
 * the fuzzer's sweep sends each of them to every endpoint before the random run.
 */
export const ENCODING_ROLLS = [0, 9, 12, 13, 14, 15, 16, 17, 18, 19] as const;

/** The family of a body's kind, to check that a run covered every family on every endpoint. */
export function encodingFamily(kind: string): string {
  if (kind.startsWith('bad-utf8')) return 'bad-utf8';
  if (['truncated-multipart', 'multipart-no-boundary', 'multipart-wrong-boundary'].includes(kind))
    return 'broken-multipart';
  return kind;
}

/**
 * Wraps the `data` text in one of the encodings a client might send, valid or not; `roll` picks
 * the encoding (one of `ENCODING_ROLLS`' ranges), otherwise it is random.
 */
export function encodeData(rng: Rng, data: string, roll = rng.int(0, 19)): FuzzBody {
  const text = Buffer.from(data);
  if (roll < 9) return { ...multipartBody([{ name: 'data', value: text }]), kind: 'multipart' };
  if (roll < 12) {
    return {
      payload: Buffer.from(`data=${encodeURIComponent(data)}`),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      kind: 'urlencoded',
    };
  }
  switch (roll) {
    case 12: {
      // Invalid UTF-8 inside the JSON string of the data field.
      const bad = rng.pick(BAD_UTF8);
      const value = Buffer.concat([Buffer.from('{"name":"'), bad, Buffer.from('","serial":"1"}')]);
      return rng.chance(0.5)
        ? { ...multipartBody([{ name: 'data', value }]), kind: 'bad-utf8-multipart' }
        : {
            payload: Buffer.concat([
              Buffer.from('data='),
              Buffer.from(`%${bad[0].toString(16).toUpperCase()}`),
            ]),
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            kind: 'bad-utf8-urlencoded',
          };
    }
    case 13:
      return { payload: text, headers: { 'content-type': 'application/json' }, kind: 'raw-json' };
    case 14:
      return {
        payload: Buffer.alloc(0),
        headers: {},
        query: `data=${encodeURIComponent(data)}`,
        kind: 'query',
      };
    case 15:
      return {
        ...multipartBody([
          { name: rng.pick(['Data', 'data[]', 'json', '']), value: text },
          ...(rng.chance(0.5)
            ? [
                { name: 'data', value: text },
                { name: 'data', value: Buffer.from('{}') },
              ]
            : []),
        ]),
        kind: 'multipart-odd-fields',
      };
    case 16:
      return {
        payload: Buffer.alloc(0),
        headers: rng.chance(0.5) ? { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } : {},
        kind: 'empty',
      };
    case 17: {
      // Broken multipart: truncated, missing boundary parameter, or a different boundary.
      const whole = multipartBody([{ name: 'data', value: text }]).payload;
      const variants: FuzzBody[] = [
        {
          payload: whole.subarray(0, rng.int(0, whole.length)),
          headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
          kind: 'truncated-multipart',
        },
        { payload: whole, headers: { 'content-type': 'multipart/form-data' }, kind: 'multipart-no-boundary' },
        {
          payload: whole,
          headers: { 'content-type': 'multipart/form-data; boundary=other' },
          kind: 'multipart-wrong-boundary',
        },
      ];
      return rng.pick(variants);
    }
    case 18:
      return {
        payload: Buffer.from(Array.from({ length: rng.int(1, 2048) }, () => rng.int(0, 255))),
        headers: {
          'content-type': rng.pick([
            'application/octet-stream',
            'text/plain',
            'image/png',
            'x/y; charset=klingon',
          ]),
        },
        kind: 'random-bytes',
      };
    default:
      return {
        payload: Buffer.from(`data=${encodeURIComponent(data)}&data=%7B%7D&${'x'.repeat(rng.int(0, 64))}=1`),
        headers: { 'content-type': 'application/x-www-form-urlencoded; charset=latin1' },
        kind: 'urlencoded-repeated',
      };
  }
}
