import type { Generated } from 'kysely';

export interface SupportThreadsTable {
  id: Generated<number>;
  user_id: number;
  kind: 'ticket' | 'chat' | 'payment';
  state: 'draft' | 'open' | 'answered' | 'closed';
  subject: string;
  topic: string | null;
  payment_id: number | null;
  details: { amount: number; paidOn: string; reference: string } | null;
  created_at: Date;
  updated_at: Date;
}

export interface SupportMessagesTable {
  id: Generated<number>;
  thread_id: number;
  author: 'player' | 'consultant';
  body: string;
  created_at: Date;
}

export interface SupportAttachmentsTable {
  id: Generated<number>;
  message_id: number;
  file_name: string;
  file_type: string;
  size_bytes: number;
  content: Uint8Array;
}

export interface SupportCallbacksTable {
  id: Generated<number>;
  user_id: number;
  phone: string;
  reason: string | null;
  preferred_time: string;
  consultant: boolean;
  comment: string | null;
  created_at: Date;
}

export interface SupportIdeasTable {
  id: Generated<number>;
  user_id: number;
  area: string;
  body: string;
  created_at: Date;
}

declare module '../db' {
  interface Tables {
    support_threads: SupportThreadsTable;
    support_messages: SupportMessagesTable;
    support_attachments: SupportAttachmentsTable;
    support_callbacks: SupportCallbacksTable;
    support_ideas: SupportIdeasTable;
  }
}
