import { listCatalogueImages } from '../../modules/catalog/index.js';
import { deleteMedia, listMedia, uploadMedia, useMediaInPost, useMediaInStory } from '../../modules/media/index.js';
import type { AppRouter } from '../context.js';
import { actorOf, bodyWith, requireAdmin, requireBusiness } from '../middleware.js';
import { multipartBody, uploadedImage } from '../uploads.js';

/**
 * The Media Library (issue 21): a clinic's every image and video with where each is used, an
 * upload, a delete (refused with the reason while something pending uses the file), and reusing
 * an image in a post or a story; the admin's view of the catalogue's images. A file is named by
 * its address in the body; the module finds it among the session's account's own files only.
 */
export function mediaRoutes(router: AppRouter): void {
  router.get('/api/media', requireBusiness, async (ctx) => {
    ctx.body = { success: true, ...(await listMedia(ctx.deps, { accountId: ctx.state.accountId! })) };
  });

  router.post('/api/media', requireBusiness, multipartBody, async (ctx) => {
    const item = await uploadMedia(ctx.deps, { accountId: ctx.state.accountId!, image: await uploadedImage(ctx) });
    ctx.body = { success: true, message: 'Image uploaded', item };
  });

  router.delete('/api/media', requireBusiness, async (ctx) => {
    const { deleted } = await deleteMedia(ctx.deps, bodyWith(ctx, { accountId: ctx.state.accountId! }));
    ctx.body = { success: true, message: 'Image deleted', deleted };
  });

  router.post('/api/media/use-in-post', requireBusiness, async (ctx) => {
    const bulkPost = await useMediaInPost(ctx.deps, bodyWith(ctx, { accountId: ctx.state.accountId!, ...actorOf(ctx) }));
    ctx.body = { success: true, message: 'Post image replaced', bulkPost };
  });

  router.post('/api/media/use-in-story', requireBusiness, async (ctx) => {
    const story = await useMediaInStory(ctx.deps, bodyWith(ctx, { accountId: ctx.state.accountId! }));
    ctx.status = 202;
    ctx.body = { success: true, message: 'Story queued', results: [], story };
  });

  router.get('/api/admin/media', requireAdmin, async (ctx) => {
    ctx.body = { success: true, ...(await listCatalogueImages(ctx.deps)) };
  });
}
