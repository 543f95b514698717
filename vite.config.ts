/**
 * One Vite configuration for every browser build; `--mode` picks the target:
 *
 *   vite build --mode loader           → dist/sdk/loader.js         classic IIFE, fixed name (partners hard-code it)
 *   vite build --mode widgets          → dist/sdk/widgets/*         ES modules, hashed chunks, .vite/manifest.json
 *   vite build --mode host             → dist/sdk/widgets/host/*    the loader's lazy half (after widgets)
 *   vite build --mode statistic-frame  → dist/statistic-frame/*     the statisticpopup app
 *   vite build --mode site             → dist/site/*                the first-party site shell
 *   vite build --mode gallery          → dist/examples/design-system/*  the design system's gallery page
 *   vite build --mode casino-games     → dist/casino-games/*        the casino game page (game origin), a chunk a game
 *
 * `npm run build` (scripts/build.ts) runs them all. Every target writes React code and ships Preact:
 * `react`, `react-dom` and the JSX runtime are aliased to `preact/compat` here, once.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build, defineConfig, type InlineConfig, type Plugin, type Rolldown, type UserConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const at = (path: string): string => `${root}${path}`;

// `host` runs after `widgets`: it writes into the widgets folder and completes its manifest.
export const buildTargets = [
  'loader',
  'widgets',
  'host',
  'statistic-frame',
  'site',
  'gallery',
  'casino-games',
] as const;
export type BuildTarget = (typeof buildTargets)[number];

const reactToPreact = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
];

const shared: UserConfig = {
  resolve: { alias: reactToPreact },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: { target: 'es2022', sourcemap: true, reportCompressedSize: false },
};

const widgetNames = ['line', 'coupon', 'casino', 'office', 'registration'] as const;

/** i18next's module runs setup code at import; a bundle that uses none of it (only the SDK's translation loader)
 * must not ship it, so its modules are treated as free of side effects. */
const treeshakeUnusedI18next = { moduleSideEffects: (id: string) => !id.includes('/node_modules/i18next/') };

/**
 * The SDK capabilities the widgets' shared runtime imports only define things (schemas, functions, constants); a
 * zod schema built at a module's top level is a call the bundler must otherwise keep, and with it the whole module
 * (e.g. the translation loader, reached through the i18n index for `textDirection`). Declared free of side
 * effects, a module nothing uses is dropped, so every widget does not pay for it.
 */
const definitionOnlySdk = /\/sdk\/src\/((i18n|protocol|session|config|design|branding)\/[^/]+|casino\/.+)\.ts$/;
const treeshakeWidgets = {
  moduleSideEffects: (id: string) => treeshakeUnusedI18next.moduleSideEffects(id) && !definitionOnlySdk.test(id),
};

/**
 * `dist/sdk/widgets/manifest.json`: the hashed file of each widgets entry, in the shape the loader, the host chunk
 * and the frame pages read (`{ host, runtime, frame, widgets: { line, … } }`). Vite's own `.vite/manifest.json`
 * keys files by source path, which partners' pages should not need to know.
 */
function widgetsManifest(): Plugin {
  return {
    name: 'betframe-widgets-manifest',
    generateBundle(_options, bundle) {
      const files: Record<string, string> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && chunk.isEntry) files[chunk.name] = chunk.fileName;
      }
      const { runtime, frame } = files;
      const widgets = Object.fromEntries(widgetNames.map((name) => [name, files[name]]));
      this.emitFile({
        type: 'asset',
        fileName: 'manifest.json',
        source: `${JSON.stringify({ host: null, runtime, frame, widgets }, null, 2)}\n`,
      });
    },
  };
}

/**
 * Writes the host build's file into the widgets manifest (`host/host-[hash].js`) and a copy of it under a fixed
 * name, `host/host.js`, which the loader imports (cached briefly, like the loader: the loader needs no manifest
 * round trip before it). The chunk imports nothing, so the copy runs the same from either name.
 */
