import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { invalid } from '../../lib/errors.js';
import './messages.js';
import { ensureFfmpeg, runFfmpeg } from './ffmpeg.js';
import { prepareImage, type PreparedImage } from './image-slide.js';
import {
  STORY_DEFAULT_SECONDS,
  STORY_FPS,
  STORY_HEIGHT,
  STORY_MAX_BYTES,
  STORY_MAX_SECONDS,
  STORY_MIN_SECONDS,
  STORY_TEXT_MAX,
  STORY_WIDTH,
} from './story-limits.js';
import { renderTextSlide } from './text-slide.js';

/** The cross-fade from the text slide to the image slide (0.5 s). */
const FADE_FRAMES = 15;
/**
 * The text slide alone is one 1 s group of pictures encoded once and repeated: x264 spends more
 * than half as long on a still frame as on a moving one, and the text part is half the story.
 */
const TEXT_GOP_FRAMES = STORY_FPS;

/**
 * Encoder settings, shared by both encodes that are joined (so their SPS/PPS headers are byte for
 * byte the same; `stitchable` keeps x264 from tuning headers to the content). x264 is the whole
 * cost of a story (`bench:story` measures it):
 * - `subme=0` (whole-pixel motion search only) saves about a fifth of the time at no cost here:
 *   the crop window moves in whole, even pixels, so every motion vector is a whole pixel anyway.
 *   With it, `veryfast` costs what `superfast` does and makes files a third smaller.
 * - No B-frames, so the joined raw stream's presentation order is its decode order and the muxer
 *   can time it by frame count; no scene cuts, so every key frame is a 1 or 2 s IDR frame.
 * The rate cap keeps a 60 s story far under Instagram's 100 MB and 25 Mbps whatever the image.
 */
export const VIDEO_ENCODER_ARGS = [
  '-c:v',
  'libx264',
  '-preset',
  'veryfast',
  '-crf',
  '21',
  '-maxrate',
  '10M',
  '-bufsize',
  '20M',
  '-profile:v',
  'high',
  '-pix_fmt',
  'yuv420p',
  '-r',
  String(STORY_FPS),
  // A key frame at least every 2 s and closed GOPs, as Instagram's story rules ask.
  '-g',
  String(2 * STORY_FPS),
  '-flags',
  '+cgop',
  '-x264-params',
  'open-gop=0:bframes=0:scenecut=0:subme=0:stitchable=1',
  '-colorspace',
  'bt709',
  '-color_primaries',
  'bt709',
  '-color_trc',
  'bt709',
  '-color_range',
  'tv',
];

export interface RenderStoryOptions {
  text: string;
  image: Buffer;
  /** The company logo from setup; one that cannot be read is left out (`logo: false` in the answer). */
  logo?: Buffer | null;
  companyName?: string | null;
  /** 3 to 60, default 12. */
  durationSeconds?: number;
  /** The text's language (Pango uses it for line breaking). Default el. */
  language?: 'en' | 'el';
  /** Where the temporary files go (a fresh folder inside it, removed afterwards); default the OS temp folder. */
  workDir?: string;
  /** A render that takes longer than this is stopped (default 120 s). */
  timeoutMs?: number;
  /** ffmpeg's nice value (default FFMPEG_NICE, 10; 0 runs it at the caller's priority). */
  nice?: number;
}

export interface StoryVideo {
  video: Buffer;
  contentType: 'video/mp4';
  /** The text slide as a 1080x1920 JPEG, for the preview player's poster. */
  poster: Buffer;
  width: 1080;
  height: 1920;
  fps: 30;
  durationSeconds: number;
  bytes: number;
  renderMs: number;
  /** How the image moves: a wide one pans left to right, any other drifts. */
  motion: PreparedImage['motion'];
  /** Whether the logo was drawn. */
  logo: boolean;
  /** The text as drawn on the slide (characters the font has no glyph for are left out). */
  text: string;
}

