/**
 * Third-party storage in widget frames. Browsers partition (Chrome, Firefox) or block (Safari) the storage of a
 * frame whose site differs from the top page, so a session cookie the sportsbook sets inside a partner's page may
 * be invisible next time, or never stored. The session therefore travels through the host page (see
 * session.ts) and does not depend on storage; where a browser offers the Storage Access API, a widget asks for
 * unpartitioned access on the player's click (login, registration) so "stay logged in" can work too.
 */

interface StorageAccessDocument {
  hasStorageAccess?: () => Promise<boolean>;
  requestStorageAccess?: () => Promise<void>;
}

/** True when the frame has (or was just granted) unpartitioned storage; call from a user gesture. */
export async function requestStorageAccessIfNeeded(doc: Document = document): Promise<boolean> {
  const api = doc as unknown as StorageAccessDocument;
  if (!api.hasStorageAccess || !api.requestStorageAccess) return false;
  try {
    if (await api.hasStorageAccess()) return true;
    await api.requestStorageAccess();
    return true;
  } catch {
    return false;
  }
}
