/** Toto (docs/promotions.md "Toto"): draw and coupon wire schemas, paths, the configuration and the pure maths. */

export * from './maths';
export * from './wire';
