import type { EncodedPacket, EncodedPacketSink, InputTrack } from 'mediabunny';

/*
 * mediabunny (pure TypeScript, no ffmpeg) loads with the first video upload, not with the server, as
 * sharp does for photos (docs/performance.md, Memory).
 */
const loadMediabunny = () => import('mediabunny');

/** The containers a video introduction may come in, as decided by its first bytes. */
export type VideoContainer = 'video/mp4' | 'video/webm';

/** The file is not a video this rewrite can read (broken, no picture, or a codec its container cannot hold). */
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

/** A kept track: where its packets come from, and how one is added to the new file. */
interface CopiedTrack {
  track: InputTrack;
  /** Adds a packet; the first carries the codec configuration. */
  add(packet: EncodedPacket, first: boolean): Promise<void>;
}

/**
 * Writes the video at `sourcePath` again into `targetPath`, in the same container, keeping only what
 * playback needs: one video track and at most one audio track, their encoded packets copied as they
 * are (no re-encoding), the codec configuration, and the picture's rotation. Nothing else of the
 * original reaches the new file: no metadata boxes or elements (`udta`, `meta`, `©xyz`, `©ART`,
 * XMP, Matroska Tags, Title, Chapters, Attachments), no track names, no other tracks, no bytes between
 * the samples; the writing application is mediabunny's own name. Both files are read and written in
 * small pieces, so a 100 MB video never sits whole in memory.
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

/**
 * A track's packets in decode order, read one at a time. (The sink's own `packets()` reads ahead a
 * second's worth of what the consumer took: copying runs at tens of MB a second, so that would hold
 * tens of MB of a large video in memory.)
 */
async function* packetsOneByOne(sink: EncodedPacketSink): AsyncGenerator<EncodedPacket, void, unknown> {
  for (let packet = await sink.getFirstPacket(); packet; packet = await sink.getNextPacket(packet))
    yield packet;
}

/**
 * Copies the tracks' packets, always taking the earliest of the tracks' next packets, so the new file
 * interleaves sound and picture (a browser plays it while it downloads) and the muxer never has to hold
 * one track back while it waits for the other.
 */
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
