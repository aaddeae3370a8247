import { restrictNewFilesToOwner } from '../data-dir';
import { runRestoreCli } from './backup-cli';

/** `npm run restore -- ARCHIVE` (decision 020); see backup-cli.ts. */
restrictNewFilesToOwner();
process.exitCode = await runRestoreCli(process.argv.slice(2), {
  env: process.env,
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
