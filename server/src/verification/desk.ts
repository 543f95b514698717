/**
 * The sandbox identity provider and the operator desk's verification pages (development and test only, behind
 * the operator sign-in of payments; docs/verification.md "Sandbox"):
 * - `/sandbox/identity/:id?sig=` — the provider's page for one smart-ID / mobile-ID / face session, where the
 *   sandbox "phone" confirms or refuses (the link is signed, like the sandbox checkout);
 * - `/sandbox/operator/kyc` — documents under review (view the file, approve, reject with a reason) and pending
 *   identity sessions;
 * - `/sandbox/operator/players` — players with their verification state, plus the columns other areas add;
 * - `/sandbox/operator/appeals` — block appeals of visitors from restricted countries.
 */
import type { MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { ApiError } from '../app/errors';
import type { AppDeps, RouteModule } from '../app/types';
import { readBody, readParams } from '../app/validation';
import { dateOf } from '../clock';
import { escapeHtml, operatorSignIn, sandboxPage } from '../payments';
import { idSchema } from '../wallet';
import { decideDocument, documentFile, stateFrom } from './documents';
import { answerSession, identitySigner, sessionRecord } from './identity-sessions';
import { fileResponse } from './routes';

/** A column of the players table another area adds (limits, exclusions…): a title and each player's cell text. */
export interface DeskPlayerColumn {
  title: string;
  cells(deps: AppDeps, userIds: readonly number[]): Promise<ReadonlyMap<number, string>>;
}

const decision = z.object({
  outcome: z.enum(['approved', 'rejected']),
  reason: z.string().trim().max(500).optional(),
});
const sessionDecision = z.object({
  outcome: z.enum(['complete', 'failed']),
  reason: z.string().trim().max(500).optional(),
  sig: z.string().max(200).optional(),
});
const sessionParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/) });

const methodNames = { smart_id: 'Smart-ID', mobile_id: 'Mobile-ID', face: 'Face verification' } as const;
const nav =
  '<nav><a href="/sandbox/operator">Withdrawals</a> · <a href="/sandbox/operator/kyc">Verification</a> · ' +
  '<a href="/sandbox/operator/players">Players</a> · <a href="/sandbox/operator/appeals">Block appeals</a></nav>';
const when = (date: Date) => escapeHtml(date.toISOString().slice(0, 16).replace('T', ' '));

/** Desk forms post from the desk's own pages only. */
const sameOrigin: MiddlewareHandler = async (c, next) => {
  const origin = c.req.header('origin');
  if (c.req.method === 'POST' && origin && origin !== new URL(c.req.url).origin)
    throw ApiError.forbidden('Cross-origin operator request');
  return next();
};

