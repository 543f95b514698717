/**
 * Bring a friend (docs/promotions.md): paths, codes, links and the device id (./link.ts), the calls' wire shapes
 * and the `bringfriend` configuration schema (./wire.ts).
 */
export * from './link';
export * from './wire';
