import { restrictNewFilesToOwner } from '../data-dir';
import { runAdminCli } from './admin-cli';

/** `npm run admin -- create …` (decision 007); see admin-cli.ts. */
async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin)
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(chunks).toString('utf8');
}

// The CLI may open DATA_DIR's database itself: what it writes stays private too.
restrictNewFilesToOwner();
process.exitCode = await runAdminCli(process.argv.slice(2), {
  env: process.env,
  out: (line) => console.log(line),
  err: (line) => console.error(line),
  readStdin,
});
