import * as v from 'valibot';
import type { TaskDeps } from '../deps.js';
import { runPrepareJob } from '../../modules/campaigns/index.js';

const Payload = v.object({ postId: v.pipe(v.number(), v.integer(), v.minValue(1)) });

/**
 * prepare_post (job key prepare:<postId>, a few minutes before the post's instant): makes the post's
 * image and Instagram container ahead, so the instant's publish_post has only the publishing calls
 * left. Publishes nothing; safe to run twice, late, or never (the instant then does the whole work).
 */
export const preparePost = (deps: TaskDeps) => async (payload: unknown) => {
  const parsed = v.safeParse(Payload, payload);
  if (!parsed.success) {
    deps.log.error({ payload }, 'prepare_post: bad payload, dropped');
    return;
  }
  const result = await runPrepareJob(deps, { postId: parsed.output.postId });
  deps.log.info({ postId: parsed.output.postId, ...result }, 'prepare_post');
};
