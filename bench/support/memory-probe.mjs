// Loaded into the server by bench/memory.ts (NODE_OPTIONS=--import=…), never by the app: on SIGUSR2,
// one line on stderr with the process's own view of its memory (V8 heap, external and array buffers,
// which RSS read from /proc cannot tell apart). Plain JavaScript: it is imported before tsx is.
process.on('SIGUSR2', () => {
  process.stderr.write(`memory-probe ${JSON.stringify(process.memoryUsage())}\n`);
});
