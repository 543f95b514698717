/**
 * Reading a document upload (multipart/form-data: `type`, `file`, and each field the office configuration
 * requires for the type). Every rule is checked before anything is stored; a broken rule is a 400 naming it
 * (docs/verification.md "Upload rules").
 */
import {
  checkDocumentFile,
  type DocumentFileType,
  type DocumentType,
  documentFieldRule,
  documentTypes,
  sniffBytes,
} from '@betframe/sdk/verification';
import { ApiError } from '../app/errors';
import type { AppContext } from '../app/types';

export interface ReadUpload {
  type: DocumentType;
  fileName: string;
  fileType: DocumentFileType;
  content: Uint8Array;
  fields: Record<string, string>;
}

const fileMessages = {
  file_missing: 'No file was sent (form field "file")',
  file_empty: 'The file is empty',
  file_too_large: 'The file is larger than 10 MB',
  file_type_not_allowed: 'Only JPEG, PNG, WebP images and PDF files are accepted',
  file_content_mismatch: 'The file content is not the type it claims to be',
} as const;

/** A file name fit to show back: no folders, no control characters, at most 120 characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // Control characters (below space, and DEL) and markup characters go; the rest of the name stays.
  const clean = [...base]
    .filter((ch) => ch.charCodeAt(0) >= 0x20 && ch.charCodeAt(0) !== 0x7f && !'<>"'.includes(ch))
    .join('')
    .trim()
    .slice(0, 120);
  return clean || 'document';
}

/**
 * The upload rules on one form value (the verification documents, the support attachments): a file, not empty,
 * at most 10 MB, a JPEG, PNG, WebP image or a PDF by its magic bytes and its declared type. A broken rule throws
 * a 400 naming it; `read` then gives the clean name, the checked type and the bytes.
 */
export async function checkedFile(value: FormDataEntryValue | null) {
  if (!(value instanceof File)) throw ApiError.badRequest('file_missing', fileMessages.file_missing);
  const head = new Uint8Array(await value.slice(0, sniffBytes).arrayBuffer());
  const checked = checkDocumentFile({ size: value.size, declaredType: value.type, head });
  if (!checked.ok) throw ApiError.badRequest(checked.error, fileMessages[checked.error]);
  return {
    read: async (): Promise<CheckedFile> => ({
      fileName: cleanFileName(value.name),
      fileType: checked.type,
      content: new Uint8Array(await value.arrayBuffer()),
    }),
  };
}

export interface CheckedFile {
  fileName: string;
  fileType: DocumentFileType;
  content: Uint8Array;
}

/** The multipart form of an upload route (400 when the body is not one). */
export async function readUploadForm(c: AppContext): Promise<FormData> {
  const contentType = c.req.header('content-type') ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data'))
    throw ApiError.badRequest('multipart_required', 'Send the file as multipart/form-data');
  try {
    return await c.req.raw.formData();
  } catch {
    throw ApiError.badRequest('bad_request', 'The upload could not be read');
  }
}

export async function readUpload(c: AppContext, requiredFieldsOf: (type: DocumentType) => readonly string[]) {
  const form = await readUploadForm(c);
  const type = form.get('type');
  if (typeof type !== 'string' || !(documentTypes as readonly string[]).includes(type))
    throw ApiError.validation({ type: ['document_type_invalid'] }, 'Unknown document type');
  const file = await checkedFile(form.get('file'));

  const fields: Record<string, string> = {};
  const errors: Record<string, string[]> = {};
  for (const name of requiredFieldsOf(type as DocumentType)) {
    const raw = form.get(name);
    const value = typeof raw === 'string' ? raw.trim() : '';
    if (!value) errors[name] = ['required'];
    else if (!documentFieldRule(name).safeParse(value).success) errors[name] = ['field_invalid'];
    else fields[name] = value;
  }
  if (Object.keys(errors).length > 0) throw ApiError.validation(errors, 'Required document fields are missing');

  return { type: type as DocumentType, ...(await file.read()), fields } satisfies ReadUpload;
}
