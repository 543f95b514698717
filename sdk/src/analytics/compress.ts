/**
 * Bodies over 2 KB go gzip-compressed (SPEC §9) through the browser's own `CompressionStream`; a browser without
 * it sends the JSON as it is.
 */
import { analyticsLimits } from './constants';

export interface EncodedBody {
  body: Uint8Array<ArrayBuffer> | string;
  headers: Record<string, string>;
}

const json = { 'content-type': 'application/json' };

export async function gzipWhenLarge(text: string): Promise<EncodedBody> {
  const bytes = new TextEncoder().encode(text);
  if (bytes.byteLength <= analyticsLimits.gzipAboveBytes || typeof CompressionStream === 'undefined') {
    return { body: text, headers: json };
  }
  const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream('gzip'));
  const gzipped = new Uint8Array(await new Response(stream).arrayBuffer());
  return { body: gzipped, headers: { ...json, 'content-encoding': 'gzip' } };
}
