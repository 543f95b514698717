/**
 * `npm run build:packages`: the two packages a partner installs, in dist/packages/ — `@betframe/sdk` (the published
 * entry sdk/src/npm: `loadBetframe` and the loader's types) and `@betframe/react` (packages/react). Each is ESM with
 * its type declarations, an `exports` map and nothing that points into this workspace; `npm pack` in either folder
 * makes the tarball (tests/e2e/packages.test.ts installs both into a fresh Vite + React app).
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';

const root = resolve(import.meta.dirname, '..');
export const packagesDir = join(root, 'dist/packages');

interface Manifest {
  version: string;
  dependencies?: Record<string, string>;
}
const readJson = (path: string) => JSON.parse(readFileSync(join(root, path), 'utf8')) as Manifest;

/** Declarations for `entry` (and what it imports) into `outDir`, through a throwaway tsconfig. */
function declarations(entry: string, rootDir: string, outDir: string, paths: Record<string, string[]> = {}) {
  const config = join(root, `.tsbuild/packages-${Date.now()}.json`);
  mkdirSync(join(root, '.tsbuild'), { recursive: true });
  writeFileSync(
    config,
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'bundler',
        lib: ['ES2023', 'DOM', 'DOM.Iterable'],
        types: [],
        strict: true,
        skipLibCheck: true,
        verbatimModuleSyntax: true,
        resolveJsonModule: true,
        jsx: 'react-jsx',
        declaration: true,
        emitDeclarationOnly: true,
        declarationDir: outDir,
        rootDir: join(root, rootDir),
        paths,
      },
      files: [join(root, entry)],
    }),
  );
  const run = spawnSync('npx', ['tsc', '-p', config], { cwd: root, stdio: 'inherit' });
  rmSync(config);
  if (run.status !== 0) throw new Error(`declarations for ${entry} failed`);
}

function manifest(name: string, description: string, extra: object) {
  return `${JSON.stringify(
    {
      name,
      version: readJson('sdk/package.json').version,
      description,
      license: 'UNLICENSED',
      type: 'module',
      main: './index.js',
      module: './index.js',
      types: './types/index.d.ts',
      exports: {
        '.': { types: './types/index.d.ts', import: './index.js', default: './index.js' },
        './package.json': './package.json',
      },
      files: ['index.js', 'index.js.map', 'types', 'README.md'],
      sideEffects: false,
      ...extra,
    },
    null,
    2,
  )}\n`;
}

export async function buildPackages(): Promise<{ sdk: string; react: string }> {
  rmSync(packagesDir, { recursive: true, force: true });
  const sdk = join(packagesDir, 'sdk');
  const react = join(packagesDir, 'react');
  const common = { bundle: true, format: 'esm', platform: 'browser', target: 'es2020', sourcemap: true } as const;

  await build({ ...common, entryPoints: [join(root, 'sdk/src/npm/index.ts')], outfile: join(sdk, 'index.js') });
  declarations('sdk/src/npm/index.ts', 'sdk/src', join(sdk, 'types'));
  // `types/index.d.ts` is the entry the exports map names; the tree beside it keeps its source layout.
  writeFileSync(join(sdk, 'types/index.d.ts'), "export * from './npm/index';\n");
  writeFileSync(
    join(sdk, 'package.json'),
    manifest('@betframe/sdk', 'Put Betframe sportsbook and casino widgets on a page: loadBetframe and typed events', {
      // The declarations name zod's types (the shared state is inferred from its schema); no zod code is bundled.
      dependencies: { zod: readJson('sdk/package.json').dependencies?.zod ?? '^4' },
    }),
  );
  copyFileSync(join(root, 'sdk/README.npm.md'), join(sdk, 'README.md'));

  await build({
    ...common,
    entryPoints: [join(root, 'packages/react/src/index.ts')],
    outfile: join(react, 'index.js'),
    jsx: 'automatic',
    external: ['react', 'react/jsx-runtime', '@betframe/sdk'],
  });
  declarations('packages/react/src/index.ts', 'packages/react/src', join(react, 'types'), {
    '@betframe/sdk': [join(sdk, 'types/index.d.ts')],
  });
  writeFileSync(
    join(react, 'package.json'),
    manifest('@betframe/react', 'Betframe widgets in React: <BetframeProvider>, <BetframeWidget> and hooks', {
      peerDependencies: { '@betframe/sdk': readJson('sdk/package.json').version, react: '>=18' },
    }),
  );
  copyFileSync(join(root, 'packages/react/README.md'), join(react, 'README.md'));
  return { sdk, react };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const built = await buildPackages();
  console.log(`build:packages: ${built.sdk}, ${built.react}`);
}
