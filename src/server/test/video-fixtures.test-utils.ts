import {
  BufferTarget,
  EncodedAudioPacketSource,
  EncodedPacket,
  EncodedVideoPacketSource,
  Mp4OutputFormat,
  Output,
  type Target,
} from 'mediabunny';

/**
 * Small but well-formed videos for the upload tests, carrying the personal details a phone or an
 * editing app writes into a file, each a distinct marker string so a test can look for it in bytes.
 * The packets are made-up bytes behind real codec headers: the files parse as videos; nobody decodes
 * a picture from them.
 */
export const videoMarkers = {
  gps: '+51.4545-002.5879+011.000/',
  author: 'Priya Markerfield',
  address: '12 Larkspur Close, Bristol BS8 9ZZ',
  email: 'priya.markerfield@example.org',
  date: '2024-03-09T10:11:12Z',
  xmpCreator: 'XMP Creator Markerfield',
  trackName: 'Markerfield camera track',
  writingApp: 'Markerfield Recorder 9',
  chapter: 'Markerfield chapter: my home',
  attachment: 'markerfield-passport.jpg',
  hidden: 'Markerfield junk between boxes',
} as const;

/** Every marker in UTF-8 and UTF-16 (both byte orders), as a test looks for them. */
export function markerEncodings(): { marker: string; bytes: Buffer }[] {
  return Object.values(videoMarkers).flatMap((marker) => {
    const utf16le = Buffer.from(marker, 'utf16le');
    return [
      { marker, bytes: Buffer.from(marker, 'utf8') },
      { marker: `${marker} (UTF-16LE)`, bytes: utf16le },
      { marker: `${marker} (UTF-16BE)`, bytes: Buffer.from(utf16le).swap16() },
    ];
  });
}

/** Which markers (in any encoding) occur in `bytes`. */
export function markersIn(bytes: Buffer): string[] {
  return markerEncodings()
    .filter(({ bytes: needle }) => bytes.includes(needle))
    .map(({ marker }) => marker);
}

// ---------------------------------------------------------------------------------------- MP4

/** An H.264 sequence parameter set for a 64 × 48 baseline picture, written bit by bit. */
function avcConfig(): Uint8Array {
  const bits: number[] = [];
  const u = (value: number, width: number) => {
    for (let bit = width - 1; bit >= 0; bit -= 1) bits.push((value >> bit) & 1);
  };
  const ue = (value: number) => {
    const code = value + 1;
    const width = Math.floor(Math.log2(code)) + 1;
    u(0, width - 1);
    u(code, width);
  };
  u(66, 8); // profile_idc: baseline
  u(0xc0, 8); // constraint flags
  u(30, 8); // level 3.0
  ue(0); // seq_parameter_set_id
  ue(0); // log2_max_frame_num_minus4
  ue(2); // pic_order_cnt_type
  ue(1); // max_num_ref_frames
  u(0, 1); // gaps_in_frame_num_value_allowed_flag
  ue(3); // pic_width_in_mbs_minus1: 64 px
  ue(2); // pic_height_in_map_units_minus1: 48 px
  u(1, 1); // frame_mbs_only_flag
  u(1, 1); // direct_8x8_inference_flag
  u(0, 1); // frame_cropping_flag
  u(0, 1); // vui_parameters_present_flag
  u(1, 1); // rbsp_stop_one_bit
  while (bits.length % 8 !== 0) bits.push(0);
  const sps = [0x67];
  for (let index = 0; index < bits.length; index += 8)
    sps.push(bits.slice(index, index + 8).reduce((byte, bit) => (byte << 1) | bit, 0));
  const pps = [0x68, 0xce, 0x3c, 0x80];
  return new Uint8Array([1, 66, 0xc0, 30, 0xff, 0xe1, 0, sps.length, ...sps, 1, 0, pps.length, ...pps]);
}

/** One access unit in length-prefixed form: an IDR or a non-IDR slice of filler bytes. */
function avcPacket(key: boolean, size: number, seed: number): Uint8Array {
  const nal = new Uint8Array(size - 4).fill(seed & 0xff);
  nal[0] = key ? 0x65 : 0x41;
  const packet = new Uint8Array(size);
  new DataView(packet.buffer).setUint32(0, nal.length);
  packet.set(nal, 4);
  return packet;
}

