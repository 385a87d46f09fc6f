/** One DER element: tag byte and the content's byte range within the buffer. */
export interface DerNode {
  tag: number;
  start: number;
  end: number;
  bytes: Buffer;
}

/** Reads the element at `offset`; throws on truncated or indefinite-length input. */
export function der(bytes: Buffer, offset = 0): DerNode & { next: number } {
  if (offset + 2 > bytes.length) throw new Error('DER: truncated header');
  const tag = bytes[offset];
  let length = bytes[offset + 1];
  let start = offset + 2;
  if (length & 0x80) {
    const count = length & 0x7f;
    if (count === 0 || count > 4) throw new Error('DER: unsupported length');
    length = 0;
    for (let i = 0; i < count; i++) length = length * 256 + bytes[start + i];
    start += count;
  }
  const end = start + length;
  if (end > bytes.length) throw new Error('DER: truncated content');
  return { tag, start, end, bytes, next: end };
}

/** The elements inside a constructed element. */
export function derChildren(node: DerNode): DerNode[] {
  const out: DerNode[] = [];
  for (let offset = node.start; offset < node.end; ) {
    const child = der(node.bytes, offset);
    out.push(child);
    offset = child.next;
  }
  return out;
}

export function derContent(node: DerNode): Buffer {
  return node.bytes.subarray(node.start, node.end);
}

/** Dotted text of an OBJECT IDENTIFIER element. */
export function derOid(node: DerNode): string {
  const content = derContent(node);
  const parts: number[] = [];
  let value = 0;
  for (const byte of content) {
    value = value * 128 + (byte & 0x7f);
    if (!(byte & 0x80)) {
      // The first sub-identifier packs the first two arcs (40 × first + second).
      if (parts.length === 0)
        parts.push(...(value < 80 ? [Math.floor(value / 40), value % 40] : [2, value - 80]));
      else parts.push(value);
      value = 0;
    }
  }
  return parts.join('.');
}

/** A small non-negative INTEGER element as a number. */
export function derInteger(node: DerNode): number {
  let value = 0;
  for (const byte of derContent(node)) value = value * 256 + byte;
  return value;
}
