import * as v from 'valibot';
import { inTransaction } from '../../lib/db.js';
import { withDb, type Deps } from '../../lib/deps.js';
import { conflict, notFound } from '../../lib/errors.js';
import { msg } from '../../lib/messages.js';
import { parseUploadPath } from '../../lib/storage.js';
import { parse } from '../../lib/validate.js';
import { approvalInForce, mayDo, voidChangedApproval } from './approvals.js';
import { EDITABLE, NOT_EDITABLE, presentPosts, type BulkPostView } from './bulk-posts.js';
import { schedulePrepareJob } from './jobs.js';
import { lockPost, updatePost, type PostStatus } from './repo.js';
import { AccountInput, PostInput } from './schema.js';
import './messages.js';

/** A post that names an image (the Media Library's "where it is used", issue 21). */
export interface PostImageUse {
  path: string;
  postId: number;
  status: PostStatus;
  scheduledDate: Date;
  productName: string | null;
  /** Whether the post can still go out (draft, waiting for approval, approved, scheduled, publishing): its image must stay. */
  pending: boolean;
}

/** The statuses of a post that has not gone out yet and may still be published. */
const PENDING: PostStatus[] = [...EDITABLE, 'publishing'];

/** Every post of the account that names a stored image, newest day first. */
export async function listPostImages(deps: Deps, input: v.InferInput<typeof AccountInput>): Promise<PostImageUse[]> {
  const { accountId } = parse(AccountInput, input);
  const rows: { id: number; productImage: string; postStatus: PostStatus; scheduledDate: Date; productName: string | null }[] = await deps
    .db('bulkGeneratedPosts')
    .where({ accountId })
    .whereLike('productImage', '/uploads/%')
    .orderBy('scheduledDate', 'desc')
    .select('id', 'productImage', 'postStatus', 'scheduledDate', 'productName');
  return rows
    .filter((r) => parseUploadPath(r.productImage))
    .map((r) => ({
      path: r.productImage,
      postId: r.id,
      status: r.postStatus,
      scheduledDate: r.scheduledDate,
      productName: r.productName,
      pending: PENDING.includes(r.postStatus),
    }));
}

const ReplacePostImageInput = v.object({
  ...PostInput.entries,
  imagePath: v.pipe(
    v.string(msg('http.valueInvalid')),
    v.check((path) => parseUploadPath(path) !== undefined, msg('http.valueInvalid')),
  ),
});

/**
 * Gives a post that has not gone out another image (the Media Library's "use in a post"): any role
 * that may edit it. The caller vouches that the account may use the file. As an edit of the text,
 * it voids an approval (the approval covers the image: the post goes back to draft, out of the
 * schedule) and has a scheduled post prepared again ahead of its instant.
 */
export async function replacePostImage(deps: Deps, input: v.InferInput<typeof ReplacePostImageInput>): Promise<BulkPostView> {
  const { accountId, id, imagePath, actorRole } = parse(ReplacePostImageInput, input);
  mayDo(actorRole, 'edit');
  const now = deps.clock.now();
  const updated = await inTransaction(deps.db, async (trx) => {
    let post = await lockPost(trx, accountId, id);
    if (!post) throw notFound('campaigns.postNotFound');
    if (!EDITABLE.includes(post.postStatus)) throw conflict(NOT_EDITABLE[post.postStatus as keyof typeof NOT_EDITABLE]);
    if (post.productImage === imagePath) return post;
    const scoped = withDb(deps, trx);
    const approved = await approvalInForce(scoped, post);
    post = await updatePost(trx, id, { productImage: imagePath });
    post = await voidChangedApproval(trx, scoped, post, approved, now);
    if (post.postStatus === 'scheduled') await schedulePrepareJob(trx, id, new Date(post.scheduledDate));
    return post;
  });
  return (await presentPosts(deps, accountId, [updated]))[0];
}
