import { drawableCharacters, getStory, listStories, queueStory, retryStory, StoryImageFile } from '../../modules/stories/index.js';
import type { AppRouter } from '../context.js';
import { bodyWith, idParam, requireBusiness } from '../middleware.js';
import { multipartBody, uploadedFile } from '../uploads.js';

/**
 * Instagram story (business-portal.md: Instagram story, §3 story response, §5 story rules, §8 story
 * errors). The web process only checks and queues a story (202, with its place in the queue); the
 * worker makes and posts it, and the screen follows it with GET /api/instagram-stories/:id. The
 * spec's `results` are on the story once it is posted.
 */
export function storyRoutes(router: AppRouter): void {
  router.post('/api/instagram-story', requireBusiness, multipartBody, async (ctx) => {
    // Streamed from the upload's temporary file to the store: the web process never holds the image whole.
    const file = uploadedFile(ctx, 'image');
    const image = file && new StoryImageFile(file.path, file.size);
    const story = await queueStory(ctx.deps, bodyWith(ctx, { accountId: ctx.state.accountId!, image }));
    ctx.status = 202;
    ctx.body = { success: true, message: 'Story queued', results: [], story };
  });

  router.post('/api/instagram-stories/:id/retry', requireBusiness, async (ctx) => {
    const story = await retryStory(ctx.deps, { accountId: ctx.state.accountId!, storyId: idParam(ctx) });
    // 202 while it is on its way again; a story already posted everywhere is answered as it is.
    ctx.status = story.status === 'posted' ? 200 : 202;
    ctx.body = { success: true, message: story.status === 'posted' ? 'Story posted' : 'Story queued for posting', results: story.results ?? [], story };
  });

  router.get('/api/instagram-stories/:id', requireBusiness, async (ctx) => {
    ctx.body = { success: true, story: await getStory(ctx.deps, { accountId: ctx.state.accountId!, storyId: idParam(ctx) }) };
  });

  // The characters a story can draw (the font's), for the screen's warning; the same for every account.
  router.get('/api/instagram-story/characters', requireBusiness, async (ctx) => {
    ctx.set('Cache-Control', 'private, max-age=86400');
    ctx.body = { success: true, ...drawableCharacters() };
  });

  router.get('/api/instagram-stories', requireBusiness, async (ctx) => {
    // With how long a story video lasts (STORY_SECONDS), for the screen's notes.
    ctx.body = { success: true, stories: await listStories(ctx.deps, { accountId: ctx.state.accountId! }), videoSeconds: ctx.deps.config.storySeconds };
  });
}
