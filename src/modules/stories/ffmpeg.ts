import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import { promisify } from 'node:util';
import { unavailable } from '../../lib/errors.js';
import './messages.js';

/**
 * ffmpeg comes from the npm package @ffmpeg-installer/ffmpeg (a static 4.1 build with libx264):
 * a fresh machine has no system ffmpeg and needs nothing installed. These helpers find it, check
 * it once per process, and run it.
 */
const require = createRequire(import.meta.url);
const execFileAsync = promisify(execFile);
const PACKAGE = '@ffmpeg-installer/ffmpeg';

/** What can be wrong with ffmpeg, by its message (each says what to reinstall), and the same in a few words for the log. */
const PROBLEMS = {
  'stories.ffmpegNotFound': 'was not found',
  'stories.ffmpegMissing': 'does not exist',
  'stories.ffmpegNotExecutable': 'is not executable',
  'stories.ffmpegDoesNotRun': 'does not run',
} as const;

/**
 * The toolchain is broken on this server: a 503 that says what is wrong and what to reinstall.
 * The binary's path goes only into the cause (logged), not to the client.
 */
const broken = (key: keyof typeof PROBLEMS, binary: string, detail?: string) =>
  unavailable(key, undefined, { cause: new Error(`ffmpeg ${binary}: ${PROBLEMS[key]}${detail ? ` (${detail})` : ''}`) });

function packagedFfmpegPath(): string {
  try {
    return (require(PACKAGE) as { path: string }).path;
  } catch (error) {
    // The package throws a plain string when its platform binary is missing.
    throw broken('stories.ffmpegNotFound', PACKAGE, typeof error === 'string' ? error : String((error as Error)?.message ?? error));
  }
}

export interface FfmpegCheck {
  path: string;
  /** First line of `ffmpeg -version`. */
  version: string;
}

/**
 * Checks that `binary` (default: the packaged one) exists, is executable, runs, and has the
 * libx264 and aac encoders the story needs. Throws `unavailable` (503) naming what to reinstall.
 */
export async function checkFfmpeg(binary?: string): Promise<FfmpegCheck> {
  const path = binary ?? packagedFfmpegPath();
  try {
    await fs.access(path, fs.constants.F_OK);
  } catch {
    throw broken('stories.ffmpegMissing', path);
  }
  try {
    await fs.access(path, fs.constants.X_OK);
  } catch {
    throw broken('stories.ffmpegNotExecutable', path);
  }
  let stdout: string;
  try {
    ({ stdout } = await execFileAsync(path, ['-hide_banner', '-encoders'], { timeout: 15_000, maxBuffer: 4 * 1024 * 1024 }));
  } catch (error) {
    throw broken('stories.ffmpegDoesNotRun', path, (error as Error).message.split('\n')[0]);
  }
  const encoders = new Set(
    stdout
      .split('\n')
      .map((line) => line.trim().split(/\s+/)[1])
      .filter(Boolean),
  );
  for (const needed of ['libx264', 'aac']) {
    if (!encoders.has(needed))
      throw unavailable('stories.ffmpegNoEncoder', { encoder: needed }, { cause: new Error(`ffmpeg ${path}: has no ${needed} encoder`) });
  }
  const { stdout: versionText } = await execFileAsync(path, ['-hide_banner', '-version'], { timeout: 15_000 });
  return { path, version: versionText.split('\n')[0] ?? '' };
}

let packaged: Promise<FfmpegCheck> | undefined;

/** The packaged ffmpeg, checked once per process (a failed check is retried next time). */
export function ensureFfmpeg(): Promise<FfmpegCheck> {
  packaged ??= checkFfmpeg().catch((error) => {
    packaged = undefined;
    throw error;
  });
  return packaged;
}

/**
 * ffmpeg's scheduling priority by default (nice 10; STORY_RENDER_NICE): a render still uses every
 * idle core, but the worker's publishing (and the web process, on one machine) gets the CPU first
 * when both want it. ffmpeg is started through `nice`, so it and every encoder thread begin at that
 * priority (on Linux a nice value is per thread: one set after the start, as where `nice` is
 * missing, misses the threads ffmpeg has already made, which a loaded machine showed).
 */
export const FFMPEG_NICE = 10;
const NICE = ['/usr/bin/nice', '/bin/nice'].find((file) => existsSync(file));

function lowerPriority(pid: number | undefined, nice: number) {
  if (!pid || NICE || nice <= 0) return;
  try {
    os.setPriority(pid, Math.max(os.getPriority(pid), nice));
  } catch {
    // Not permitted here, or the process is already gone: it runs at normal priority.
  }
}

/**
 * Runs ffmpeg with `args` (file names relative to `cwd`); rejects with the end of its log when it
 * fails, outlives `timeoutMs` or `signal` aborts (the child is killed then, so a stuck or
 * abandoned render never holds the CPU). `nice` is its priority (default FFMPEG_NICE; 0: the
 * caller's own).
 */
export function runFfmpeg(binary: string, args: string[], options: { timeoutMs: number; cwd?: string; signal?: AbortSignal; nice?: number }): Promise<void> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) return reject(new Error('ffmpeg was not started: the render was abandoned'));
    const ffmpegArgs = ['-hide_banner', '-nostdin', '-loglevel', 'error', ...args];
    const nice = options.nice ?? FFMPEG_NICE;
    const [command, commandArgs] = NICE && nice > 0 ? [NICE, ['-n', String(nice), binary, ...ffmpegArgs]] : [binary, ffmpegArgs];
    const child = spawn(command, commandArgs, { stdio: ['ignore', 'ignore', 'pipe'], cwd: options.cwd });
    lowerPriority(child.pid, nice);
    let log = '';
    let stopped: string | undefined;
    const stop = (why: string) => {
      stopped ??= why;
      child.kill('SIGKILL');
    };
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      log = (log + chunk).slice(-4000);
    });
    const timer = setTimeout(() => stop(`ffmpeg took longer than ${options.timeoutMs} ms and was stopped`), options.timeoutMs);
    const onAbort = () => stop('ffmpeg was stopped: the render was abandoned');
    options.signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
    };
    child.on('error', (error) => {
      done();
      reject(error);
    });
    child.on('close', (code, signal) => {
      done();
      if (code === 0 && !stopped) resolve();
      else reject(new Error(stopped ?? `ffmpeg failed (${signal ?? `exit ${code}`}): ${log.trim()}`));
    });
  });
}
