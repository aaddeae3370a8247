import type { EncodedPacket, EncodedPacketSink, InputTrack } from 'mediabunny';

// Loaded with the first video upload, not with the server (docs/performance.md, Memory).
const loadMediabunny = () => import('mediabunny');

export type VideoContainer = 'video/mp4' | 'video/webm';

/** Not a video this rewrite can read: broken, no picture, or a codec its container cannot hold. */
export class UnreadableVideoError extends Error {
  constructor(reason: string, options?: { cause?: unknown }) {
    super(`unreadable video: ${reason}`, options);
    this.name = 'UnreadableVideoError';
  }
}

/** Bytes the output holds in memory before writing them out (mediabunny's default is 16 MiB, twice). */
const outputChunkBytes = 64 * 1024;
/** Bytes of the input mediabunny may cache while reading it. */
const inputCacheBytes = 4 * 1024 * 1024;

interface CopiedTrack {
  track: InputTrack;
  /** Adds a packet; the first carries the codec configuration. */
  add(packet: EncodedPacket, first: boolean): Promise<void>;
}

/**
 * Keeps only what playback needs, packets copied as they are: one video track, at most one audio
 * track, the codec configuration and the rotation. No metadata of the original reaches the new file
 * (decision 036); both files are read and written in small pieces.
 */
export async function rewriteVideoWithoutMetadata(
  sourcePath: string,
  targetPath: string,
  container: VideoContainer,
): Promise<void> {
  const mb = await loadMediabunny();
  const input = new mb.Input({
    source: new mb.FilePathSource(sourcePath, { maxCacheSize: inputCacheBytes }),
    formats: [container === 'video/mp4' ? mb.MP4 : mb.WEBM],
  });
  const format =
    container === 'video/mp4' ? new mb.Mp4OutputFormat({ fastStart: false }) : new mb.WebMOutputFormat();
  const output = new mb.Output({
    format,
    target: new mb.FilePathTarget(targetPath, { chunked: true, chunkSize: outputChunkBytes }),
  });
  try {
    const copied: CopiedTrack[] = [];
    const video = await input.getPrimaryVideoTrack();
    if (!video) throw new UnreadableVideoError('no video track');
    const videoCodec = await video.getCodec();
    const videoConfig = await video.getDecoderConfig();
    if (!videoCodec || !videoConfig || !format.getSupportedVideoCodecs().includes(videoCodec))
      throw new UnreadableVideoError(`video codec ${videoCodec ?? 'unknown'} cannot be kept`);
    const videoSource = new mb.EncodedVideoPacketSource(videoCodec);
    output.addVideoTrack(videoSource, {
      rotation: await video.getRotation(),
      flip: await video.getFlip(),
    });
    copied.push({
      track: video,
      add: (packet, first) => videoSource.add(packet, first ? { decoderConfig: videoConfig } : undefined),
    });

    const audio = await input.getPrimaryAudioTrack();
    if (audio) {
      const audioCodec = await audio.getCodec();
      const audioConfig = await audio.getDecoderConfig();
      // Silently dropping the candidate's voice would be worse than asking for another file.
      if (!audioCodec || !audioConfig || !format.getSupportedAudioCodecs().includes(audioCodec))
        throw new UnreadableVideoError(`audio codec ${audioCodec ?? 'unknown'} cannot be kept`);
      const audioSource = new mb.EncodedAudioPacketSource(audioCodec);
      output.addAudioTrack(audioSource);
      copied.push({
        track: audio,
        add: (packet, first) => audioSource.add(packet, first ? { decoderConfig: audioConfig } : undefined),
      });
    }

    await output.start();
    await copyInterleaved(copied, (track) => packetsOneByOne(new mb.EncodedPacketSink(track)));
    await output.finalize();
  } catch (error) {
    if (output.state !== 'finalized' && output.state !== 'canceled') await output.cancel().catch(() => {});
    if (error instanceof UnreadableVideoError) throw error;
    throw new UnreadableVideoError('could not be rewritten', { cause: error });
  } finally {
    input.dispose();
  }
}

/** Not the sink's `packets()`, which reads a second ahead: tens of MB of a large video in memory. */
async function* packetsOneByOne(sink: EncodedPacketSink): AsyncGenerator<EncodedPacket, void, unknown> {
  for (let packet = await sink.getFirstPacket(); packet; packet = await sink.getNextPacket(packet))
    yield packet;
}

/** The earliest next packet first, so the file interleaves sound and picture and plays while it downloads. */
async function copyInterleaved(
  tracks: readonly CopiedTrack[],
  packetsOf: (track: InputTrack) => AsyncGenerator<EncodedPacket, void, unknown>,
): Promise<void> {
  const cursors = tracks.map((copied) => ({
    add: copied.add,
    packets: packetsOf(copied.track),
    first: true,
  }));
  const heads = await Promise.all(cursors.map(async (cursor) => (await cursor.packets.next()).value));
  for (;;) {
    let next = -1;
    for (let index = 0; index < cursors.length; index += 1) {
      const head = heads[index];
      const best = next === -1 ? undefined : heads[next];
      if (head && (!best || head.timestamp < best.timestamp)) next = index;
    }
    const cursor = cursors[next];
    const packet = heads[next];
    if (!cursor || !packet) return;
    await cursor.add(packet, cursor.first);
    cursor.first = false;
    heads[next] = (await cursor.packets.next()).value;
  }
}
