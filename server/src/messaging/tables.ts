import type { Generated } from 'kysely';

export interface OutboxMessagesTable {
  id: Generated<number>;
  channel: 'sms' | 'email' | 'telegram';
  recipient: string;
  subject: string;
  body: string;
  created_at: Generated<Date>;
}

declare module '../db' {
  interface Tables {
    outbox_messages: OutboxMessagesTable;
  }
}
