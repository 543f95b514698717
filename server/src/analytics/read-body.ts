/**
 * An analytics body: JSON, or gzip-compressed JSON (`content-encoding: gzip`, as the tracker sends bodies over
 * 2 KB), with a cap on both the bytes received and the bytes they inflate to, so a small "zip bomb" cannot make the
 * server allocate without bound. Anything unreadable is a 400 (415 for an encoding it does not speak).
 */
import { gunzipSync } from 'node:zlib';
import type { $ZodType, output } from 'zod/v4/core';
import { ApiError, parseOrThrow } from '../app';
import type { AppContext } from '../app/types';

export const maxCompressedBytes = 64 * 1024;
export const maxInflatedBytes = 512 * 1024;

export async function readAnalyticsBody<S extends $ZodType>(c: AppContext, schema: S): Promise<output<S>> {
  const encoding = (c.req.header('content-encoding') ?? 'identity').trim().toLowerCase();
  if (encoding !== 'identity' && encoding !== 'gzip') {
    throw new ApiError(415, 'unsupported_encoding', 'Only gzip or identity bodies are accepted');
  }
  const raw = new Uint8Array(await c.req.arrayBuffer());
  if (raw.byteLength > maxCompressedBytes)
    throw new ApiError(413, 'payload_too_large', 'The analytics body is too large');
  let bytes: Uint8Array = raw;
  if (encoding === 'gzip') {
    try {
      bytes = gunzipSync(raw, { maxOutputLength: maxInflatedBytes });
    } catch {
      throw ApiError.badRequest('invalid_body', 'The gzip body could not be inflated (corrupt or over the size cap)');
    }
  }
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw ApiError.badRequest('invalid_json', 'The request body is not valid JSON');
  }
  return parseOrThrow(schema, json);
}
