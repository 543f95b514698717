/**
 * The server entry (`npm start` via scripts/start.ts, `npm run dev`): settings from the environment, then
 * serve until SIGINT/SIGTERM, which closes the listeners (in-flight requests finish) and then the database.
 */
import { readSettings, startServer } from './runtime';

const server = await startServer(readSettings());

let signalled = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (signalled) process.exit(1);
    signalled = true;
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