function hostIntoWidgetsManifest(): Plugin {
  return {
    name: 'betframe-host-manifest',
    writeBundle(_options, bundle) {
      const entry = Object.values(bundle).find((chunk) => chunk.type === 'chunk' && chunk.isEntry);
      if (entry?.type !== 'chunk') throw new Error('host build produced no entry');
      if (entry.imports.length > 0 || entry.dynamicImports.length > 0) throw new Error('the host chunk imports chunks');
      writeFileSync(at('dist/sdk/widgets/host/host.js'), entry.code);
      const path = at('dist/sdk/widgets/manifest.json');
      const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
      writeFileSync(path, `${JSON.stringify({ ...manifest, host: `host/${entry.fileName}` }, null, 2)}\n`);
    },
  };
}

/**
 * Vite wraps every dynamic `import()` of the widgets in its preload helper (`__vitePreload`), which lives in the
 * shared runtime because the runtime's own lazy imports (the RPC, the operator's brand) use it: 3.2 KB raw, ~0.8 KB
 * brotli in the chunk every widget loads. `build.modulePreload: false` does not remove it (Vite 8 inserts the helper
 * whatever the setting and only empties its list). What the widgets need of it is the list: a lazy screen's chunks
 * fetched side by side, not one after another. This one does that with `modulepreload` links (every browser the
 * widgets target has them; the module map shares one fetch between a link and the import) and calls the import at
 * once. Left out: CSS (the widgets build has no CSS files) and the `vite:preloadError` event (nothing listens);
 * a failed import rejects as before. The paths are the base's, as Vite's own helper makes them.
 */
function smallPreloadHelper(base: string): Plugin {
  const id = '\0vite/preload-helper.js';
  const code =
    'const seen = {};' +
    'export const __vitePreload = (load, deps) => {' +
    '  for (const dep of deps || []) {' +
    '    if (seen[dep]) continue;' +
    '    seen[dep] = 1;' +
    "    const link = document.createElement('link');" +
    "    link.rel = 'modulepreload';" +
    `    link.href = ${JSON.stringify(base)} + dep;` +
    '    document.head.append(link);' +
    '  }' +
    '  return load();' +
    '};';
  return {
    name: 'betframe-small-preload-helper',
    enforce: 'pre',
    resolveId: (source) => (source === id ? id : null),
    load: (source) => (source === id ? code : null),
  };
}

