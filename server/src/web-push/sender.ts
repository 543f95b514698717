/**
 * Sending a web push: `web-push` encrypts the payload to the subscription's keys (RFC 8291, aes128gcm) and signs
 * the VAPID header (RFC 8292); the request goes out with `fetch` (so a test's push service may be plain HTTP).
 * A push service answering 404 or 410 has dropped the subscription: it is deleted.
 */
import type { WebPushPayload } from '@betframe/sdk/feed';
import webpush from 'web-push';
import type { AppDeps } from '../app/types';
import './tables';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const TIMEOUT_MS = 10_000;

/** Sends `payload(lang)` to every browser of the player; returns how many push services accepted it. */
export async function pushToPlayer(
  deps: AppDeps,
  vapid: VapidKeys,
  userId: number,
  payload: (lang: string) => Promise<WebPushPayload | undefined>,
): Promise<number> {
  const subs = await deps.database.db
    .selectFrom('web_push_subscriptions')
    .select(['endpoint', 'p256dh', 'auth', 'lang'])
    .where('user_id', '=', userId)
    .execute();
  let accepted = 0;
  for (const sub of subs) {
    const body = await payload(sub.lang);
    if (!body) continue;
    const request = webpush.generateRequestDetails(
      { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
      JSON.stringify(body),
      {
        vapidDetails: vapid,
        TTL: 3600,
        urgency: 'high',
        ...(body.tag ? { topic: topicOf(body.tag) } : {}),
      },
    );
    try {
      const res = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body ? new Uint8Array(request.body) : null,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await res.arrayBuffer().catch(() => undefined);
      if (res.status === 404 || res.status === 410) {
        await deps.database.db.deleteFrom('web_push_subscriptions').where('endpoint', '=', sub.endpoint).execute();
      } else if (res.ok) accepted++;
      else deps.logger.warn({ status: res.status }, 'push service refused a push');
    } catch (err) {
      deps.logger.warn({ err }, 'push not sent');
    }
  }
  return accepted;
}

/** A Topic header (at most 32 base64url characters) that lets a push service replace an undelivered push. */
function topicOf(tag: string): string {
  return tag.replace(/[^A-Za-z0-9_-]/g, '-').slice(0, 32);
}

/** The server's VAPID keys: from the environment, else (not in production) made once and kept in the database. */
export async function vapidKeysOf(deps: AppDeps, env: NodeJS.ProcessEnv = process.env): Promise<VapidKeys | undefined> {
  const subject = env.VAPID_SUBJECT || 'mailto:push@betframe.invalid';
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY)
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
  if (deps.mode === 'production') return undefined;
  const db = deps.database.db;
  const stored = await db.selectFrom('web_push_vapid').select(['public_key', 'private_key']).executeTakeFirst();
  if (stored) return { publicKey: stored.public_key, privateKey: stored.private_key, subject };
  const made = webpush.generateVAPIDKeys();
  await db
    .insertInto('web_push_vapid')
    .values({ id: 1, public_key: made.publicKey, private_key: made.privateKey })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  const kept = await db.selectFrom('web_push_vapid').select(['public_key', 'private_key']).executeTakeFirstOrThrow();
  return { publicKey: kept.public_key, privateKey: kept.private_key, subject };
}
