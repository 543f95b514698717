import { describe, expect, it } from 'vitest';
import { checkDocumentFile, maxDocumentBytes, sniffFileType } from './documents';

const bytes = (...values: Array<number | string>) =>
  new Uint8Array(values.flatMap((v) => (typeof v === 'string' ? [...v].map((ch) => ch.charCodeAt(0)) : [v])));

describe('document files are judged by their content', () => {
  it('knows JPEG, PNG, WebP and PDF by their magic bytes, and nothing else', () => {
    expect(sniffFileType(bytes(0xff, 0xd8, 0xff, 0xdb))).toBe('image/jpeg');
    expect(sniffFileType(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
    expect(sniffFileType(bytes('RIFF', 0, 0, 0, 0, 'WEBP'))).toBe('image/webp');
    expect(sniffFileType(bytes('RIFF', 0, 0, 0, 0, 'WAVE'))).toBeUndefined();
    expect(sniffFileType(bytes('%PDF-1.4'))).toBe('application/pdf');
    expect(sniffFileType(bytes('GIF89a'))).toBeUndefined();
    expect(sniffFileType(bytes(0xff, 0xd8))).toBeUndefined();
  });

  it('checks emptiness, size, declared type and content in that order', () => {
    const jpeg = bytes(0xff, 0xd8, 0xff, 0xe0);
    expect(checkDocumentFile({ size: 0, declaredType: 'image/jpeg', head: jpeg })).toEqual({
      ok: false,
      error: 'file_empty',
    });
    expect(checkDocumentFile({ size: maxDocumentBytes + 1, declaredType: 'image/jpeg', head: jpeg })).toEqual({
      ok: false,
      error: 'file_too_large',
    });
    expect(checkDocumentFile({ size: 10, declaredType: 'image/gif', head: jpeg })).toEqual({
      ok: false,
      error: 'file_type_not_allowed',
    });
    expect(checkDocumentFile({ size: 10, declaredType: 'application/pdf', head: jpeg })).toEqual({
      ok: false,
      error: 'file_content_mismatch',
    });
    expect(checkDocumentFile({ size: maxDocumentBytes, declaredType: 'IMAGE/JPEG; x=1', head: jpeg })).toEqual({
      ok: true,
      type: 'image/jpeg',
    });
  });
});