function targetConfig(target: BuildTarget): UserConfig {
  switch (target) {
    case 'loader':
      return {
        build: {
          outDir: at('dist/sdk'),
          emptyOutDir: false,
          sourcemap: false,
          lib: {
            entry: at('sdk/src/loader/main.ts'),
            formats: ['iife'],
            name: 'BetframeLoader',
            fileName: () => 'loader.js',
          },
        },
      };
    case 'widgets':
      return {
        base: '/sdk/widgets/',
        plugins: [smallPreloadHelper('/sdk/widgets/'), widgetsManifest()],
        build: {
          outDir: at('dist/sdk/widgets'),
          emptyOutDir: true,
          manifest: true,
          rollupOptions: {
            input: {
              runtime: at('widgets/src/runtime/inline-entry.ts'),
              frame: at('widgets/src/runtime/frame-entry.ts'),
              ...Object.fromEntries(widgetNames.map((name) => [name, at(`widgets/src/${name}/index.tsx`)])),
            },
            // An entry may export more than its own API (a manual group below takes modules without their
            // dependencies, which Rolldown allows only so); the loader reads only the exports it knows.
            preserveEntrySignatures: 'allow-extension',
            treeshake: treeshakeWidgets,
            output: {
              format: 'es',
              entryFileNames: '[name]-[hash].js',
              chunkFileNames: 'chunks/[name]-[hash].js',
              assetFileNames: 'assets/[name]-[hash][extname]',
              // The shared runtime is one chunk: Preact (with its hooks, compat and JSX runtime), zustand, the zod/mini
              // core, the mount and what it imports (config, session, shared state), the envelope and endpoint. Every
              // widget loads all of it in either mode, so one file costs nothing extra: each file is compressed alone
              // (five files were 1.16 KB more brotli than one, measured with size-check, issue 25) and a cold frame
              // waits for fewer requests on the six connections. Left to the automatic splitting, a lazy screen that
              // uses only the JSX runtime cuts Preact into several files too.
              // The kit's form modules (Select, the fields, the kit's texts, the icon the fields draw with) are one chunk
              // outside the shared runtime, loaded statically by the line, casino, office and registration and lazily
              // by the coupon's controls, cached once for them all: left to the automatic splitting, each new user of
              // the Select re-cut the chunk the others share and every extra file is compressed alone (casino went
              // over its budget). Their dependencies stay where they are (the kit's CSS helper, the request layer), so
              // no widget code is pulled into the shared runtime. Checkbox and radio (choice.tsx) stay out: the casino
              // lobby has none and would pay about 0.9 KB for them (over its 20 KB).
              codeSplitting: {
                groups: [
                  {
                    name: 'shared',
                    test: /node_modules[\\/](preact|zustand|zod)[\\/]|widgets[\\/]src[\\/]runtime[\\/]mount\.tsx$|sdk[\\/]src[\\/]protocol[\\/](envelope|endpoint)\.ts$/,
                  },
                  {
                    name: 'kit-forms',
                    test: /widgets[\\/]src[\\/]runtime[\\/]ui[\\/]((select|field|texts|icon)\.tsx|icons[\\/](mirrored\.ts|sprite\.svg\?no-inline))$/,
                    includeDependenciesRecursively: false,
                  },
                ],
              },
            },
          },
        },
      };
    case 'host':
      // The loader's lazy half runs in the partner page, never in a widget's document, so it shares no chunk with
      // the widgets: its own build graph keeps it from pulling in the chunks the widgets happen to share.
      return {
        base: '/sdk/widgets/host/',
        plugins: [hostIntoWidgetsManifest()],
        build: {
          outDir: at('dist/sdk/widgets/host'),
          emptyOutDir: true,
          rollupOptions: {
            input: { host: at('widgets/src/runtime/host.ts') },
            preserveEntrySignatures: 'exports-only',
            treeshake: treeshakeUnusedI18next,
            output: { format: 'es', entryFileNames: '[name]-[hash].js', chunkFileNames: '[name]-[hash].js' },
          },
        },
      };
    case 'statistic-frame':
      return {
        root: at('statistic-frame'),
        base: '/statistic-frame/',
        build: {
          outDir: at('dist/statistic-frame'),
          emptyOutDir: true,
          manifest: true,
          rollupOptions: { treeshake: treeshakeUnusedI18next },
        },
      };
    case 'gallery':
      return {
        root: at('examples/design-system'),
        base: '/examples/design-system/',
        build: { outDir: at('dist/examples/design-system'), emptyOutDir: true },
      };
    case 'casino-games':
      // The in-house games' page on the game origin (server/src/casino/game-page.ts serves it): its own graph, an
      // entry that paints the frame, and one lazily loaded chunk per game.
      return {
        base: '/casino-games/',
        build: {
          outDir: at('dist/casino-games'),
          emptyOutDir: true,
          manifest: true,
          rollupOptions: {
            input: { game: at('widgets/src/casino/frame/main.tsx') },
            treeshake: treeshakeWidgets,
            output: {
              format: 'es',
              entryFileNames: '[name]-[hash].js',
              chunkFileNames: 'chunks/[name]-[hash].js',
              assetFileNames: 'assets/[name]-[hash][extname]',
            },
          },
        },
      };
    case 'site':
      return {
        root: at('site'),
        base: '/site/',
        build: {
          outDir: at('dist/site'),
          emptyOutDir: true,
          manifest: true,
          rollupOptions: { treeshake: treeshakeUnusedI18next },
        },
      };
  }
}

/**
 * The widgets build's files grouped by the widgets that load them eagerly (issue 25, cold start). Left to the
 * automatic splitting, a module's file is keyed by every entry *and every lazy screen* that reaches it, so a
 * frame's eager closure was 17–19 files, a few hundred bytes each, that a cold frame fetched over the six
 * connections Chromium keeps per host. Here a probe build (in memory, the same configuration) tells which widget
 * entries load each module eagerly after tree-shaking; the real build then puts the modules loaded eagerly by the
 * same set of widgets into one file (`chunks/common-coupon-line-…`). No widget loads a byte it did not load before:
 * every module of such a file is in the eager closure of each widget that loads the file (a lazy screen that needs
 * one of them loads the whole file, which no budget counts). What the `runtime` and `frame` entries load (the
 * `shared` chunk) and a widget's own file are left as they are; so are the groups declared before this one.
 */