export interface GeneratedVideo {
  /** Length at 30 frames a second, a key frame every second. */
  seconds: number;
  frameBytes?: number;
  audio?: boolean;
}

/** A plain MP4 (see writeMp4) in memory. */
export async function plainMp4(options: GeneratedVideo): Promise<Buffer> {
  const target = new BufferTarget();
  await writeMp4(target, options);
  if (!target.buffer) throw new Error('mediabunny wrote no MP4');
  return Buffer.from(target.buffer);
}

/**
 * An MP4 (H.264 at 30 fps turned 90°, AAC) with mediabunny's own tags, written with the movie box
 * last, so boxes can be added to it without moving the media. A FilePathTarget writes a large one
 * (the memory bench) without holding it.
 */
export async function writeMp4(target: Target, { seconds, frameBytes = 600, audio = true }: GeneratedVideo) {
  const output = new Output({ format: new Mp4OutputFormat({ fastStart: false }), target });
  const video = new EncodedVideoPacketSource('avc');
  output.addVideoTrack(video, { rotation: 90, name: videoMarkers.trackName });
  const sound = new EncodedAudioPacketSource('aac');
  if (audio) output.addAudioTrack(sound, { name: videoMarkers.trackName });
  output.setMetadataTags({
    title: videoMarkers.address,
    artist: videoMarkers.author,
    comment: videoMarkers.email,
    raw: { '©xyz': videoMarkers.gps, '©too': videoMarkers.writingApp },
  });
  await output.start();
  const frames = seconds * 30;
  for (let frame = 0; frame < frames; frame += 1) {
    const key = frame % 30 === 0;
    await video.add(
      new EncodedPacket(avcPacket(key, frameBytes, frame), key ? 'key' : 'delta', frame / 30, 1 / 30),
      frame === 0
        ? {
            decoderConfig: {
              codec: 'avc1.42c01e',
              codedWidth: 64,
              codedHeight: 48,
              description: avcConfig(),
            },
          }
        : undefined,
    );
    if (audio && frame % 2 === 0) {
      // AAC-LC frames of 1024 samples at 30,720 Hz: exactly one every two video frames.
      await sound.add(
        new EncodedPacket(new Uint8Array(120).fill(0x21), 'key', frame / 30, 1 / 15),
        frame === 0
          ? {
              decoderConfig: {
                codec: 'mp4a.40.2',
                numberOfChannels: 1,
                sampleRate: 30720,
                description: new Uint8Array([0x13, 0x88]),
              },
            }
          : undefined,
      );
    }
  }
  await output.finalize();
}

const box = (type: string, ...payload: Buffer[]) => {
  const body = Buffer.concat(payload);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
};
const fullBox = (type: string, ...payload: Buffer[]) => box(type, Buffer.alloc(4), ...payload);
const u32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};

/** A QuickTime user-data text atom (`©xyz`, `©ART`, …): length, language, text. */
function quickTimeText(type: string, text: string) {
  const value = Buffer.from(text, 'utf8');
  const head = Buffer.alloc(4);
  head.writeUInt16BE(value.length);
  head.writeUInt16BE(0x15c7, 2); // 'eng', packed
  return box(`\u00a9${type}`, head, value);
}

/** An Apple `mdta` metadata box as iPhones write it: keys by name, one UTF-16 value among them. */
function appleKeyedMetadata() {
  const keys = ['com.apple.quicktime.location.ISO6709', 'com.apple.quicktime.author'];
  const keyBoxes = keys.map((key) => box('mdta', Buffer.from(key, 'latin1')));
  const item = (index: number, typeCode: number, value: Buffer) =>
    box(u32(index).toString('latin1'), box('data', u32(typeCode), u32(0), value));
  const author = Buffer.from(videoMarkers.email, 'utf16le').swap16();
  return box(
    'meta',
    fullBox('hdlr', u32(0), Buffer.from('mdta', 'latin1'), Buffer.alloc(13)),
    fullBox('keys', u32(keys.length), ...keyBoxes),
    box('ilst', item(1, 1, Buffer.from(videoMarkers.gps, 'utf8')), item(2, 2, author)),
  );
}

