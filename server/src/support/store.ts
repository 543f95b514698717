/**
 * Support's data: threads (tickets, the chat with a consultant, payment consultant requests), their messages and
 * attachments, callback requests and ideas. A player only ever reaches their own threads: every read takes the
 * player's id, and another player's thread is "not found".
 */
import type {
  Attachment,
  ConsultantTransaction,
  PaymentTopic,
  SupportThread,
  ThreadData,
  ThreadKind,
  ThreadMessage,
} from '@betframe/sdk/office';
import type { Selectable } from 'kysely';
import type { Db, Executor } from '../db';
import { sql, withTransaction } from '../db';
import type { CheckedFile } from '../verification';
import { toMajorNumber } from '../wallet';
import '../payments/tables';
import '../platform/tables';
import type { SupportThreadsTable } from './tables';

type ThreadRow = Selectable<SupportThreadsTable>;

const iso = (at: Date) => new Date(at).toISOString();

/** The player's deposits and withdrawals, newest first (the payment consultant's "request transactions"). */
export async function transactionsOf(
  ex: Executor,
  userId: number,
  paymentId?: number,
): Promise<ConsultantTransaction[]> {
  let query = ex
    .selectFrom('payment_requests')
    .innerJoin('currencies', 'currencies.id', 'payment_requests.currency_id')
    .select([
      'payment_requests.id',
      'payment_requests.direction',
      'payment_requests.status',
      'payment_requests.amount_minor',
      'payment_requests.created_at',
      'currencies.code',
    ])
    .where('payment_requests.user_id', '=', userId)
    .orderBy('payment_requests.id', 'desc')
    .limit(50);
  if (paymentId !== undefined) query = query.where('payment_requests.id', '=', paymentId);
  return (await query.execute()).map((r) => ({
    id: Number(r.id),
    direction: r.direction,
    status: r.status,
    amount: toMajorNumber(Number(r.amount_minor)),
    currency: r.code,
    createdAt: iso(r.created_at),
  }));
}

