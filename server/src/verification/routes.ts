/**
 * The player's verification calls (SPEC §7 "Verification and identity", "GET identification config"): the
 * identification configuration, the document list and upload, sending documents for review, one's own document
 * and its file, and the smart-ID, mobile-ID and face flows with their session status. Paths in
 * `verificationPaths` of `@betframe/sdk/verification`; docs/verification.md.
 */
import {
  type DocumentType,
  documentFileTypes,
  documentTypes,
  identityMethods,
  maxDocumentBytes,
  mobileIdRequestSchema,
  smartIdRequestSchema,
  verificationPaths,
} from '@betframe/sdk/verification';
import { z } from 'zod';
import { requireUser } from '../app/auth';
import { ApiError } from '../app/errors';
import type { AppContext, AppDeps, RouteModule } from '../app/types';
import { readBody, readParams, readQuery } from '../app/validation';
import { dateOf } from '../clock';
import { hasRegionList, isRegionNameOf } from '../profile';
import { idSchema } from '../wallet';
import {
  documentFile,
  listDocuments,
  ownDocument,
  storeDocument,
  submitDocuments,
  verificationStateOf,
} from './documents';
import { listSessions, ownSession, sessionRecord, startSession } from './identity-sessions';
import { readUpload } from './upload';

/** Documents one player may keep: plenty for every type twice over, not a file store. */
export const maxDocumentsPerPlayer = 50;

const ok = <T>(c: AppContext, data: T) => {
  c.header('Cache-Control', 'no-store');
  return c.json({ success: true as const, data });
};

const partnerQuery = z.object({ partner: z.coerce.number().int().min(1).max(2_147_483_647).default(1) });
const documentParams = z.object({ id: idSchema });
const sessionParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/) });

async function requiredFields(c: AppContext, deps: AppDeps) {
  const { partner } = readQuery(c, partnerQuery);
  const config = await deps.siteConfig.get({ partner });
  const byType = config.office.requiredFieldsByDocument;
  return (type: DocumentType) => byType[type] ?? [];
}

export const verificationPlayerRoutes: RouteModule = (app, deps) => {
  const db = deps.database.db;
  const at = () => dateOf(deps.clock);

  app.get(verificationPaths.config, async (c) => {
    await requireUser(c, deps);
    const fieldsOf = await requiredFields(c, deps);
    return ok(c, {
      documentTypes: documentTypes.map((type) => ({ type, requiredFields: [...fieldsOf(type)] })),
      fileTypes: [...documentFileTypes],
      maxBytes: maxDocumentBytes,
      methods: [...identityMethods],
    });
  });

  app.get(verificationPaths.documents, async (c) => {
    const user = await requireUser(c, deps);
    const now = at();
    const [state, documents, sessions] = await Promise.all([
      verificationStateOf(db, user.id, now),
      listDocuments(db, user.id),
      listSessions(db, user.id),
    ]);
    return ok(c, { state, documents, sessions: sessions.map((s) => sessionRecord(s, now)) });
  });

  app.post(verificationPaths.upload, async (c) => {
    const user = await requireUser(c, deps);
    const upload = await readUpload(c, await requiredFields(c, deps));
    const region = upload.fields.region;
    if (region !== undefined) {
      // Where the player's country has a list, a required region is one of its names (the office's select).
      const row = await db.selectFrom('users').select('country_id').where('id', '=', user.id).executeTakeFirst();
      const country = Number(row?.country_id);
      if (row && hasRegionList(country) && !isRegionNameOf(region, country))
        throw ApiError.validation({ region: ['region_from_list'] }, 'Choose the region from the list');
    }
    const kept = await db
      .selectFrom('verification_documents')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    if (Number(kept.n) >= maxDocumentsPerPlayer)
      throw ApiError.conflict('too_many_documents', `At most ${maxDocumentsPerPlayer} documents per player`);
    const document = await storeDocument(db, { userId: user.id, ...upload, at: at() });
    return ok(c, { document });
  });

  app.get(`${verificationPaths.documents}/:id`, async (c) => {
    const user = await requireUser(c, deps);
    const { id } = readParams(c, documentParams);
    const document = await ownDocument(db, user.id, id);
    if (!document) throw ApiError.notFound('No such document');
    return ok(c, { document });
  });

  app.get(`${verificationPaths.documents}/:id/file`, async (c) => {
    const user = await requireUser(c, deps);
    const { id } = readParams(c, documentParams);
    const file = await documentFile(db, id);
    if (!file || file.user_id !== user.id) throw ApiError.notFound('No such document');
    return fileResponse(file);
  });

  app.post(verificationPaths.verify, async (c) => {
    const user = await requireUser(c, deps);
    const sent = await submitDocuments(db, user.id, at());
    if (sent === 0) throw ApiError.conflict('nothing_to_verify', 'Upload a document first');
    return ok(c, { sent, state: await verificationStateOf(db, user.id, at()) });
  });

  app.post(verificationPaths.smartId, async (c) => {
    const user = await requireUser(c, deps);
    const input = await readBody(c, smartIdRequestSchema);
    const origin = new URL(c.req.url).origin;
    return ok(
      c,
      await startSession(db, {
        userId: user.id,
        method: 'smart_id',
        personalCode: input.personalCode,
        at: at(),
        secret: deps.secret,
        origin,
      }),
    );
  });

  app.post(verificationPaths.mobileId, async (c) => {
    const user = await requireUser(c, deps);
    const input = await readBody(c, mobileIdRequestSchema);
    return ok(
      c,
      await startSession(db, {
        userId: user.id,
        method: 'mobile_id',
        personalCode: input.personalCode,
        phone: input.phone_number,
        at: at(),
        secret: deps.secret,
        origin: new URL(c.req.url).origin,
      }),
    );
  });

  app.post(verificationPaths.face, async (c) => {
    const user = await requireUser(c, deps);
    return ok(
      c,
      await startSession(db, {
        userId: user.id,
        method: 'face',
        at: at(),
        secret: deps.secret,
        origin: new URL(c.req.url).origin,
      }),
    );
  });

  app.get('/web-api/verification/sessions/:id', async (c) => {
    const user = await requireUser(c, deps);
    const { id } = readParams(c, sessionParams);
    const session = await ownSession(db, user.id, id);
    if (!session) throw ApiError.notFound('No such session');
    return ok(c, { session: sessionRecord(session, at()) });
  });
};

/** A stored file as an attachment that no browser will run or sniff into something else. */
export function fileResponse(file: { content: Uint8Array; file_type: string }) {
  return new Response(new Blob([new Uint8Array(file.content)]), {
    headers: {
      'content-type': file.file_type,
      'content-disposition': 'attachment',
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'; sandbox",
    },
  });
}
