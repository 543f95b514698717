import './tables';
import type { Executor } from '../db';

export interface OutgoingMessage {
  channel: 'sms' | 'email' | 'telegram';
  /** Phone number (digits) or e-mail address. */
  to: string;
  /** E-mail subject; ignored for SMS and Telegram (sent to the account of the phone number, digits). */
  subject?: string;
  text: string;
}

/**
 * Where SMS and e-mail leave the server. A real gateway (SMPP, an e-mail API) implements this; the reference
 * server ships the outbox sender, which records each message in `outbox_messages`.
 */
export interface MessageSender {
  send(message: OutgoingMessage): Promise<void>;
}

/**
 * Writes each message to the outbox table. In development the outbox is readable at /dev/outbox; in production
 * the table is the queue a delivery worker (a real gateway) would drain, and nothing serves it over HTTP.
 */
export function createOutboxSender(db: Executor): MessageSender {
  return {
    async send(message) {
      await db
        .insertInto('outbox_messages')
        .values({
          channel: message.channel,
          recipient: message.to,
          subject: message.subject ?? '',
          body: message.text,
        })
        .execute();
    },
  };
}
