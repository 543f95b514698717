/**
 * The shared state of the embedded micro-frontend mode (SPEC §2 "Shared state keys", CONTRACTS §4) and its three
 * messages. `couponOutcomes` is our documented extension (new optional key): the outcomes a player picked, shared
 * so a pick in the line widget shows up in the coupon widget of the same page.
 */
import * as z from 'zod/mini';
import { namespaces, protocolVersion } from './envelope';

/** SPEC §9: the shared-store id is 21 characters (nanoid alphabet). */
export const storeIdLength = 21;
export const storeIdSchema = z.string().check(z.length(storeIdLength), z.regex(/^[A-Za-z0-9_-]+$/));

/** SPEC §9: at most 50 bets in a coupon. */
export const maxCouponOutcomes = 50;

export const couponOutcomeSchema = z.strictObject({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  gameId: z.optional(z.int().check(z.minimum(0))),
  label: z.string().check(z.maxLength(200)),
  market: z.optional(z.string().check(z.maxLength(200))),
  coefficient: z.number().check(z.minimum(1), z.maximum(100000)),
});
export type CouponOutcome = z.infer<typeof couponOutcomeSchema>;

const flag = z.optional(z.boolean());
const shortText = z.optional(z.nullable(z.string().check(z.maxLength(64))));

export const sharedStateShape = {
  headerHidden: flag,
  bottomNavigationHidden: flag,
  routePath: z.optional(z.string().check(z.maxLength(2048))),
  microFrontendModalOpen: flag,
  bottomActionsVisible: flag,
  betsHistoryTypeFilterVisible: flag,
  overlayTheme: shortText,
  consultantAvailable: flag,
  canInstallPwa: flag,
  quickCouponClickable: flag,
  anyModalOpen: flag,
  singleBottomNavItem: shortText,
  couponOutcomes: z.optional(z.array(couponOutcomeSchema).check(z.maxLength(maxCouponOutcomes))),
};

/** Every key is optional: a patch and the full state have the same shape; absent keys take the defaults below. */
export const sharedStateSchema = z.strictObject(sharedStateShape);
export type SharedStatePatch = z.infer<typeof sharedStateSchema>;
export type SharedStateKey = keyof typeof sharedStateShape;
export const sharedStateKeys = Object.keys(sharedStateShape) as SharedStateKey[];

export type SharedState = Required<SharedStatePatch>;

export { sharedStateDefaults } from './shared-state-defaults';

const base = { ns: z.literal(namespaces.sharedState), v: z.literal(protocolVersion), storeId: storeIdSchema };

export const handshakeRequestSchema = z.strictObject({ ...base, type: z.literal(0) });
export const handshakeReplySchema = z.strictObject({ ...base, type: z.literal(1), state: sharedStateSchema });
export const stateUpdateSchema = z.strictObject({ ...base, type: z.literal(2), patch: sharedStateSchema });

export const sharedStateMessageSchema = z.discriminatedUnion('type', [
  handshakeRequestSchema,
  handshakeReplySchema,
  stateUpdateSchema,
]);
export type SharedStateMessage = z.infer<typeof sharedStateMessageSchema>;

export function handshakeRequest(storeId: string): z.infer<typeof handshakeRequestSchema> {
  return { ns: namespaces.sharedState, v: protocolVersion, storeId, type: 0 };
}

export function stateUpdate(storeId: string, patch: SharedStatePatch): z.infer<typeof stateUpdateSchema> {
  return { ns: namespaces.sharedState, v: protocolVersion, storeId, type: 2, patch };
}

const alphabet = 'useandom-26T198340PX75pxJACKVERYMINDBUSHWOLF_GQZbfghjklqvwyzrict';

/** A random 21-character store id (the nanoid alphabet, crypto-random). */
export function createStoreId(random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  const bytes = random(new Uint8Array(storeIdLength));
  let id = '';
  for (const byte of bytes) id += alphabet[byte & 63];
  return id;
}
