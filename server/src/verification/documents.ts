/**
 * The player's identity documents: stored (metadata and file in one transaction), listed, sent for review,
 * decided by the operator, and the player's verification state that follows from them and from the electronic
 * identity sessions. docs/verification.md.
 */
import {
  type DocumentFileType,
  type DocumentRecord,
  type DocumentType,
  identityDocumentTypes,
  type VerificationState,
} from '@betframe/sdk/verification';
import type { Selectable } from 'kysely';
import type { Db, Executor } from '../db';
import { sql, withTransaction } from '../db';
import type { VerificationDocumentsTable } from './tables';

type DocumentRow = Selectable<VerificationDocumentsTable>;

const columns = [
  'id',
  'user_id',
  'type',
  'state',
  'file_name',
  'file_type',
  'size_bytes',
  'fields',
  'reason',
  'uploaded_at',
  'submitted_at',
  'decided_at',
] as const;

export function documentRecord(row: Omit<DocumentRow, 'user_id' | 'submitted_at'>): DocumentRecord {
  return {
    id: row.id,
    type: row.type,
    state: row.state,
    fileName: row.file_name,
    fileType: row.file_type,
    size: row.size_bytes,
    fields: row.fields,
    reason: row.reason,
    uploadedAt: row.uploaded_at.toISOString(),
    decidedAt: row.decided_at ? row.decided_at.toISOString() : null,
  };
}

export async function storeDocument(
  db: Db,
  input: {
    userId: number;
    type: DocumentType;
    fileName: string;
    fileType: DocumentFileType;
    content: Uint8Array;
    fields: Record<string, string>;
    at: Date;
  },
): Promise<DocumentRecord> {
  return withTransaction(db, async (trx) => {
    const row = await trx
      .insertInto('verification_documents')
      .values({
        user_id: input.userId,
        type: input.type,
        file_name: input.fileName,
        file_type: input.fileType,
        size_bytes: input.content.byteLength,
        fields: JSON.stringify(input.fields),
        reason: null,
        uploaded_at: input.at,
        submitted_at: null,
        decided_at: null,
      })
      .returning(columns)
      .executeTakeFirstOrThrow();
    // Base64 text both ways: the embedded database takes a 10 MB file so in about a second, a bytea parameter in
    // over ten (PostgreSQL is quick either way).
    const base64 = Buffer.from(input.content.buffer, input.content.byteOffset, input.content.byteLength).toString(
      'base64',
    );
    await sql`insert into verification_files (document_id, content) values (${row.id}, decode(${base64}, 'base64'))`.execute(
      trx,
    );
    return documentRecord(row);
  });
}

export async function listDocuments(db: Executor, userId: number): Promise<DocumentRecord[]> {
  const rows = await db
    .selectFrom('verification_documents')
    .select(columns)
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(200)
    .execute();
  return rows.map(documentRecord);
}

/** One of the player's own documents; another player's reads as absent. */
export async function ownDocument(db: Executor, userId: number, id: number) {
  const row = await db
    .selectFrom('verification_documents')
    .select(columns)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? documentRecord(row) : undefined;
}

export async function documentFile(db: Executor, id: number) {
  const row = await db
    .selectFrom('verification_files')
    .innerJoin('verification_documents', 'verification_documents.id', 'verification_files.document_id')
    .select((eb) => [
      sql<string>`encode(${eb.ref('verification_files.content')}, 'base64')`.as('content'),
      'verification_documents.file_type',
      'verification_documents.user_id',
    ])
    .where('verification_files.document_id', '=', id)
    .executeTakeFirst();
  return row && { ...row, content: new Uint8Array(Buffer.from(row.content, 'base64')) };
}

/** Sends every uploaded document of the player for review; returns how many went. */
export async function submitDocuments(db: Db, userId: number, at: Date): Promise<number> {
  const sent = await db
    .updateTable('verification_documents')
    .set({ state: 'pending', submitted_at: at })
    .where('user_id', '=', userId)
    .where('state', '=', 'uploaded')
    .executeTakeFirst();
  return Number(sent.numUpdatedRows);
}

/** The operator's decision on a document under review; false when it is not (or no longer) pending. */
export async function decideDocument(
  db: Db,
  input: { id: number; outcome: 'approved' | 'rejected'; reason: string | null; at: Date },
): Promise<boolean> {
  const done = await db
    .updateTable('verification_documents')
    .set({ state: input.outcome, reason: input.outcome === 'rejected' ? input.reason : null, decided_at: input.at })
    .where('id', '=', input.id)
    .where('state', '=', 'pending')
    .executeTakeFirst();
  return Number(done.numUpdatedRows) === 1;
}

/**
 * The player's state: verified once an identity document (passport, ID card, driving licence) is approved or an
 * electronic identity session completed; else pending while something awaits the provider or the operator; else
 * rejected when the last answers were no; else unverified. `now` (the app clock) ends overdue sessions.
 */
export async function verificationStateOf(db: Executor, userId: number, now: Date): Promise<VerificationState> {
  const [documents, sessions] = await Promise.all([
    db
      .selectFrom('verification_documents')
      .select(['type', 'state'])
      .where('user_id', '=', userId)
      .where('state', '<>', 'uploaded')
      .execute(),
    db.selectFrom('identity_sessions').select(['status', 'expires_at']).where('user_id', '=', userId).execute(),
  ]);
  return stateFrom(
    documents,
    sessions.map((s) => (s.status === 'pending' && s.expires_at <= now ? 'expired' : s.status)),
  );
}

export function stateFrom(
  documents: ReadonlyArray<{ type: DocumentType; state: string }>,
  sessionStatuses: readonly string[],
): VerificationState {
  const identityApproved = documents.some((d) => d.state === 'approved' && identityDocumentTypes.includes(d.type));
  if (identityApproved || sessionStatuses.includes('complete')) return 'verified';
  if (documents.some((d) => d.state === 'pending') || sessionStatuses.includes('pending')) return 'pending';
  if (documents.some((d) => d.state === 'rejected') || sessionStatuses.includes('failed')) return 'rejected';
  return 'unverified';
}
