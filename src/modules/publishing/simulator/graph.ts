import crypto from 'node:crypto';
import sharp from 'sharp';
import type { Db } from '../../../lib/db.js';
import type { Deps } from '../../../lib/deps.js';
import { sha256 } from '../../../lib/crypto.js';
import { SIMULATOR_APP_ID, simulatorAppSecret } from '../settings.js';
import { countCall, productOfPost, simulatedFigures, SUPPORTED_METRICS, type InsightMedia } from './insights.js';
import {
  createGrant,
  createObject,
  createPhotoPost,
  findToken,
  getGrant,
  getObject,
  invalidateGrant,
  issueToken,
  nextId,
  publishContainerObject,
  revokeUserGrants,
  softDelete,
  takeFault,
  updateObjectData,
  type FaultKind,
  type SimObject,
  type SimToken,
} from './store.js';

/**
 * The built-in Graph API simulator: Meta's documented endpoints (shared/reference/graph-api.md)
 * answered from the database, so that `npm start` with no Facebook app gives the whole flow. It
 * knows nothing of HTTP frameworks: the web shell hands it a request and sends back its answer
 * (or, for the "never answers" fault, holds the connection open).
 */
export interface SimRequest {
  method: string;
  /** The path after the simulator's Graph prefix, e.g. /v26.0/me/accounts. */
  path: string;
  query: Record<string, unknown>;
  form: Record<string, unknown>;
  file?: { data: Buffer };
  bearer?: string;
  /** The simulator's Graph base as the caller reached it (for paging.next). */
  baseUrl: string;
  /** An upload's token as refuseUnauthenticatedUpload found it, before the body was read. */
  checkedToken?: { plain: string; token: SimToken & { invalidSubcode: number | null } };
}

export interface SimResponse {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
  /** The call "succeeded" but the answer never comes: keep the connection open. */
  hang?: boolean;
}

class GraphFail extends Error {
  constructor(
    readonly status: number,
    readonly error: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(String(error.message));
  }
}

const trace = () => crypto.randomBytes(9).toString('base64url');
const fail = (code: number, message: string, options: { subcode?: number; status?: number; type?: string; transient?: boolean; userMessage?: string } = {}) =>
  new GraphFail(options.status ?? 400, {
    message,
    type: options.type ?? 'OAuthException',
    code,
    ...(options.subcode ? { error_subcode: options.subcode } : {}),
    ...(options.transient !== undefined ? { is_transient: options.transient } : {}),
    ...(options.userMessage ? { error_user_msg: options.userMessage } : {}),
    fbtrace_id: trace(),
  });
/** Meta's answer for an id it will not show, or an operation the object does not support (100/33). */
const missingObject = (id: string, method = 'GET') =>
  fail(
    100,
    `Unsupported ${method.toLowerCase()} request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation. Please read the Graph API documentation at https://developers.facebook.com/docs/graph-api`,
    { subcode: 33, type: 'GraphMethodException' },
  );
/** Meta's answer to a call that needs a token and carries none (for /me: 2500). */
const noToken = () => fail(104, 'An access token is required to request this resource.');
const badToken = () => fail(190, 'Invalid OAuth access token - Cannot parse access token');

const PUBLISHING_OPERATIONS = new Set(['photos', 'feed', 'media_publish']);
const TOKEN_TTL_SHORT_S = 2 * 3600;
const TOKEN_TTL_LONG_S = 60 * 86400;
const QUOTA_TOTAL = 100;
const PAGE_TASKS = ['ADVERTISE', 'ANALYZE', 'CREATE_CONTENT', 'MESSAGING', 'MODERATE', 'MANAGE'];

/**
 * Before a multipart upload's body is read: its token must be in the query string (or an
 * Authorization header) and one this simulator issued and still honours. Meta also reads a token
 * among the multipart fields; the simulator, a public demo endpoint, never reads anyone's upload to
 * find out (our Graph client sends an upload's token in the query string). Answers the refusal, or
 * undefined when the upload may be read.
 */
export async function refuseUnauthenticatedUpload(
  ctx: Deps,
  req: Pick<SimRequest, 'query' | 'bearer'>,
): Promise<{ refused: SimResponse } | { checked: NonNullable<SimRequest['checkedToken']> }> {
  const plain = stringParams(req.query).access_token ?? req.bearer;
  const now = ctx.clock.now();
  try {
    if (!plain) throw noToken();
    const token = await findToken(ctx.db, plain);
    if (!token) throw badToken();
    // A token of an ended session is refused as every other call refuses it: the subcode says why.
    refuseEndedSession(token, now);
    return { checked: { plain, token } };
  } catch (error) {
    if (error instanceof GraphFail) return { refused: { status: error.status, body: { error: error.error } } };
    throw error;
  }
}

/** Answers one Graph API request. */
export async function handleGraphRequest(ctx: Deps, req: SimRequest): Promise<SimResponse> {
  try {
    return await route(ctx, req);
  } catch (error) {
    if (error instanceof GraphFail) return { status: error.status, body: { error: error.error }, headers: error.headers };
    throw error;
  }
}

type Params = Record<string, string | undefined>;

function stringParams(...sources: Record<string, unknown>[]): Params {
  const out: Params = {};
  for (const source of sources) {
    for (const [key, value] of Object.entries(source ?? {})) {
      const v = Array.isArray(value) ? value[0] : value;
      if (typeof v === 'string') out[key] = v;
    }
  }
  return out;
}

