import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright';
import { approvePost, createBulkPost, runPublishJob } from '../src/modules/campaigns/index.js';
import { browserMissing, connectedClinic, newPage, screenshot, screenshotWanted, seedBusiness, signedInPage, startE2E } from './support.js';

/**
 * A clinic's team and medical sign-off (issue 23), in the browser: the owner invites an editor and a
 * reviewer (the links read from the mail sink), the editor submits a post with a compliance finding,
 * the reviewer approves it ticking the finding, schedules it and the worker publishes it at its time;
 * an approved post edited goes back to draft. In Greek: "Forgot password?", the e-mailed link, a new
 * password, signing in with it.
 */
const toast = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text }).first().waitFor();
const FINDING = 'Painless treatment with our hyaluronic serum, reviewed by our doctors.';

describe('team and medical sign-off', { skip: browserMissing() && 'Chromium not found (set CHROMIUM_PATH)' }, async () => {
  const app = await startE2E();
  const linkIn = (to: string, path: string) => {
    const message = [...app.mail.sent].reverse().find((m) => m.to === to || (Array.isArray(m.to) && m.to.includes(to)));
    assert.ok(message, `no e-mail to ${to}`);
    const match = new RegExp(`https?://[^\\s]+${path}\\?token=[\\w-]+`).exec(message.text);
    assert.ok(match, `no ${path} link in: ${message.text}`);
    return new URL(match[0]).pathname + new URL(match[0]).search;
  };

  it('invite and accept; an editor’s post with a finding approved by the reviewer, scheduled and published on time; an edit after approval returns it to draft', async () => {
    const { account, page: owner } = await connectedClinic(app);
    await app.db('accounts').where({ id: account.accountId }).update({ requireApproval: true });
    const [first, second] = account.accountProducts;
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();
    const risky = await createBulkPost(app.deps, { accountId: account.accountId, productId: first.id, content: FINDING, scheduledDate: day(2) });
    const clean = await createBulkPost(app.deps, {
      accountId: account.accountId,
      productId: second.id,
      content: 'Our serum, explained.',
      scheduledDate: day(3),
    });

    // The owner invites a writer and the medical director.
    await owner.goto(`${app.url}/portal/team`);
    await owner.getByRole('heading', { name: 'Team', level: 1 }).waitFor();
    for (const [email, role] of [
      ['writer@glow.example.com', 'Editor'],
      ['doctor@glow.example.com', 'Reviewer'],
    ] as const) {
      await owner.getByLabel('E-mail').fill(email);
      await owner.getByRole('combobox', { name: 'Role' }).click();
      await owner.getByRole('option', { name: role, exact: true }).click();
      await owner.getByRole('button', { name: 'Send invitation' }).click();
      await toast(owner, `Invitation sent to ${email}`);
    }
    await owner.getByTestId('team-invitation').filter({ hasText: 'doctor@glow.example.com' }).waitFor();
    await screenshot(owner, 'team-en-light');

    // Each accepts from their own browser: a password, then the portal.
    const accept = async (email: string) => {
      const { page } = await newPage(app.browser);
      await page.goto(`${app.url}${linkIn(email, '/accept-invitation')}`);
      await page.getByRole('heading', { name: 'Join your team' }).waitFor();
      await page.getByLabel('New password').fill('colleague-pass');
      await page.getByLabel('Repeat the password').fill('colleague-pass');
      await page.getByRole('button', { name: 'Accept and sign in' }).click();
      await page.waitForURL(/\/(business|portal)\//);
      return page;
    };
    const writer = await accept('writer@glow.example.com');
    const doctor = await accept('doctor@glow.example.com');
    await owner.reload();
    await owner.getByTestId('team-user').filter({ hasText: 'doctor@glow.example.com' }).getByText('Reviewer').waitFor();
    assert.equal(await owner.getByTestId('team-invitation').count(), 0);

    // The editor submits the post; scheduling it is not an editor's.
    await writer.goto(`${app.url}/portal/campaigns`);
    const writerCard = writer.locator(`[data-testid=post-card][data-post-id="${risky.id}"]`);
    await writerCard.getByRole('button', { name: 'Submit for approval' }).click();
    await toast(writer, 'Post submitted for approval');
    await writerCard.getByTestId('post-status').getByText('Awaiting approval').waitFor();
    // An editor is not shown Schedule, Publish now or Schedule all: the server would refuse them.
    assert.deepEqual(
      [
        await writerCard.getByRole('button', { name: 'Publish now' }).count(),
        await writer.getByRole('button', { name: 'Schedule all', exact: true }).count(),
        await writer.getByRole('button', { name: 'Schedule', exact: true }).count(),
      ],
      [0, 0, 0],
    );

    // The reviewer approves it, ticking the finding, and schedules it.
    await doctor.goto(`${app.url}/portal/campaigns`);
    const card = doctor.locator(`[data-testid=post-card][data-post-id="${risky.id}"]`);
    await card.getByRole('button', { name: 'Approve' }).click();
    const dialog = doctor.getByRole('alertdialog');
    const approve = dialog.getByRole('button', { name: 'Approve' });
    assert.equal(await approve.isDisabled(), true, 'not before the finding is ticked');
    await dialog.getByTestId('approve-findings').getByRole('checkbox').first().click();
    await approve.click();
    await toast(doctor, 'Post approved');
    await card.getByTestId('post-approval').getByText('Approved by doctor@glow.example.com').waitFor();
    await card.getByTestId('post-approval').getByText('1 compliance finding acknowledged').waitFor();
    await screenshot(doctor, 'team-approval-card-en-light');
    await card.getByRole('button', { name: 'Schedule' }).click();
    await card.getByTestId('post-status').getByText('Scheduled').waitFor();

    // Its time comes: the worker publishes it (the run the job makes at the instant).
    await app
      .db('bulkGeneratedPosts')
      .where({ id: risky.id })
      .update({ scheduledDate: new Date(Date.now() - 1000) });
    assert.equal((await runPublishJob(app.deps, { postId: risky.id })).outcome, 'published');
    const audit = await app.db('audit_log').where({ accountId: account.accountId, action: 'bulk_post.approve' }).first('actorName');
    assert.equal(audit?.actorName, 'doctor@glow.example.com');

    // An approved post edited goes back to draft.
    await doctor.reload();
    const other = doctor.locator(`[data-testid=post-card][data-post-id="${clean.id}"]`);
    await other.getByRole('button', { name: 'Approve' }).click();
    await doctor.getByRole('alertdialog').getByRole('button', { name: 'Approve' }).click();
    await other.getByTestId('post-status').getByText('Approved').waitFor();
    await writer.reload();
    const edited = writer.locator(`[data-testid=post-card][data-post-id="${clean.id}"]`);
    await edited.getByRole('button', { name: 'More actions' }).click();
    await writer.getByRole('menuitem', { name: 'Edit text' }).click();
    await edited.getByRole('textbox').fill('Our serum, explained again by our doctors.');
    await edited.getByRole('button', { name: 'Save', exact: true }).click();
    await edited.getByTestId('post-status').getByText('Draft').waitFor();
    assert.equal(await edited.getByTestId('post-approval').count(), 0);

    if (screenshotWanted('team-')) {
      // A card with an approval and an acknowledged finding, in the Future list.
      const doctorId = (await app.db('adminUsers').where({ email: 'doctor@glow.example.com' }).first('id')).id as number;
      const shown = await createBulkPost(app.deps, { accountId: account.accountId, productId: first.id, content: FINDING, scheduledDate: day(4) });
      await approvePost(app.deps, { accountId: account.accountId, id: shown.id, actorRole: 'reviewer', actorUserId: doctorId, acknowledgedFindings: true });
      for (const language of ['en', 'el'] as const) {
        // The portal speaks the account's interface language.
        await app.db('accounts').where({ id: account.accountId }).update({ uiLanguage: language });
        for (const theme of ['light', 'dark'] as const) {
          for (const [size, viewport] of [
            ['desktop', { width: 1280, height: 860 }],
            ['390', { width: 390, height: 844 }],
          ] as const) {
            const { page } = await signedInPage(app, account, { language, theme, viewport });
            await page.goto(`${app.url}/portal/team`);
            await page.getByTestId('team-users').waitFor();
            await screenshot(page, `team-page-${language}-${theme}-${size}`);
            await page.goto(`${app.url}/portal/campaigns`);
            await page.locator(`[data-testid=post-card][data-post-id="${shown.id}"]`).getByTestId('post-approval').waitFor();
            await page
              .locator(`[data-testid=post-card][data-post-id="${shown.id}"]`)
              .screenshot({ path: `e2e/screenshots/team-card-${language}-${theme}-${size}.png` });
            await page.context().close();
          }
        }
      }
    }
  });

  it('Ξεχάσατε τον κωδικό; a reset link by e-mail, a new password, sign-in with it (Greek)', async () => {
    const clinic = await seedBusiness(app.deps, { businessName: 'Λάμψη', email: 'owner@lampsi.example.com', password: 'old-password' });
    const { page } = await newPage(app.browser, { language: 'el' });
    await page.goto(`${app.url}/business/login`);
    await page.getByRole('link', { name: 'Ξεχάσατε τον κωδικό;' }).click();
    await page.waitForURL(/\/team\/forgot-password$/);
    await page.getByRole('heading', { name: 'Ξεχάσατε τον κωδικό σας;' }).waitFor();
    await page.getByLabel('Email').fill('owner@lampsi.example.com');
    await page.getByRole('button', { name: 'Αποστολή συνδέσμου' }).click();
    await page.getByTestId('forgot-sent').waitFor();

    await page.goto(`${app.url}${linkIn('owner@lampsi.example.com', '/reset-password')}`);
    await page.getByRole('heading', { name: 'Ορισμός νέου κωδικού πρόσβασης' }).waitFor();
    await page.getByLabel('Νέος κωδικός πρόσβασης').fill('new-password');
    await page.getByLabel('Επανάληψη του κωδικού').fill('other-password');
    await page.getByRole('button', { name: 'Αποθήκευση του νέου κωδικού' }).click();
    await page.getByText('Οι δύο κωδικοί δεν είναι ίδιοι').waitFor();
    await screenshot(page, 'team-reset-el-light');
    await page.getByLabel('Επανάληψη του κωδικού').fill('new-password');
    await page.getByRole('button', { name: 'Αποθήκευση του νέου κωδικού' }).click();
    await page.getByTestId('reset-done').waitFor();

    await page.getByRole('link', { name: 'Σύνδεση' }).click();
    await page.locator('input[name=email]').fill(clinic.email);
    await page.locator('input[name=password]').fill('new-password');
    await page.locator('form button[type=submit]').click();
    await page.waitForURL(/\/(business|portal)\/(setup|products|platforms|campaigns)/);

    if (screenshotWanted('team-reset')) {
      for (const language of ['en', 'el'] as const) {
        for (const theme of ['light', 'dark'] as const) {
          for (const [size, viewport] of [
            ['desktop', { width: 1280, height: 860 }],
            ['390', { width: 390, height: 844 }],
          ] as const) {
            const shot = await newPage(app.browser, { language, theme, viewport });
            await shot.page.goto(`${app.url}/team/reset-password?token=${'x'.repeat(43)}`);
            await shot.page.getByRole('button').last().waitFor();
            await screenshot(shot.page, `team-reset-page-${language}-${theme}-${size}`);
            await shot.context.close();
          }
        }
      }
    }
  });
});
