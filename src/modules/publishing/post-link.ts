/**
 * A post's link as people copy it (the "View post" link on a card, the address bar, Facebook's
 * "Copy link"), read as the platform and id the Graph API deletes by. What a link alone cannot
 * say (Instagram's /p/<shortcode>, Facebook's obfuscated pfbid links) is found, if at all, in the
 * ledger by the permalink Meta gave when the post was published.
 */
export type LinkedPost = { platform: 'facebook' | 'instagram' | null; postId: string | null };

const FACEBOOK_HOSTS = /(^|\.)(facebook\.com|fb\.com)$/i;
const INSTAGRAM_HOSTS = /(^|\.)instagram\.com$/i;
const GRAPH_ID = /^[0-9A-Za-z_]+$/;
const DIGITS = /^\d+$/;

/** True when the text is an http(s) address rather than an id. */
export const isLink = (text: string) => /^https?:\/\//i.test(text.trim());

/** The platform a link names (by its host; null for another host, such as the simulator's) and, where the link carries it, the post's Graph id. */
export function readPostLink(link: string): LinkedPost {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return { platform: null, postId: null };
  }
  const host = url.hostname;
  const parts = url.pathname.split('/').filter(Boolean);
  if (INSTAGRAM_HOSTS.test(host)) return { platform: 'instagram', postId: null };
  if (FACEBOOK_HOSTS.test(host)) {
    const story = url.searchParams.get('story_fbid');
    const owner = url.searchParams.get('id');
    if (story && owner && DIGITS.test(story) && DIGITS.test(owner)) return { platform: 'facebook', postId: `${owner}_${story}` };
    const photo = url.searchParams.get('fbid');
    if (photo && DIGITS.test(photo)) return { platform: 'facebook', postId: photo };
    // /<page id>/posts/<post id>, /<page>/photos/<album>/<photo id>, /<page>/videos/<video id>
    const [page, kind, first, second] = parts;
    if (kind === 'posts' && first && DIGITS.test(first) && page && DIGITS.test(page)) return { platform: 'facebook', postId: `${page}_${first}` };
    if (kind === 'photos' && second && DIGITS.test(second)) return { platform: 'facebook', postId: second };
    if (kind === 'photos' && first && DIGITS.test(first)) return { platform: 'facebook', postId: first };
    if (kind === 'videos' && first && DIGITS.test(first)) return { platform: 'facebook', postId: first };
    return { platform: 'facebook', postId: null };
  }
  // The built-in simulator's permalinks: <site>/simulator#<id>.
  const hashId = decodeURIComponent(url.hash.slice(1));
  if (parts[parts.length - 1] === 'simulator' && GRAPH_ID.test(hashId)) return { platform: null, postId: hashId };
  return { platform: null, postId: null };
}