interface Call {
  ctx: Deps;
  req: SimRequest;
  params: Params;
  now: Date;
  fault?: FaultKind;
}

async function route(ctx: Deps, req: SimRequest): Promise<SimResponse> {
  const method = req.method.toUpperCase();
  // As Meta's reference has it: a GET's or a DELETE's parameters are in the query string only (a
  // token in a DELETE's body is no token); a POST's may also be in its body.
  const params = stringParams(req.query, method === 'POST' ? req.form : {});
  const segments = req.path.split('/').filter(Boolean).map(decodeURIComponent);
  if (/^v\d+\.\d+$/.test(segments[0] ?? '')) segments.shift();
  const call: Call = { ctx, req, params, now: ctx.clock.now() };
  const [first, edge, extra] = segments;
  if (!first || extra !== undefined) throw fail(100, 'Unknown path components', { type: 'OAuthException' });

  // The operation name is what faults are switched on for.
  let operation: string;
  let target: SimObject | undefined;
  if (first === 'oauth' && edge === 'access_token') operation = 'oauth';
  else if (first === 'debug_token') operation = 'debug_token';
  else if (first === 'me') operation = edge === 'accounts' ? 'accounts' : edge === 'permissions' ? (method === 'DELETE' ? 'revoke' : 'permissions') : 'me';
  else {
    target = await getObject(ctx.db, first);
    if (!target && method === 'DELETE') target = await findByPhotoId(ctx.db, first);
    if (!target) throw missingObject(first, method);
    operation =
      method === 'DELETE'
        ? 'delete'
        : edge === undefined
          ? target.type === 'container'
            ? 'container_status'
            : 'object'
          : method === 'POST' && edge === 'media'
            ? 'media'
            : edge;
  }

  call.fault = await takeFault(ctx.db, operation);
  if (call.fault === 'rate_limit') {
    throw new GraphFail(
      400,
      { message: '(#4) Application request limit reached', type: 'OAuthException', code: 4, is_transient: true, fbtrace_id: trace() },
      {
        'X-App-Usage': JSON.stringify({ call_count: 100, total_cputime: 42, total_time: 57 }),
        'X-Business-Use-Case-Usage': JSON.stringify({
          simulator: [{ type: 'pages', call_count: 100, total_cputime: 40, total_time: 50, estimated_time_to_regain_access: 0 }],
        }),
      },
    );
  }
  if (call.fault === 'transient') {
    throw fail(2, 'An unexpected error has occurred. Please retry your request later.', { status: 500, transient: true });
  }
  if (call.fault === 'no_answer' && !PUBLISHING_OPERATIONS.has(operation)) return { status: 0, body: null, hang: true };

  if (operation === 'oauth') return json(await exchangeCode(call));
  if (operation === 'debug_token') return json(await debugToken(call));

  const token = await authenticate(call, first === 'me');
  if (first === 'me') {
    // The only DELETE on the user is revoking the app's permissions.
    if (method === 'DELETE' && operation !== 'revoke') throw missingObject('me', method);
    if (operation === 'accounts') return json(await listAccounts(call, token));
    if (operation === 'permissions') {
      const grant = (await getGrant(ctx.db, token.grantId))!;
      return json({
        data: [
          ...grant.scopes.map((permission) => ({ permission, status: 'granted' })),
          ...grant.declined.map((permission) => ({ permission, status: 'declined' })),
        ],
      });
    }
    if (operation === 'revoke') {
      await revokeUserGrants(ctx.db, token.userId, token.appId);
      return json({ success: true });
    }
    if (token.kind === 'page') return json(await presentObject(call, (await getObject(ctx.db, token.pageId!, 'page'))!));
    return json(await presentObject(call, (await getObject(ctx.db, token.userId, 'user'))!));
  }

  const object = target!;
  await assertAccess(call, token, object);
  if (method === 'DELETE') {
    if (edge !== undefined) throw missingObject(object.id, method);
    return json(await deleteObject(call, token, object));
  }
  // Reading a published post (its fields or insights) counts against its Page's or account's hourly
  // budget, reported in Meta's usage headers; over it, Meta's business-use-case rate limit error.
  const usage = method === 'GET' && (object.type === 'page_post' || object.type === 'ig_media') ? await meterRead(call, object) : undefined;
  if (edge === undefined) {
    if (method !== 'GET') throw fail(100, 'Unsupported post request.', { type: 'GraphMethodException' });
    return { ...json(await presentObject(call, object)), headers: usage };
  }
  if (method === 'GET' && edge === 'insights' && (object.type === 'page_post' || object.type === 'ig_media')) {
    return { ...json(await postInsights(call, token, object)), headers: usage };
  }
  const response = await objectEdge(call, token, object, edge, method);
  if (call.fault === 'no_answer' && PUBLISHING_OPERATIONS.has(operation)) {
    ctx.log.info({ operation }, 'graph simulator: published, and will never answer (fault)');
    return { status: 0, body: null, hang: true };
  }
  return json(response);
}

const json = (body: unknown): SimResponse => ({ status: 200, body });

async function findByPhotoId(db: Db, photoId: string): Promise<SimObject | undefined> {
  return db('simulatorObjects').where({ type: 'page_post' }).whereRaw(`data->>'photoId' = ?`, [photoId]).whereNull('deletedAt').first();
}

// ---------------------------------------------------------------- OAuth and tokens

