// Loaded into the server by bench/memory.ts (NODE_OPTIONS=--import=…), never by the app: on SIGUSR2,
// one line on stderr with the process's own view of its memory (V8 heap, external and array buffers,
// which RSS read from /proc cannot tell apart), then the heap and RSS after a full garbage collection
// (what is still alive: the figure that shows growth). Plain JavaScript: it is imported before tsx is.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc');

process.on('SIGUSR2', () => {
  const usage = process.memoryUsage();
  collectGarbage();
  const collected = process.memoryUsage();
  const line = { ...usage, heapUsedAfterGc: collected.heapUsed, rssAfterGc: collected.rss };
  process.stderr.write(`memory-probe ${JSON.stringify(line)}\n`);
});