/** An XMP packet, as editing apps store it in a top-level `uuid` box. */
function xmpBox() {
  const uuid = Buffer.from('be7acfcb97a942e89c71999491e3afac', 'hex');
  const xmp = `<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>${videoMarkers.xmpCreator}</dc:creator><dc:rights>${videoMarkers.email}</dc:rights></rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end="w"?>`;
  return box('uuid', uuid, Buffer.from(xmp, 'utf8'));
}

/**
 * An MP4 carrying each kind of personal metadata: `©xyz` (GPS), `©ART` (author), `©nam` (a street
 * address), `©day` in `moov/udta`; an e-mail in the `meta/ilst` comment and, UTF-16, in Apple's keyed
 * metadata; an XMP `uuid` box; track names; a writing app; junk in a `free` box.
 */
export async function mp4WithMetadata(options: GeneratedVideo = { seconds: 2 }): Promise<Buffer> {
  const plain = await plainMp4(options);
  const boxes: { type: string; bytes: Buffer }[] = [];
  for (let offset = 0; offset < plain.length; ) {
    const size = plain.readUInt32BE(offset);
    boxes.push({
      type: plain.toString('latin1', offset + 4, offset + 8),
      bytes: plain.subarray(offset, offset + size),
    });
    offset += size;
  }
  const userData = box(
    'udta',
    quickTimeText('xyz', videoMarkers.gps),
    quickTimeText('ART', videoMarkers.author),
    quickTimeText('nam', videoMarkers.address),
    quickTimeText('day', videoMarkers.date),
  );
  const rebuilt = boxes.map(({ type, bytes }) =>
    type === 'moov' ? box('moov', bytes.subarray(8), userData, appleKeyedMetadata()) : bytes,
  );
  return Buffer.concat([...rebuilt, xmpBox(), box('free', Buffer.from(videoMarkers.hidden, 'utf8'))]);
}

// --------------------------------------------------------------------------------------- WebM

/** An EBML element: its ID's bytes, the size as an 8-byte number, then the data. */
function ebml(id: number, ...data: (Buffer | string | number)[]): Buffer {
  const body = Buffer.concat(
    data.map((part) =>
      typeof part === 'string' ? Buffer.from(part, 'utf8') : typeof part === 'number' ? uint(part) : part,
    ),
  );
  const idBytes = Buffer.from(
    id.toString(16).padStart(id > 0xffffff ? 8 : id > 0xffff ? 6 : id > 0xff ? 4 : 2, '0'),
    'hex',
  );
  const size = Buffer.alloc(8);
  size.writeBigUInt64BE(BigInt(body.length) | (1n << 56n));
  return Buffer.concat([idBytes, size, body]);
}
const uint = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};
const float64 = (value: number) => {
  const bytes = Buffer.alloc(8);
  bytes.writeDoubleBE(value);
  return bytes;
};
/** An element of unknown size, as a live recorder (MediaRecorder) writes Segment and Cluster. */
const unknownSize = (id: number, ...children: Buffer[]) =>
  Buffer.concat([Buffer.from(id.toString(16), 'hex'), Buffer.from('01ffffffffffffff', 'hex'), ...children]);

/** A VP8 frame: a key frame carries its start code and 64 × 48 size. */
function vp8Frame(key: boolean, size: number, seed: number): Buffer {
  const frame = Buffer.alloc(size, seed & 0xff);
  const tag = (10 << 5) | (1 << 4) | (key ? 0 : 1);
  frame.writeUIntLE(tag, 0, 3);
  if (key) Buffer.from([0x9d, 0x01, 0x2a, 64, 0, 48, 0]).copy(frame, 3);
  return frame;
}

function simpleBlock(track: number, relativeMs: number, key: boolean, data: Buffer) {
  const head = Buffer.alloc(4);
  head[0] = 0x80 | track;
  head.writeInt16BE(relativeMs, 1);
  head[3] = key ? 0x80 : 0;
  return ebml(0xa3, head, data);
}

/**
 * A WebM shaped like a browser recording (unknown sizes, no cues), VP8 at 30 fps and Opus, carrying a
 * Title, muxing and writing apps, a date, a track name, Tags with an e-mail and an address, Chapters,
 * an Attachment and junk in a Void element.
 */
