import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { AppError } from '../../lib/errors.js';
import { checkFfmpeg, ensureFfmpeg } from './ffmpeg.js';

const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ffmpeg-check-'));
after(() => fs.rm(dir, { recursive: true, force: true }));

const refused = (pattern: RegExp) => (error: unknown) =>
  error instanceof AppError &&
  error.code === 'unavailable' &&
  error.status === 503 &&
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
    await assert.rejects(checkFfmpeg(path.join(dir, 'nothing-here')), refused(/does not exist/));
  });

  test('a binary without the execute bit is refused', async () => {
    const file = path.join(dir, 'not-executable');
    await fs.writeFile(file, '#!/bin/sh\n', { mode: 0o644 });
    // Even root may not execute a file with no execute bit at all.
    await assert.rejects(checkFfmpeg(file), refused(/is not executable/));
  });

  test('an ffmpeg built without libx264 is refused', async () => {
    const file = path.join(dir, 'ffmpeg-without-x264');
    await fs.writeFile(file, '#!/bin/sh\necho " V..... mpeg4  MPEG-4 part 2"\necho " A..... aac  AAC (Advanced Audio Coding)"\n', { mode: 0o755 });
    await assert.rejects(checkFfmpeg(file), refused(/has no libx264 encoder/));
  });

  test('something that is not a program is refused', async () => {
    const file = path.join(dir, 'garbage');
    await fs.writeFile(file, Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0, 1, 2, 3]), { mode: 0o755 });
    await assert.rejects(checkFfmpeg(file), refused(/does not run/));
  });
});
