/**
 * Writes a real MP4 of just under the given size (two minutes at 30 fps, with sound) to the given path:
 * `node --import tsx bench/support/write-video.ts <path> <megabytes>`. Run as its own process so the
 * benches that upload it measure the server's memory, not the writer's.
 */
import { FilePathTarget } from 'mediabunny';
import { writeMp4 } from '../../src/server/test/video-fixtures.test-utils';

const [path, megabytes] = process.argv.slice(2);
if (!path || !megabytes) throw new Error('usage: write-video.ts <path> <megabytes>');
const seconds = 120;
// A little under the size asked, so the sample tables and headers keep it within an upload limit of that size.
const frameBytes = Math.floor((Number(megabytes) * 1024 * 1024 * 0.995) / (seconds * 30));
await writeMp4(new FilePathTarget(path), { seconds, frameBytes });
