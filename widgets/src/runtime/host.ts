// The `host` entry of the widgets build: the loader's lazily imported half (sdk/src/loader/host-contract.ts).
export { createHost } from '@betframe/sdk/loader';
