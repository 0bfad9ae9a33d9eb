import * as v from 'valibot';
import type { TaskDeps } from '../deps.js';
import { runPublishJob } from '../../modules/campaigns/index.js';

const Payload = v.object({ postId: v.pipe(v.number(), v.integer(), v.minValue(1)) });

/**
 * publish_post (job key publish:<postId>, run_at = the post's instant): publishes the post to every
 * selected Page and Instagram account. Safe to run twice or after a crash: the ledger decides.
 */
export const publishPost = (deps: TaskDeps) => async (payload: unknown) => {
  const parsed = v.safeParse(Payload, payload);
  if (!parsed.success) {
    deps.log.error({ payload }, 'publish_post: bad payload, dropped');
    return;
  }
  const result = await runPublishJob(deps, { postId: parsed.output.postId });
  deps.log.info({ postId: parsed.output.postId, outcome: result.outcome }, 'publish_post');
};
