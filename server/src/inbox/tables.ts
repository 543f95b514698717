import type { Generated } from 'kysely';

export interface InboxMessagesTable {
  id: Generated<number>;
  user_id: number;
  subject: string;
  body: string;
  audience: string;
  created_at: Date;
  read_at: Date | null;
  deleted_at: Date | null;
}

declare module '../db' {
  interface Tables {
    inbox_messages: InboxMessagesTable;
  }
}