async function exchangeCode(call: Call) {
  const { ctx, params, now } = call;
  if (params.client_id !== SIMULATOR_APP_ID) throw fail(101, 'Error validating application. Invalid application ID.');
  if (params.client_secret !== simulatorAppSecret(ctx.config.sessionSecret)) throw fail(1, 'Error validating client secret.');
  if (params.grant_type === 'fb_exchange_token') {
    const short = await findToken(ctx.db, params.fb_exchange_token ?? '');
    if (!short || short.kind !== 'user') throw fail(190, 'Invalid OAuth access token - Cannot parse access token');
    if (short.invalidSubcode) throw fail(190, 'Error validating access token: The session has been invalidated.', { subcode: short.invalidSubcode });
    if (short.expiresAt && short.expiresAt.getTime() <= now.getTime()) throw fail(190, 'Error validating access token: Session has expired.', { subcode: 463 });
    const token = await issueToken(ctx.db, {
      kind: 'user',
      userId: short.userId,
      pageId: null,
      appId: short.appId,
      scopes: short.scopes,
      grantId: short.grantId,
      expiresAt: new Date(now.getTime() + TOKEN_TTL_LONG_S * 1000),
    });
    return { access_token: token, token_type: 'bearer', expires_in: TOKEN_TTL_LONG_S };
  }
  const code = params.code
    ? await getObject<{
        redirectUri: string;
        userId: string;
        grantId: string;
        used: boolean;
        expiresAt: string;
        codeChallenge?: string;
        codeChallengeMethod?: 'S256' | 'plain';
      }>(ctx.db, codeId(params.code), 'code')
    : undefined;
  if (!code) throw fail(100, 'Invalid verification code format.', { subcode: 36007 });
  if (code.data.used) throw fail(100, 'This authorization code has been used.', { subcode: 36009 });
  if (new Date(code.data.expiresAt).getTime() <= now.getTime()) throw fail(100, 'This authorization code has expired.', { subcode: 36007 });
  if (params.redirect_uri !== code.data.redirectUri) {
    throw fail(100, 'Error validating verification code. Please make sure your redirect_uri is identical to the one you used in the OAuth dialog request', {
      subcode: 36008,
    });
  }
  // PKCE: a code whose dialog had a code_challenge is exchanged only with the verifier that answers it.
  if (code.data.codeChallenge && !verifierAnswers(params.code_verifier, code.data.codeChallenge, code.data.codeChallengeMethod ?? 'plain')) {
    throw fail(1, INVALID_VERIFIER);
  }
  await updateObjectData(ctx.db, code.id, { used: true });
  const grant = (await getGrant(ctx.db, code.data.grantId))!;
  const token = await issueToken(ctx.db, {
    kind: 'user',
    userId: code.data.userId,
    pageId: null,
    appId: SIMULATOR_APP_ID,
    scopes: grant.scopes,
    grantId: grant.id,
    expiresAt: new Date(now.getTime() + TOKEN_TTL_SHORT_S * 1000),
  });
  return { access_token: token, token_type: 'bearer', expires_in: TOKEN_TTL_SHORT_S };
}

/** Meta's answer to a missing, malformed or wrong code_verifier (its wording for a malformed one). */
const INVALID_VERIFIER =
  'Invalid code verifier. Code verifier should be a cryptographically random string using the characters A-Z, a-z, 0-9, and the punctuation characters -._~ (hyphen, period, underscore, and tilde), between 43 and 128 characters long.';

/** RFC 7636: 43 to 128 of A-Z a-z 0-9 - . _ ~ (a challenge and a verifier alike). */
export const PKCE_VALUE = /^[A-Za-z0-9\-._~]{43,128}$/;

function verifierAnswers(verifier: string | undefined, challenge: string, method: 'S256' | 'plain'): boolean {
  if (!verifier || !PKCE_VALUE.test(verifier)) return false;
  const answer = method === 'S256' ? crypto.createHash('sha256').update(verifier).digest('base64url') : verifier;
  return answer.length === challenge.length && crypto.timingSafeEqual(Buffer.from(answer), Buffer.from(challenge));
}

/** Codes are stored under a hash of their value: the value itself only travels in the redirect. */
const codeId = (code: string) => `code:${sha256(code)}`;

/** Issues an authorization code for a consent (called by the dialog). */
export async function issueCode(
  db: Db,
  options: {
    userId: string;
    redirectUri: string;
    scopes: string[];
    declined: string[];
    codeChallenge?: string;
    codeChallengeMethod?: 'S256' | 'plain';
    now: Date;
  },
): Promise<string> {
  const code = `AQ${crypto.randomBytes(32).toString('base64url')}`;
  const grantId = await createGrant(db, { userId: options.userId, appId: SIMULATOR_APP_ID, scopes: options.scopes, declined: options.declined });
  await createObject(
    db,
    'code',
    options.userId,
    {
      redirectUri: options.redirectUri,
      userId: options.userId,
      grantId,
      used: false,
      expiresAt: new Date(options.now.getTime() + 10 * 60_000).toISOString(),
      ...(options.codeChallenge ? { codeChallenge: options.codeChallenge, codeChallengeMethod: options.codeChallengeMethod ?? 'plain' } : {}),
    },
    codeId(code),
  );
  return code;
}

