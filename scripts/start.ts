/**
 * `npm start`: build the browser bundles if any source changed since the last build, then run the server in
 * this process (it serves the API, the site, the statistics frame, the SDK bundles and the examples).
 */

import { buildAll } from './build';
import { builtFingerprint, sourceFingerprint } from './build-fingerprint';

if (process.env.BETFRAME_SKIP_BUILD !== '1' && builtFingerprint() !== sourceFingerprint()) {
  console.log('start: sources changed since the last build, building…');
  // Vite sets NODE_ENV=production in this process; the server must see the environment the user gave.
  const nodeEnv = process.env.NODE_ENV;
  try {
    await buildAll();
  } catch (error) {
    // The API still works without the bundles; their pages answer 503 "not built" until a build succeeds.
    console.error('start: the build failed; serving what is built.', error);
  }
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;
}
await import('../server/src/main');
