import { createAndPostStory, listStories, retryStory, type StoryResult } from '../../modules/stories/index.js';
import type { AppRouter } from '../context.js';
import { idParam, requireBusiness } from '../middleware.js';
import { multipartBody, uploadedImage } from '../uploads.js';

const summary = (results: StoryResult[]) => {
  const ok = results.filter((r) => r.success).map((r) => r.account);
  const failed = results.filter((r) => !r.success);
  if (!failed.length) return { success: true, message: `Story posted to ${ok.join(', ')}` };
  if (!ok.length) return { success: false, message: `The story could not be posted: ${failed.map((r) => `${r.account}: ${r.error}`).join('; ')}` };
  return { success: false, message: `Story posted to ${ok.join(', ')}; not to ${failed.map((r) => `${r.account}: ${r.error}`).join('; ')}` };
};

/** Instagram story (business-portal.md: Instagram story, §3 story response, §5 story rules, §8 story errors). */
export function storyRoutes(router: AppRouter): void {
  router.post('/api/instagram-story', requireBusiness, multipartBody, async (ctx) => {
    const body = (ctx.request as { body?: Record<string, unknown> }).body ?? {};
    const { story, results } = await createAndPostStory(ctx.deps, ctx.state.accountId!, { text: body.text, image: await uploadedImage(ctx, 'image') });
    ctx.body = { ...summary(results), results, story };
  });

  router.post('/api/instagram-stories/:id/retry', requireBusiness, async (ctx) => {
    const { story, results } = await retryStory(ctx.deps, ctx.state.accountId!, idParam(ctx));
    ctx.body = { ...summary(results), results, story };
  });

  router.get('/api/instagram-stories', requireBusiness, async (ctx) => {
    ctx.body = { success: true, stories: await listStories(ctx.deps, ctx.state.accountId!) };
  });
}
