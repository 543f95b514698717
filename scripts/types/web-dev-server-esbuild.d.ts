// @web/dev-server-esbuild ships types but its package.json "exports" hides them from `moduleResolution: bundler`.
declare module '@web/dev-server-esbuild' {
  export { esbuildPlugin } from '../../node_modules/@web/dev-server-esbuild/dist/index';
}
