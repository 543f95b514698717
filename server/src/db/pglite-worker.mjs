/**
 * The embedded database's own thread: owns one PGlite instance and answers the requests of
 * `pglite-worker-client.ts` (the main thread's side), one message each. Plain JavaScript so that Node loads it as
 * it is under every runner (tsx, vitest, node) — a worker thread does not inherit the TypeScript loader.
 *
 * In:  { id, op: 'run', sql, params }  a statement with parameters (extended protocol) or, without, a script
 *                                      (simple protocol); answers the last statement's rows and command.
 *      { id, op: 'dump' }              the data directory as an uncompressed tarball (transferred, not copied).
 *      { id, op: 'close' }             closes PGlite; the client then ends the thread.
 * Out: { id, result } | { id, error } — id 0 is the start: { id: 0, result: true } once PGlite is ready.
 *
 * The value parsers are those of `openDatabase` in index.ts (int8 as a JS number, numeric as text): keep them equal.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { messages, PGlite, types } from '@electric-sql/pglite';

const parsers = { [types.INT8]: (value) => Number(value), [types.NUMERIC]: (value) => value };
const changing = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE']);

/** An error as plain data: every text, number and boolean field (SQLSTATE code, detail, constraint, …). */
function serializeError(error) {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), database: false, fields: {} };
  const fields = {};
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') fields[key] = value;
  }
  return {
    name: error.name,
    message: error.message,
    database: error instanceof messages.DatabaseError,
    stack: error.stack,
    fields,
  };
}

async function run(client, sql, params) {
  if (params.length === 0) {
    const results = await client.exec(sql);
    const last = results.at(-1);
    return last ? answer(last) : { rows: [] };
  }
  return answer(await client.query(sql, params));
}

function answer(result) {
  const command = result.command ?? '';
  return changing.has(command)
    ? { rows: result.rows, command, affectedRows: result.rowCount ?? result.affectedRows ?? 0 }
    : { rows: result.rows, command };
}

let client;
try {
  const { dataDir, loadDataDir } = workerData;
  client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir: new Blob([loadDataDir]) } : {}),
    parsers,
  });
  parentPort.postMessage({ id: 0, result: true });
} catch (error) {
  parentPort.postMessage({ id: 0, error: serializeError(error) });
}

parentPort.on('message', async ({ id, op, sql, params }) => {
  try {
    if (!client) throw new Error('PGlite did not start');
    if (op === 'run') {
      parentPort.postMessage({ id, result: await run(client, sql, params) });
    } else if (op === 'dump') {
      const tarball = await (await client.dumpDataDir('none')).arrayBuffer();
      parentPort.postMessage({ id, result: tarball }, [tarball]);
    } else if (op === 'close') {
      await client.close();
      client = undefined;
      parentPort.postMessage({ id, result: true });
    } else {
      throw new Error(`unknown PGlite worker request ${op}`);
    }
  } catch (error) {
    parentPort.postMessage({ id, error: serializeError(error) });
  }
});
