// `node scripts/comment-ratio.mjs [--files N]`: the share of comment lines among the non-blank lines of
// the non-test .ts/.tsx/.mjs files under src/ and scripts/, and the files with the most comment lines.
// A line counts as a comment when it holds nothing but a comment (`//`, a `/* … */` block or its
// continuation, a JSX `{/* … */}`); a comment after code on the same line does not.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const isTest = (path) => /\.test(-utils)?\.tsx?$|\.spec\.ts$|(^|\/)test\//.test(path);
const files = execFileSync('git', ['ls-files', 'src', 'scripts'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((path) => /\.(ts|tsx|mjs)$/.test(path) && !path.endsWith('.d.mts') && !isTest(path));

function count(text) {
  let comment = 0;
  let nonBlank = 0;
  let inBlock = false;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '') continue;
    nonBlank++;
    if (inBlock) {
      comment++;
      if (line.includes('*/')) inBlock = false;
    } else if (line.startsWith('//')) {
      comment++;
    } else if (line.startsWith('/*') || line.startsWith('{/*')) {
      comment++;
      if (!line.includes('*/')) inBlock = true;
    }
  }
  return { comment, nonBlank };
}

const perFile = files.map((path) => ({ path, ...count(readFileSync(resolve(root, path), 'utf8')) }));
const comment = perFile.reduce((sum, file) => sum + file.comment, 0);
const nonBlank = perFile.reduce((sum, file) => sum + file.nonBlank, 0);
const shown = Number(process.argv[process.argv.indexOf('--files') + 1]) || 0;

console.log(
  `${files.length} files, ${comment} comment lines of ${nonBlank} non-blank: ${((100 * comment) / nonBlank).toFixed(1)} %`,
);
for (const file of perFile.sort((a, b) => b.comment - a.comment).slice(0, shown)) {
  console.log(`${String(file.comment).padStart(5)} ${String(file.nonBlank).padStart(6)}  ${file.path}`);
}
