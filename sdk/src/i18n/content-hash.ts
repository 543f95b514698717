/**
 * A short content hash for dictionary file names (`en/app.<hash>.json`), so a changed dictionary gets a new
 * path and CDN caches never serve a stale copy. FNV-1a over UTF-16 code units: synchronous, tiny, the same
 * in Node and the browser; not for security.
 */
export function contentHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}
