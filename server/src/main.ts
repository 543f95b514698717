/**
 * The server entry (`npm start` via scripts/start.ts, `npm run dev`): settings from the environment, then
 * serve until SIGINT/SIGTERM: new requests are refused (503), push streams close with a retry hint, requests in
 * flight finish, then the feed world and the database close; the process is out within 10 s.
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
    // CONTRACTS §8: out within 10 s whatever is still running (listeners force their sockets closed at 5 s).
    setTimeout(() => {
      console.error('server: shutdown took too long; exiting');
      process.exit(1);
    }, 9_000).unref();
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
