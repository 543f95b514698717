/** The part of Vite's `import.meta.env` the site reads; Vite replaces it at build time (false in a production build). */
interface ImportMeta {
  readonly env: { readonly DEV: boolean };
}
