import { restrictNewFilesToOwner } from '../data-dir';
import { runBackupCli } from './backup-cli';

/** `npm run backup [-- --out FILE]` (decision 020); see backup-cli.ts. */
// The archive holds personal data and the auth secret: private to this OS user, like DATA_DIR.
restrictNewFilesToOwner();
process.exitCode = await runBackupCli(process.argv.slice(2), {
  env: process.env,
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
