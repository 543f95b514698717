// The `runtime` entry of the widgets build: what the host chunk imports in inline mode. Only `mountInline`: what
// widget modules build on (./index.ts) reaches them through their own chunks, so this entry does not carry the
// account screens' texts or the shells' catalogue for every widget.
export { mountInline } from './inline';