async function debugToken(call: Call) {
  const { ctx, params, now } = call;
  if (params.access_token !== `${SIMULATOR_APP_ID}|${simulatorAppSecret(ctx.config.sessionSecret)}`) throw fail(190, 'Invalid OAuth access token signature.');
  const token = await findToken(ctx.db, params.input_token ?? '');
  if (!token) return { data: { is_valid: false, error: { code: 190, message: 'Invalid OAuth access token.' } } };
  const expired = token.expiresAt && token.expiresAt.getTime() <= now.getTime();
  return {
    data: {
      app_id: token.appId,
      type: token.kind === 'page' ? 'PAGE' : 'USER',
      application: 'Aesthetics Social (simulator)',
      expires_at: token.expiresAt ? Math.floor(token.expiresAt.getTime() / 1000) : 0,
      is_valid: !expired && !token.invalidSubcode,
      scopes: token.scopes,
      user_id: token.userId,
      ...(token.pageId ? { profile_id: token.pageId } : {}),
    },
  };
}

async function authenticate(call: Call, aboutMe: boolean): Promise<SimToken> {
  const { ctx, params, req, now } = call;
  const plain = params.access_token ?? req.bearer;
  if (!plain) throw aboutMe ? fail(2500, 'An active access token must be used to query information about the current user.') : noToken();
  // An upload's token was read before its body (refuseUnauthenticatedUpload): not read twice.
  const token = req.checkedToken?.plain === plain ? req.checkedToken.token : await findToken(ctx.db, plain);
  if (!token) throw badToken();
  if (params.appsecret_proof !== undefined) {
    const expected = crypto.createHmac('sha256', simulatorAppSecret(ctx.config.sessionSecret)).update(plain).digest('hex');
    if (params.appsecret_proof !== expected) throw fail(100, 'Invalid appsecret_proof provided in the API argument', { type: 'GraphMethodException' });
  }
  if (call.fault === 'token_expired') {
    await invalidateGrant(ctx.db, token.grantId, 463);
    throw fail(190, 'Error validating access token: Session has expired.', { subcode: 463, userMessage: 'Your session has expired. Please log in again.' });
  }
  refuseEndedSession(token, now);
  return token;
}

/** Meta's 190 for a token whose consent was withdrawn (the grant's subcode: 458 app removed, 463 expired...) or whose time ran out (463). */
function refuseEndedSession(token: Pick<SimToken, 'expiresAt'> & { invalidSubcode: number | null }, now: Date): void {
  if (token.invalidSubcode) {
    const message =
      token.invalidSubcode === 458
        ? 'Error validating access token: The user has not authorized application.'
        : 'Error validating access token: Session has expired.';
    throw fail(190, message, { subcode: token.invalidSubcode });
  }
  if (token.expiresAt && token.expiresAt.getTime() <= now.getTime()) throw fail(190, 'Error validating access token: Session has expired.', { subcode: 463 });
}

function need(token: SimToken, ...scopes: string[]) {
  const missing = scopes.filter((s) => !token.scopes.includes(s));
  if (missing.length) throw fail(200, `(#200) Requires ${missing.join(' and ')} permission to manage the object`);
}

/** A Page and what hangs off it is reachable by its own Page token or its owner's user token. */
async function pageOf(db: Db, object: SimObject): Promise<SimObject | undefined> {
  if (object.type === 'page') return object;
  if (object.type === 'ig_user' || object.type === 'page_post') return getObject(db, object.ownerId!, 'page');
  if (object.type === 'container' || object.type === 'ig_media') {
    const ig = await getObject(db, object.ownerId!, 'ig_user');
    return ig ? getObject(db, ig.ownerId!, 'page') : undefined;
  }
  return undefined;
}

async function assertAccess(call: Call, token: SimToken, object: SimObject): Promise<void> {
  if (object.type === 'user') {
    if (object.id !== token.userId) throw missingObject(object.id, call.req.method);
    return;
  }
  const page = await pageOf(call.ctx.db, object);
  const allowed = page && (token.kind === 'page' ? token.pageId === page.id : page.ownerId === token.userId);
  if (!allowed || object.type === 'code') throw missingObject(object.id, call.req.method);
}

// ---------------------------------------------------------------- reading

/** `fields=a,b,c{d,e}` → { a: true, b: true, c: ['d','e'] }. */
function parseFields(fields: string | undefined): Map<string, string[] | true> {
  const out = new Map<string, string[] | true>();
  if (!fields) return out;
  let depth = 0;
  let current = '';
  const parts: string[] = [];
  for (const ch of fields) {
    if (ch === '{') depth++;
    if (ch === '}') depth--;
    if (ch === ',' && depth === 0) {
      parts.push(current);
      current = '';
    } else current += ch;
  }
  if (current) parts.push(current);
  for (const part of parts) {
    // Field modifiers (`comments.summary(true).limit(0)`) are accepted and the field answered as a summary.
    const match = /^([a-z_]+)(?:\.[a-z_]+\([^)]*\))*(?:\{(.*)\})?$/.exec(part.trim());
    if (match) out.set(match[1], match[2] ? match[2].split(',').map((s) => s.trim()) : true);
  }
  return out;
}

