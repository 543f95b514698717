import { type UserConfig } from 'vite';
export declare const buildTargets: readonly ["loader", "widgets", "host", "statistic-frame", "site", "gallery", "casino-games"];
export type BuildTarget = (typeof buildTargets)[number];
/**
 * The widgets built once more with real React and ReactDOM instead of Preact, into `outDir`: a bench build only
 * (tests/bench/line.bench.ts compares size and live-line frame times with the shipped Preact build).
 */
export declare function widgetsWithReactConfig(outDir: string): UserConfig;
declare const _default: import("vite").UserConfigFnObject;
export default _default;
