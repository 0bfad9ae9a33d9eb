import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp } from '../testing.js';

/**
 * Issue 23's routes as the API answers them (the rules themselves are tested at the modules' doors:
 * accounts/team.test.ts, campaigns/approvals.test.ts): the same answer to Forgot password whoever
 * asks, an invitation accepted signs in, an editor's 403s with their message, the CSV export.
 */
const app = await startTestApp();
const { request, db } = app;
const owner = await app.loginBusiness('Route Clinic');

describe('team and sign-off routes', () => {
  it('forgot password answers the same for a known and an unknown address; an invitation accepted signs in with a cookie', async () => {
    const known = await request('/api/auth/forgot-password', { body: { email: owner.email } });
    const unknown = await request('/api/auth/forgot-password', { body: { email: 'nobody@clinic.example.com' } });
    assert.deepEqual([known.status, known.body], [unknown.status, unknown.body]);
    assert.equal(known.status, 200);
    assert.equal((await request('/api/auth/forgot-password', { body: { email: 'not an address' } })).status, 400);

    assert.equal((await request('/api/team/invitations', { body: { email: 'writer@route.example.com', role: 'editor' } })).status, 401);
    const invited = await request('/api/team/invitations', { token: owner.token, body: { email: 'writer@route.example.com', role: 'editor' } });
    assert.equal(invited.status, 200, JSON.stringify(invited.body));
    assert.equal(JSON.stringify(invited.body).includes('token'), false, 'the link goes by e-mail only');
    const token = /accept-invitation\?token=([\w-]+)/.exec(app.mail.sent.at(-1)!.text)![1];
    const accepted = await request('/api/team/invitations/accept', { body: { token, password: 'writer-pass' } });
    assert.equal(accepted.status, 200);
    assert.match(accepted.headers.get('set-cookie') ?? '', /aes_session=/);
    const editor = accepted.body.token as string;
    const verify = await request('/api/auth/verify', { token: editor });
    assert.equal(verify.body.user.role, 'editor');

    // The editor: 403s with what their role may not do.
    const team = await request('/api/team/invitations', { token: editor, body: { email: 'x@route.example.com', role: 'editor' } });
    assert.deepEqual([team.status, team.body.message], [403, 'Only a business admin can manage the team.']);
    const pages = await request('/api/selected-pages', { token: editor, body: { pages: [] } });
    assert.deepEqual([pages.status, pages.body.messageKey], [403, 'http.connectBusinessAdminOnly']);
    const listed = await request('/api/team', { token: editor });
    assert.deepEqual(
      listed.body.users.map((u: { role: string }) => u.role),
      ['business_admin', 'editor'],
    );
    const editorId = listed.body.users[1].id as number;
    assert.equal((await request(`/api/team/${editorId}`, { method: 'DELETE', token: owner.token })).status, 200);
    assert.equal((await request('/api/auth/verify', { token: editor })).status, 401, 'removed: signed out');
  });

  it('GET /api/approvals.csv: a CSV file of the decisions in the range; a bad range is a 400 with its message', async () => {
    await db('postApprovals').insert({
      accountId: owner.accountId,
      bulkPostId: 7,
      decision: 'approved',
      actorEmail: 'doctor@route.example.com',
      actorRole: 'reviewer',
      contentHash: 'a'.repeat(64),
      content: '=cmd() Ενυδάτωση, "με" ορό',
      at: new Date('2026-05-04T07:00:00Z'),
    });
    const csv = await request('/api/approvals.csv?from=2026-05-01&to=2026-05-31', { token: owner.token });
    assert.equal(csv.status, 200);
    assert.match(csv.headers.get('content-type') ?? '', /^text\/csv; charset=utf-8/);
    assert.match(csv.headers.get('content-disposition') ?? '', /attachment; filename="approvals-2026-05-01-2026-05-31.csv"/);
    const lines = String(csv.body)
      .replace(/^\ufeff/, '')
      .split('\r\n');
    assert.equal(lines.length, 3);
    assert.match(lines[1], /^2026-05-04T07:00:00.000Z,approved,7,,doctor@route\.example\.com,reviewer,a{64},,,portal,"'=cmd\(\) Ενυδάτωση, ""με"" ορό"$/);
    const bad = await request('/api/approvals.csv?from=2026-05-31&to=2026-05-01', { token: owner.token });
    assert.deepEqual([bad.status, bad.body.messageKey], [400, 'campaigns.exportRange']);
  });
});
