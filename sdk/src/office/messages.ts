import * as z from 'zod/mini';

const id = z.number().check(z.int(), z.positive());

/** One operator message in the player's inbox. */
export const inboxMessageSchema = z.object({
  id,
  subject: z.string(),
  body: z.string(),
  /** ISO date-time. */
  createdAt: z.string(),
  read: z.boolean(),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

/** Query of GET messages: the page (50 messages a page, SPEC §9 paging step), newest first. */
export const inboxListQuery = z.strictObject({
  page: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000))),
});

export const inboxListData = z.object({
  items: z.array(inboxMessageSchema),
  total: z.number().check(z.int()),
  unread: z.number().check(z.int()),
  page: z.number().check(z.int()),
  pages: z.number().check(z.int()),
});
export type InboxListData = z.infer<typeof inboxListData>;

/** Body of POST messages/read and messages/delete: the player's own message ids (1–50 of them). */
export const inboxIdsRequest = z.strictObject({
  ids: z.array(z.coerce.number().check(z.int(), z.positive())).check(z.minLength(1), z.maxLength(50)),
});
export type InboxIdsRequest = z.input<typeof inboxIdsRequest>;

/** Answer of read and delete: the unread count after the change. */
export const inboxChangeData = z.object({ unread: z.number().check(z.int()) });

/**
 * Body of the operator desk's send: one player (`userId`) or a segment — every active player (`all`) or the
 * players of one country (`country`, with `countryId`).
 */
export const deskMessageRequest = z.strictObject({
  to: z.enum(['player', 'all', 'country']),
  /** The desk's form sends an empty field for "not this one". */
  userId: z.optional(z.union([z.literal(''), z.coerce.number().check(z.int(), z.positive())])),
  countryId: z.optional(z.union([z.literal(''), z.coerce.number().check(z.int(), z.positive())])),
  subject: z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(200)),
  body: z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(4000)),
  /** Also as a promotional mailing, to the addressed players who opted in (a form's checkbox sends "on"). */
  email: z.optional(z.union([z.boolean(), z.literal('on')])),
  sms: z.optional(z.union([z.boolean(), z.literal('on')])),
});
export type DeskMessageRequest = z.input<typeof deskMessageRequest>;
/** `sent`: inbox messages; `emailed`, `texted`: the mailings that went out with them. */
export const deskMessageData = z.object({
  sent: z.number().check(z.int()),
  emailed: z.number().check(z.int()),
  texted: z.number().check(z.int()),
});
