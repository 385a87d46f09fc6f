/**
 * MD5 (RFC 1321), fed in pieces: the firmware upload form sends the image's MD5 before the file.
 * Our own 40 lines instead of a library (about 2.5 kB less gzip in flash); speed is not an
 * issue for an image of 2 MB.
 */

/** Per-step constants: the integer part of |sin(i + 1)| · 2^32. */
const K = Array.from({ length: 64 }, (_, i) => (Math.abs(Math.sin(i + 1)) * 2 ** 32) >>> 0);
/** Left rotations, four per round. */
const ROTATE = [7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21];

export interface Md5 {
  update(bytes: Uint8Array): void;
  /** Lower-case hex; the hash cannot be updated afterwards. */
  digest(): string;
}

export function createMd5(): Md5 {
  const state = [0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476];
  const block = new Uint8Array(64);
  const words = new DataView(block.buffer);
  let filled = 0;
  let length = 0;

  const compress = () => {
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
      // The message word of step i: i, 5i+1, 3i+5, 7i (mod 16) in the four rounds.
      const word = ([1, 5, 3, 7][round]! * i + [0, 1, 5, 0][round]!) & 15;
      const sum = (a + f + K[i]! + words.getUint32(word * 4, true)) | 0;
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
    for (const byte of bytes) {
      block[filled++] = byte;
      if (filled === 64) {
        compress();
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
      words.setUint32(56, bits >>> 0, true);
      words.setUint32(60, Math.floor(bits / 2 ** 32), true);
      compress();
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
