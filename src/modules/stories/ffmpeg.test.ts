import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { AppError } from '../../lib/errors.js';
import { checkFfmpeg, ensureFfmpeg, FFMPEG_NICE, runFfmpeg } from './ffmpeg.js';

const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ffmpeg-check-'));
after(() => fs.rm(dir, { recursive: true, force: true }));

const refused = (messageKey: string, pattern: RegExp, params?: Record<string, string>) => (error: unknown) =>
  error instanceof AppError &&
  error.code === 'unavailable' &&
  error.status === 503 &&
  error.messageKey === messageKey &&
  JSON.stringify(error.params) === JSON.stringify(params) &&
  pattern.test(error.message) &&
  /reinstall the npm package @ffmpeg-installer\/ffmpeg/.test(error.message) &&
  // The server's paths stay in the logged cause, out of the client's message.
  !error.message.includes(dir) &&
  String((error.cause as Error).message).includes(dir);

describe('the ffmpeg check', () => {
  test('the ffmpeg from the npm package runs and has libx264 and aac', async () => {
    const check = await ensureFfmpeg();
    assert.match(check.path, /node_modules\/@ffmpeg-installer\//);
    assert.match(check.version, /^ffmpeg version/);
    assert.equal(await ensureFfmpeg(), check, 'checked once per process');
  });

  test('a missing binary is a 503 that says which package to reinstall', async () => {
    await assert.rejects(checkFfmpeg(path.join(dir, 'nothing-here')), refused('stories.ffmpegMissing', /does not exist/));
  });

  test('a binary without the execute bit is refused', async () => {
    const file = path.join(dir, 'not-executable');
    await fs.writeFile(file, '#!/bin/sh\n', { mode: 0o644 });
    // Even root may not execute a file with no execute bit at all.
    await assert.rejects(checkFfmpeg(file), refused('stories.ffmpegNotExecutable', /is not executable/));
  });

  test('an ffmpeg built without libx264 is refused', async () => {
    const file = path.join(dir, 'ffmpeg-without-x264');
    await fs.writeFile(file, '#!/bin/sh\necho " V..... mpeg4  MPEG-4 part 2"\necho " A..... aac  AAC (Advanced Audio Coding)"\n', { mode: 0o755 });
    await assert.rejects(checkFfmpeg(file), refused('stories.ffmpegNoEncoder', /has no libx264 encoder/, { encoder: 'libx264' }));
  });

  test('something that is not a program is refused', async () => {
    const file = path.join(dir, 'garbage');
    await fs.writeFile(file, Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0, 1, 2, 3]), { mode: 0o755 });
    await assert.rejects(checkFfmpeg(file), refused('stories.ffmpegDoesNotRun', /does not run/));
  });
});

/** /proc/<pid>/stat fields after the command name: [state, ppid, ...]; nice is field 19 (index 16). */
async function statFields(file: string): Promise<string[] | undefined> {
  const stat = await fs.readFile(file, 'utf8').catch(() => undefined);
  return stat?.slice(stat.lastIndexOf(')') + 2).split(' ');
}

describe('running ffmpeg', { skip: process.platform !== 'linux' && 'reads /proc' }, () => {
  test('ffmpeg and its encoder threads run at a lower CPU priority than the worker, so publishing gets the CPU first', async () => {
    assert.equal(FFMPEG_NICE, 10);
    const { path: binary } = await ensureFfmpeg();
    const abandon = new AbortController();
    const running = runFfmpeg(
      binary,
      ['-f', 'lavfi', '-i', 'testsrc2=size=1280x720:rate=30', '-t', '30', '-c:v', 'libx264', '-preset', 'veryfast', '-f', 'null', '-'],
      {
        timeoutMs: 60_000,
        signal: abandon.signal,
      },
    ).catch(() => undefined);
    try {
      let threads: number[] = [];
      const deadline = Date.now() + 10_000;
      while (threads.length < 2 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        for (const pid of await fs.readdir('/proc')) {
          const fields = /^\d+$/.test(pid) ? await statFields(`/proc/${pid}/stat`) : undefined;
          if (fields?.[1] !== String(process.pid) || !(await fs.readFile(`/proc/${pid}/comm`, 'utf8').catch(() => '')).startsWith('ffmpeg')) continue;
          const tasks = await fs.readdir(`/proc/${pid}/task`).catch(() => []);
          threads = (await Promise.all(tasks.map((t) => statFields(`/proc/${pid}/task/${t}/stat`)))).flatMap((f) => (f ? [Number(f[16])] : []));
        }
      }
      assert.ok(threads.length >= 2, `ffmpeg's encoder threads were seen (${threads.length})`);
      assert.ok(
        threads.every((nice) => nice >= FFMPEG_NICE),
        `every thread at nice ${FFMPEG_NICE} or lower priority: ${threads.join(', ')}`,
      );
      assert.ok(os.getPriority() < FFMPEG_NICE, 'the worker itself keeps its priority');
    } finally {
      abandon.abort();
      await running;
    }
  });
});