async function presentObject(call: Call, object: SimObject, fieldsParam = call.params.fields): Promise<Record<string, unknown>> {
  const { ctx, now } = call;
  const fields = parseFields(fieldsParam);
  const wants = (name: string) => fields.has(name);
  const out: Record<string, unknown> = { id: object.id };
  const d = object.data;
  switch (object.type) {
    case 'user':
      out.name = d.name;
      if (wants('email')) out.email = d.email;
      break;
    case 'page': {
      out.name = d.name;
      if (wants('category')) out.category = d.category;
      if (wants('tasks')) out.tasks = PAGE_TASKS;
      if (wants('instagram_business_account')) {
        const ig = await igOfPage(ctx.db, object.id);
        if (ig) {
          const nested = fields.get('instagram_business_account');
          out.instagram_business_account = await presentObject(call, ig, nested === true ? '' : nested!.join(','));
        }
      }
      break;
    }
    case 'ig_user':
      if (wants('username')) out.username = d.username;
      if (wants('name')) out.name = d.name;
      if (wants('profile_picture_url')) out.profile_picture_url = null;
      break;
    case 'container': {
      const status = await containerStatus(ctx.db, object, now);
      out.status_code = status.code;
      out.status = status.text;
      break;
    }
    case 'page_post':
      if (wants('message')) out.message = d.caption ?? d.message ?? '';
      if (wants('created_time')) out.created_time = graphTime(object.createdAt);
      if (wants('permalink_url')) out.permalink_url = d.permalink;
      if (wants('full_picture') && d.mediaPath) out.full_picture = `${ctx.site.publicUrl}${d.mediaPath}`;
      if (wants('shares') || wants('comments') || wants('reactions')) {
        const figures = simulatedFigures(await insightSubject(call, object), now);
        const reactions = figures.post_reactions_by_type_total as Record<string, number>;
        // As Meta answers: `shares` is absent when nobody shared; the edges' totals are in their summaries.
        if (wants('shares') && Number(figures.shares) > 0) out.shares = { count: figures.shares };
        if (wants('comments')) out.comments = { data: [], summary: { order: 'ranked', total_count: figures.comments, can_comment: true } };
        if (wants('reactions'))
          out.reactions = { data: [], summary: { total_count: Object.values(reactions).reduce((a, b) => a + b, 0), viewer_reaction: 'NONE' } };
      }
      break;
    case 'ig_media':
      if (wants('caption')) out.caption = d.caption;
      if (wants('media_type')) out.media_type = d.mediaType;
      if (wants('media_product_type')) out.media_product_type = d.productType;
      if (wants('permalink')) out.permalink = d.permalink;
      if (wants('timestamp')) out.timestamp = graphTime(object.createdAt);
      break;
    default:
      throw missingObject(object.id);
  }
  return out;
}

const graphTime = (date: Date) => new Date(date).toISOString().replace(/\.\d{3}Z$/, '+0000');

async function igOfPage(db: Db, pageId: string): Promise<SimObject | undefined> {
  return db('simulatorObjects').where({ type: 'ig_user', ownerId: pageId }).whereNull('deletedAt').first();
}

/**
 * /me/accounts, one Page per answer, with an empty answer (that still has `next`) between the
 * first and the second: real paging is irregular, and clients must follow `next` to the end.
 */
async function listAccounts(call: Call, token: SimToken) {
  const { ctx, params, req } = call;
  if (token.kind !== 'user') throw fail(100, 'Tried accessing nonexisting field (accounts) on node type (Page)');
  need(token, 'pages_show_list');
  const pages: SimObject[] = await ctx
    .db('simulatorObjects')
    .where({ type: 'page', ownerId: token.userId })
    .whereNull('deletedAt')
    .orderBy(['createdAt', 'id']);
  const cursor = /^(\d+)(e?)$/.exec(params.after ?? '0') ?? ['0', '0', ''];
  const offset = Number(cursor[1]);
  const size = 1;
  const nextUrl = (after: string) => {
    const url = new URL(`${req.baseUrl}/${req.path.split('/').filter(Boolean)[0]}/me/accounts`);
    for (const [key, value] of Object.entries(params)) if (value !== undefined && key !== 'after') url.searchParams.set(key, value);
    url.searchParams.set('after', after);
    return url.toString();
  };
  if (offset === 1 && !cursor[2] && pages.length > 1) return { data: [], paging: { cursors: { before: '1', after: '1e' }, next: nextUrl('1e') } };
  const slice = pages.slice(offset, offset + size);
  const data = [];
  for (const page of slice) {
    const entry = await presentObject(call, page);
    entry.access_token = await issueToken(ctx.db, {
      kind: 'page',
      userId: token.userId,
      pageId: page.id,
      appId: token.appId,
      scopes: token.scopes,
      grantId: token.grantId,
      expiresAt: null,
    });
    if (!parseFields(params.fields).has('tasks')) delete entry.tasks;
    data.push(entry);
  }
  const more = offset + size < pages.length;
  return { data, paging: { cursors: { before: String(offset), after: String(offset + size) }, ...(more ? { next: nextUrl(String(offset + size)) } : {}) } };
}

async function containerStatus(db: Db, container: SimObject, now: Date): Promise<{ code: string; text: string }> {
  const d = container.data;
  let code: string = d.statusCode;
  if (code === 'IN_PROGRESS' && now.getTime() >= new Date(d.readyAt).getTime()) {
    code = d.willFail ? 'ERROR' : 'FINISHED';
    await updateObjectData(db, container.id, { statusCode: code });
  }
  // Its age on the simulator's clock (the one that made it), so a test that moves the clock sees it expire.
  const madeAt = new Date(d.madeAt ?? container.createdAt).getTime();
  if ((code === 'FINISHED' || code === 'IN_PROGRESS') && now.getTime() - madeAt > 24 * 3600_000) code = 'EXPIRED';
  const text =
    code === 'ERROR'
      ? 'Error: Media upload has failed with error code 2207001'
      : code === 'FINISHED'
        ? 'Finished: Media has been uploaded and it is ready to be published.'
        : code;
  return { code, text };
}

