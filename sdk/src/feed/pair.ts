/**
 * Two values in an array (a score: home and away; a game's two team names): the check `z.tuple([item, item])`
 * makes, written with an array of length 2 so that zod's tuple kind stays out of the build. A module is never
 * split between chunks, so every schema kind any widget uses sits in zod's core in the shared runtime each widget
 * loads; the array and length kinds are there already (issue 25).
 */
import { z } from 'zod/mini';

export function pairOf<T extends z.ZodMiniType>(
  item: T,
): z.ZodMiniType<[z.output<T>, z.output<T>], [z.input<T>, z.input<T>]> {
  return z.array(item).check(z.length(2)) as unknown as z.ZodMiniType<
    [z.output<T>, z.output<T>],
    [z.input<T>, z.input<T>]
  >;
}
