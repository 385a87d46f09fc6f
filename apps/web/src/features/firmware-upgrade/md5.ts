/**
 * MD5 (RFC 1321), fed in pieces: the firmware upload form sends the image's MD5 before the file.
 * Our own 60 lines instead of a library (about 2.5 kB less gzip in flash); whole blocks are
 * hashed where they lie, and the caller feeds small slices between which the page stays responsive.
 */

/**
 * Per-step constants, the integer part of |sin(i + 1)| · 2^32, written out: `Math.sin` is not
 * exact on every engine (computed once with 60-digit arithmetic; the RFC digests in the tests
 * check them).
 */
const K = [
  0xd76aa478, 0xe8c7b756, 0x242070db, 0xc1bdceee, 0xf57c0faf, 0x4787c62a, 0xa8304613, 0xfd469501, 0x698098d8,
  0x8b44f7af, 0xffff5bb1, 0x895cd7be, 0x6b901122, 0xfd987193, 0xa679438e, 0x49b40821, 0xf61e2562, 0xc040b340,
  0x265e5a51, 0xe9b6c7aa, 0xd62f105d, 0x02441453, 0xd8a1e681, 0xe7d3fbc8, 0x21e1cde6, 0xc33707d6, 0xf4d50d87,
  0x455a14ed, 0xa9e3e905, 0xfcefa3f8, 0x676f02d9, 0x8d2a4c8a, 0xfffa3942, 0x8771f681, 0x6d9d6122, 0xfde5380c,
  0xa4beea44, 0x4bdecfa9, 0xf6bb4b60, 0xbebfbc70, 0x289b7ec6, 0xeaa127fa, 0xd4ef3085, 0x04881d05, 0xd9d4d039,
  0xe6db99e5, 0x1fa27cf8, 0xc4ac5665, 0xf4292244, 0x432aff97, 0xab9423a7, 0xfc93a039, 0x655b59c3, 0x8f0ccc92,
  0xffeff47d, 0x85845dd1, 0x6fa87e4f, 0xfe2ce6e0, 0xa3014314, 0x4e0811a1, 0xf7537e82, 0xbd3af235, 0x2ad7d2bb,
  0xeb86d391,
];
/** Left rotations, four per round. */
const ROTATE = [7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21];

export interface Md5 {
  update(bytes: Uint8Array): void;
  /** Lower-case hex; the hash cannot be updated afterwards. */
  digest(): string;
}

/** The message word of step i: i, 5i+1, 3i+5, 7i (mod 16) in the four rounds. */
const WORD = Array.from({ length: 64 }, (_, i) => ([1, 5, 3, 7][i >> 4]! * i + [0, 1, 5, 0][i >> 4]!) & 15);

export function createMd5(): Md5 {
  const state = [0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476];
  const block = new Uint8Array(64);
  const blockWords = new DataView(block.buffer);
  let filled = 0;
  let length = 0;

  /** One 64-byte block at `at` of `words`: the buffered block, or straight from the input. */
  const compress = (words: DataView, at: number) => {
    let [a, b, c, d] = state as [number, number, number, number];
    for (let i = 0; i < 64; i++) {
      const round = i >> 4;
      const f =
        round === 0
          ? (b & c) | (~b & d)
          : round === 1
            ? (d & b) | (~d & c)
            : round === 2
              ? b ^ c ^ d
              : c ^ (b | ~d);
      const sum = (a + f + K[i]! + words.getUint32(at + WORD[i]! * 4, true)) | 0;
      const shift = ROTATE[round * 4 + (i & 3)]!;
      a = d;
      d = c;
      c = b;
      b = (b + ((sum << shift) | (sum >>> (32 - shift)))) | 0;
    }
    [a, b, c, d].forEach((value, i) => {
      state[i] = (state[i]! + value) | 0;
    });
  };

  const update = (bytes: Uint8Array) => {
    length += bytes.length;
    const input = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    let i = 0;
    while (i < bytes.length) {
      // Whole blocks are hashed where they lie; only the edges are copied.
      if (filled === 0 && bytes.length - i >= 64) {
        compress(input, i);
        i += 64;
        continue;
      }
      block[filled++] = bytes[i++]!;
      if (filled === 64) {
        compress(blockWords, 0);
        filled = 0;
      }
    }
  };

  return {
    update,
    digest() {
      const bits = length * 8;
      // Padding: one 1 bit, zeros up to 56 bytes of a block, then the length in bits (little endian).
      const padding = new Uint8Array(((55 - filled + 64) % 64) + 1);
      padding[0] = 0x80;
      update(padding);
      blockWords.setUint32(56, bits >>> 0, true);
      blockWords.setUint32(60, Math.floor(bits / 2 ** 32), true);
      compress(blockWords, 0);
      return state
        .map((value) => {
          const out = new DataView(new ArrayBuffer(4));
          out.setUint32(0, value, true);
          return out.getUint32(0).toString(16).padStart(8, '0');
        })
        .join('');
    },
  };
}