// ---------------------------------------------------------------- edges and writes

async function objectEdge(call: Call, token: SimToken, object: SimObject, edge: string, method: string): Promise<unknown> {
  const { ctx, params } = call;
  if (object.type === 'page') {
    if (method === 'POST' && edge === 'photos') return publishPhoto(call, token, object);
    if (method === 'POST' && edge === 'feed') return publishStatus(call, token, object);
    if (method === 'GET' && (edge === 'published_posts' || edge === 'feed' || edge === 'posts')) {
      const posts: SimObject[] = await ctx
        .db('simulatorObjects')
        .where({ type: 'page_post', ownerId: object.id })
        .whereNull('deletedAt')
        .orderBy('createdAt', 'desc')
        .limit(Math.min(Number(params.limit) || 25, 100));
      return { data: await Promise.all(posts.map((p) => presentObject(call, p))) };
    }
    if (method === 'GET' && edge === 'photos') {
      const posts: SimObject[] = await ctx
        .db('simulatorObjects')
        .where({ type: 'page_post', ownerId: object.id })
        .whereRaw(`data->>'kind' = 'photo'`)
        .whereNull('deletedAt')
        .orderBy('createdAt', 'desc')
        .limit(Math.min(Number(params.limit) || 25, 100));
      return { data: posts.map((p) => ({ id: p.data.photoId, name: p.data.caption ?? '', created_time: graphTime(p.createdAt), link: p.data.permalink })) };
    }
  }
  if (object.type === 'ig_user') {
    if (method === 'POST' && edge === 'media') return createContainer(call, token, object);
    if (method === 'POST' && edge === 'media_publish') return publishContainer(call, token, object);
    if (method === 'GET' && (edge === 'media' || edge === 'stories')) {
      const media: SimObject[] = await ctx
        .db('simulatorObjects')
        .where({ type: 'ig_media', ownerId: object.id })
        .whereNull('deletedAt')
        .orderBy('createdAt', 'desc')
        .limit(Math.min(Number(params.limit) || 25, 100));
      const wanted = media.filter((m) => (edge === 'stories' ? m.data.productType === 'STORY' : m.data.productType !== 'STORY'));
      return { data: await Promise.all(wanted.map((m) => presentObject(call, m))) };
    }
    if (method === 'GET' && edge === 'content_publishing_limit') {
      return { data: [{ quota_usage: await publishedLast24h(ctx.db, object.id, call.now), config: { quota_total: QUOTA_TOTAL, quota_duration: 86400 } }] };
    }
  }
  throw fail(100, `Unsupported ${method.toLowerCase()} request. Unknown edge (${edge}).`, { type: 'GraphMethodException' });
}

async function publishedLast24h(db: Db, igId: string, now: Date): Promise<number> {
  const row = await db('simulatorObjects')
    .where({ type: 'ig_media', ownerId: igId })
    .where('createdAt', '>', new Date(now.getTime() - 86400_000))
    .count<{ count: number }[]>('id as count')
    .first();
  return Number(row?.count ?? 0);
}

function pagePublishingScopes(token: SimToken) {
  if (token.kind !== 'page')
    throw fail(
      200,
      '(#200) If posting to a page, requires both pages_read_engagement and pages_manage_posts as an admin with sufficient administrative permission',
    );
  need(token, 'pages_manage_posts', 'pages_read_engagement');
}

async function publishPhoto(call: Call, token: SimToken, page: SimObject) {
  const { ctx, params, req } = call;
  pagePublishingScopes(token);
  const bytes = req.file?.data ?? (params.url ? await download(call, params.url, 'image') : undefined);
  if (!bytes) throw fail(324, '(#324) Requires upload file');
  const format = await imageFormat(bytes);
  if (format !== 'jpeg' && format !== 'png') throw fail(324, '(#324) Missing or invalid image file');
  const mediaPath = await ctx.storage.put('simulator', bytes, format === 'png' ? 'png' : 'jpg');
  const caption = params.caption ?? params.message ?? '';
  const { photoId, postId } = await createPhotoPost(
    ctx.db,
    page.id,
    { kind: 'photo', caption, mediaPath, published: params.published !== 'false' },
    permalink(ctx, ''),
  );
  return { id: photoId, post_id: postId };
}

async function publishStatus(call: Call, token: SimToken, page: SimObject) {
  const { ctx, params } = call;
  pagePublishingScopes(token);
  if (!params.message && !params.link) throw fail(100, '(#100) Missing message or attachment');
  const postId = `${page.id}_${await nextId(ctx.db)}`;
  await createObject(
    ctx.db,
    'page_post',
    page.id,
    { kind: 'status', caption: params.message ?? '', link: params.link ?? null, permalink: permalink(ctx, postId) },
    postId,
  );
  return { id: postId };
}

const permalink = (ctx: Deps, id: string) => `${ctx.site.publicUrl}/simulator#${id}`;

async function imageFormat(bytes: Buffer): Promise<string | undefined> {
  try {
    return (await sharp(bytes).metadata()).format;
  } catch {
    return undefined;
  }
}

/**
 * Downloads a media URL as Meta would. The simulator fetches only from this installation and its
 * own store (it is not a way to reach other hosts); other URLs fail as an unreachable URL does at Meta.
 */
