import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { gzipSync } from 'node:zlib';
import { inspectStoryImage, prepareImage } from './image-slide.js';
import { planFrames, renderStory, type StoryVideo } from './render-story.js';
import { loadConfig } from '../../lib/config.js';
import { STORY_MAX_BYTES } from './story-limits.js';
import { bitstreamSummary, decodeAll, framesAt, meanDifference, photoLikeJpeg, probeVideo, windowOf, type Probe } from './testing.js';

const FRAME = 1 / 30;
// The renders run at the configured priority, as the worker's do (the runner's: STORY_RENDER_NICE).
const nice = loadConfig().storyRenderNice;
const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'story-render-test-'));
after(() => fs.rm(workDir, { recursive: true, force: true }));

const wide = await photoLikeJpeg(1600, 900, { seed: 3 });
// A tall PNG with a transparent band: it must drift, and its transparency must come out white.
const tall = await (async () => {
  const { data, info } = await sharp(await photoLikeJpeg(800, 1600, { seed: 5, format: 'png' }))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  for (let y = 700; y < 900; y++) for (let x = 0; x < info.width; x++) data[(y * info.width + x) * 4 + 3] = 0;
  return sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } })
    .png()
    .toBuffer();
})();
const logo = await sharp({ create: { width: 300, height: 300, channels: 4, background: '#0e7490' } })
  .png()
  .toBuffer();
const greek = 'Νέα θεραπεία ενυδάτωσης: λαμπερό, ξεκούραστο δέρμα σε 30 λεπτά. Κλείστε ραντεβού σήμερα!';

const streams = (probe: Probe) => {
  const video = probe.streams.find((s) => s.codec_type === 'video');
  const audio = probe.streams.find((s) => s.codec_type === 'audio');
  assert.ok(video && audio, 'a video and an audio stream');
  return { video, audio };
};

/** Everything Instagram's story rules ask of a file, checked with ffprobe and the bitstream headers. */
async function assertInstagramStory(story: StoryVideo, seconds: number) {
  assert.equal(story.bytes, story.video.length);
  assert.ok(story.bytes < STORY_MAX_BYTES);
  const probe = await probeVideo(story.video);
  const { video, audio } = streams(probe);
  assert.equal(probe.format.format_name, 'mov,mp4,m4a,3gp,3g2,mj2');
  assert.equal(Number(probe.format.size), story.bytes);
  assert.deepEqual(
    [video.codec_name, video.profile, video.width, video.height, video.pix_fmt, video.r_frame_rate, video.avg_frame_rate, video.color_space],
    ['h264', 'High', 1080, 1920, 'yuv420p', '30/1', '30/1', 'bt709'],
  );
  assert.equal(Number(video.nb_frames), Math.round(seconds * 30));
  assert.ok(Math.abs(Number(video.duration) - seconds) <= FRAME, `video lasts ${video.duration}`);
  assert.ok(Math.abs(Number(probe.format.duration) - seconds) <= FRAME, `file lasts ${probe.format.duration}`);
  assert.ok(Number(probe.format.bit_rate) < 25_000_000);
  // A silent AAC track, at most 48 kHz.
  assert.equal(audio.codec_name, 'aac');
  assert.ok(Number(audio.sample_rate) <= 48_000);
  assert.ok(Math.abs(Number(audio.duration) - seconds) <= FRAME, `audio lasts ${audio.duration}`);
  // +faststart: the index (moov) comes before the media data (mdat).
  assert.ok(probe.boxes.includes('mdat') && probe.boxes.indexOf('moov') < probe.boxes.indexOf('mdat'), probe.boxes.join(' '));
  // Closed GOPs: the first frame and every key frame is an IDR picture, no B-frames reach across.
  assert.equal(probe.keyFrames[0], 0);
  for (let i = 1; i < probe.keyFrames.length; i++) assert.ok(probe.keyFrames[i] - probe.keyFrames[i - 1] <= 60, `key frames ${probe.keyFrames.join(',')}`);
  const bitstream = await bitstreamSummary(story.video);
  assert.equal(bitstream.idrSlices, probe.keyFrames.length);
  assert.equal(bitstream.idrSlices + bitstream.otherSlices, Number(video.nb_frames));
  assert.deepEqual(Object.keys(bitstream.sliceTypes).sort(), ['0', '2'], 'only P and I slices');
  // The joined streams decode cleanly, every frame.
  assert.deepEqual(await decodeAll(story.video), { frames: Number(video.nb_frames), errors: '' });
}

