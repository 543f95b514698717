import { z } from 'zod';
export interface Measured {
    raw: number;
    gzip: number;
    brotli: number;
}
export declare function measure(content: Buffer | string): Measured;
declare const manifestSchema: z.ZodRecord<z.ZodString, z.ZodObject<{
    file: z.ZodString;
    imports: z.ZodOptional<z.ZodArray<z.ZodString>>;
}, z.core.$loose>>;
/** The files an entry loads before it runs: its own chunk and, transitively, its static imports. */
export declare function eagerClosure(manifest: z.infer<typeof manifestSchema>, entries: readonly string[]): Set<string>;
interface ProbeResult {
    eager: Measured;
    lazy: Measured;
    lazyChunks: number;
    eagerCode: string;
}
/** Builds the re-exported modules into one minified ES bundle in memory and splits eager from lazy code. */
export declare function buildProbe(modules: readonly string[], imports?: Readonly<Record<string, readonly string[]>>): Promise<ProbeResult>;
export {};
