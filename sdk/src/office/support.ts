/**
 * Support (SPEC §2 office "support", "payment consultant", "share idea"; the "callback form" block): the callback
 * request, support threads — tickets, the live chat with a consultant, payment consultant requests — with their
 * messages and attachments, and ideas. Wire schemas (zod/mini) shared by the server and the office; docs/office.md
 * "Support" describes each call.
 */
import * as z from 'zod/mini';

const id = z.number().check(z.int(), z.positive());
const text = (max: number) => z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(max));

/** Why the player wants a call back (SPEC §2 "callback form (optional reason types …)"). */
export const callbackReasons = ['deposit', 'withdrawal', 'bets', 'account', 'verification', 'other'] as const;
export type CallbackReason = (typeof callbackReasons)[number];
/** When the player would like the call: as soon as possible, or a part of the day in the player's own time. */
export const callbackTimes = ['asap', 'morning', 'afternoon', 'evening'] as const;
export type CallbackTime = (typeof callbackTimes)[number];

/** Body of POST callback: the number to call, a reason (optional), a preferred time, and whether to be called by a consultant. */
export const callbackRequest = z.strictObject({
  phone: z.string().check(z.trim(), z.regex(/^\+?[0-9 ()-]{6,24}$/, 'phone_invalid')),
  reason: z.optional(z.enum(callbackReasons)),
  preferredTime: z.enum(callbackTimes),
  consultant: z.optional(z.boolean()),
  comment: z.optional(z.string().check(z.trim(), z.maxLength(1000))),
});
export type CallbackRequest = z.input<typeof callbackRequest>;
export const callbackData = z.object({ id, state: z.literal('requested') });

/** A support thread: a ticket, the chat with a consultant, or a payment consultant request. */
export const threadKinds = ['ticket', 'chat', 'payment'] as const;
export type ThreadKind = (typeof threadKinds)[number];
/** `draft`: a payment request not filled out yet; `open`: waiting for the consultant; `answered`; `closed`. */
export const threadStates = ['draft', 'open', 'answered', 'closed'] as const;
export type ThreadState = (typeof threadStates)[number];
/** The payment consultant's topics (SPEC §2 "create by topic"). */
export const paymentTopics = ['deposit_not_credited', 'withdrawal_delayed', 'wrong_amount', 'refund', 'other'] as const;
export type PaymentTopic = (typeof paymentTopics)[number];

export const attachmentSchema = z.object({
  id,
  fileName: z.string(),
  fileType: z.string(),
  size: z.number().check(z.int()),
});
export type Attachment = z.infer<typeof attachmentSchema>;

export const threadMessageSchema = z.object({
  id,
  author: z.enum(['player', 'consultant']),
  text: z.string(),
  createdAt: z.string(),
  attachments: z.array(attachmentSchema),
});
export type ThreadMessage = z.infer<typeof threadMessageSchema>;

/** The payment a payment consultant request is about, as the player sees it in the list of transactions. */
export const consultantTransactionSchema = z.object({
  id,
  direction: z.enum(['deposit', 'withdrawal']),
  status: z.string(),
  amount: z.number(),
  currency: z.string(),
  createdAt: z.string(),
});
export type ConsultantTransaction = z.infer<typeof consultantTransactionSchema>;

/** What a payment request was filled out with (SPEC §2 "fill out"). */
export const paymentDetailsSchema = z.object({
  amount: z.number(),
  paidOn: z.string(),
  reference: z.string(),
});

export const threadSchema = z.object({
  id,
  kind: z.enum(threadKinds),
  state: z.enum(threadStates),
  subject: z.string(),
  topic: z.nullable(z.enum(paymentTopics)),
  payment: z.nullable(consultantTransactionSchema),
  details: z.nullable(paymentDetailsSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SupportThread = z.infer<typeof threadSchema>;

export const threadListQuery = z.strictObject({ kind: z.enum(threadKinds) });
export const threadListData = z.object({ items: z.array(threadSchema) });
export const threadData = z.object({ thread: threadSchema, messages: z.array(threadMessageSchema) });
export type ThreadData = z.infer<typeof threadData>;
export const messageData = z.object({ message: threadMessageSchema });

/** Body of POST tickets: a new ticket (its files follow, one upload each). */
export const ticketRequest = z.strictObject({ subject: text(200), text: text(4000) });
/** Body of POST a thread's messages (the chat's and the tickets'). */
export const threadMessageRequest = z.strictObject({ text: text(4000) });

/** Body of POST payment consultant requests: a topic, and the deposit or withdrawal it is about. */
export const paymentRequestCreate = z.strictObject({
  topic: z.enum(paymentTopics),
  paymentId: z.coerce.number().check(z.int(), z.positive()),
});
/** Body of POST fill out: the amount, the day it was paid, the bank's or wallet's reference, and what happened. */
export const paymentRequestFill = z.strictObject({
  amount: z.coerce.number().check(z.positive(), z.maximum(1_000_000_000)),
  paidOn: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'date_invalid')),
  reference: z.string().check(z.trim(), z.maxLength(100)),
  text: text(4000),
});
export const transactionsData = z.object({ items: z.array(consultantTransactionSchema) });

/** Body of POST idea (SPEC §2 "share idea"). */
export const ideaAreas = ['sports', 'casino', 'payments', 'site', 'other'] as const;
export const ideaRequest = z.strictObject({ area: z.enum(ideaAreas), text: text(2000) });
export const ideaData = z.object({ id, state: z.literal('received') });

export const supportPaths = {
  callback: '/web-api/support/callback',
  idea: '/web-api/support/idea',
  /** GET ?kind → the player's threads of that kind. */
  threads: '/web-api/support/threads',
  thread: (threadId: number) => `/web-api/support/threads/${threadId}`,
  threadMessages: (threadId: number) => `/web-api/support/threads/${threadId}/messages`,
  /** Multipart `file` (and optional `text`): one attachment per request (the upload body limit). */
  threadUpload: (threadId: number) => `/web-api/support/threads/${threadId}/upload`,
  threadClose: (threadId: number) => `/web-api/support/threads/${threadId}/close`,
  attachment: (attachmentId: number) => `/web-api/support/attachments/${attachmentId}`,
  tickets: '/web-api/support/tickets',
  /** POST: the player's open chat with a consultant (started when there is none). */
  chat: '/web-api/support/chat',
  paymentTransactions: '/web-api/support/payment-consultant/transactions',
  paymentRequests: '/web-api/support/payment-consultant/requests',
  paymentFill: (threadId: number) => `/web-api/support/payment-consultant/requests/${threadId}/fill`,
  /** The sandbox operator desk's consultant screen (development only). */
  desk: '/sandbox/operator/consultant',
  deskThread: (threadId: number) => `/sandbox/operator/consultant/threads/${threadId}`,
  deskAnswer: (threadId: number) => `/sandbox/operator/consultant/threads/${threadId}/answer`,
} as const;