/** The frame plan for a duration: text alone (whole text GOPs, about half), the cross-fade, image alone. */
export function planFrames(durationSeconds: number) {
  const total = Math.round(durationSeconds * STORY_FPS);
  const fade = FADE_FRAMES;
  const textGops = Math.max(1, Math.round((total - fade) / 2 / TEXT_GOP_FRAMES));
  const textOnly = textGops * TEXT_GOP_FRAMES;
  const imageOnly = total - textOnly - fade;
  return { total, fade, textGops, textOnly, imageOnly, pan: fade + imageOnly };
}

type FramePlan = ReturnType<typeof planFrames>;

// Each slide enters as one raw RGB frame, is converted to yuv420p once, and is repeated by `loop`
// (repeats are references, not copies): per frame the graph only moves a crop window.
const toYuv = 'scale=out_color_matrix=bt709:out_range=tv,format=yuv420p,setsar=1';
const hold = (frames: number) => `loop=loop=${frames - 1}:size=1:start=0,setpts=N/(${STORY_FPS}*TB)`;

/** The filter graph of the text GOP: the text slide held for one GOP. */
const textGopGraph = () => `[0:v]${toYuv},${hold(TEXT_GOP_FRAMES)}[v]`;

/**
 * The filter graph of the rest: the cross-fade, then the image moving. The motion is a `crop`
 * window moved per frame over the one decoded image. ffmpeg 4.1 has no `xfade`, so the image's
 * first frames fade in by alpha over the text slide (`fade` + `overlay`) and `concat` joins that
 * short segment to the remainder.
 */
function imageGraph(plan: FramePlan, image: Pick<PreparedImage, 'motion'>): string {
  // A half-linear, half-cosine ease: starts and ends softly without racing in the middle.
  const p = `(n/${Math.max(1, plan.pan - 1)})`;
  const ease = `(0.5*${p}+0.25-0.25*cos(PI*${p}))`;
  const x = `(iw-ow)*${ease}`;
  const y = image.motion === 'pan' ? '(ih-oh)/2' : `(ih-oh)*${ease}`;
  return [
    `[0:v]${toYuv},${hold(plan.fade)}[under]`,
    `[1:v]${toYuv},${hold(plan.pan)},crop=w=${STORY_WIDTH}:h=${STORY_HEIGHT}:x='${x}':y='${y}',split[p1][p2]`,
    `[p1]trim=end_frame=${plan.fade},format=yuva420p,fade=t=in:s=0:n=${plan.fade}:alpha=1[over]`,
    `[under][over]overlay=format=yuv420,format=yuv420p[cross]`,
    `[p2]trim=start_frame=${plan.fade},setpts=PTS-STARTPTS[moving]`,
    `[cross][moving]concat=n=2:v=1:a=0,setpts=N/(${STORY_FPS}*TB),format=yuv420p[v]`,
  ].join(';');
}

/**
 * Renders the two-slide story video (text on white, then the image panning or drifting, with a
 * cross-fade) as an MP4 Instagram accepts: H.264 high, yuv420p, 1080x1920, 30 fps, closed GOP,
 * silent AAC, moov first. Throws `invalid` for bad input and `unavailable` when ffmpeg is broken.
 * How many run at once is the worker's business (its story runner's concurrency, worker/index.ts):
 * x264 already uses every core.
 */
