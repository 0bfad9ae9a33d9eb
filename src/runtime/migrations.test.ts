import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { useEmptyDatabase, useTestDatabase } from '../lib/testing/db.js';
import { inProcessCli } from '../cli/testing.js';

const tables = async (db: Awaited<ReturnType<typeof useEmptyDatabase>>['db']) =>
  (await db.raw(`select table_name from information_schema.tables where table_schema = 'public' and table_name not like 'knex_%'`)).rows.map(
    (r: { tableName: string }) => r.tableName,
  );

/** The real `cli migrate`, in this process (src/cli/testing.ts), over the database at `url`. */
const cli = (url: string, ...args: string[]) => inProcessCli(url, fs.mkdtempSync(path.join(os.tmpdir(), 'migrate-test-')))(...args);

const ENTITY_TABLES = [
  'users',
  'sessions',
  'product_categories',
  'products',
  'product_images',
  'example_posts',
  'platforms',
  'social_accounts',
  'generated_posts',
  'ai_configurations',
  'platform_styles',
  'accounts',
  'admin_users',
  'selected_pages',
  'company_info',
  'account_products',
  'bulk_generated_posts',
  'scheduled_periods',
  'email_scheduling_tokens',
  'published_posts',
];

describe('migrations', () => {
  it('go up on an empty database, down completely with `cli migrate --rollback --all`, and up again', async () => {
    const { db, url } = await useEmptyDatabase();
    const up = await cli(url, 'migrate');
    assert.equal(up.code, 0, up.stderr);
    assert.match(up.stdout, /Applied: .*core_schema/);
    const created = await tables(db);
    for (const table of ENTITY_TABLES) assert.ok(created.includes(table), `${table} exists`);

    const down = await cli(url, 'migrate', '--rollback', '--all');
    assert.equal(down.code, 0, down.stderr);
    assert.match(down.stdout, /Rolled back/);
    assert.deepEqual(await tables(db), []);

    const again = await cli(url, 'migrate');
    assert.equal(again.code, 0, again.stderr);
    assert.ok((await tables(db)).includes('bulk_generated_posts'));
  });
});

describe('constraints', async () => {
  const { db } = await useTestDatabase();
  const [account] = await db('accounts').insert({ businessName: 'Athens Clinic' }).returning('id');
  await db('company_info').insert({ accountId: account.id, companyName: 'Athens Clinic', location: 'Athens', timezone: 'Europe/Athens' });

  it('allows one bulk post per account per calendar day in the account time zone', async () => {
    // 23:30 UTC on 1 June is already 2 June in Athens (UTC+3): the same local day as 2 June 08:00 UTC.
    await db('bulk_generated_posts').insert({ accountId: account.id, content: 'late post', scheduledDate: '2026-06-01T23:30:00Z' });
    await assert.rejects(
      db('bulk_generated_posts').insert({ accountId: account.id, content: 'same Athens day', scheduledDate: '2026-06-02T08:00:00Z' }),
      /bulk_generated_posts_one_per_day/,
    );
    // 20:00 UTC on 1 June is 23:00 in Athens, still 1 June: a different day, allowed.
    await db('bulk_generated_posts').insert({ accountId: account.id, content: 'earlier day', scheduledDate: '2026-06-01T20:00:00Z' });
    const days = (await db('bulk_generated_posts').where({ accountId: account.id }).orderBy('scheduledDay').select('scheduledDay')).map(
      (r: { scheduledDay: string }) => r.scheduledDay,
    );
    assert.deepEqual(days, ['2026-06-01', '2026-06-02']);
  });

  it('checks every enumeration', async () => {
    await assert.rejects(db('accounts').insert({ businessName: 'X', status: 'gold' }), /accounts_status_check/);
    await assert.rejects(db('accounts').insert({ businessName: 'X', uiLanguage: 'fr' }), /accounts_ui_language_check/);
    await assert.rejects(db('products').insert({ name: 'X', status: 'deleted' }), /products_status_check/);
    await assert.rejects(db('selected_pages').insert({ accountId: account.id, pageId: '1', platform: 'tiktok' }), /selected_pages_platform_check/);
    await assert.rejects(
      db('bulk_generated_posts').insert({ accountId: account.id, content: 'x', scheduledDate: '2027-01-01T10:00:00Z', postStatus: 'lost' }),
      /bulk_generated_posts_status_check/,
    );
    await assert.rejects(
      db('company_info').insert({ accountId: account.id, companyName: 'X', location: 'Y', postFrequencyDays: 31 }),
      /company_info_frequency_check|company_info_account_id_unique/,
    );
  });

  it('cascades admin users with their account and keeps published posts when their bulk post goes', async () => {
    const [temp] = await db('accounts').insert({ businessName: 'Temporary' }).returning('id');
    await db('admin_users').insert({ accountId: temp.id, email: 'temp@clinic.example.com', password: 'x' });
    const [post] = await db('bulk_generated_posts')
      .insert({ accountId: account.id, content: 'to publish', scheduledDate: '2026-07-01T09:00:00Z' })
      .returning('id');
    const [published] = await db('published_posts').insert({ accountId: account.id, pageId: 'p1', platform: 'facebook', bulkPostId: post.id }).returning('id');
    await db('accounts').where({ id: temp.id }).delete();
    assert.equal(await db('admin_users').where({ email: 'temp@clinic.example.com' }).first(), undefined);
    await db('bulk_generated_posts').where({ id: post.id }).delete();
    const kept = await db('published_posts').where({ id: published.id }).first();
    assert.equal(kept.bulkPostId, null);
  });

  it('keeps e-mails unique regardless of case', async () => {
    await db('admin_users').insert({ accountId: account.id, email: 'unique@clinic.example.com', password: 'x' });
    await assert.rejects(
      db('admin_users').insert({ accountId: account.id, email: 'Unique@clinic.example.com', password: 'x' }),
      /admin_users_email_lower_check/,
    );
  });
});
