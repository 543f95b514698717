/**
 * The verification calls of the office (docs/verification.md) over the office client's `call` (the player's
 * bearer token, zod-checked answers, failures as values). Shapes and paths from `@betframe/sdk/verification`.
 */
import {
  type DocumentType,
  documentRecordSchema,
  identificationConfigSchema,
  identitySessionSchema,
  identityStartSchema,
  verificationOverviewSchema,
  verificationPaths,
  verificationStates,
} from '@betframe/sdk/verification';
import * as z from 'zod/mini';
import type { OfficeClient } from './office-client';

export function createKycClient(office: OfficeClient, partner: number) {
  const query = `?partner=${partner}`;
  return {
    config: () => office.call(`${verificationPaths.config}${query}`, identificationConfigSchema, { method: 'GET' }),
    overview: () => office.call(verificationPaths.documents, verificationOverviewSchema, { method: 'GET' }),
    upload: (type: DocumentType, file: File, fields: Record<string, string>) => {
      const form = new FormData();
      form.set('type', type);
      form.set('file', file, file.name);
      for (const [name, value] of Object.entries(fields)) form.set(name, value);
      return office.call(`${verificationPaths.upload}${query}`, z.object({ document: documentRecordSchema }), {
        params: form,
      });
    },
    verify: () =>
      office.call(
        verificationPaths.verify,
        z.object({ sent: z.number().check(z.int()), state: z.enum(verificationStates) }),
      ),
    smartId: (personalCode: string) =>
      office.call(verificationPaths.smartId, identityStartSchema, { params: { personalCode } }),
    mobileId: (personalCode: string, phone: string) =>
      office.call(verificationPaths.mobileId, identityStartSchema, {
        params: { personalCode, phone_number: phone },
      }),
    face: () => office.call(verificationPaths.face, identityStartSchema),
    session: (id: string) =>
      office.call(verificationPaths.session(id), z.object({ session: identitySessionSchema }), { method: 'GET' }),
  };
}

export type KycClient = ReturnType<typeof createKycClient>;
