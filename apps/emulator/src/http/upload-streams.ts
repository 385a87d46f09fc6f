import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';

/** Reads one uploaded file part as it arrives; it must consume `part.file` to its end. */
export type UploadConsumer = (request: FastifyRequest, part: MultipartFile) => Promise<void>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on routes that stream their uploads instead of receiving them as one buffer. */
    streamUpload?: UploadConsumer;
  }
}

/** Large enough never to cut a streamed part: the consumer decides what it keeps. */
export const STREAMED_FILE_LIMIT = Number.MAX_SAFE_INTEGER;

/**
 * The multipart plugin's file hook: routes with a `streamUpload` consumer read their files
 * chunk by chunk (nothing is buffered whole); every other route gets the file as one buffer.
 */
export async function onUploadedFile(this: FastifyRequest, part: MultipartFile): Promise<void> {
  const consume = this.routeOptions.config.streamUpload;
  if (consume) await consume(this, part);
  else await part.toBuffer();
}

/**
 * The text fields that arrived before `part`, by name (first value wins). The plugin's `fields`
 * may already hold later parts, so only the keys inserted before this file count.
 */
export function fieldsBefore(part: MultipartFile): Map<string, string> {
  const fields = new Map<string, string>();
  for (const [name, entry] of Object.entries(part.fields ?? {})) {
    const items = Array.isArray(entry) ? entry : [entry];
    if (items.includes(part)) break;
    const first = items[0];
    if (first && first.type === 'field' && !fields.has(name)) fields.set(name, String(first.value ?? ''));
  }
  return fields;
}

/** Reads a stream to its end without keeping anything. */
export async function drain(stream: AsyncIterable<unknown>): Promise<void> {
  for await (const _ of stream) {
    // discarded
  }
}