const posterPixels = async (story: StoryVideo) => {
  const { data, info } = await sharp(story.poster).raw().toBuffer({ resolveWithObject: true });
  assert.deepEqual([info.width, info.height, info.channels], [1080, 1920, 3]);
  return data;
};

describe('renderStory', () => {
  test("a default Greek story from a wide JPEG: 12 s, and it meets Instagram's story rules", async () => {
    const story = await renderStory({ text: greek, image: wide, logo, companyName: 'Κλινική Lumière', language: 'el', workDir, nice });
    assert.equal(story.durationSeconds, 12);
    assert.deepEqual([story.width, story.height, story.fps, story.contentType, story.motion, story.logo], [1080, 1920, 30, 'video/mp4', 'pan', true]);
    assert.equal(story.text, greek);
    assert.ok(story.renderMs > 0);
    await assertInstagramStory(story, 12);

    // What a viewer sees: the text slide, a cross-fade, then the wide image panning left to right.
    const plan = planFrames(12);
    const [first, lastText, midFade, firstImage, last] = await framesAt(story.video, [
      0,
      plan.textOnly - 1,
      plan.textOnly + 7,
      plan.textOnly + plan.fade,
      plan.total - 1,
    ]);
    const poster = await posterPixels(story);
    assert.ok(meanDifference(first, poster) < 3, 'the story opens on the text slide');
    assert.ok(meanDifference(lastText, poster) < 3, 'the text slide holds until the fade');
    const image = await prepareImage(wide);
    const left = windowOf(image.rgb, image.width, 0, 0);
    const right = windowOf(image.rgb, image.width, image.width - 1080, 0);
    assert.ok(meanDifference(firstImage, left) < meanDifference(firstImage, right), 'the pan starts at the left');
    assert.ok(meanDifference(last, right) < 8 && meanDifference(last, right) * 3 < meanDifference(last, left), 'the pan ends at the right');
    const fadeFromText = meanDifference(midFade, poster);
    assert.ok(fadeFromText > 10 && fadeFromText < meanDifference(firstImage, poster), 'half way through the fade both slides show');
    // No temporary file is left behind.
    assert.deepEqual(await fs.readdir(workDir), []);
  });

  test('a tall PNG fills the frame and drifts; a 3 s story with an English text and no logo', async () => {
    const story = await renderStory({ text: 'Summer glow, zero downtime.', image: tall, durationSeconds: 3, language: 'en', workDir, nice });
    assert.deepEqual([story.durationSeconds, story.motion, story.logo], [3, 'drift', false]);
    await assertInstagramStory(story, 3);
    const plan = planFrames(3);
    const [firstImage, last] = await framesAt(story.video, [plan.textOnly + plan.fade, plan.total - 1]);
    const image = await prepareImage(tall);
    assert.ok(image.width >= 1080 && image.height >= 1920);
    const topLeft = windowOf(image.rgb, image.width, 0, 0);
    const bottomRight = windowOf(image.rgb, image.width, image.width - 1080, image.height - 1920);
    assert.ok(meanDifference(firstImage, topLeft) < meanDifference(firstImage, bottomRight), 'the drift starts top left');
    assert.ok(meanDifference(last, bottomRight) < 8, 'the drift ends bottom right');
    // The transparent band of the PNG is white, not black.
    const row = Math.round(((700 + 100) / 1600) * image.height) - (image.height - 1920);
    const at = (row * 1080 + 540) * 3;
    assert.ok(last[at] > 230 && last[at + 1] > 230 && last[at + 2] > 230, `band pixel ${[...last.subarray(at, at + 3)].join(',')}`);
  });

  test('durations are honoured from 3 to 60 seconds, to the frame', async () => {
    const story = await renderStory({ text: 'Λάμψη', image: wide, durationSeconds: 4.5, workDir, nice });
    assert.equal(story.durationSeconds, 4.5);
    const { video } = streams(await probeVideo(story.video));
    assert.equal(Number(video.nb_frames), 135);
    for (const seconds of [3, 12, 60]) {
      const plan = planFrames(seconds);
      assert.equal(plan.textOnly + plan.fade + plan.imageOnly, seconds * 30);
      assert.ok(plan.imageOnly >= plan.textOnly - 30 && plan.textOnly >= 30, JSON.stringify(plan));
    }
  });

  test("bad input is refused with the spec's messages, before any work", async () => {
    const invalid = (field: string, messageKey: string, params?: Record<string, number>) => ({ code: 'invalid', status: 400, field, messageKey, params });
    await assert.rejects(renderStory({ text: '', image: wide, workDir }), invalid('text', 'stories.textRequired'));
    await assert.rejects(renderStory({ text: '  \n ', image: wide, workDir }), invalid('text', 'stories.textRequired'));
    await assert.rejects(renderStory({ text: 'α'.repeat(1001), image: wide, workDir }), invalid('text', 'stories.textTooLong'));
    await assert.rejects(renderStory({ text: 'Hi', image: Buffer.alloc(0), workDir }), invalid('image', 'stories.imageRequired'));
    for (const durationSeconds of [2.9, 61, Number.NaN]) {
      await assert.rejects(
        renderStory({ text: 'Hi', image: wide, durationSeconds, workDir }),
        invalid('durationSeconds', 'stories.durationRange', { min: 3, max: 60 }),
      );
    }
    // The catalogue's English is what the API said before.
    await assert.rejects(renderStory({ text: 'Hi', image: wide, durationSeconds: 61, workDir }), { message: 'The story must last 3 to 60 seconds' });
  });

  test('an image sharp cannot read is a clear 400, not a crash, and leaves no files behind', async () => {
    await assert.rejects(renderStory({ text: 'Hi', image: Buffer.from('<html>not an image</html>'), workDir }), {
      code: 'invalid',
      status: 400,
      field: 'image',
      messageKey: 'http.notAnImage',
    });
    // A JPEG cut short: the header reads, the pixels do not.
    await assert.rejects(renderStory({ text: 'Hi', image: wide.subarray(0, 600), workDir }), {
      code: 'invalid',
      field: 'image',
      messageKey: 'http.imageUnreadable',
    });
    assert.deepEqual(await fs.readdir(workDir), []);
  });

  test('an SVG is refused before librsvg draws it, in any spelling; the formats product images take are accepted', async () => {
    const svgRefused = { code: 'invalid', status: 400, field: 'image', messageKey: 'stories.svgRefused' };
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="4000"><filter id="b"><feGaussianBlur stdDeviation="300"/></filter><rect width="4000" height="4000" fill="red" filter="url(#b)"/></svg>';
    for (const spelling of [svg, `<?xml version="1.0" encoding="UTF-8"?>\n<!-- made by hand -->\n${svg}`, `\uFEFF  \n${svg}`, svg.replace('<svg', '<SVG')]) {
      const started = performance.now();
      await assert.rejects(inspectStoryImage(Buffer.from(spelling)), svgRefused);
      await assert.rejects(renderStory({ text: 'Hi', image: Buffer.from(spelling), workDir }), svgRefused);
      assert.ok(performance.now() - started < 1000, 'refused, not drawn');
    }
    // Compressed (SVGZ) or any other markup: not an image.
    await assert.rejects(inspectStoryImage(gzipSync(Buffer.from(svg))), { code: 'invalid', messageKey: 'http.notAnImage' });
    await assert.rejects(inspectStoryImage(Buffer.from('<!doctype html><p>hello</p>')), { code: 'invalid', messageKey: 'http.notAnImage' });
    for (const format of ['jpeg', 'png', 'webp'] as const) {
      const bytes = await sharp(wide)[format]().toBuffer();
      assert.deepEqual(await inspectStoryImage(bytes), { format, width: 1600, height: 900 });
    }
    assert.deepEqual(await fs.readdir(workDir), []);
  });
});
