import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { fixedClock } from '../../lib/clock.js';
import { isAppError } from '../../lib/errors.js';
import { createMemoryMailer } from '../../lib/mail.js';
import { useTestDatabase } from '../../lib/testing/db.js';
import { testDeps } from '../../lib/testing/deps.js';
import {
  acceptInvitation,
  createAccount,
  createAccountWithAdmin,
  getCompanyInfo,
  inviteTeamMember,
  listTeam,
  loginBusiness,
  removeTeamMember,
  requestPasswordReset,
  resetPasswordWithToken,
  resolveSession,
  revokeInvitation,
  saveCompanyInfo,
} from './index.js';

/** A clinic's team at accounts' door (issue 23): invitations, roles, removal, the self-service password reset. */
const { db } = await useTestDatabase();
const clock = fixedClock('2026-05-04T07:00:00Z');
const mail = createMemoryMailer();
const deps = testDeps(db, { clock, mail, env: { LOGIN_MAX_FAILURES: '3', LOGIN_MAX_FAILURES_PER_IP: '50' } });

const refusal = (call: Promise<unknown>) =>
  call.then(
    (answer) => assert.fail(`accepted: ${JSON.stringify(answer)}`),
    (error: unknown) => (isAppError(error) ? [error.status, error.messageKey] : assert.fail(String(error))),
  );
const lastLink = (path: string) => new RegExp(`${path}\\?token=([\\w-]+)`).exec(mail.sent.at(-1)!.text)![1];

let n = 0;
async function clinic() {
  const { account, adminUser } = await createAccountWithAdmin(deps, {
    businessName: `Team Clinic ${++n}`,
    email: `owner${n}@team.example.com`,
    password: 'owner-pass',
  });
  return { accountId: account.id, ownerId: adminUser.id, owner: { accountId: account.id, actorRole: 'business_admin' as const, actorUserId: adminUser.id } };
}

describe('the team', () => {
  it('a new account requires approval; an invitation (7 days, single use) makes a user with its role, signed in', async () => {
    const c = await clinic();
    assert.equal((await db('accounts').where({ id: c.accountId }).first('requireApproval')).requireApproval, true);
    const invitation = await inviteTeamMember(deps, { ...c.owner, email: ' Doctor@Team.example.com ', role: 'reviewer' });
    assert.deepEqual([invitation.email, invitation.role], ['doctor@team.example.com', 'reviewer']);
    assert.equal(mail.sent.at(-1)!.to, 'doctor@team.example.com');
    assert.match(mail.sent.at(-1)!.text, /owner\d+@team\.example\.com invited you to join Team Clinic \d+ .* as a reviewer \(approves posts\)\./);
    const token = lastLink('/accept-invitation');
    assert.equal(await db('teamInvitations').where({ token }).first(), undefined, 'only the hash is stored');

    // Inviting again replaces the open invitation: the first link stops working.
    await inviteTeamMember(deps, { ...c.owner, email: 'doctor@team.example.com', role: 'reviewer' });
    assert.deepEqual(await refusal(acceptInvitation(deps, { token, password: 'doctor-pass' })), [404, 'accounts.invitationInvalid']);
    const second = lastLink('/accept-invitation');
    assert.deepEqual(await refusal(acceptInvitation(deps, { token: second, password: 'short' })), [400, 'accounts.passwordTooShort']);
    const session = await acceptInvitation(deps, { token: second, password: 'doctor-pass' });
    assert.deepEqual([session.accountId, session.role], [c.accountId, 'reviewer']);
    const actor = await resolveSession(deps, { token: session.token });
    assert.deepEqual([actor?.kind, actor?.kind === 'business' && actor.role], ['business', 'reviewer']);
    assert.deepEqual(await refusal(acceptInvitation(deps, { token: second, password: 'doctor-pass' })), [404, 'accounts.invitationInvalid']);

    const team = await listTeam(deps, { accountId: c.accountId });
    assert.deepEqual(
      team.users.map((u) => [u.email, u.role, !!u.invitedAt]),
      [
        [`owner${n}@team.example.com`, 'business_admin', false],
        ['doctor@team.example.com', 'reviewer', true],
      ],
    );
    assert.deepEqual(team.invitations, []);
  });

  it('an invitation expires after 7 days; it can be withdrawn; an address already in use is refused', async () => {
    const c = await clinic();
    await inviteTeamMember(deps, { ...c.owner, email: 'late@team.example.com', role: 'editor' });
    const token = lastLink('/accept-invitation');
    clock.set('2026-05-11T07:00:01Z');
    try {
      assert.deepEqual(await refusal(acceptInvitation(deps, { token, password: 'late-pass' })), [404, 'accounts.invitationInvalid']);
    } finally {
      clock.set('2026-05-04T07:00:00Z');
    }
    const open = await inviteTeamMember(deps, { ...c.owner, email: 'maybe@team.example.com', role: 'editor' });
    await revokeInvitation(deps, { ...c.owner, invitationId: open.id });
    assert.deepEqual(await refusal(acceptInvitation(deps, { token: lastLink('/accept-invitation'), password: 'maybe-pass' })), [
      404,
      'accounts.invitationInvalid',
    ]);
    assert.deepEqual(await refusal(inviteTeamMember(deps, { ...c.owner, email: `owner${n}@team.example.com`, role: 'editor' })), [409, 'accounts.emailTaken']);
    assert.deepEqual(await refusal(inviteTeamMember(deps, { ...c.owner, email: 'x@team.example.com', role: 'owner' as never })), [400, 'accounts.roleInvalid']);
  });

  it('only a business admin (or a platform admin) manages the team and the Setup; a removed user’s sessions end', async () => {
    const c = await clinic();
    await inviteTeamMember(deps, { ...c.owner, email: 'writer@team.example.com', role: 'editor' });
    const editor = await acceptInvitation(deps, { token: lastLink('/accept-invitation'), password: 'writer-pass' });
    const editorId = (await db('adminUsers').where({ email: 'writer@team.example.com' }).first('id')).id;
    for (const role of ['editor', 'reviewer'] as const) {
      const as = { accountId: c.accountId, actorRole: role, actorUserId: editorId };
      assert.deepEqual(await refusal(inviteTeamMember(deps, { ...as, email: 'y@team.example.com', role: 'business_admin' })), [403, 'accounts.teamAdminOnly']);
      assert.deepEqual(await refusal(removeTeamMember(deps, { ...as, userId: c.ownerId })), [403, 'accounts.teamAdminOnly']);
      assert.deepEqual(
        await refusal(saveCompanyInfo(deps, { accountId: c.accountId, actorRole: role, companyName: 'Glow', location: 'Athens', requireApproval: false })),
        [403, 'accounts.setupAdminOnly'],
      );
    }
    await saveCompanyInfo(deps, { accountId: c.accountId, actorRole: 'platform_admin', companyName: 'Glow', location: 'Athens', requireApproval: false });
    assert.equal((await getCompanyInfo(deps, { accountId: c.accountId }))?.requireApproval, false);
    // Saving the Setup without the field leaves it as it is.
    await saveCompanyInfo(deps, { accountId: c.accountId, companyName: 'Glow', location: 'Athens' });
    assert.equal((await getCompanyInfo(deps, { accountId: c.accountId }))?.requireApproval, false);

    assert.deepEqual(await refusal(removeTeamMember(deps, { ...c.owner, userId: c.ownerId })), [409, 'accounts.cannotRemoveSelf']);
    const other = await clinic();
    assert.deepEqual(await refusal(removeTeamMember(deps, { ...other.owner, userId: editorId })), [404, 'accounts.teamUserNotFound']);
    assert.ok(await resolveSession(deps, { token: editor.token }));
    await removeTeamMember(deps, { ...c.owner, userId: editorId });
    assert.equal(await resolveSession(deps, { token: editor.token }), undefined, 'the removed user is signed out at once');
    // An account made by createAccount requires approval too.
    assert.equal(
      (
        await db('accounts')
          .where({ id: (await createAccount(deps, { businessName: 'Fresh Clinic' })).id })
          .first('requireApproval')
      ).requireApproval,
      true,
    );
  });
});

