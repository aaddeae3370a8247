import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  BufferSource,
  BufferTarget,
  EncodedAudioPacketSource,
  EncodedPacket,
  EncodedPacketSink,
  Input,
  MP4,
  Mp4OutputFormat,
  Output,
  WEBM,
} from 'mediabunny';
import { describe, expect, inject, it } from 'vitest';
import { markersIn, mp4WithMetadata, plainMp4, webmWithMetadata } from '../test/video-fixtures.test-utils';
import { rewriteVideoWithoutMetadata, UnreadableVideoError, type VideoContainer } from './video-metadata';

const scratch = () => mkdtempSync(join(inject('runTempDir'), 'video-'));

async function rewrite(bytes: Buffer, container: VideoContainer): Promise<Buffer> {
  const dir = scratch();
  writeFileSync(join(dir, 'in'), bytes);
  await rewriteVideoWithoutMetadata(join(dir, 'in'), join(dir, 'out'), container);
  return readFileSync(join(dir, 'out'));
}

/** Every track's kind, name, rotation and packets (bytes, timing, key or not), in file order. */
async function contentOf(bytes: Buffer) {
  const input = new Input({ source: new BufferSource(bytes), formats: [MP4, WEBM] });
  const tracks = [];
  for (const track of await input.getTracks()) {
    const packets = [];
    for await (const packet of new EncodedPacketSink(track).packets())
      packets.push({
        data: Buffer.from(packet.data).toString('base64'),
        timestamp: packet.timestamp,
        duration: packet.duration,
        type: packet.type,
      });
    tracks.push({
      type: track.type,
      codec: await track.getCodec(),
      rotation: track.isVideoTrack() ? await track.getRotation() : undefined,
      name: await track.getName(),
      packets,
    });
  }
  return { tracks, tags: await input.getMetadataTags() };
}

describe('rewriteVideoWithoutMetadata', () => {
  for (const [name, container, make] of [
    ['MP4', 'video/mp4', () => mp4WithMetadata({ seconds: 2 })],
    ['WebM', 'video/webm', async () => webmWithMetadata({ seconds: 2 })],
  ] as const) {
    it(`${name}: copies every packet unchanged, keeps the rotation, and drops tags, names and markers`, async () => {
      const original = await make();
      const rewritten = await rewrite(original, container);
      expect(markersIn(original).length).toBeGreaterThanOrEqual(11);
      expect(markersIn(rewritten)).toEqual([]);

      const before = await contentOf(original);
      const after = await contentOf(rewritten);
      expect(after.tags).toEqual({});
      expect(after.tracks.map((track) => track.name)).toEqual(after.tracks.map(() => null));
      expect(after.tracks.map(({ name: _name, ...rest }) => rest)).toEqual(
        before.tracks.map(({ name: _name, ...rest }) => rest),
      );
      expect(after.tracks[0]?.rotation).toBe(container === 'video/mp4' ? 90 : 0);
    });
  }

  it('keeps a video without sound as a single track', async () => {
    const rewritten = await rewrite(await plainMp4({ seconds: 1, audio: false }), 'video/mp4');
    const { tracks } = await contentOf(rewritten);
    expect(tracks.map((track) => track.type)).toEqual(['video']);
    expect(tracks[0]?.packets).toHaveLength(30);
  });

  it('refuses sound without a picture, a file of another container, and bytes that are no video', async () => {
    const target = new BufferTarget();
    const output = new Output({ format: new Mp4OutputFormat(), target });
    const sound = new EncodedAudioPacketSource('aac');
    output.addAudioTrack(sound);
    await output.start();
    await sound.add(new EncodedPacket(new Uint8Array(50), 'key', 0, 0.02), {
      decoderConfig: {
        codec: 'mp4a.40.2',
        numberOfChannels: 1,
        sampleRate: 48000,
        description: new Uint8Array([0x11, 0x88]),
      },
    });
    await output.finalize();
    const audioOnly = Buffer.from(target.buffer ?? new ArrayBuffer(0));

    await expect(rewrite(audioOnly, 'video/mp4')).rejects.toBeInstanceOf(UnreadableVideoError);
    await expect(rewrite(await plainMp4({ seconds: 1 }), 'video/webm')).rejects.toBeInstanceOf(
      UnreadableVideoError,
    );
    const mp4Head = Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex');
    await expect(
      rewrite(Buffer.concat([mp4Head, Buffer.alloc(50_000, 7)]), 'video/mp4'),
    ).rejects.toBeInstanceOf(UnreadableVideoError);
  });
});
