export interface SuiteCounts {
    passed: number;
    failed: number;
    skipped: number;
}
export declare const resultsDir = "test-results";
export declare function writeSuiteCounts(suite: string, counts: SuiteCounts): void;
export declare function readSuiteCounts(suite: string): SuiteCounts | undefined;
/** Vitest's JSON reporter output → counts. */
export declare function readVitestJson(path: string): SuiteCounts | undefined;
