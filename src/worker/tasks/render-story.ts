import type { JobHelpers } from 'graphile-worker';
import type { TaskDeps } from '../deps.js';
import { isAppError } from '../../lib/errors.js';
import { makeQueuedStory, type MakeStoryInput } from '../../modules/stories/index.js';

/**
 * render_story (job key story-render:<storyId>, queue story:<accountId>): makes the story's video,
 * then queues its posting. Runs on the worker's story runner (index.ts), apart from publishing.
 * A failure that may pass is thrown, for graphile to retry with backoff; the last attempt fails
 * the story with the reason. The payload ({ storyId }) is checked at the use case's door: one that
 * names no story is dropped (no retry would help).
 */
export const renderStoryTask =
  (deps: TaskDeps, options: Pick<MakeStoryInput, 'render'> = {}) =>
  async (payload: unknown, helpers: JobHelpers) => {
    const input = { ...(payload as { storyId: number }), lastAttempt: helpers.job.attempts >= helpers.job.max_attempts, render: options.render };
    const outcome = await makeQueuedStory(deps, input).catch((error: unknown) => {
      // The door refused the payload itself (no story id, or not an object); anything else goes to graphile.
      if (isAppError(error) && error.code === 'invalid' && (error.field === 'storyId' || error.messageKey === 'http.bodyNotObject')) return 'dropped' as const;
      throw error;
    });
    if (outcome === 'dropped') deps.log.error({ payload }, 'render_story: bad payload, dropped');
    else deps.log.info({ storyId: input.storyId, outcome }, 'render_story');
  };
