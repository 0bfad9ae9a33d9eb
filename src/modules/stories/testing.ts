/**
 * Helpers for the story tests and `npm run bench:story` only (ffprobe is a devDependency):
 * photo-like test images and an ffprobe reading of a video. Not exported from index.ts.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import type { Db } from '../../lib/db.js';
import type { Storage } from '../../lib/storage.js';
import { addRenderJob } from './jobs.js';

const require = createRequire(import.meta.url);
const execFileAsync = promisify(execFile);

/**
 * A JPEG that encodes like a photograph (smooth gradients, shapes with edges, sensor grain), not
 * like a flat test card that x264 would compress for free.
 */
export async function photoLikeJpeg(width: number, height: number, options: { seed?: number; format?: 'jpeg' | 'png' } = {}): Promise<Buffer> {
  const seed = options.seed ?? 1;
  const hue = (seed * 47) % 360;
  const shapes = Array.from({ length: 14 }, (_, i) => {
    const r = ((i * 37 + seed * 11) % 17) / 17;
    const cx = Math.round(((i * 0.137 + r * 0.5) % 1) * width);
    const cy = Math.round((0.25 + 0.6 * ((i * 0.311 + seed * 0.07) % 1)) * height);
    const radius = Math.round((0.04 + 0.12 * r) * Math.min(width, height) * 1.6);
    return `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="hsl(${(hue + i * 23) % 360},55%,${35 + (i % 5) * 9}%)" opacity="0.8"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0.3" y2="1">
      <stop offset="0" stop-color="hsl(${hue},60%,78%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},45%,35%)"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>
    <path d="M0 ${height * 0.7} Q ${width * 0.3} ${height * 0.45} ${width * 0.6} ${height * 0.68} T ${width} ${height * 0.6} V ${height} H 0 Z" fill="hsl(${(hue + 120) % 360},40%,30%)"/>
    ${shapes}
    <rect x="${width * 0.1}" y="${height * 0.1}" width="${width * 0.05}" height="${height * 0.8}" fill="#fff" opacity="0.7"/>
  </svg>`;
  // Grain from a seeded generator (sharp's noise differs on every call): the same seed, the same file.
  const noise = Buffer.alloc(width * height * 3);
  let state = seed * 2654435761;
  for (let i = 0; i < noise.length; i++) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    // Two uniform draws added: a triangular, roughly bell-shaped spread around mid grey (64 to 191).
    noise[i] = 64 + (((state >>> 24) + ((state >>> 16) & 0xff)) >> 2);
  }
  const grain = await sharp(noise, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
  const base = sharp(Buffer.from(svg))
    .composite([{ input: grain, blend: 'soft-light' }])
    .flatten({ background: '#ffffff' });
  return options.format === 'png' ? base.png().toBuffer() : base.jpeg({ quality: 88 }).toBuffer();
}

interface ProbedStream {
  codec_type: 'video' | 'audio';
  codec_name: string;
  profile?: string;
  width?: number;
  height?: number;
  pix_fmt?: string;
  r_frame_rate?: string;
  avg_frame_rate?: string;
  nb_frames?: string;
  sample_rate?: string;
  duration?: string;
  color_space?: string;
}

export interface Probe {
  streams: ProbedStream[];
  format: { format_name: string; duration: string; size: string; bit_rate: string };
  /** Top-level MP4 boxes in file order (moov before mdat means faststart). */
  boxes: string[];
  /** Key frames' picture types and positions, from the video's frames. */
  keyFrames: number[];
}

const ffprobePath = (): string => (require('@ffprobe-installer/ffprobe') as { path: string }).path;

/** Top-level ISO BMFF boxes of an MP4, in order. */
function topLevelBoxes(video: Buffer): string[] {
  const boxes: string[] = [];
  let at = 0;
  while (at + 8 <= video.length) {
    let size = video.readUInt32BE(at);
    const type = video.toString('latin1', at + 4, at + 8);
    if (size === 1) size = Number(video.readBigUInt64BE(at + 8));
    else if (size === 0) size = video.length - at;
    boxes.push(type);
    if (size < 8) break;
    at += size;
  }
  return boxes;
}

/** Reads a video with ffprobe: streams, container, box order and key frame positions. */
export async function probeVideo(video: Buffer): Promise<Probe> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'story-probe-'));
  try {
    const file = path.join(dir, 'video.mp4');
    await fs.writeFile(file, video);
    const { stdout } = await execFileAsync(ffprobePath(), ['-v', 'error', '-print_format', 'json', '-show_streams', '-show_format', file], {
      maxBuffer: 16 * 1024 * 1024,
    });
    const parsed = JSON.parse(stdout) as { streams: ProbedStream[]; format: Probe['format'] };
    const frames = await execFileAsync(ffprobePath(), ['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'packet=flags', '-of', 'csv=p=0', file], {
      maxBuffer: 16 * 1024 * 1024,
    });
    const keyFrames = frames.stdout
      .trim()
      .split('\n')
      .flatMap((flags, index) => (flags.startsWith('K') ? [index] : []));
    return { ...parsed, boxes: topLevelBoxes(video), keyFrames };
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** The packaged ffmpeg (the product's own), for reading frames and bitstream headers in tests. */
const ffmpegPath = (): string => (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;

async function withVideoFile<T>(video: Buffer, work: (file: string) => Promise<T>): Promise<T> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'story-test-'));
  try {
    const file = path.join(dir, 'video.mp4');
    await fs.writeFile(file, video);
    return await work(file);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** Frames `indexes` of a 1080x1920 video as raw RGB, decoded by ffmpeg. */
export function framesAt(video: Buffer, indexes: number[]): Promise<Buffer[]> {
  return withVideoFile(video, async (file) => {
    const select = indexes.map((n) => `eq(n\\,${n})`).join('+');
    const { stdout } = await execFileAsync(
      ffmpegPath(),
      ['-v', 'error', '-i', file, '-vf', `select='${select}'`, '-vsync', '0', '-f', 'rawvideo', '-pix_fmt', 'rgb24', 'pipe:1'],
      { encoding: 'buffer', maxBuffer: 1080 * 1920 * 3 * (indexes.length + 1) },
    );
    const size = 1080 * 1920 * 3;
    return indexes.map((_, i) => stdout.subarray(i * size, (i + 1) * size));
  });
}

/** Decodes the whole video; answers the frame count and whatever the decoder complained about. */
export function decodeAll(video: Buffer): Promise<{ frames: number; errors: string }> {
  return withVideoFile(video, async (file) => {
    const { stdout, stderr } = await execFileAsync(
      ffprobePath(),
      ['-v', 'error', '-count_frames', '-select_streams', 'v:0', '-show_entries', 'stream=nb_read_frames', '-of', 'csv=p=0', file],
      { maxBuffer: 1024 * 1024 },
    );
    return { frames: Number(stdout.trim()), errors: stderr.trim() };
  });
}

/** H.264 NAL unit and slice types, counted from the bitstream headers (ffmpeg's trace_headers). */
export function bitstreamSummary(video: Buffer): Promise<{ idrSlices: number; otherSlices: number; sliceTypes: Record<number, number> }> {
  return withVideoFile(video, async (file) => {
    const { stderr } = await execFileAsync(
      ffmpegPath(),
      ['-hide_banner', '-i', file, '-map', '0:v', '-c:v', 'copy', '-bsf:v', 'trace_headers', '-f', 'null', '-'],
      {
        maxBuffer: 256 * 1024 * 1024,
      },
    );
    let idrSlices = 0;
    let otherSlices = 0;
    const sliceTypes: Record<number, number> = {};
    for (const line of stderr.split('\n')) {
      const nal = /\bnal_unit_type\s+\d+ = (\d+)/.exec(line);
      if (nal) {
        if (nal[1] === '5') idrSlices++;
        if (nal[1] === '1') otherSlices++;
      }
      const slice = /\bslice_type\s+\d+ = (\d+)/.exec(line);
      if (slice) sliceTypes[Number(slice[1]) % 5] = (sliceTypes[Number(slice[1]) % 5] ?? 0) + 1;
    }
    return { idrSlices, otherSlices, sliceTypes };
  });
}

/** Mean absolute difference of two same-sized raw images, 0 (same) to 255. */
export function meanDifference(a: Buffer, b: Buffer): number {
  if (a.length !== b.length) throw new Error(`sizes differ: ${a.length} and ${b.length}`);
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i] - b[i]);
  return sum / a.length;
}

/** A 1080x1920 window of a raw RGB image. */
export function windowOf(rgb: Buffer, width: number, left: number, top: number): Buffer {
  const out = Buffer.alloc(1080 * 1920 * 3);
  for (let row = 0; row < 1920; row++) rgb.copy(out, row * 1080 * 3, ((top + row) * width + left) * 3, ((top + row) * width + left + 1080) * 3);
  return out;
}

/**
 * A queued story and its render job, written directly (no Instagram account needed): for worker
 * tests that only need something in the story queue. Answers the story's id.
 */
export async function queueStoryRow(options: {
  db: Db;
  storage: Storage;
  accountId: number;
  text: string;
  image: Buffer;
  queuePriority?: number;
}): Promise<number> {
  const imagePath = await options.storage.put('media', options.image, 'jpg');
  const [row] = await options
    .db('stories')
    .insert({ accountId: options.accountId, text: options.text, language: 'en', status: 'queued', imagePath, queuePriority: options.queuePriority ?? 0 })
    .returning('*');
  await addRenderJob(options.db, row);
  return row.id;
}