export function webmWithMetadata(
  { seconds, frameBytes = 600, audio = true }: GeneratedVideo = { seconds: 2 },
) {
  const opusHead = Buffer.from('4f707573486561640101380180bb0000000000', 'hex');
  const header = ebml(
    0x1a45dfa3,
    ebml(0x4286, 1),
    ebml(0x42f7, 1),
    ebml(0x42f2, 4),
    ebml(0x42f3, 8),
    ebml(0x4282, 'webm'),
    ebml(0x4287, 4),
    ebml(0x4285, 2),
  );
  const info = ebml(
    0x1549a966,
    ebml(0x2ad7b1, 1_000_000),
    ebml(0x4d80, videoMarkers.writingApp),
    ebml(0x5741, videoMarkers.writingApp),
    ebml(0x7ba9, videoMarkers.address),
    ebml(0x4461, Buffer.from('0b1e3c8a5f000000', 'hex')),
  );
  const videoTrack = ebml(
    0xae,
    ebml(0xd7, 1),
    ebml(0x73c5, 1),
    ebml(0x83, 1),
    ebml(0x86, 'V_VP8'),
    ebml(0x536e, videoMarkers.trackName),
    ebml(0xe0, ebml(0xb0, 64), ebml(0xba, 48)),
  );
  const audioTrack = ebml(
    0xae,
    ebml(0xd7, 2),
    ebml(0x73c5, 2),
    ebml(0x83, 2),
    ebml(0x86, 'A_OPUS'),
    ebml(0x536e, videoMarkers.author),
    ebml(0x63a2, opusHead),
    ebml(0xe1, ebml(0xb5, float64(48000)), ebml(0x9f, 1)),
  );
  const tracks = ebml(0x1654ae6b, videoTrack, ...(audio ? [audioTrack] : []));
  const chapters = ebml(
    0x1043a770,
    ebml(0x45b9, ebml(0xb6, ebml(0x73c4, 7), ebml(0x91, 0), ebml(0x80, ebml(0x85, videoMarkers.chapter)))),
  );
  const attachments = ebml(
    0x1941a469,
    ebml(
      0x61a7,
      ebml(0x467e, videoMarkers.author),
      ebml(0x466e, videoMarkers.attachment),
      ebml(0x4660, 'image/jpeg'),
      ebml(0x465c, `passport scan of ${videoMarkers.author}, ${videoMarkers.address}`),
      ebml(0x46ae, 99),
    ),
  );
  const simpleTag = (name: string, value: string) => ebml(0x67c8, ebml(0x45a3, name), ebml(0x4487, value));
  const tags = ebml(
    0x1254c367,
    ebml(
      0x7373,
      ebml(0x63c0, ebml(0x68ca, 50)),
      simpleTag('EMAIL', videoMarkers.email),
      simpleTag('ARTIST', videoMarkers.author),
      simpleTag('LOCATION', videoMarkers.gps),
      simpleTag('DATE_RECORDED', videoMarkers.date),
      simpleTag('XMP', videoMarkers.xmpCreator),
    ),
  );
  const junk = ebml(0xec, videoMarkers.hidden);
  const clusters: Buffer[] = [];
  for (let second = 0; second < seconds; second += 1) {
    const blocks: Buffer[] = [];
    for (let frame = 0; frame < 30; frame += 1) {
      const ms = Math.round((frame * 1000) / 30);
      blocks.push(simpleBlock(1, ms, frame === 0, vp8Frame(frame === 0, frameBytes, second * 30 + frame)));
      if (audio && frame % 3 === 0)
        for (const offset of [0, 20, 40, 60, 80]) {
          const at = frame * (100 / 3) + offset;
          if (at < 1000)
            blocks.push(simpleBlock(2, Math.round(at), true, Buffer.from([0xf8, 0xff, 0xfe, 0x01])));
        }
    }
    clusters.push(unknownSize(0x1f43b675, ebml(0xe7, second * 1000), ...blocks));
  }
  return Buffer.concat([
    header,
    unknownSize(0x18538067, info, tracks, junk, chapters, attachments, tags, ...clusters),
  ]);
}
