import * as v from 'valibot';
import type { JobHelpers } from 'graphile-worker';
import type { TaskDeps } from '../deps.js';
import { makeQueuedStory, type MakeStoryOptions } from '../../modules/stories/index.js';

const Payload = v.object({ storyId: v.pipe(v.number(), v.integer(), v.minValue(1)) });

/**
 * render_story (job key story-render:<storyId>, queue story:<accountId>): makes the story's video,
 * then queues its posting. Runs on the worker's story runner (index.ts), apart from publishing.
 * A failure that may pass is thrown, for graphile to retry with backoff; the last attempt fails
 * the story with the reason.
 */
export const renderStoryTask = (deps: TaskDeps, options: Pick<MakeStoryOptions, 'render'> = {}) => async (payload: unknown, helpers: JobHelpers) => {
  const parsed = v.safeParse(Payload, payload);
  if (!parsed.success) {
    deps.log.error({ payload }, 'render_story: bad payload, dropped');
    return;
  }
  const outcome = await makeQueuedStory(deps, parsed.output.storyId, { lastAttempt: helpers.job.attempts >= helpers.job.max_attempts, render: options.render });
  deps.log.info({ storyId: parsed.output.storyId, outcome }, 'render_story');
};
