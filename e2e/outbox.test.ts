import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import net from 'node:net';
import path from 'node:path';
import type { Page } from 'playwright';
import { createOutboxTransport, createQueuedMailer, createSmtpTransport, deliverQueuedMail } from '../src/lib/mail.js';
import { adminPage } from './admin-support.js';
import { browserMissing, screenshot, seedAdmin, startE2E } from './support.js';

/**
 * The admin Outbox (issue 9): every e-mail with its recipient, subject, time and status; a failed
 * one shows its error; the offline transport is named plainly. The messages go through the real
 * queue (mail_messages + the send_email job) and are delivered by the real transports: the
 * outbox on disk (kept) and SMTP to a port where nothing answers (failed after its last attempt).
 */

async function assertNoOverflow(page: Page, where: string) {
  const { scroll, inner } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
  assert.ok(scroll <= inner, `${where} overflows horizontally: ${scroll} > ${inner}`);
}

/** A local port with nothing listening (bound, then closed). */
async function deadPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('admin Outbox', { skip: browserMissing() && 'Chromium not found (set CHROMIUM_PATH)' }, async () => {
  const app = await startE2E();
  const admin = await seedAdmin(app.deps);
  const from = 'Aesthetics Social <no-reply@localhost>';
  // The product's mailer (queued in the database), as npm start wires it.
  app.deps.mail = createQueuedMailer({ db: app.db, from });
  const business = await app.loginBusiness('Outbox Clinic');

  it('lists a kept and a failed message with recipient, subject, time, status and the error; the offline transport said plainly (en, el, light, dark, 390 px)', async () => {
    // A test e-mail through the API (queued), kept by the offline outbox.
    const sent = await app.request('/api/test-email', { token: business.token, method: 'POST' });
    assert.equal(sent.status, 200, JSON.stringify(sent.body));
    const kept = await app.db('mailMessages').where({ kind: 'test' }).first();
    assert.equal(
      await deliverQueuedMail({ db: app.db, transport: createOutboxTransport(path.join(app.dataDir, 'outbox')), from, id: kept.id, lastAttempt: false }),
      'kept',
    );

    // A message whose SMTP server never answers: its last attempt fails and the row says so.
    const { id } = await app.deps.mail.send({
      to: 'owner@clinic.example.com',
      subject: 'A post could not be published (24/11/2026 09:00)',
      text: 'Hello Outbox Clinic,\n\nThe post could not be published: the Facebook session expired.',
      kind: 'publish_failed',
    });
    const smtp = createSmtpTransport(`smtp://127.0.0.1:${await deadPort()}`);
    await assert.rejects(deliverQueuedMail({ db: app.db, transport: smtp, from, id: Number(id), lastAttempt: true }));
    const failedRow = await app
      .db('mailMessages')
      .where({ id: Number(id) })
      .first();
    assert.equal(failedRow.status, 'failed');
    assert.match(failedRow.lastError, /ECONNREFUSED/);

    const runs = [
      ['en', 'light', undefined],
      ['el', 'dark', undefined],
      ['en', 'dark', { width: 390, height: 844 }],
      ['el', 'light', { width: 390, height: 844 }],
    ] as const;
    for (const [language, theme, viewport] of runs) {
      const { page, context } = await adminPage(app.browser, app.url, admin, '/admin/dashboard', { language, theme, viewport });
      if (viewport) {
        await page.goto(`${app.url}/admin/dashboard/outbox`);
      } else {
        // Listed in the sidebar.
        await page.getByRole('link', { name: language === 'en' ? 'Outbox' : 'Εξερχόμενα' }).click();
        await page.waitForURL(/\/admin\/dashboard\/outbox$/);
      }
      await page.getByRole('heading', { name: language === 'en' ? 'Outbox' : 'Εξερχόμενα' }).waitFor();
      const transport = page.getByTestId('outbox-transport');
      await transport.getByText(language === 'en' ? 'kept on disk, not delivered: set SMTP_URL' : 'ορίστε το SMTP_URL', { exact: false }).waitFor();

      const messages = page.getByTestId('outbox-message');
      await messages.first().waitFor();
      assert.equal(await messages.count(), 2);
      // Newest first: the failed one, then the kept test e-mail.
      const failed = messages.nth(0);
      assert.equal(await failed.getAttribute('data-status'), 'failed');
      await failed.getByText('A post could not be published (24/11/2026 09:00)').waitFor();
      await failed.getByText('owner@clinic.example.com').waitFor();
      await failed
        .getByTestId('outbox-status')
        .filter({ hasText: language === 'en' ? 'Failed' : 'Απέτυχε' })
        .waitFor();
      await failed
        .getByTestId('outbox-error')
        .getByText(/ECONNREFUSED/)
        .waitFor();
      await failed.getByText(language === 'en' ? 'Publishing failed' : 'Αποτυχία δημοσίευσης').waitFor();
      await failed.locator('time').waitFor();
      const keptCard = messages.nth(1);
      assert.equal(await keptCard.getAttribute('data-status'), 'kept');
      await keptCard.getByText(kept.subject).waitFor();
      await keptCard.getByText(business.email).waitFor();
      await keptCard
        .getByTestId('outbox-status')
        .filter({ hasText: language === 'en' ? 'Kept (not delivered)' : 'Φυλάχθηκε (δεν παραδόθηκε)' })
        .waitFor();
      await keptCard.getByTestId('outbox-preview').waitFor();
      // Kept on disk, never "Delivered" (issue 24).
      await keptCard.getByText(language === 'en' ? /^Kept on disk / : /^Φυλάχθηκε στον δίσκο /).waitFor();
      assert.equal(await keptCard.getByText(language === 'en' ? /^Delivered / : /^Παραδόθηκε /).count(), 0, 'not delivered');

      // The body preview expands to the whole message.
      await keptCard.getByRole('button', { name: language === 'en' ? 'Show message' : 'Εμφάνιση μηνύματος' }).click();
      assert.equal((await keptCard.getByTestId('outbox-body').textContent())!.trim(), kept.text.trim());
      await screenshot(page, `outbox-${language}-${theme}${viewport ? '-390' : ''}`);
      if (viewport) await assertNoOverflow(page, `outbox ${language} ${theme} 390`);
      await context.close();
    }
  });
});
