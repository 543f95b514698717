import type {
  DocumentFileType,
  DocumentState,
  DocumentType,
  IdentityMethod,
  IdentitySessionStatus,
} from '@betframe/sdk/verification';
import type { ColumnType, Generated } from 'kysely';

export interface VerificationDocumentsTable {
  id: Generated<number>;
  user_id: number;
  type: DocumentType;
  state: Generated<DocumentState>;
  file_name: string;
  file_type: DocumentFileType;
  size_bytes: number;
  fields: ColumnType<Record<string, string>, string, string>;
  reason: string | null;
  uploaded_at: Date;
  submitted_at: Date | null;
  decided_at: Date | null;
}

export interface VerificationFilesTable {
  document_id: number;
  content: Uint8Array;
}

export interface IdentitySessionsTable {
  id: string;
  user_id: number;
  method: IdentityMethod;
  status: Generated<IdentitySessionStatus>;
  personal_code: string | null;
  phone: string | null;
  verification_code: string | null;
  flow_id: string | null;
  reason: string | null;
  created_at: Date;
  expires_at: Date;
  decided_at: Date | null;
}

export interface GeoAppealsTable {
  id: Generated<number>;
  country: string | null;
  name: string;
  email: string;
  message: string;
  address: string;
  created_at: Date;
}

declare module '../db' {
  interface Tables {
    verification_documents: VerificationDocumentsTable;
    verification_files: VerificationFilesTable;
    identity_sessions: IdentitySessionsTable;
    geo_appeals: GeoAppealsTable;
  }
}
