/**
 * Verification (identification/KYC) and geography: document and identity-session schemas, file rules, paths.
 * Shared by the server (server/src/verification) and the office screens. docs/verification.md.
 */
import * as z from 'zod/mini';
import { documentRecordSchema, documentTypes, verificationStates } from './documents';
import { identityMethods, identitySessionSchema } from './identity';

export * from './documents';
export * from './geo';
export * from './identity';

export const verificationPaths = {
  /** SPEC §7 "GET identification config". */
  config: '/web-api/account/identification-config',
  documents: '/web-api/verification/documents',
  upload: '/web-api/verification/documents/upload',
  document: (id: number) => `/web-api/verification/documents/${id}`,
  file: (id: number) => `/web-api/verification/documents/${id}/file`,
  verify: '/web-api/verification/verify',
  smartId: '/web-api/verification/smart-id',
  mobileId: '/web-api/verification/mobile-id',
  face: '/web-api/verification/face',
  session: (id: string) => `/web-api/verification/sessions/${encodeURIComponent(id)}`,
} as const;

export const identificationConfigSchema = z.object({
  documentTypes: z.array(z.object({ type: z.enum(documentTypes), requiredFields: z.array(z.string()) })),
  fileTypes: z.array(z.string()),
  maxBytes: z.number().check(z.int()),
  methods: z.array(z.enum(identityMethods)),
});
export type IdentificationConfig = z.infer<typeof identificationConfigSchema>;

/** `GET documents`: the player's state, their documents (newest first) and electronic identity sessions. */
export const verificationOverviewSchema = z.object({
  state: z.enum(verificationStates),
  documents: z.array(documentRecordSchema),
  sessions: z.array(identitySessionSchema),
});
export type VerificationOverview = z.infer<typeof verificationOverviewSchema>;
