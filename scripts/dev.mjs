// `npm run dev`: the API server, restarted on every change to its code, behind Vite's dev server with
// hot reload. Open http://localhost:PORT (consultancy) and http://arrsplace.localhost:PORT (marketplace).
//
// Vite forwards /api with the browser's Host header and asks the API server (PORT + 1) how to answer
// each page, so both hosts behave as under `npm start`. If one process stops, the other is stopped too.
import { spawn } from 'node:child_process';

const webPort = Number(process.env.PORT ?? 3000);
const apiPort = Number(process.env.API_PORT ?? webPort + 1);
const host = process.env.HOST ?? 'localhost';

const children = [
  spawn(process.execPath, ['--watch', '--import', 'tsx', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: String(apiPort),
      PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${webPort}`,
    },
  }),
  // vite.config.ts reads PORT as the API server's port (its proxy target).
  spawn(
    process.execPath,
    ['node_modules/vite/bin/vite.js', '--port', String(webPort), '--strictPort', '--host', host],
    { stdio: 'inherit', env: { ...process.env, PORT: String(apiPort) } },
  ),
];

let stopping = false;
let exitCode = 0;

function stopAll(code) {
  if (stopping) return;
  stopping = true;
  exitCode = code;
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  // A child that ignores SIGTERM (the API server gives itself 15 s to close) is killed after 20 s.
  setTimeout(() => {
    for (const child of children)
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }, 20_000).unref();
}

for (const child of children) {
  child.on('exit', (code) => {
    stopAll(code ?? 0);
    if (children.every((each) => each.exitCode !== null || each.signalCode !== null)) process.exit(exitCode);
  });
}
// `npm run dev` stopped by a signal to npm alone leaves this script orphaned: stop with it.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) stopAll(0);
}, 1000).unref();
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
