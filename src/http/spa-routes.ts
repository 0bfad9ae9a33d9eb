/**
 * The routes of both specs' route tables (business-portal.md §2, admin-area.md §2). The server
 * answers each with the web app (200); any other non-API path also gets the app, which shows
 * "Page Not Found", but with status 404 so crawlers and monitors see the truth.
 */
const patterns: RegExp[] = [
  /^\/$/,
  /^\/login$/,
  /^\/business(\/(login|setup|products|platforms|campaigns|calendar|delete-post|instagram-story|settings|activity|media))?$/,
  /^\/portal(\/(setup|products|platforms|campaigns|calendar|instagram-story|facebook-pages|activity|media))?$/,
  /^\/instagram_story$/,
  /^\/terms-of-service$/,
  /^\/privacy-policy$/,
  /^\/schedule-period$/,
  /^\/facebook-test$/,
  /^\/simulator$/,
  /^\/admin$/,
  /^\/admin\/dashboard(\/(products|accounts|llm-config|outbox))?$/,
  /^\/admin\/image-test$/,
  /^\/admin\/audit$/,
  /^\/admin\/calendar$/,
  /^\/admin\/media$/,
];

export const isAppRoute = (path: string) => patterns.some((p) => p.test(path.length > 1 ? path.replace(/\/$/, '') : path));
