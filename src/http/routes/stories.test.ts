import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp } from '../testing.js';
import { readyAccount } from '../../modules/campaigns/testing.js';
import { photoLikeJpeg, probeVideo } from '../../modules/stories/testing.js';

const app = await startTestApp({ env: { FACEBOOK_SIMULATOR_DELAY_MS: '0', FACEBOOK_TIMEOUT_SECONDS: '5' } });
const { request, db } = app;
const image = await photoLikeJpeg(1600, 900);

function storyForm(text: string | undefined, file: Buffer | string | null = image, name = 'photo.jpg', type = 'image/jpeg') {
  const form = new FormData();
  if (text !== undefined) form.set('text', text);
  if (file !== null) form.set('image', new Blob([typeof file === 'string' ? file : new Uint8Array(file)], { type }), name);
  return form;
}
const stories = (igId: string) => db('simulatorObjects').where({ type: 'ig_media', ownerId: igId }).whereRaw(`data->>'productType' = 'STORY'`);

describe('POST /api/instagram-story', () => {
  it('validates with the spec messages', async () => {
    const account = await readyAccount(app, { connect: false });
    assert.equal((await request('/api/instagram-story', { body: storyForm('Hi') })).status, 401);
    const cases: [FormData, string][] = [
      [storyForm(undefined), 'Text is required'],
      [storyForm('   '), 'Text is required'],
      [storyForm('α'.repeat(1001)), 'Text must be 1000 characters or less'],
      [storyForm('Hello', null), 'Image is required'],
    ];
    for (const [form, message] of cases) {
      const res = await request('/api/instagram-story', { token: account.token, body: form });
      assert.deepEqual([res.status, res.body.message], [400, message]);
    }
    const noInstagram = await request('/api/instagram-story', { token: account.token, body: storyForm('Hello') });
    assert.equal(noInstagram.status, 400);
    assert.match(noInstagram.body.message, /No Instagram account is selected/);
  });

  it('refuses a file that is not an image', async () => {
    const account = await readyAccount(app);
    const res = await request('/api/instagram-story', { token: account.token, body: storyForm('Hello', 'not an image at all', 'notes.jpg') });
    assert.equal(res.status, 400);
    assert.equal((await stories(account.pages!.instagram)).length, 0);
  });

  it('renders a Greek story and posts it to the Instagram account as a STORIES video', async () => {
    const account = await readyAccount(app);
    const res = await request('/api/instagram-story', { token: account.token, body: storyForm('Λάμψη και ενυδάτωση για όλο τον χειμώνα. Κλείστε ραντεβού για συμβουλευτική.') });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.success, true);
    assert.match(res.body.message, /Story posted to @democlinic\.athens/);
    assert.deepEqual(res.body.results.map((r: { account: string; success: boolean; error: null }) => [r.account, r.success, r.error]), [['@democlinic.athens', true, null]]);
    assert.equal(res.body.story.status, 'posted');
    const posted = await stories(account.pages!.instagram);
    assert.equal(posted.length, 1);
    assert.equal(posted[0].data.mediaType, 'VIDEO');
    // What Instagram received meets its story rules.
    const info = await probeVideo((await app.deps.storage.read(posted[0].data.mediaPath))!);
    const stream = info.streams.find((s) => s.codec_type === 'video')!;
    assert.deepEqual([stream.codec_name, stream.width, stream.height, stream.pix_fmt], ['h264', 1080, 1920, 'yuv420p']);
    assert.ok(info.streams.some((s) => s.codec_type === 'audio' && s.codec_name === 'aac'));
    assert.ok(info.boxes.indexOf('moov') < info.boxes.indexOf('mdat'), 'faststart');
    // The preview player's links are signed and work; the bare path does not.
    const video = await fetch(`${app.url}${res.body.story.videoUrl}`);
    assert.equal(video.status, 200);
    assert.equal(video.headers.get('content-type'), 'video/mp4');
    assert.equal((await fetch(`${app.url}${res.body.story.videoUrl.split('?')[0]}`)).status, 404);
  });

  it('lists each account error on a partial failure, and a retry posts to the rest once', async () => {
    const account = await readyAccount(app);
    // A second Instagram account, linked to the second simulated Page.
    const second = await db('facebookPages').where({ accountId: account.accountId }).orderBy('position').offset(1).first();
    await db('simulatorObjects').insert({ id: `ig-${second.pageId}`, type: 'ig_user', ownerId: second.pageId, data: JSON.stringify({ username: 'democlinic.thess', name: 'Demo Clinic Thessaloniki' }) });
    await request('/api/facebook/pages', { token: account.token });
    await request('/api/selected-pages', {
      token: account.token,
      body: { pages: [{ platform: 'instagram', pageId: account.pages!.page, instagramId: account.pages!.instagram }, { platform: 'instagram', pageId: second.pageId, instagramId: `ig-${second.pageId}` }] },
    });
    // Instagram no longer knows the second account (as when it is unlinked on Meta's side).
    const hide = (deletedAt: Date | null) => db('simulatorObjects').where({ id: `ig-${second.pageId}` }).update({ deletedAt });
    await hide(new Date());
    const res = await request('/api/instagram-story', { token: account.token, body: storyForm('Winter glow, two accounts.') });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.success, false);
    const failed = res.body.results.filter((r: { success: boolean }) => !r.success);
    assert.equal(failed.length, 1, JSON.stringify(res.body.results));
    assert.ok(failed[0].error);
    assert.match(res.body.message, new RegExp(`${failed[0].account.replace('.', '\\.')}: `));
    assert.equal(res.body.story.status, 'partially_posted');
    assert.equal(failed[0].account, '@democlinic.thess');
    await hide(null);

    const retried = await request(`/api/instagram-stories/${res.body.story.id}/retry`, { token: account.token, method: 'POST' });
    assert.equal(retried.status, 200, JSON.stringify(retried.body));
    assert.equal(retried.body.success, true);
    const again = await request(`/api/instagram-stories/${res.body.story.id}/retry`, { token: account.token, method: 'POST' });
    assert.equal(again.body.success, true);
    assert.equal((await stories(account.pages!.instagram)).length, 1, 'one story per account, whatever the retries');
    assert.equal((await stories(`ig-${second.pageId}`)).length, 1);
    const other = await readyAccount(app, { connect: false });
    assert.equal((await request(`/api/instagram-stories/${res.body.story.id}/retry`, { token: other.token, method: 'POST' })).status, 404);
  });
});