describe('forgot password', () => {
  it('always the same answer; a single-use link for an hour; the new password ends every session', async () => {
    const c = await clinic();
    const email = `owner${n}@team.example.com`;
    const before = mail.sent.length;
    await requestPasswordReset(deps, { email: 'nobody@team.example.com', ip: '10.0.0.1' });
    assert.equal(mail.sent.length, before, 'no mail for an unknown address, and no error either');
    const session = await loginBusiness(deps, { email, password: 'owner-pass', ip: '10.0.0.1' });
    await requestPasswordReset(deps, { email: email.toUpperCase(), ip: '10.0.0.1' });
    assert.equal(mail.sent.at(-1)!.to, email);
    const token = lastLink('/reset-password');
    clock.set('2026-05-04T08:00:01Z');
    try {
      assert.deepEqual(await refusal(resetPasswordWithToken(deps, { token, password: 'new-owner-pass' })), [404, 'accounts.resetLinkInvalid']);
    } finally {
      clock.set('2026-05-04T07:00:00Z');
    }
    await requestPasswordReset(deps, { email, ip: '10.0.0.2' });
    const fresh = lastLink('/reset-password');
    await resetPasswordWithToken(deps, { token: fresh, password: 'new-owner-pass' });
    assert.equal(await resolveSession(deps, { token: session.token }), undefined, 'the other sessions end');
    assert.deepEqual(await refusal(resetPasswordWithToken(deps, { token: fresh, password: 'again-pass' })), [404, 'accounts.resetLinkInvalid']);
    assert.ok(await loginBusiness(deps, { email, password: 'new-owner-pass', ip: '10.0.0.1' }));
    void c;
  });

  it('is throttled like sign-in, for known and unknown addresses alike', async () => {
    for (let i = 0; i < 3; i++) await requestPasswordReset(deps, { email: 'ghost@team.example.com', ip: '10.0.0.9' });
    assert.deepEqual(await refusal(requestPasswordReset(deps, { email: 'ghost@team.example.com', ip: '10.0.0.9' })), [429, 'accounts.resetThrottled']);
  });
});
