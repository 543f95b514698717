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

export async function readUpload(c: AppContext, requiredFieldsOf: (type: DocumentType) => readonly string[]) {
  const contentType = c.req.header('content-type') ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data'))
    throw ApiError.badRequest('multipart_required', 'Send the document as multipart/form-data');
  let form: FormData;
  try {
    form = await c.req.raw.formData();
  } catch {
    throw ApiError.badRequest('bad_request', 'The upload could not be read');
  }
  const type = form.get('type');
  if (typeof type !== 'string' || !(documentTypes as readonly string[]).includes(type))
    throw ApiError.validation({ type: ['document_type_invalid'] }, 'Unknown document type');
  const file = form.get('file');
  if (!(file instanceof File)) throw ApiError.badRequest('file_missing', fileMessages.file_missing);
  const head = new Uint8Array(await file.slice(0, sniffBytes).arrayBuffer());
  const checked = checkDocumentFile({ size: file.size, declaredType: file.type, head });
  if (!checked.ok) throw ApiError.badRequest(checked.error, fileMessages[checked.error]);

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

  const content = new Uint8Array(await file.arrayBuffer());
  return {
    type: type as DocumentType,
    fileName: cleanFileName(file.name),
    fileType: checked.type,
    content,
    fields,
  } satisfies ReadUpload;
}
