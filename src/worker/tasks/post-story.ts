import * as v from 'valibot';
import type { TaskDeps } from '../deps.js';
import { postQueuedStory } from '../../modules/stories/index.js';

const Payload = v.object({ storyId: v.pipe(v.number(), v.integer(), v.minValue(1)) });

/** post_story (job key story-post:<storyId>): posts a made story to its Instagram accounts; the ledger (story:<id>) keeps it to once each. */
export const postStoryTask = (deps: TaskDeps) => async (payload: unknown) => {
  const parsed = v.safeParse(Payload, payload);
  if (!parsed.success) {
    deps.log.error({ payload }, 'post_story: bad payload, dropped');
    return;
  }
  const outcome = await postQueuedStory(deps, parsed.output.storyId);
  deps.log.info({ storyId: parsed.output.storyId, outcome }, 'post_story');
};
