/**
 * Identity documents (SPEC §3 "Office config has required fields per document type", §7 "Verification and
 * identity"): the document types, their states, the player's verification state, and the file rules — checked by
 * content (magic bytes), not by name — shared by the server (which enforces them) and the office screen (which
 * pre-checks before sending). Browser-safe, zod/mini. docs/verification.md.
 */
import * as z from 'zod/mini';
import { placeNameSchema } from '../office/account-fields';

export const documentTypes = ['passport', 'id_card', 'driving_licence', 'proof_of_address', 'payment_method'] as const;
export type DocumentType = (typeof documentTypes)[number];

/** The documents that prove who the player is; the others (address, payment method) support the review. */
export const identityDocumentTypes: readonly DocumentType[] = ['passport', 'id_card', 'driving_licence'];

/** uploaded (not yet sent) → pending (sent for review) → approved | rejected (with a reason). */
export const documentStates = ['uploaded', 'pending', 'approved', 'rejected'] as const;
export type DocumentState = (typeof documentStates)[number];

/** The player's state: verified once an identity document is approved or an electronic identity check passed. */
export const verificationStates = ['unverified', 'pending', 'verified', 'rejected'] as const;
export type VerificationState = (typeof verificationStates)[number];

export const documentFileTypes = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export type DocumentFileType = (typeof documentFileTypes)[number];

/** 10 MB (MiB) per file. */
export const maxDocumentBytes = 10 * 1024 * 1024;
/** How many leading bytes `sniffFileType` needs. */
export const sniffBytes = 12;

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

/** The file type its first bytes show (JPEG, PNG, WebP, PDF), or undefined for anything else. */
export function sniffFileType(head: Uint8Array): DocumentFileType | undefined {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(head, ascii('%PDF-'))) return 'application/pdf';
  return undefined;
}

export const documentFileErrors = [
  'file_missing',
  'file_empty',
  'file_too_large',
  'file_type_not_allowed',
  'file_content_mismatch',
] as const;
export type DocumentFileError = (typeof documentFileErrors)[number];

export const isDocumentFileType = (value: string): value is DocumentFileType =>
  (documentFileTypes as readonly string[]).includes(value);

/**
 * The file rules in the order they are checked: something to read, not empty, at most 10 MB, a declared type
 * among the allowed ones, and content whose magic bytes are that type. `head` is the file's first bytes.
 */
export function checkDocumentFile(file: {
  size: number;
  declaredType: string;
  head: Uint8Array;
}): { ok: true; type: DocumentFileType } | { ok: false; error: DocumentFileError } {
  if (file.size === 0) return { ok: false, error: 'file_empty' };
  if (file.size > maxDocumentBytes) return { ok: false, error: 'file_too_large' };
  const declared = file.declaredType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!isDocumentFileType(declared)) return { ok: false, error: 'file_type_not_allowed' };
  if (sniffFileType(file.head) !== declared) return { ok: false, error: 'file_content_mismatch' };
  return { ok: true, type: declared };
}

/**
 * Fields an operator may require per document type (`office.requiredFieldsByDocument`); each has a rule. A name
 * the configuration adds that is not listed here is free text of at most 100 characters. `region` and `city` keep
 * the account edit's one place-name rule; where the player's country has a regions list, the region is one of its
 * names (the office offers them as a select; the server refuses another with `region_from_list`).
 */
export const documentFieldRules: Record<string, z.ZodMiniType<string>> = {
  documentNumber: z.string().check(z.regex(/^[\p{L}\p{N} -]{2,40}$/u)),
  issueDate: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  expiryDate: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  issuingCountry: z.string().check(z.regex(/^[A-Za-z]{2}$/)),
  address: z.string().check(z.minLength(5), z.maxLength(200)),
  cardLastDigits: z.string().check(z.regex(/^\d{4}$/)),
  region: placeNameSchema,
  city: placeNameSchema,
};
const freeText = z.string().check(z.minLength(1), z.maxLength(100));
export const documentFieldRule = (name: string) => documentFieldRules[name] ?? freeText;
/** How each known field is typed in: dates as dates, the rest as text. */
export const documentFieldInput = (name: string): 'date' | 'text' =>
  name === 'issueDate' || name === 'expiryDate' ? 'date' : 'text';

export const documentRecordSchema = z.object({
  id: z.number().check(z.int()),
  type: z.enum(documentTypes),
  state: z.enum(documentStates),
  fileName: z.string(),
  fileType: z.enum(documentFileTypes),
  size: z.number().check(z.int()),
  fields: z.record(z.string(), z.string()),
  /** Why the operator rejected it. */
  reason: z.nullable(z.string()),
  uploadedAt: z.string(),
  decidedAt: z.nullable(z.string()),
});
export type DocumentRecord = z.infer<typeof documentRecordSchema>;
