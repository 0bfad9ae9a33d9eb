import type { Finding } from '../../../shared/components/ComplianceFindings';

/** The post states of issue 9; isScheduled is true exactly for 'scheduled'. */
export type PostStatus = 'draft' | 'scheduled' | 'publishing' | 'published' | 'partially_published' | 'failed' | 'missed';

export interface Publication {
  platform: 'facebook' | 'instagram';
  targetId: string;
  targetName: string | null;
  status: 'pending' | 'publishing' | 'published' | 'failed' | string;
  remoteId: string | null;
  link: string | null;
  publishedAt: string | null;
  error: string | null;
  deleted: boolean;
}

/** A bulk post as GET /api/bulk-posts answers it (business-portal.md §3 plus publishing). */
export interface BulkPost {
  id: number;
  productId: number | null;
  accountProductId: number | null;
  productName: string | null;
  categoryName: string | null;
  content: string;
  scheduledDate: string;
  productImage: string | null;
  postStatus: PostStatus;
  isScheduled: boolean;
  generatedAt: string | null;
  updatedAt: string;
  scheduledAt: string | null;
  publishedAt: string | null;
  complianceFindings: Finding[];
  lastPublishError: string | null;
  publications: Publication[];
}

export interface BulkPostsAnswer {
  success: boolean;
  bulkPosts: BulkPost[];
  counts: { future: number; past: number };
  page?: number;
  pageSize?: number;
  connection: { connected: boolean; needsReconnection: boolean; reason: string | null };
}

export interface ScheduledPeriod {
  id: number;
  isActive: boolean;
  nextScheduledDate: string | null;
  coveredUntil: string | null;
}

export interface PublishResult {
  platform: 'facebook' | 'instagram';
  targetName: string | null;
  status: string;
  link: string | null;
  error: string | null;
}

/** Only draft and scheduled posts can be edited (text or time). */
export const EDITABLE: PostStatus[] = ['draft', 'scheduled'];
/** What Schedule accepts (the server also takes failed and missed posts back). */
export const SCHEDULABLE: PostStatus[] = ['draft', 'failed', 'missed'];
/** Publish now is offered for these (a published post is done; one publishing is on its way). */
export const PUBLISHABLE: PostStatus[] = ['draft', 'scheduled', 'failed', 'missed', 'partially_published'];
/** Delete future removes these; posts already out (published, partly, publishing) keep their record. */
export const DELETABLE_FUTURE: PostStatus[] = ['draft', 'scheduled', 'failed', 'missed'];

export const PAGE_SIZE = 10;

export const isFuture = (post: BulkPost, now = Date.now()) => new Date(post.scheduledDate).getTime() >= now;