async function download(call: Call, url: string, kind: 'image' | 'video'): Promise<Buffer> {
  const { ctx } = call;
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    throw fail(9004, 'The media could not be fetched from this uri', { subcode: 2207052 });
  }
  const own = [ctx.site.publicUrl, ctx.site.internalUrl].map((u) => new URL(u).origin);
  // The store's presigned URLs (STORAGE=s3) are downloaded from the store itself, as Meta would.
  const fromStore = await ctx.storage.ownsUrl(target.href);
  if (!fromStore && !own.includes(target.origin))
    throw fail(9004, `The media could not be fetched from this uri: ${target.origin}`, {
      subcode: 2207052,
      userMessage: 'Media download has failed. The media URI doesn\u2019t meet our requirements.',
    });
  const source = fromStore ? target : new URL(target.pathname + target.search, ctx.site.internalUrl);
  try {
    const response = await fetch(source, { signal: AbortSignal.timeout(20_000), redirect: 'error' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const bytes = Buffer.from(await response.arrayBuffer());
    const limit = kind === 'image' ? 8 * 1024 * 1024 : 100 * 1024 * 1024;
    if (bytes.length > limit) {
      throw kind === 'image' ? fail(36000, 'The image is too large', { subcode: 2207004 }) : fail(352, 'The video file is too large', { subcode: 2207026 });
    }
    return bytes;
  } catch (error) {
    if (error instanceof GraphFail) throw error;
    throw fail(9004, 'The media could not be fetched from this uri', {
      subcode: 2207052,
      userMessage: 'Media download has failed. The media URI doesn\u2019t meet our requirements.',
    });
  }
}

const isMp4 = (bytes: Buffer) => bytes.length > 12 && bytes.subarray(4, 8).toString('latin1') === 'ftyp';

async function createContainer(call: Call, token: SimToken, ig: SimObject) {
  const { ctx, params, now } = call;
  need(token, 'instagram_basic', 'instagram_content_publish');
  const mediaType = (params.media_type ?? 'IMAGE').toUpperCase();
  if (!['IMAGE', 'REELS', 'STORIES', 'VIDEO'].includes(mediaType)) throw fail(100, `(#100) The parameter media_type has an invalid value ${mediaType}`);
  let mediaPath: string;
  let isVideo: boolean;
  if (params.video_url) {
    if (mediaType === 'IMAGE') throw fail(100, '(#100) Video requires media_type REELS or STORIES');
    const bytes = await download(call, params.video_url, 'video');
    if (!isMp4(bytes)) throw fail(352, 'The video format is not supported. Please check spec for supported video formats.', { subcode: 2207026 });
    mediaPath = await ctx.storage.put('simulator', bytes, 'mp4');
    isVideo = true;
  } else if (params.image_url) {
    const bytes = await download(call, params.image_url, 'image');
    const meta = await sharp(bytes)
      .metadata()
      .catch(() => undefined);
    if (meta?.format !== 'jpeg') throw fail(36001, 'The image format is not supported. Only JPEG is supported.', { subcode: 2207005 });
    const ratio = (meta.width ?? 1) / (meta.height ?? 1);
    if (mediaType === 'IMAGE' && (ratio < 0.8 - 0.005 || ratio > 1.91 + 0.005)) {
      throw fail(36003, 'The aspect ratio is not supported.', {
        subcode: 2207009,
        userMessage: 'The submitted image with aspect ratio is outside the allowed range.',
      });
    }
    mediaPath = await ctx.storage.put('simulator', bytes, 'jpg');
    isVideo = false;
  } else {
    throw fail(100, '(#100) The parameter image_url or video_url is required');
  }
  const delay = ctx.config.facebook.simulatorDelayMs * (isVideo ? 2 : 1);
  const container = await createObject(ctx.db, 'container', ig.id, {
    statusCode: 'IN_PROGRESS',
    madeAt: now.toISOString(),
    readyAt: new Date(now.getTime() + delay).toISOString(),
    willFail: call.fault === 'container_error',
    mediaType,
    isVideo,
    caption: params.caption ?? '',
    mediaPath,
  });
  return { id: container.id };
}

async function publishContainer(call: Call, token: SimToken, ig: SimObject) {
  const { ctx, params, now } = call;
  need(token, 'instagram_basic', 'instagram_content_publish');
  const container = params.creation_id ? await getObject(ctx.db, params.creation_id, 'container') : undefined;
  if (!container || container.ownerId !== ig.id) throw fail(100, '(#100) Param creation_id must be a valid media container id', { subcode: 2207001 });
  const status = await containerStatus(ctx.db, container, now);
  if (status.code === 'IN_PROGRESS')
    throw fail(9007, 'Media ID is not available', { subcode: 2207027, userMessage: 'The media is not ready for publishing, please wait for a moment' });
  if (status.code === 'PUBLISHED') throw fail(100, 'This media has already been published', { subcode: 2207008 });
  if (status.code === 'ERROR') throw fail(-1, 'Create container failed', { subcode: 2207032, status: 500 });
  if (status.code === 'EXPIRED') throw fail(100, 'The media container has expired', { subcode: 2207053 });
  if ((await publishedLast24h(ctx.db, ig.id, now)) >= QUOTA_TOTAL)
    throw fail(9, 'Application request limit reached', { subcode: 2207042, userMessage: 'You have reached the maximum number of posts allowed in 24 hours.' });
  const d = container.data;
  const productType = d.mediaType === 'STORIES' ? 'STORY' : d.mediaType === 'REELS' ? 'REELS' : 'FEED';
  const mediaId = await publishContainerObject(ctx.db, {
    containerId: container.id,
    ownerId: ig.id,
    data: { caption: d.caption, mediaType: d.isVideo ? 'VIDEO' : 'IMAGE', productType, mediaPath: d.mediaPath, containerId: container.id },
    permalinkBase: permalink(ctx, ''),
  });
  // Published by another call since the status was read: Meta publishes a container once.
  if (!mediaId) throw fail(100, 'This media has already been published', { subcode: 2207008 });
  return { id: mediaId };
}

async function deleteObject(call: Call, token: SimToken, object: SimObject) {
  const { ctx } = call;
  if (object.type === 'page_post') {
    if (token.kind === 'page') need(token, 'pages_manage_posts');
    else throw fail(200, '(#200) Deleting a Page post requires a Page access token');
    await softDelete(ctx.db, object.id);
    return { success: true };
  }
  if (object.type === 'ig_media') {
    if (call.fault === 'delete_unsupported') throw fail(-1, 'The media type is not supported for deletion.', { subcode: 2207073 });
    if (!token.scopes.includes('instagram_manage_contents')) throw fail(10, '(#10) Application does not have permission for this action');
    await softDelete(ctx.db, object.id);
    return { success: true, deleted_id: object.id };
  }
  throw missingObject(object.id, 'DELETE');
}

// ---------------------------------------------------------------- insights (issue 21)

/** Removed for all versions on 2025-04-21 (graph-api.md): asking for one fails the whole call with #100. */
const REMOVED_IG_METRICS = new Set(['impressions', 'plays', 'clips_replays_count', 'ig_reels_aggregated_all_plays_count', 'video_views']);

async function insightSubject(call: Call, object: SimObject) {
  const media: InsightMedia = object.type === 'page_post' ? 'page_post' : object.data.productType === 'STORY' ? 'story' : 'feed';
  return {
    id: object.id,
    media,
    publishedAt: new Date(object.createdAt),
    product: await productOfPost(call.ctx.db, object.id, String(object.data.caption ?? '')),
  };
}

async function meterRead(call: Call, object: SimObject): Promise<Record<string, string>> {
  const target = object.ownerId ?? object.id;
  const instagram = object.type === 'ig_media';
  const { percent, regainMinutes, over } = await countCall(call.ctx.db, target, call.now, call.ctx.config.simulatorCallsPerHour);
  const headers = {
    'X-App-Usage': JSON.stringify({ call_count: Math.round(percent / 4), total_cputime: Math.round(percent / 6), total_time: Math.round(percent / 5) }),
    'X-Business-Use-Case-Usage': JSON.stringify({
      [target]: [
        {
          type: instagram ? 'instagram' : 'pages',
          call_count: percent,
          total_cputime: Math.round(percent / 2),
          total_time: Math.round(percent / 2),
          estimated_time_to_regain_access: regainMinutes,
        },
      ],
    }),
  };
  if (over) {
    throw new GraphFail(
      400,
      {
        message: instagram
          ? '(#80002) There have been too many calls to this Instagram account. Wait a bit and try again.'
          : '(#80001) There have been too many calls to this Page account. Wait a bit and try again.',
        type: 'OAuthException',
        code: instagram ? 80002 : 80001,
        is_transient: true,
        fbtrace_id: trace(),
      },
      headers,
    );
  }
  return headers;
}

/**
 * GET /{ig-media-id}/insights and GET /{page-post-id}/insights?metric=a,b: one entry per metric
 * (`{name, period: 'lifetime', values: [{value}], title, description, id}`). A removed or unsupported
 * metric fails the whole call with #100 (Instagram names it; a Page answers that the value must be a
 * valid insights metric, naming none); a story's insights are gone after 24 hours.
 */
async function postInsights(call: Call, token: SimToken, object: SimObject) {
  const { params, now } = call;
  const subject = await insightSubject(call, object);
  if (subject.media === 'page_post') {
    if (token.kind !== 'page') throw fail(190, 'This method must be called with a Page Access Token');
    need(token, 'read_insights');
  } else {
    need(token, 'instagram_manage_insights');
  }
  if (subject.media === 'story' && now.getTime() - subject.publishedAt.getTime() > 24 * 3600_000) throw missingObject(object.id);
  const metrics = (params.metric ?? '')
    .split(',')
    .map((m) => m.trim())
    .filter(Boolean);
  if (!metrics.length) throw fail(100, '(#100) The parameter metric is required');
  const supported = SUPPORTED_METRICS[subject.media];
  const refused = metrics.filter((m) => !supported.includes(m));
  if (refused.length) {
    if (subject.media === 'page_post') throw fail(100, '(#100) The value must be a valid insights metric', { type: 'OAuthException' });
    const removed = refused.filter((m) => REMOVED_IG_METRICS.has(m));
    if (removed.length)
      throw fail(
        100,
        `(#100) Starting from version v22.0 and above, the ${removed.join(', ')} metric${removed.length > 1 ? 's are' : ' is'} no longer supported for this media. Use views instead.`,
      );
    throw fail(100, `(#100) The Media Insights API does not support the ${refused.join(', ')} metric for this media product type.`);
  }
  const figures = simulatedFigures(subject, now);
  return {
    data: metrics.map((name) => ({
      name,
      period: 'lifetime',
      values: [{ value: figures[name] ?? 0 }],
      title: name.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase()),
      description: `Lifetime ${name.replace(/_/g, ' ')}`,
      id: `${object.id}/insights/${name}/lifetime`,
    })),
  };
}
