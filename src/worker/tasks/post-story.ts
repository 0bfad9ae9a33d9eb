import type { TaskDeps } from '../deps.js';
import { isAppError } from '../../lib/errors.js';
import { postQueuedStory } from '../../modules/stories/index.js';

/**
 * post_story (job key story-post:<storyId>): posts a made story to its Instagram accounts; the ledger (story:<id>) keeps it to once each.
 * The payload ({ storyId }) is checked at the use case's door: one that names no story is dropped (no retry would help).
 */
export const postStoryTask = (deps: TaskDeps) => async (payload: unknown) => {
  const outcome = await postQueuedStory(deps, payload as { storyId: number }).catch((error: unknown) => {
    // The door refused the payload itself (no story id, or not an object); anything else goes to graphile.
    if (isAppError(error) && error.code === 'invalid' && (error.field === 'storyId' || error.messageKey === 'http.bodyNotObject')) return 'dropped' as const;
    throw error;
  });
  if (outcome === 'dropped') deps.log.error({ payload }, 'post_story: bad payload, dropped');
  else deps.log.info({ storyId: (payload as { storyId: number }).storyId, outcome }, 'post_story');
};