export function createVerificationDesk(playerColumns: readonly DeskPlayerColumn[]): RouteModule {
  return (app, deps) => {
    if (deps.mode === 'production') return;
    const db = deps.database.db;
    const at = () => dateOf(deps.clock);
    const signer = identitySigner(deps.secret);

    // The provider's page: what the player's phone (or the face capture) would show.
    app.get('/sandbox/identity/:id', async (c) => {
      const { id } = readParams(c, sessionParams);
      const sig = c.req.query('sig') ?? '';
      if (!signer.verify(id, sig)) throw ApiError.forbidden('Link signature invalid');
      const row = await db.selectFrom('identity_sessions').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) throw ApiError.notFound('No such session');
      const session = sessionRecord(row, at());
      const title = `Sandbox ${methodNames[session.method]}`;
      const button = (outcome: 'complete' | 'failed', label: string) =>
        `<form method="post" action="/sandbox/identity/${escapeHtml(id)}"><input type="hidden" name="sig" value="${escapeHtml(sig)}">` +
        `<input type="hidden" name="outcome" value="${outcome}">${outcome === 'failed' ? '<input type="hidden" name="reason" value="Refused by the player">' : ''}` +
        `<button type="submit">${label}</button></form>`;
      const detail =
        session.method === 'face'
          ? `<p>Face capture for flow <code>${escapeHtml(session.flowId ?? '')}</code>.</p>`
          : `<p>Control code <strong data-code>${escapeHtml(session.verificationCode ?? '')}</strong>: confirm only if the site shows the same code.</p>`;
      const body =
        session.status === 'pending'
          ? `<h1>${escapeHtml(title)}</h1>${detail}<p>No real identity is checked: choose the provider's answer.</p>${button('complete', session.method === 'face' ? 'Capture matches' : 'Confirm')}${button('failed', 'Refuse')}`
          : `<h1>${escapeHtml(title)}</h1><p data-status="${session.status}">This session is ${escapeHtml(session.status)}. You can close this page.</p>`;
      return c.html(sandboxPage(title, body));
    });

    app.post('/sandbox/identity/:id', sameOrigin, async (c) => {
      const { id } = readParams(c, sessionParams);
      const input = await readBody(c, sessionDecision);
      if (!signer.verify(id, input.sig ?? '')) throw ApiError.forbidden('Link signature invalid');
      await answerSession(db, { id, outcome: input.outcome, reason: input.reason || 'Refused', at: at() });
      return c.redirect(`/sandbox/identity/${encodeURIComponent(id)}?sig=${encodeURIComponent(input.sig ?? '')}`, 303);
    });

    const operator = operatorSignIn(deps);
    for (const path of [
      '/sandbox/operator/kyc',
      '/sandbox/operator/kyc/*',
      '/sandbox/operator/players',
      '/sandbox/operator/appeals',
    ])
      app.use(path, operator, sameOrigin);

    app.get('/sandbox/operator/kyc', async (c) => {
      const documents = await db
        .selectFrom('verification_documents')
        .select(['id', 'user_id', 'type', 'file_name', 'fields', 'submitted_at'])
        .where('state', '=', 'pending')
        .orderBy('id')
        .limit(200)
        .execute();
      const sessions = await db
        .selectFrom('identity_sessions')
        .selectAll()
        .where('status', '=', 'pending')
        .where('expires_at', '>', at())
        .orderBy('created_at')
        .limit(200)
        .execute();
      const documentRows = documents
        .map((d) => {
          const fields = Object.entries(d.fields)
            .map(([k, v]) => `${escapeHtml(k)}: ${escapeHtml(v)}`)
            .join('<br>');
          return (
            `<tr data-document="${d.id}"><td>#${d.id}</td><td>player ${d.user_id}</td><td>${escapeHtml(d.type)}</td>` +
            `<td><a href="/sandbox/operator/kyc/documents/${d.id}/file">${escapeHtml(d.file_name)}</a></td><td>${fields}</td><td>` +
            `<form method="post" action="/sandbox/operator/kyc/documents/${d.id}/decide"><input type="hidden" name="outcome" value="approved"><button>Approve</button></form>` +
            `<form method="post" action="/sandbox/operator/kyc/documents/${d.id}/decide"><input type="hidden" name="outcome" value="rejected">` +
            `<label>Reason <input name="reason" required maxlength="500"></label><button>Reject</button></form></td></tr>`
          );
        })
        .join('');
      const sessionRows = sessions
        .map(
          (s) =>
            `<tr data-session="${escapeHtml(s.id)}"><td>${escapeHtml(methodNames[s.method])}</td><td>player ${s.user_id}</td><td>${when(s.created_at)}</td><td>` +
            `<form method="post" action="/sandbox/operator/kyc/sessions/${escapeHtml(s.id)}/decide"><input type="hidden" name="outcome" value="complete"><button>Complete</button></form>` +
            `<form method="post" action="/sandbox/operator/kyc/sessions/${escapeHtml(s.id)}/decide"><input type="hidden" name="outcome" value="failed">` +
            `<label>Reason <input name="reason" required maxlength="500"></label><button>Fail</button></form></td></tr>`,
        )
        .join('');
      return c.html(
        sandboxPage(
          'Sandbox verification',
          `${nav}<h1>Documents to review</h1>${documentRows ? `<table><tr><th>document</th><th>player</th><th>type</th><th>file</th><th>fields</th><th></th></tr>${documentRows}</table>` : '<p>None.</p>'}` +
            `<h2>Identity sessions waiting</h2>${sessionRows ? `<table><tr><th>method</th><th>player</th><th>started</th><th></th></tr>${sessionRows}</table>` : '<p>None.</p>'}`,
        ),
      );
    });

    app.get('/sandbox/operator/kyc/documents/:id/file', async (c) => {
      const { id } = readParams(c, z.object({ id: idSchema }));
      const file = await documentFile(db, id);
      if (!file) throw ApiError.notFound('No such document');
      return fileResponse(file);
    });

    app.post('/sandbox/operator/kyc/documents/:id/decide', async (c) => {
      const { id } = readParams(c, z.object({ id: idSchema }));
      const input = await readBody(c, decision);
      if (input.outcome === 'rejected' && !input.reason)
        throw ApiError.validation({ reason: ['required'] }, 'A rejection needs a reason');
      const done = await decideDocument(db, { id, outcome: input.outcome, reason: input.reason ?? null, at: at() });
      if (!done) throw ApiError.conflict('already_decided', 'No document under review with this id');
      return c.redirect('/sandbox/operator/kyc', 303);
    });

    app.post('/sandbox/operator/kyc/sessions/:id/decide', async (c) => {
      const { id } = readParams(c, sessionParams);
      const input = await readBody(c, sessionDecision.omit({ sig: true }));
      if (input.outcome === 'failed' && !input.reason)
        throw ApiError.validation({ reason: ['required'] }, 'A failure needs a reason');
      const done = await answerSession(db, { id, outcome: input.outcome, reason: input.reason ?? null, at: at() });
      if (!done) throw ApiError.conflict('already_decided', 'No pending session with this id');
      return c.redirect('/sandbox/operator/kyc', 303);
    });

    app.get('/sandbox/operator/players', async (c) => {
      const users = await db.selectFrom('users').select(['id', 'login']).orderBy('id', 'desc').limit(200).execute();
      const ids = users.map((u) => u.id);
      const now = at();
      const [documents, sessions, extra] = await Promise.all([
        ids.length
          ? db
              .selectFrom('verification_documents')
              .select(['user_id', 'type', 'state'])
              .where('user_id', 'in', ids)
              .where('state', '<>', 'uploaded')
              .execute()
          : [],
        ids.length
          ? db
              .selectFrom('identity_sessions')
              .select(['user_id', 'status', 'expires_at'])
              .where('user_id', 'in', ids)
              .execute()
          : [],
        Promise.all(playerColumns.map((column) => column.cells(deps, ids))),
      ]);
      const rows = users
        .map((u) => {
          const state = stateFrom(
            documents.filter((d) => d.user_id === u.id),
            sessions
              .filter((s) => s.user_id === u.id)
              .map((s) => (s.status === 'pending' && s.expires_at <= now ? 'expired' : s.status)),
          );
          const cells = extra.map((cells) => `<td>${escapeHtml(cells.get(u.id) ?? '')}</td>`).join('');
          return `<tr data-player="${u.id}"><td>${u.id}</td><td>${escapeHtml(u.login)}</td><td data-state="${state}">${state}</td>${cells}</tr>`;
        })
        .join('');
      const heads = playerColumns.map((column) => `<th>${escapeHtml(column.title)}</th>`).join('');
      return c.html(
        sandboxPage(
          'Sandbox players',
          `${nav}<h1>Players</h1>${rows ? `<table><tr><th>id</th><th>login</th><th>verification</th>${heads}</tr>${rows}</table>` : '<p>None.</p>'}`,
        ),
      );
    });

    app.get('/sandbox/operator/appeals', async (c) => {
      const appeals = await db.selectFrom('geo_appeals').selectAll().orderBy('id', 'desc').limit(200).execute();
      const rows = appeals
        .map(
          (a) =>
            `<tr data-appeal="${a.id}"><td>#${a.id}</td><td>${when(a.created_at)}</td><td>${escapeHtml(a.country ?? '—')}</td>` +
            `<td>${escapeHtml(a.name)}<br>${escapeHtml(a.email)}</td><td>${escapeHtml(a.message)}</td></tr>`,
        )
        .join('');
      return c.html(
        sandboxPage(
          'Sandbox block appeals',
          `${nav}<h1>Block appeals</h1>${rows ? `<table><tr><th>appeal</th><th>filed</th><th>country</th><th>who</th><th>message</th></tr>${rows}</table>` : '<p>None.</p>'}`,
        ),
      );
    });
  };
}
