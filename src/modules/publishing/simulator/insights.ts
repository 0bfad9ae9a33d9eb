import crypto from 'node:crypto';
import { DateTime } from 'luxon';
import type { Db } from '../../../lib/db.js';
import { takeUse } from '../../../lib/rate-limit.js';

/**
 * The simulator's post insights (issue 21): figures a demo can chart, deterministic (the same post
 * read at the same age answers the same), that depend on what matters to the best-time suggestion:
 * the weekday and the hour of publication (Athens time, where the demo clinics are), the product
 * (some treatments interest more people), and the post's age (figures grow and settle within days;
 * a story's within its 24 hours). Metrics Meta removed in 2025 are refused with Meta's error.
 */
export type InsightMedia = 'page_post' | 'feed' | 'story';

/** Meta's metric names each kind of media answers (graph-api.md "Insights"). */
export const SUPPORTED_METRICS: Record<InsightMedia, readonly string[]> = {
  feed: ['views', 'reach', 'likes', 'comments', 'saved', 'shares', 'total_interactions', 'follows', 'profile_visits', 'profile_activity'],
  story: ['views', 'reach', 'replies', 'shares', 'total_interactions', 'follows', 'profile_visits', 'navigation'],
  page_post: ['post_total_media_view_unique', 'post_media_view', 'post_reactions_by_type_total', 'post_clicks', 'post_clicks_by_type'],
};

const unit = (seed: string) => crypto.createHash('sha256').update(seed).digest().readUInt32BE(0) / 0xffffffff;

/** How much a weekday and an hour lift engagement per view: weekday evenings and lunchtime best, nights and Sunday mornings worst. */
function timeLift(at: DateTime): number {
  const weekday = [1.0, 1.12, 1.18, 1.1, 0.95, 0.82, 0.78][at.weekday - 1];
  const h = at.hour;
  const hour = h >= 19 && h <= 21 ? 1.35 : h >= 12 && h <= 13 ? 1.2 : h >= 8 && h <= 18 ? 1.0 : h >= 22 || h <= 1 ? 0.8 : 0.55;
  return weekday * hour;
}

export interface InsightSubject {
  id: string;
  media: InsightMedia;
  publishedAt: Date;
  /** The product the post is about (or its caption, when the ledger does not say). */
  product: string;
}

/** Every figure of one post at `now` (integers), by Meta's metric names. */
export function simulatedFigures(subject: InsightSubject, now: Date): Record<string, number | Record<string, number>> {
  const local = DateTime.fromJSDate(subject.publishedAt, { zone: 'Europe/Athens' });
  const ageHours = Math.max(0, (now.getTime() - subject.publishedAt.getTime()) / 3600_000);
  const growth = 1 - Math.exp(-ageHours / (subject.media === 'story' ? 5 : 20));
  const product = 0.7 + 0.7 * unit(`product:${subject.product.toLowerCase()}`);
  const noise = 0.85 + 0.3 * unit(`post:${subject.id}`);
  const lift = timeLift(local);
  const audience = subject.media === 'page_post' ? 420 : subject.media === 'story' ? 260 : 610;
  const reach = Math.round(audience * product * noise * (0.8 + 0.2 * lift) * growth);
  const views = Math.round(reach * (subject.media === 'story' ? 1.15 : 1.55));
  const rate = 0.045 * lift * (0.8 + 0.4 * product);
  const likes = Math.round(views * rate);
  const comments = Math.round(likes * 0.12);
  const saved = Math.round(likes * 0.22);
  const shares = Math.round(likes * 0.09);
  if (subject.media === 'page_post') {
    return {
      post_total_media_view_unique: reach,
      post_media_view: views,
      post_reactions_by_type_total: { like: Math.round(likes * 0.8), love: likes - Math.round(likes * 0.8) },
      post_clicks: Math.round(views * rate * 0.6),
      post_clicks_by_type: { 'link clicks': Math.round(views * rate * 0.2), 'photo view': Math.round(views * rate * 0.4) },
      comments,
      shares,
    };
  }
  if (subject.media === 'story') {
    const replies = Math.round(views * rate * 0.2);
    const follows = Math.round(reach * 0.004);
    return {
      views,
      reach,
      replies,
      shares,
      total_interactions: replies + shares,
      follows,
      profile_visits: Math.round(reach * 0.02),
      navigation: Math.round(views * 0.9),
    };
  }
  return {
    views,
    reach,
    likes,
    comments,
    saved,
    shares,
    total_interactions: likes + comments + saved + shares,
    follows: Math.round(reach * 0.003),
    profile_visits: Math.round(reach * 0.015),
    profile_activity: Math.round(reach * 0.01),
  };
}

/**
 * The product behind a remote post id, from this installation's own ledger (the simulator and the
 * publisher share a database); Meta would know its audience, the simulator knows the product.
 */
export async function productOfPost(db: Db, postId: string, caption: string): Promise<string> {
  const row: { productName: string | null } | undefined = await db('publishedPosts').where({ postId }).whereNotNull('productName').first('productName');
  return row?.productName ?? caption.slice(0, 40);
}

/**
 * Counts one call against `target`'s hourly budget (the simulator's stand-in for Meta's Business Use
 * Case limit), in PostgreSQL's `rate_limits` like every other limit, so several web processes serving
 * the simulator share it (issue 22); answers the usage in percent and the minutes until a call is
 * free again.
 */
export async function countCall(db: Db, target: string, now: Date, perHour: number): Promise<{ percent: number; regainMinutes: number; over: boolean }> {
  const taken = await takeUse(db, { key: `simulator_graph:${target}`, limit: perHour, start: now, lengthMs: 3600_000 });
  const percent = Math.min(100, Math.round((taken.used / perHour) * 100));
  // Once the budget is spent (this call took the last of it, or was refused), Meta names the wait.
  const regainMinutes = taken.used >= perHour ? Math.max(1, Math.ceil((taken.resetAt.getTime() - now.getTime()) / 60_000)) : 0;
  return { percent, regainMinutes, over: !taken.ok };
}
