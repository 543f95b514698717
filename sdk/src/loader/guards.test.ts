import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { namespaces } from '../protocol/envelope';
import { sharedStateDefaults, sharedStateMessageSchema, sharedStateSchema } from '../protocol/shared-state';
import { sessionNamespace } from '../session/handover';
import { defaults, isPatch, isSharedMessage, SESSION, SHARED } from './guards';

const store = 'abcdefghijklmnopqrstu';

/** Values near the rules' edges, so agreement is tested where it matters, not only on noise. */
const edgeValue = fc.oneof(
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.string({ maxLength: 70 }),
  fc.constant('x'.repeat(2048)),
  fc.constant('x'.repeat(2049)),
  fc.double(),
  fc.integer(),
  fc.array(
    fc.record(
      {
        id: fc.oneof(fc.string({ maxLength: 66 }), fc.integer()),
        gameId: fc.oneof(fc.integer({ min: -2, max: 10 }), fc.double(), fc.constant(2 ** 53)),
        label: fc.string({ maxLength: 202 }),
        market: fc.oneof(fc.string({ maxLength: 202 }), fc.constant(null)),
        coefficient: fc.oneof(fc.double({ min: 0, max: 2e5 }), fc.constantFrom(1, 100000, 100000.5, 0.99)),
        extra: fc.anything({ maxDepth: 0 }),
      },
      { requiredKeys: [] },
    ),
    { maxLength: 52 },
  ),
);

const patchLike = fc.dictionary(
  fc.constantFrom(
    'headerHidden',
    'bottomNavigationHidden',
    'routePath',
    'microFrontendModalOpen',
    'bottomActionsVisible',
    'betsHistoryTypeFilterVisible',
    'overlayTheme',
    'consultantAvailable',
    'canInstallPwa',
    'quickCouponClickable',
    'anyModalOpen',
    'singleBottomNavItem',
    'couponOutcomes',
    'unknownKey',
  ),
  edgeValue,
  { maxKeys: 4 },
);

describe('loader guards', () => {
  it('use the namespaces of the protocol', () => {
    expect(SHARED).toBe(namespaces.sharedState);
    expect(SESSION).toBe(sessionNamespace);
  });

  it('know the default of every key of the shared state, as the protocol does (the coupon list added per call)', () => {
    expect({ ...defaults, couponOutcomes: [] }).toEqual(sharedStateDefaults);
    expect(isPatch(defaults)).toBe(true);
  });

  it('accept a patch exactly when the zod schema does (20,000 generated patches)', () => {
    fc.assert(
      fc.property(fc.oneof(patchLike, fc.anything({ maxDepth: 2 })), (patch) => {
        expect(isPatch(patch)).toBe(sharedStateSchema.safeParse(patch).success);
      }),
      { numRuns: 20_000 },
    );
  });

  it('accept a message exactly when the zod schema does, for the types a widget may send (0 and 2)', () => {
    const message = fc.record(
      {
        ns: fc.constantFrom(SHARED, 'betframe:rpc', ''),
        v: fc.constantFrom(1, 2, '1'),
        storeId: fc.oneof(
          fc.constant(store),
          fc.string({ minLength: 20, maxLength: 22 }),
          fc.constant(`${store.slice(1)}!`),
        ),
        type: fc.constantFrom(0, 2, '0', 3),
        patch: patchLike,
        extra: fc.boolean(),
      },
      { requiredKeys: ['ns', 'v', 'storeId', 'type'] },
    );
    fc.assert(
      fc.property(message, (m) => {
        const parsed = sharedStateMessageSchema.safeParse(m);
        expect(isSharedMessage(m)).toBe(parsed.success && parsed.data.type !== 1);
      }),
      { numRuns: 20_000 },
    );
  });

  it.each([
    [{ headerHidden: true, routePath: '/line/football' }, true],
    [{ overlayTheme: null, singleBottomNavItem: 'coupon' }, true],
    [{ couponOutcomes: [{ id: '1:1', label: 'Home', coefficient: 1.5, gameId: 1, market: '1X2' }] }, true],
    [{ headerHidden: 'true' }, false],
    [{ routePath: 'x'.repeat(2049) }, false],
    [{ couponOutcomes: [{ id: '', label: 'Home', coefficient: 1.5 }] }, false],
    [{ couponOutcomes: [{ id: 'a', label: 'Home', coefficient: 0.5 }] }, false],
    [{ couponOutcomes: Array.from({ length: 51 }, (_, i) => ({ id: `${i}`, label: 'x', coefficient: 2 })) }, false],
    [{ toString: true }, false],
    [[], false],
    [null, false],
  ])('isPatch(%j) is %s', (patch, expected) => {
    expect(isPatch(patch)).toBe(expected);
  });
});
