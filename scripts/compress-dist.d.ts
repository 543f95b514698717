export declare const compressedDir = '.compressed';
/** Writes the copies of every file of `dist` that has none as new as itself; answers how many were written. */
export declare function compressDist(dist?: string): Promise<number>;
