/**
 * `npm start`: build the browser bundles if any source changed since the last build, then run the server in
 * this process (it serves the API, the site, the statistics frame, the SDK bundles and the examples).
 */

import { buildAll } from './build';
import { builtFingerprint, sourceFingerprint } from './build-fingerprint';

if (process.env.BETFRAME_SKIP_BUILD !== '1' && builtFingerprint() !== sourceFingerprint()) {
  console.log('start: sources changed since the last build, building…');
  await buildAll();
}
await import('../server/src/main');
