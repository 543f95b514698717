/**
 * The server entry (`npm start` via scripts/start.ts, `npm run dev`): settings from the environment, then
 * serve until SIGINT/SIGTERM, which closes the listeners (in-flight requests finish) and then the database.
 */
import { readSettings, startServer } from './runtime';

const server = await startServer(readSettings()).catch((error: unknown) => {
  const code = (error as { code?: string }).code;
  if (code === 'EADDRINUSE') {
    console.error(`server: ${(error as Error).message} — another process uses the port; set PORT (and EXAMPLES_PORT).`);
  } else {
    console.error('server: failed to start', error);
  }
  process.exit(1);
});

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
