import * as z from 'zod/mini';

/** Data of GET mailing: whether the player receives promotional mailings by e-mail and by SMS. */
export const mailingData = z.object({ email: z.boolean(), sms: z.boolean() });
export type MailingData = z.infer<typeof mailingData>;

/** Body of POST mailing: the channels given change, the others stay. */
export const saveMailingRequest = z.strictObject({ email: z.optional(z.boolean()), sms: z.optional(z.boolean()) });
export type SaveMailingRequest = z.input<typeof saveMailingRequest>;
