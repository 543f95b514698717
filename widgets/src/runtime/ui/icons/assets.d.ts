/** Vite answers `import url from './file.svg?no-inline'` with the emitted file's URL (never a data: URL). */
declare module '*.svg?no-inline' {
  const url: string;
  export default url;
}
