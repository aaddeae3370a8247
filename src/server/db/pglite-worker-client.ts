import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import type { PgliteWorkerData } from './pglite-worker';
import {
  errorFromData,
  type WorkerMessage,
  type WorkerQueryOptions,
  type WorkerRequest,
} from './pglite-worker-protocol';

/** What the server uses of a PGlite client; PGlite itself and PgliteWorkerClient both are one. */
export interface PgliteClient {
  readonly closed: boolean;
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(text: string, options?: QueryOptions): Promise<Results[]>;
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
  dumpDataDir(compression?: 'none'): Promise<Blob>;
  close(): Promise<void>;
}

/** From source (tsx, tests), tsx is registered in the worker: Node 20 does not apply `--import` there. */
function workerEntry(): { code: string | URL; eval: boolean } {
  if (!import.meta.url.endsWith('.ts'))
    return { code: new URL('./pglite-worker.mjs', import.meta.url), eval: false };
  const source = new URL('./pglite-worker.ts', import.meta.url).href;
  return {
    code: `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(source)}); })`,
    eval: true,
  };
}

/** Only what can cross threads: PGlite's own parsers are drizzle's already (pglite-options.ts). */
function crossing(options: QueryOptions | undefined): WorkerQueryOptions | undefined {
  if (!options) return undefined;
  const { rowMode, paramTypes } = options;
  if (rowMode === undefined && paramTypes === undefined) return undefined;
  return { ...(rowMode ? { rowMode } : {}), ...(paramTypes ? { paramTypes } : {}) };
}

type Unsent<T> = T extends unknown ? Omit<T, 'id'> : never;

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };

/**
 * The embedded database on a worker thread of its own (decision 033). Requests are answered in the
 * order PGlite ran them; a NOTIFY reaches its listener before the answer of the statement that caused it.
 */
export class PgliteWorkerClient implements PgliteClient {
  #worker: Worker;
  #nextId = 1;
  #pending = new Map<number, Pending>();
  #listeners = new Map<number, (payload: string) => void>();
  #closed = false;
  #failure: Error | null = null;

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', (message: WorkerMessage) => this.#receive(message));
    worker.on('error', (error) => this.#fail(error));
    worker.on('exit', () => this.#fail(new Error('PGlite is closed: its worker thread ended')));
  }

  static async open(data: PgliteWorkerData): Promise<PgliteWorkerClient> {
    const entry = workerEntry();
    const worker = new Worker(entry.code, { workerData: data, eval: entry.eval });
    // Only this function's own listeners are removed after: the Worker keeps listeners of its own.
    let settle: {
      message(message: WorkerMessage): void;
      error(error: Error): void;
      exit(code: number): void;
    };
    const ready = await new Promise<WorkerMessage>((resolve, reject) => {
      settle = {
        message: resolve,
        error: reject,
        exit: (code) => reject(new Error(`the PGlite worker ended (exit code ${code}) before opening`)),
      };
      worker.once('message', settle.message).once('error', settle.error).once('exit', settle.exit);
    }).finally(() => {
      worker.off('message', settle.message).off('error', settle.error).off('exit', settle.exit);
    });
    if ('ready' in ready && ready.ready) return new PgliteWorkerClient(worker);
    await worker.terminate();
    throw 'ready' in ready && !ready.ready
      ? errorFromData(ready.error)
      : new Error('unexpected first message');
  }

  get closed(): boolean {
    return this.#closed;
  }

  #receive(message: WorkerMessage) {
    if ('notify' in message) {
      this.#listeners.get(message.notify)?.(message.payload);
      return;
    }
    if (!('id' in message)) return;
    const pending = this.#pending.get(message.id);
    if (!pending) return;
    this.#pending.delete(message.id);
    if (message.ok) pending.resolve(message.value);
    else pending.reject(errorFromData(message.error));
  }

  #fail(error: Error) {
    this.#closed = true;
    this.#failure ??= error;
    for (const pending of this.#pending.values()) pending.reject(this.#failure);
    this.#pending.clear();
  }

  #send<T>(request: Unsent<WorkerRequest>, id = this.#nextId++): Promise<T> {
    if (this.#failure) return Promise.reject(this.#failure);
    if (this.#closed && request.op !== 'close') return Promise.reject(new Error('PGlite is closed'));
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.#worker.postMessage({ ...request, id });
    });
  }

  query<T>(text: string, params?: unknown[], options?: QueryOptions, tx?: number): Promise<Results<T>> {
    return this.#send({ op: 'query', text, params, options: crossing(options), tx });
  }

  exec(text: string, _options?: QueryOptions, tx?: number): Promise<Results[]> {
    return this.#send({ op: 'exec', text, tx });
  }

  /** Other statements wait for the transaction, as on PGlite. */
  async transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    const id = this.#nextId++;
    await this.#send({ op: 'begin' }, id);
    let closed = false;
    const open = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const tx: Transaction = {
      query: async <R>(text: string, params?: unknown[], options?: QueryOptions) => {
        open();
        return this.query<R>(text, params, options, id);
      },
      sql: async () => {
        throw new Error('tagged-template queries are not sent to the PGlite worker');
      },
      exec: async (text: string, options?: QueryOptions) => {
        open();
        return this.exec(text, options, id);
      },
      rollback: async () => {
        open();
        closed = true;
        await this.#send({ op: 'end', tx: id, commit: false });
      },
      listen: async () => {
        throw new Error('LISTEN inside a transaction is not sent to the PGlite worker');
      },
      get closed() {
        return closed;
      },
    };
    try {
      const result = await work(tx);
      if (!closed) {
        closed = true;
        await this.#send({ op: 'end', tx: id, commit: true });
      }
      return result;
    } catch (error) {
      if (!closed) {
        closed = true;
        await this.#send({ op: 'end', tx: id, commit: false }).catch(() => undefined);
      }
      throw error;
    }
  }

  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    const id = this.#nextId++;
    this.#listeners.set(id, callback);
    try {
      await this.#send({ op: 'listen', channel }, id);
    } catch (error) {
      this.#listeners.delete(id);
      throw error;
    }
    return async () => {
      this.#listeners.delete(id);
      if (!this.#closed) await this.#send({ op: 'unlisten', listener: id });
    };
  }

  async dumpDataDir(): Promise<Blob> {
    const bytes = await this.#send<ArrayBuffer>({ op: 'dump' });
    return new Blob([bytes], { type: 'application/x-tar' });
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    try {
      await this.#send({ op: 'close' });
    } finally {
      this.#closed = true;
      this.#listeners.clear();
      await this.#worker.terminate();
    }
  }
}
