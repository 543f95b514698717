/**
 * Mailing preferences and the unsubscribe link (docs/office.md "Mailing"):
 *   GET  /web-api/user/mailing             → { success, data: { email, sms } }
 *   POST /web-api/user/mailing { email?, sms? } → the same, as saved
 *   GET  /web-api/mailing/unsubscribe?t=…  → a page asking to confirm (no sign-in; the link is signed)
 *   POST /web-api/mailing/unsubscribe?t=…  → e-mail mailings off for that address (also RFC 8058 one-click)
 * Promotional mailings (the operator desk's "also by e-mail/SMS") go only to players who opted in.
 */
import { mailingData, officePaths, saveMailingRequest } from '@betframe/sdk/office';
import { z } from 'zod';
import { requireUser } from '../app/auth';
import type { RouteModule } from '../app/types';
import { readBody, readQuery } from '../app/validation';
import { dateOf } from '../clock';
import type { Executor } from '../db';
import { readUnsubscribeToken, UNSUBSCRIBE_PATH } from '../messaging';
import { textsIn } from '../translations';
import '../accounts/tables';
import './tables';

export async function readMailing(ex: Executor, userId: number) {
  const row = await ex
    .selectFrom('mailing_preferences')
    .select(['email', 'sms'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return mailingData.parse({ email: row?.email ?? false, sms: row?.sms ?? false });
}

export async function saveMailing(ex: Executor, userId: number, change: { email?: boolean; sms?: boolean }, at: Date) {
  await ex
    .insertInto('mailing_preferences')
    .values({ user_id: userId, ...change, updated_at: at })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...change, updated_at: at }))
    .execute();
}

/** The players among `userIds` who take promotional mailings on `channel`. */
export async function subscribers(ex: Executor, userIds: readonly number[], channel: 'email' | 'sms') {
  if (userIds.length === 0) return [];
  const rows = await ex
    .selectFrom('mailing_preferences')
    .select('user_id')
    .where('user_id', 'in', [...userIds])
    .where(channel, '=', true)
    .execute();
  return rows.map((r) => Number(r.user_id));
}

const tokenQuery = z.object({ t: z.string().min(1).max(800), lng: z.enum(['ru', 'en', 'kk', 'ar']).default('en') });
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function page(lang: string, title: string, body: string) {
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  return `<!doctype html><html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<meta name="viewport" content="width=device-width,initial-scale=1">
<style>body{font:16px system-ui,sans-serif;margin:2rem auto;max-width:32rem;padding:0 1rem}button{font:inherit;padding:.6rem 1.2rem;min-block-size:44px}</style>
</head><body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;
}

export const mailingRoutes: RouteModule = (app, deps) => {
  const db = deps.database.db;
  app.get(officePaths.mailing, async (c) => {
    const user = await requireUser(c, deps);
    return c.json({ success: true, data: await readMailing(db, user.id) });
  });
  app.post(officePaths.mailing, async (c) => {
    const user = await requireUser(c, deps);
    const change = await readBody(c, saveMailingRequest);
    await saveMailing(db, user.id, change, dateOf(deps.clock));
    return c.json({ success: true, data: await readMailing(db, user.id) });
  });

  app.get(UNSUBSCRIBE_PATH, async (c) => {
    const { t: token, lng } = readQuery(c, tokenQuery);
    const t = await textsIn(lng);
    const email = readUnsubscribeToken(deps.secret, token);
    c.header('Cache-Control', 'no-store');
    if (!email)
      return c.html(
        page(lng, t('office_unsubscribe_title'), `<p>${escapeHtml(t('office_unsubscribe_invalid'))}</p>`),
        400,
      );
    const action = `${UNSUBSCRIBE_PATH}?t=${encodeURIComponent(token)}&lng=${lng}`;
    return c.html(
      page(
        lng,
        t('office_unsubscribe_title'),
        `<p>${escapeHtml(t('office_unsubscribe_ask', { email }))}</p><form method="post" action="${escapeHtml(action)}"><button type="submit">${escapeHtml(t('office_unsubscribe_confirm'))}</button></form>`,
      ),
    );
  });
  app.post(UNSUBSCRIBE_PATH, async (c) => {
    const { t: token, lng } = readQuery(c, tokenQuery);
    const t = await textsIn(lng);
    const email = readUnsubscribeToken(deps.secret, token);
    c.header('Cache-Control', 'no-store');
    if (!email)
      return c.html(
        page(lng, t('office_unsubscribe_title'), `<p>${escapeHtml(t('office_unsubscribe_invalid'))}</p>`),
        400,
      );
    const owner = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
    if (owner) await saveMailing(db, Number(owner.id), { email: false }, dateOf(deps.clock));
    return c.html(
      page(
        lng,
        t('office_unsubscribe_title'),
        `<p role="status">${escapeHtml(t('office_unsubscribe_done', { email }))}</p>`,
      ),
    );
  });
};