export async function renderStory(options: RenderStoryOptions): Promise<StoryVideo> {
  const durationSeconds = options.durationSeconds ?? STORY_DEFAULT_SECONDS;
  if (!Number.isFinite(durationSeconds) || durationSeconds < STORY_MIN_SECONDS || durationSeconds > STORY_MAX_SECONDS) {
    throw invalid('stories.durationRange', { min: STORY_MIN_SECONDS, max: STORY_MAX_SECONDS }, { field: 'durationSeconds' });
  }
  if (typeof options.text !== 'string' || !options.text.trim()) throw invalid('stories.textRequired', undefined, { field: 'text' });
  if ([...options.text].length > STORY_TEXT_MAX) throw invalid('stories.textTooLong', undefined, { field: 'text' });
  if (!Buffer.isBuffer(options.image) || options.image.length === 0) throw invalid('stories.imageRequired', undefined, { field: 'image' });

  const ffmpeg = await ensureFfmpeg();
  const started = performance.now();
  const plan = planFrames(durationSeconds);
  const seconds = plan.total / STORY_FPS;
  const timeoutMs = options.timeoutMs ?? 120_000;
  const dir = await fs.mkdtemp(path.join(options.workDir ?? os.tmpdir(), 'story-'));
  // One failed encode stops its sibling instead of letting it run on.
  const abandon = new AbortController();
  const encode = (args: string[]) =>
    runFfmpeg(ffmpeg.path, args, { timeoutMs, cwd: dir, signal: abandon.signal, nice: options.nice }).catch((error) => {
      abandon.abort();
      throw error;
    });
  const raw = (size: string, file: string) => ['-f', 'rawvideo', '-pix_fmt', 'rgb24', '-video_size', size, '-framerate', String(STORY_FPS), '-i', file];
  try {
    const slideReady = renderTextSlide({ text: options.text, companyName: options.companyName, logo: options.logo, language: options.language }).then(
      async (slide) => {
        await fs.writeFile(path.join(dir, 'text.rgb'), slide.rgb);
        return slide;
      },
    );
    const imageReady = prepareImage(options.image).then(async (image) => {
      await fs.writeFile(path.join(dir, 'image.rgb'), image.rgb);
      return { width: image.width, height: image.height, motion: image.motion };
    });
    // The text GOP encodes while the image is still being decoded; the two encodes then share the cores.
    const textGop = slideReady.then(() =>
      encode([
        ...raw(`${STORY_WIDTH}x${STORY_HEIGHT}`, 'text.rgb'),
        '-filter_complex',
        textGopGraph(),
        '-map',
        '[v]',
        ...VIDEO_ENCODER_ARGS,
        '-an',
        '-f',
        'h264',
        'text.h264',
      ]),
    );
    const rest = Promise.all([slideReady, imageReady]).then(([, image]) =>
      encode([
        ...raw(`${STORY_WIDTH}x${STORY_HEIGHT}`, 'text.rgb'),
        ...raw(`${image.width}x${image.height}`, 'image.rgb'),
        '-filter_complex',
        imageGraph(plan, image),
        '-map',
        '[v]',
        ...VIDEO_ENCODER_ARGS,
        '-an',
        '-f',
        'h264',
        'image.h264',
      ]),
    );
    const poster = slideReady.then((slide) =>
      sharp(slide.rgb, { raw: { width: STORY_WIDTH, height: STORY_HEIGHT, channels: 3 } })
        .jpeg({ quality: 85 })
        .toBuffer(),
    );
    const [slide, image] = await Promise.all([slideReady, imageReady, textGop, rest, poster]);
    // Both encodes share SPS/PPS and start with an IDR frame, so the raw streams join by
    // concatenation; the muxer times the frames at 30 fps and adds the silent AAC track.
    const joined = `concat:${[...Array(plan.textGops).fill('text.h264'), 'image.h264'].join('|')}`;
    await encode([
      '-fflags',
      '+genpts',
      '-r',
      String(STORY_FPS),
      '-f',
      'h264',
      '-i',
      joined,
      '-f',
      'lavfi',
      '-t',
      seconds.toFixed(6),
      '-i',
      'anullsrc=channel_layout=stereo:sample_rate=44100',
      '-map',
      '0:v',
      '-map',
      '1:a',
      '-c:v',
      'copy',
      '-c:a',
      'aac',
      '-b:a',
      '64k',
      '-video_track_timescale',
      String(STORY_FPS * 512),
      '-movflags',
      '+faststart',
      '-y',
      'story.mp4',
    ]);
    const out = path.join(dir, 'story.mp4');
    const video = await fs.readFile(out);
    if (video.length > STORY_MAX_BYTES) throw new Error(`the story video came out at ${video.length} bytes, over Instagram's 100 MB`);
    return {
      video,
      contentType: 'video/mp4' as const,
      poster: await poster,
      width: STORY_WIDTH,
      height: STORY_HEIGHT,
      fps: STORY_FPS,
      durationSeconds: seconds,
      bytes: video.length,
      renderMs: Math.round(performance.now() - started),
      motion: image.motion,
      logo: slide.layout.logo !== null,
      text: slide.layout.text,
    };
  } catch (error) {
    abandon.abort();
    throw error;
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
