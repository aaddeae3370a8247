/** Every request carries an id and is answered once with it (decision 033). */

/** The query options that can cross threads (parsers and serializers are functions: never sent). */
export interface WorkerQueryOptions {
  rowMode?: 'array' | 'object';
  paramTypes?: number[];
}

export type WorkerRequest =
  | { id: number; op: 'query'; text: string; params?: unknown[]; options?: WorkerQueryOptions; tx?: number }
  | { id: number; op: 'exec'; text: string; tx?: number }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'listen'; channel: string }
  | { id: number; op: 'unlisten'; listener: number }
  | { id: number; op: 'dump' }
  | { id: number; op: 'close' };

/** An error as data: its message and its own primitive properties (code, detail, constraint…). */
export interface WorkerError {
  message: string;
  name: string;
  properties: Record<string, string | number | boolean | null>;
}

export type WorkerMessage =
  | { id: number; ok: true; value?: unknown }
  | { id: number; ok: false; error: WorkerError }
  | { notify: number; payload: string }
  /** Sent once the database is open and ready for requests, or once opening it failed. */
  | { ready: true }
  | { ready: false; error: WorkerError };

/** What crosses threads of an error: structured cloning keeps only an Error's message and stack. */
export function errorAsData(error: unknown): WorkerError {
  if (!(error instanceof Error)) return { message: String(error), name: 'Error', properties: {} };
  const properties: WorkerError['properties'] = {};
  for (const key of Object.keys(error)) {
    const value: unknown = Reflect.get(error, key);
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
      properties[key] = value as string | number | boolean | null;
    }
  }
  return { message: error.message, name: error.name, properties };
}

/** The error again, on this side: same message, name and properties (`code` is what callers read). */
export function errorFromData(data: WorkerError): Error {
  const error = new Error(data.message);
  error.name = data.name;
  return Object.assign(error, data.properties);
}