type Output = { codeSplitting?: { groups?: CodeSplittingGroup[] } } & Record<string, unknown>;
type CodeSplittingGroup = NonNullable<Rolldown.CodeSplittingOptions['groups']>[number];

/** Module id → the group it belongs to, from a build of `config` as it is. */
async function eagerGroupNames(config: UserConfig, widgets: readonly string[]): Promise<Map<string, string>> {
  const output = await build({
    ...config,
    configFile: false,
    logLevel: 'silent',
    build: { ...config.build, write: false, manifest: false, sourcemap: false },
  });
  const results = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[];
  const chunks = results.flatMap((r) => r.output).filter((o): o is Rolldown.OutputChunk => o.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (file: string, into = new Set<string>()): Set<string> => {
    if (into.has(file)) return into;
    into.add(file);
    for (const dep of byFile.get(file)?.imports ?? []) closure(dep, into);
    return into;
  };
  const entries = chunks.filter((c) => c.isEntry);
  const runtime = new Set<string>();
  for (const entry of entries) if (!widgets.includes(entry.name)) closure(entry.fileName, runtime);
  const users = new Map<string, Set<string>>();
  const home = new Map<string, string>();
  for (const entry of entries.filter((e) => widgets.includes(e.name))) {
    for (const file of closure(entry.fileName)) {
      if (runtime.has(file)) continue;
      for (const id of Object.keys(byFile.get(file)?.modules ?? {})) {
        users.set(id, (users.get(id) ?? new Set()).add(entry.name));
        home.set(id, file);
      }
    }
  }
  const names = new Map<string, string>();
  const entryFiles = new Set(entries.map((e) => e.fileName));
  for (const [id, set] of users) {
    // A module only one widget loads, in that widget's own file, stays there.
    if (set.size === 1 && entryFiles.has(home.get(id) ?? '')) continue;
    names.set(id, `common-${[...set].sort().join('-')}`);
  }
  return names;
}

/** `config` with one more code-splitting group: the widget modules by the widgets that load them eagerly. */
async function withEagerGroups(config: UserConfig, widgets: readonly string[]): Promise<UserConfig> {
  const names = await eagerGroupNames(config, widgets);
  const rollup = config.build?.rollupOptions ?? {};
  const output = (rollup.output ?? {}) as Output;
  const groups = [
    ...(output.codeSplitting?.groups ?? []),
    { name: (id: string) => names.get(id) ?? null, debugName: 'eager', includeDependenciesRecursively: false },
  ];
  return {
    ...config,
    build: {
      ...config.build,
      rollupOptions: { ...rollup, output: { ...output, codeSplitting: { ...output.codeSplitting, groups } } },
    },
  };
}

function isTarget(mode: string): mode is BuildTarget {
  return (buildTargets as readonly string[]).includes(mode);
}

/**
 * The widgets built once more with real React and ReactDOM instead of Preact, into `outDir`: a bench build only
 * (tests/bench/line.bench.ts compares size and live-line frame times with the shipped Preact build).
 */
export function widgetsWithReactConfig(outDir: string): InlineConfig {
  const own = targetConfig('widgets');
  return {
    ...own,
    configFile: false,
    logLevel: 'warn',
    define: shared.define,
    build: { ...shared.build, ...own.build, outDir: at(outDir) },
  };
}

// Synchronous but for the widgets target: vitest.config.ts calls this function and uses its result as it is.
export default defineConfig(({ mode }) => {
  if (!isTarget(mode)) {
    // vitest and the dev server load this file too; they only need the shared part.
    return shared;
  }
  const own = targetConfig(mode);
  const config = { ...shared, ...own, build: { ...shared.build, ...own.build } };
  // The widgets' files by the widgets that load them eagerly (withEagerGroups): a probe build first.
  return mode === 'widgets' ? withEagerGroups(config, widgetNames) : config;
});
