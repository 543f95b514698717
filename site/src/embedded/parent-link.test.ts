import { describe, expect, it } from 'vitest';
import { parentLinkRefusal } from './parent-link';

const self = {} as Window;
const parent = {} as Window;
const storeId = 'A'.repeat(21);

describe('embedded mode joins only an allowed parent with a store id', () => {
  it('joins an allowed parent that named a store', () => {
    expect(
      parentLinkRefusal({
        self,
        parent,
        parentOrigin: 'https://partner.example',
        search: new URLSearchParams({ storeId }),
        allowedOrigins: ['https://partner.example'],
      }),
    ).toBeNull();
  });

  it('refuses when not in a frame, with an unknown or foreign parent, or without a valid store id', () => {
    const base = {
      self,
      parent,
      parentOrigin: 'https://partner.example',
      search: new URLSearchParams({ storeId }),
      allowedOrigins: ['https://partner.example'],
    };
    expect(parentLinkRefusal({ ...base, parent: self })).toBe('not-embedded');
    expect(parentLinkRefusal({ ...base, parentOrigin: null })).toBe('unknown-parent-origin');
    expect(parentLinkRefusal({ ...base, parentOrigin: 'https://evil.example' })).toBe('origin-not-allowed');
    expect(parentLinkRefusal({ ...base, search: new URLSearchParams({ storeId: 'short' }) })).toBe('no-store-id');
  });
});
