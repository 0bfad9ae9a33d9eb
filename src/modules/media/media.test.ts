import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import sharp from 'sharp';
import { startTestApp } from '../../http/testing.js';
import { readyAccount } from '../campaigns/testing.js';
import { approvePost, createBulkPost, updateBulkPost } from '../campaigns/index.js';
import { uploadProductImage } from '../catalog/index.js';
import { uploadLogo } from '../accounts/index.js';
import { deleteMedia, listMedia, uploadMedia, useMediaInPost, useMediaInStory, type MediaItem } from './index.js';

/**
 * The Media Library at its door (issue 21): what an account has and where each file is used, the
 * delete refused while a post that has not gone out uses the file, and another account's files
 * never listed, deleted or used.
 */
const app = await startTestApp();
const { deps, db } = app;
const clinicA = await readyAccount(app);
const clinicB = await readyAccount(app);
const png = (r: number) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r, g: 80, b: 120 } } })
    .png()
    .toBuffer();
const rejectsWith = (promise: Promise<unknown>, status: number, messageKey: string) =>
  assert.rejects(promise, (e: any) => e.status === status && e.messageKey === messageKey);
const byPath = (items: MediaItem[], path: string) => items.find((i) => i.path === path);

describe('the media library', () => {
  it('lists uploads, catalogue, product, logo, story and post files with their uses, and refuses deleting what a pending post uses', async () => {
    const accountId = clinicA.accountId;
    const upload = await uploadMedia(deps, { accountId, image: await png(10) });
    assert.match(upload.path, /^\/uploads\/library\/[\w-]+\.jpg$/);
    const productUpload = await uploadProductImage(deps, { accountId, productId: clinicA.accountProducts[0].originalProductId, image: await png(20) });
    const { logoUrl } = await uploadLogo(deps, { accountId, image: await png(30) });
    await db('companyInfo').where({ accountId }).update({ logoUrl });
    const videoPath = await deps.storage.put('media', Buffer.from('not really a video'), 'mp4');
    const [story] = await db('stories').insert({ accountId, text: 'Summer glow', status: 'posted', videoPath, posterPath: null }).returning('id');
    const post = await createBulkPost(deps, { accountId, productId: clinicA.accountProducts[0].id, content: 'Hydration that lasts all day.' });

    const { items } = await listMedia(deps, { accountId });
    assert.deepEqual(byPath(items, upload.path)?.kept, null, 'a library upload nothing uses may be deleted');
    assert.equal(byPath(items, upload.path)?.size, upload.size);
    const own = byPath(items, productUpload.imagePath)!;
    assert.equal(own.origin, 'upload');
    assert.equal(own.uses.products[0].accountProductId, clinicA.accountProducts[0].id);
    assert.equal(own.kept?.messageKey, 'media.usedByProduct');
    assert.equal(byPath(items, logoUrl)?.kept?.messageKey, 'media.usedAsLogo');
    const video = byPath(items, videoPath)!;
    assert.equal(video.kind, 'video');
    assert.deepEqual(
      video.uses.stories.map((s) => s.id),
      [story.id],
    );
    assert.match(video.url, /^\/uploads\/media\/.+\?expires=\d+&signature=/, 'the signed-only folder is shown through a signed link');
    const postImage = byPath(items, post.productImage!)!;
    assert.ok(['catalogue', 'upload'].includes(postImage.origin));
    assert.deepEqual(
      postImage.uses.posts.map((p) => p.postId),
      [post.id],
    );
    assert.ok(postImage.uses.products.length > 0, 'the catalogue image is used by the product it belongs to');
    assert.ok(items.every((i) => typeof i.size === 'number' && i.size > 0));

    // Reused in the post, then the post scheduled: the upload must stay, with the day it goes out.
    const replaced = await useMediaInPost(deps, { accountId, path: upload.path, postId: post.id });
    assert.equal(replaced.productImage, upload.path);
    await updateBulkPost(deps, {
      accountId,
      id: post.id,
      isScheduled: true,
      scheduledDate: new Date(post.scheduledDate).toISOString(),
      acknowledgedFindings: true,
    });
    const used = byPath((await listMedia(deps, { accountId })).items, upload.path)!;
    assert.deepEqual(
      used.uses.posts.map((p) => [p.postId, p.status, p.pending]),
      [[post.id, 'scheduled', true]],
    );
    assert.equal(used.kept?.messageKey, 'media.usedByPost');
    await rejectsWith(deleteMedia(deps, { accountId, path: upload.path }), 409, 'media.usedByPost');
    assert.ok(await deps.storage.stat(upload.path), 'the refused file stays');
    await rejectsWith(deleteMedia(deps, { accountId, path: logoUrl }), 409, 'media.usedAsLogo');
    await rejectsWith(useMediaInPost(deps, { accountId, path: videoPath, postId: post.id }), 400, 'media.notAnImage');

    // The post gets its catalogue image back: nothing pending uses the upload, which goes.
    await useMediaInPost(deps, { accountId, path: postImage.path, postId: post.id });
    assert.deepEqual(await deleteMedia(deps, { accountId, path: upload.path }), { deleted: upload.path });
    assert.equal(await deps.storage.stat(upload.path), undefined);
    assert.equal(byPath((await listMedia(deps, { accountId })).items, upload.path), undefined);

    // A story's video: kept while the story may be posted again, deleted once it is posted (the story stays).
    await db('stories').where({ id: story.id }).update({ status: 'partially_posted' });
    await rejectsWith(deleteMedia(deps, { accountId, path: videoPath }), 409, 'media.storyVideo');
    await db('stories').where({ id: story.id }).update({ status: 'posted' });
    await deleteMedia(deps, { accountId, path: videoPath });
    assert.equal(await deps.storage.stat(videoPath), undefined);
    assert.deepEqual(await db('stories').where({ id: story.id }).first('text', 'videoPath'), { text: 'Summer glow', videoPath: null });
  });

  it("never lists, deletes or uses another account's files", async () => {
    const theirs = await uploadMedia(deps, { accountId: clinicA.accountId, image: await png(40) });
    const ownPost = await createBulkPost(deps, { accountId: clinicB.accountId, productId: clinicB.accountProducts[1].id, content: 'Glow for the weekend.' });
    const theirPost = await createBulkPost(deps, { accountId: clinicA.accountId, productId: clinicA.accountProducts[1].id, content: 'Glow for the holidays.' });
    const accountId = clinicB.accountId;
    assert.equal(byPath((await listMedia(deps, { accountId })).items, theirs.path), undefined);
    await rejectsWith(deleteMedia(deps, { accountId, path: theirs.path }), 404, 'media.notFound');
    await rejectsWith(useMediaInPost(deps, { accountId, path: theirs.path, postId: ownPost.id }), 404, 'media.notFound');
    await rejectsWith(useMediaInStory(deps, { accountId, path: theirs.path, text: 'Hello' }), 404, 'media.notFound');
    // Its own image on the other clinic's post: the post is not found.
    const mine = await uploadMedia(deps, { accountId, image: await png(50) });
    await rejectsWith(useMediaInPost(deps, { accountId, path: mine.path, postId: theirPost.id }), 404, 'campaigns.postNotFound');
    await rejectsWith(deleteMedia(deps, { accountId, path: '/uploads/library/../media/x.jpg' }), 404, 'media.notFound');
    assert.ok(await deps.storage.stat(theirs.path));
    assert.equal((await db('bulkGeneratedPosts').where({ id: theirPost.id }).first('productImage')).productImage, theirPost.productImage);
  });

  it('voids an approval in force when the approved post is given another image', async () => {
    const { accountId, adminUserId } = clinicA;
    await db('accounts').where({ id: accountId }).update({ requireApproval: true });
    const post = await createBulkPost(deps, { accountId, productId: clinicA.accountProducts[2].id, content: 'Radiance for the season ahead.' });
    const actor = { actorRole: 'business_admin' as const, actorUserId: adminUserId };
    assert.equal((await approvePost(deps, { accountId, id: post.id, ...actor, acknowledgedFindings: true })).postStatus, 'approved');
    const upload = await uploadMedia(deps, { accountId, image: await png(60) });
    const changed = await useMediaInPost(deps, { accountId, path: upload.path, postId: post.id, ...actor });
    assert.deepEqual([changed.postStatus, changed.approval, changed.productImage], ['draft', null, upload.path]);
    await db('accounts').where({ id: accountId }).update({ requireApproval: false });
  });
});
