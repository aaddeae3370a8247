/**
 * The thread that owns the server's embedded database (decision 033), so its work runs beside the
 * server's requests instead of between them.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pglitePreparedClient, pgliteStartOptions } from './pglite-options';
import { errorAsData, type WorkerMessage, type WorkerRequest } from './pglite-worker-protocol';

export interface PgliteWorkerData {
  dataDir?: string;
  sharedBuffersMb: number;
}

const port = parentPort;
if (!port) throw new Error('pglite-worker.ts runs as a worker thread');

const post = (message: WorkerMessage, transfer?: ArrayBuffer[]) => port.postMessage(message, transfer);
/** Answers request `id` with what `work` settles to; `transferred` moves a value's buffers instead of copying. */
const answer = <T>(id: number, work: Promise<T>, transferred?: (value: T) => ArrayBuffer[]) =>
  work.then(
    (value) => post({ id, ok: true, value }, transferred?.(value)),
    (error: unknown) => post({ id, ok: false, error: errorAsData(error) }),
  );

const { dataDir, sharedBuffersMb } = workerData as PgliteWorkerData;

const transactions = new Map<
  number,
  { tx: Transaction; end: (commit: boolean) => void; done: Promise<void> }
>();
const listeners = new Map<number, Promise<() => Promise<void>>>();

function target(tx: number | undefined): PGlite | Transaction {
  if (tx === undefined) return client;
  const open = transactions.get(tx);
  if (!open) throw new Error('Transaction is closed');
  return open.tx;
}

function begin(id: number) {
  let end: (commit: boolean) => void = () => {};
  const ended = new Promise<boolean>((resolve) => {
    end = resolve;
  });
  let begun = false;
  const done = client.transaction(async (tx) => {
    begun = true;
    transactions.set(id, { tx, end, done });
    post({ id, ok: true });
    if (!(await ended)) await tx.rollback();
  });
  // A failure before the transaction began answers the begin; one after, the end.
  done.catch((error: unknown) => {
    if (!begun) post({ id, ok: false, error: errorAsData(error) });
  });
}

async function finish(tx: number, commit: boolean) {
  const open = transactions.get(tx);
  if (!open) throw new Error('Transaction is closed');
  transactions.delete(tx);
  open.end(commit);
  await open.done;
}

async function dump(): Promise<ArrayBuffer> {
  const archive = await client.dumpDataDir('none');
  return archive.arrayBuffer();
}

function handle(request: WorkerRequest) {
  switch (request.op) {
    case 'query':
      return void answer(
        request.id,
        Promise.resolve().then(() => target(request.tx).query(request.text, request.params, request.options)),
      );
    case 'exec':
      return void answer(
        request.id,
        Promise.resolve().then(() => target(request.tx).exec(request.text)),
      );
    case 'begin':
      return begin(request.id);
    case 'end':
      return void answer(request.id, finish(request.tx, request.commit));
    case 'listen': {
      const stop = client.listen(request.channel, (payload) => post({ notify: request.id, payload }));
      listeners.set(request.id, stop);
      return void answer(
        request.id,
        stop.then(() => undefined),
      );
    }
    case 'unlisten': {
      const stop = listeners.get(request.listener);
      listeners.delete(request.listener);
      return void answer(
        request.id,
        stop ? stop.then((unlisten) => (client.closed ? undefined : unlisten())) : Promise.resolve(),
      );
    }
    case 'dump':
      return void answer(request.id, dump(), (bytes) => [bytes]);
    case 'close':
      // Answered once closed; the server's thread then ends this thread.
      return void answer(request.id, client.closed ? Promise.resolve() : client.close());
  }
}

let client: PGlite;
try {
  client = pglitePreparedClient(await PGlite.create(pgliteStartOptions({ dataDir, sharedBuffersMb })));
  port.on('message', handle);
  post({ ready: true });
} catch (error) {
  post({ ready: false, error: errorAsData(error) });
}
