import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import sharp from 'sharp';
import { startTestApp } from '../testing.js';
import { readyAccount } from '../../modules/campaigns/testing.js';

/**
 * The Media Library's routes (issue 21): 401 → 400 with the message → another account's file is
 * not found (never named) → 200; a delete refused while a scheduled post uses the file; the
 * admin's view needs the admin role.
 */
const app = await startTestApp({ env: { UPLOAD_MAX_MB: '1' } });
const { request } = app;
const admin = await app.loginAdmin('media-admin');
const clinicA = await readyAccount(app);
const clinicB = await readyAccount(app, { connect: false });
const form = (bytes: Buffer | string, name = 'photo.png', type = 'image/png') => {
  const body = new FormData();
  body.append('image', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], { type }), name);
  return body;
};
const png = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#c08080' } })
  .png()
  .toBuffer();

describe('the media library API', () => {
  it('uploads, lists, reuses in a post, refuses and allows a delete, for the own account only', async () => {
    assert.equal((await request('/api/media')).status, 401);
    assert.equal((await request('/api/media', { body: form(png) })).status, 401);
    assert.equal((await request('/api/media', { method: 'DELETE', body: { path: '/uploads/library/x.jpg' } })).status, 401);

    const noFile = await request('/api/media', { token: clinicA.token, body: new FormData() });
    assert.equal(noFile.status, 400);
    assert.equal(noFile.body.messageKey, 'http.chooseImage');
    const svg = await request('/api/media', { token: clinicA.token, body: form('<svg xmlns="http://www.w3.org/2000/svg"/>', 'a.svg', 'image/svg+xml') });
    assert.equal(svg.status, 400);
    assert.equal(svg.body.messageKey, 'http.notAnImage');
    const uploaded = await request('/api/media', { token: clinicA.token, body: form(png) });
    assert.equal(uploaded.status, 200, JSON.stringify(uploaded.body));
    const path = uploaded.body.item.path as string;
    assert.equal((await request(path)).status, 200, 'the upload is served at its address');

    const listed = await request('/api/media', { token: clinicA.token });
    assert.equal(listed.status, 200);
    assert.ok(listed.body.items.some((i: { path: string; kept: unknown }) => i.path === path && i.kept === null));
    const theirs = await request('/api/media', { token: clinicB.token });
    assert.ok(!JSON.stringify(theirs.body).includes(path), "another account's upload is not in its list");

    // Into a scheduled post: the delete is refused with the day, in words.
    const post = (
      await request('/api/bulk-posts', { token: clinicA.token, body: { productId: clinicA.accountProducts[0].id, content: 'Hydration that lasts.' } })
    ).body.bulkPost;
    assert.equal((await request('/api/media/use-in-post', { token: clinicA.token, body: { path, postId: 'x' } })).status, 400);
    assert.equal((await request('/api/media/use-in-post', { token: clinicB.token, body: { path, postId: post.id } })).status, 404);
    const used = await request('/api/media/use-in-post', { token: clinicA.token, body: { path, postId: post.id } });
    assert.equal(used.status, 200, JSON.stringify(used.body));
    assert.equal(used.body.bulkPost.productImage, path);
    const scheduled = await request(`/api/bulk-posts/${post.id}`, {
      method: 'PUT',
      token: clinicA.token,
      body: { isScheduled: true, scheduledDate: post.scheduledDate, acknowledgedFindings: true },
    });
    assert.equal(scheduled.status, 200, JSON.stringify(scheduled.body));
    const refused = await request('/api/media', { method: 'DELETE', token: clinicA.token, body: { path } });
    assert.equal(refused.status, 409);
    assert.match(refused.body.message, /^The post of \d{4}-\d{2}-\d{2} uses this image and has not gone out yet/);
    assert.equal((await request('/api/media', { method: 'DELETE', token: clinicB.token, body: { path } })).status, 404);
    assert.equal(
      (await request('/api/media', { method: 'DELETE', token: clinicA.token, body: { path: 42 } })).body.message,
      'Choose a file of your media library',
    );

    // The post unscheduled and given its product's image again: the delete goes through.
    await request(`/api/bulk-posts/${post.id}`, { method: 'PUT', token: clinicA.token, body: { isScheduled: false } });
    assert.equal((await request('/api/media/use-in-post', { token: clinicA.token, body: { path: post.productImage, postId: post.id } })).status, 200);
    const deleted = await request('/api/media', { method: 'DELETE', token: clinicA.token, body: { path } });
    assert.equal(deleted.status, 200, JSON.stringify(deleted.body));
    assert.equal((await request(path)).status, 404);
  });

  it('queues a story from a library image, and shows the admin the catalogue', async () => {
    const { path } = (await request('/api/media', { token: clinicA.token, body: form(png) })).body.item;
    assert.equal((await request('/api/media/use-in-story', { token: clinicB.token, body: { path, text: 'Hello' } })).status, 404);
    const empty = await request('/api/media/use-in-story', { token: clinicA.token, body: { path, text: ' ' } });
    assert.equal(empty.status, 400);
    assert.equal(empty.body.message, 'Text is required');
    const story = await request('/api/media/use-in-story', { token: clinicA.token, body: { path, text: 'Summer glow' } });
    assert.equal(story.status, 202, JSON.stringify(story.body));
    assert.equal(story.body.story.status, 'queued');

    // The admin's view: an unused file of the catalogue's folder, and a product's image with its product.
    const orphan = await app.deps.storage.put('products', png, 'png');
    assert.equal((await request('/api/admin/media', { token: clinicA.token })).status, 403);
    const catalogue = await request('/api/admin/media', { token: admin });
    assert.equal(catalogue.status, 200);
    const product = await app.db('products').whereNotNull('imagePath').orderBy('id').first('id', 'imagePath');
    const image = catalogue.body.images.find((i: { path: string }) => i.path === product.imagePath);
    assert.ok(image.products.some((p: { id: number }) => p.id === product.id));
    assert.ok(catalogue.body.unused.some((i: { path: string }) => i.path === orphan));
    assert.ok(!JSON.stringify(catalogue.body).includes(path), "a clinic's library is not the catalogue");
  });
});