async function threadRecord(ex: Executor, row: ThreadRow): Promise<SupportThread> {
  const payment = row.payment_id ? ((await transactionsOf(ex, row.user_id, Number(row.payment_id)))[0] ?? null) : null;
  return {
    id: Number(row.id),
    kind: row.kind,
    state: row.state,
    subject: row.subject,
    topic: (row.topic as PaymentTopic | null) ?? null,
    payment,
    details: row.details,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

export async function listThreads(ex: Executor, userId: number, kind: ThreadKind): Promise<SupportThread[]> {
  const rows = await ex
    .selectFrom('support_threads')
    .selectAll()
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .orderBy('id', 'desc')
    .limit(100)
    .execute();
  return Promise.all(rows.map((r) => threadRecord(ex, r)));
}

/** The thread, if it is the player's (`userId` null: the operator desk, any thread). */
export async function findThread(ex: Executor, threadId: number, userId: number | null) {
  let query = ex.selectFrom('support_threads').selectAll().where('id', '=', threadId);
  if (userId !== null) query = query.where('user_id', '=', userId);
  return query.executeTakeFirst();
}

export async function threadView(ex: Executor, row: ThreadRow): Promise<ThreadData> {
  const messages = await ex
    .selectFrom('support_messages')
    .select(['id', 'author', 'body', 'created_at'])
    .where('thread_id', '=', row.id)
    .orderBy('id')
    .limit(500)
    .execute();
  const ids = messages.map((m) => Number(m.id));
  const files =
    ids.length === 0
      ? []
      : await ex
          .selectFrom('support_attachments')
          .select(['id', 'message_id', 'file_name', 'file_type', 'size_bytes'])
          .where('message_id', 'in', ids)
          .orderBy('id')
          .execute();
  const byMessage = new Map<number, Attachment[]>();
  for (const f of files) {
    const list = byMessage.get(Number(f.message_id)) ?? [];
    list.push({ id: Number(f.id), fileName: f.file_name, fileType: f.file_type, size: f.size_bytes });
    byMessage.set(Number(f.message_id), list);
  }
  return {
    thread: await threadRecord(ex, row),
    messages: messages.map(
      (m): ThreadMessage => ({
        id: Number(m.id),
        author: m.author,
        text: m.body,
        createdAt: iso(m.created_at),
        attachments: byMessage.get(Number(m.id)) ?? [],
      }),
    ),
  };
}

/**
 * Adds a message (with at most one attachment) to a thread and moves its state: the player's message opens it
 * (waiting for the consultant), the consultant's answers it.
 */
export async function addMessage(
  db: Db,
  input: { threadId: number; author: 'player' | 'consultant'; text: string; file?: CheckedFile; at: Date },
): Promise<ThreadMessage> {
  return withTransaction(db, async (trx) => {
    const message = await trx
      .insertInto('support_messages')
      .values({ thread_id: input.threadId, author: input.author, body: input.text, created_at: input.at })
      .returning(['id', 'created_at'])
      .executeTakeFirstOrThrow();
    const attachments: Attachment[] = [];
    if (input.file) {
      // Base64 text both ways, as the verification documents do (the embedded database takes it far faster).
      const { content } = input.file;
      const base64 = Buffer.from(content.buffer, content.byteOffset, content.byteLength).toString('base64');
      const row = await sql<{ id: number }>`
        insert into support_attachments (message_id, file_name, file_type, size_bytes, content)
        values (${message.id}, ${input.file.fileName}, ${input.file.fileType}, ${content.byteLength},
          decode(${base64}, 'base64')) returning id`.execute(trx);
      attachments.push({
        id: Number(row.rows[0]?.id),
        fileName: input.file.fileName,
        fileType: input.file.fileType,
        size: content.byteLength,
      });
    }
    await trx
      .updateTable('support_threads')
      .set({ state: input.author === 'player' ? 'open' : 'answered', updated_at: input.at })
      .where('id', '=', input.threadId)
      .execute();
    return {
      id: Number(message.id),
      author: input.author,
      text: input.text,
      createdAt: iso(message.created_at),
      attachments,
    };
  });
}

export async function createThread(
  db: Db,
  input: {
    userId: number;
    kind: ThreadKind;
    subject: string;
    state: 'draft' | 'open';
    topic?: PaymentTopic;
    paymentId?: number;
    at: Date;
  },
): Promise<ThreadRow> {
  return db
    .insertInto('support_threads')
    .values({
      user_id: input.userId,
      kind: input.kind,
      state: input.state,
      subject: input.subject,
      topic: input.topic ?? null,
      payment_id: input.paymentId ?? null,
      details: null,
      created_at: input.at,
      updated_at: input.at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The player's chat that is not closed, started when there is none. */
export async function openChat(db: Db, userId: number, at: Date): Promise<ThreadRow> {
  const existing = await db
    .selectFrom('support_threads')
    .selectAll()
    .where('user_id', '=', userId)
    .where('kind', '=', 'chat')
    .where('state', '<>', 'closed')
    .executeTakeFirst();
  if (existing) return existing;
  return createThread(db, { userId, kind: 'chat', subject: 'Chat', state: 'open', at });
}

export async function setThreadState(ex: Executor, threadId: number, state: 'closed', at: Date): Promise<void> {
  await ex.updateTable('support_threads').set({ state, updated_at: at }).where('id', '=', threadId).execute();
}

export async function saveDetails(
  ex: Executor,
  threadId: number,
  details: { amount: number; paidOn: string; reference: string },
  at: Date,
): Promise<void> {
  await ex
    .updateTable('support_threads')
    .set({ details: JSON.stringify(details) as unknown as typeof details, updated_at: at })
    .where('id', '=', threadId)
    .execute();
}

/** One attachment's bytes, if its thread is the player's (`userId` null: the desk). */
export async function attachmentFile(ex: Executor, attachmentId: number, userId: number | null) {
  let query = ex
    .selectFrom('support_attachments')
    .innerJoin('support_messages', 'support_messages.id', 'support_attachments.message_id')
    .innerJoin('support_threads', 'support_threads.id', 'support_messages.thread_id')
    .select((eb) => [
      sql<string>`encode(${eb.ref('support_attachments.content')}, 'base64')`.as('content'),
      'support_attachments.file_type',
    ])
    .where('support_attachments.id', '=', attachmentId);
  if (userId !== null) query = query.where('support_threads.user_id', '=', userId);
  const row = await query.executeTakeFirst();
  return row && { file_type: row.file_type, content: new Uint8Array(Buffer.from(row.content, 'base64')) };
}

/** The threads a consultant has to see (waiting first, then answered), newest change first. */
export async function deskThreads(ex: Executor) {
  return ex
    .selectFrom('support_threads')
    .select(['id', 'user_id', 'kind', 'state', 'subject', 'topic', 'updated_at'])
    .where('state', 'in', ['open', 'answered'])
    .orderBy(sql`case when state = 'open' then 0 else 1 end`)
    .orderBy('updated_at', 'desc')
    .limit(200)
    .execute();
}
