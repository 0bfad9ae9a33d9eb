import type { Knex } from 'knex';

/**
 * The campaigns module's storage: bulk posts get the full publishing state machine (draft,
 * scheduled, publishing, published, partially_published, failed, missed), the account product
 * they were written for, their compliance findings and their publishing trail; a period
 * generation records its progress (and, while running, is the guard against a second one); the
 * e-mail scheduling tokens know which week they schedule; every e-mail goes through a queue
 * table the admin Outbox lists.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`alter table bulk_generated_posts drop constraint bulk_generated_posts_status_check`);
  await knex.raw(`update bulk_generated_posts set post_status = 'draft' where post_status = 'pending'`);
  await knex.raw(`
    alter table bulk_generated_posts
      add constraint bulk_generated_posts_status_check
        check (post_status in ('draft', 'scheduled', 'publishing', 'published', 'partially_published', 'failed', 'missed')),
      alter column post_status set default 'draft',
      add constraint bulk_generated_posts_scheduled_flag_check check (is_scheduled = (post_status = 'scheduled'))
  `);
  await knex.schema.alterTable('bulk_generated_posts', (t) => {
    t.integer('account_product_id').references('account_products.id').onDelete('SET NULL').comment('the account product the post was written for');
    t.jsonb('compliance_findings').notNullable().defaultTo('[]').comment('what the compliance guard found in the text, as shown on the card');
    t.text('language').checkIn(['en', 'el'], 'bulk_generated_posts_language_check');
    t.integer('publish_attempts').notNullable().defaultTo(0);
    t.text('last_publish_error');
    t.timestamp('published_at', { useTz: true });
    t.timestamp('status_changed_at', { useTz: true });
    t.timestamp('failure_notified_at', { useTz: true }).comment('when the client was e-mailed that this post failed or was missed (once)');
    t.index(['post_status', 'scheduled_date']);
    t.index(['account_id', 'content_hash']);
    t.index(['account_product_id']);
  });

  await knex.schema.alterTable('scheduled_periods', (t) => {
    t.date('covered_until').comment("last calendar day (account's zone) that has been generated");
    t.unique(['account_id'], { indexName: 'scheduled_periods_one_per_account' });
  });
  await knex.raw(
    `comment on column scheduled_periods.next_scheduled_date is 'start (Monday 00:00 in the account''s zone) of the next week to generate; the daily task generates it once the week before it has begun'`,
  );

  await knex.schema.createTable('period_generations', (t) => {
    t.increments('id');
    t.integer('account_id').notNullable().references('accounts.id').onDelete('CASCADE');
    t.text('status').notNullable().defaultTo('running').checkIn(['running', 'done', 'failed'], 'period_generations_status_check');
    t.integer('total').notNullable().defaultTo(0);
    t.integer('done').notNullable().defaultTo(0);
    t.text('error');
    t.timestamp('started_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('heartbeat_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('finished_at', { useTz: true });
    t.index(['account_id', 'started_at']);
  });
  // Two clicks or two tabs: only one generation per account runs at a time.
  await knex.raw(`create unique index period_generations_one_running on period_generations (account_id) where status = 'running'`);

  await knex.schema.alterTable('email_scheduling_tokens', (t) => {
    t.timestamp('period_start', { useTz: true }).comment('the posts this link schedules: drafts from period_start ...');
    t.timestamp('period_end', { useTz: true }).comment('... to before period_end');
  });

  await knex.schema.createTable('mail_messages', (t) => {
    t.increments('id');
    t.integer('account_id').references('accounts.id').onDelete('SET NULL');
    t.text('kind').notNullable().defaultTo('other').comment('test, period_review, reconnect, publish_failed, post_missed, budget_alert, other');
    t.specificType('recipients', 'text[]').notNullable();
    t.text('subject').notNullable();
    t.text('text').notNullable();
    t.text('html');
    t.text('status').notNullable().defaultTo('queued').checkIn(['queued', 'sent', 'kept', 'failed'], 'mail_messages_status_check');
    t.text('transport').comment('smtp, or outbox when no SMTP_URL is set (kept on disk under DATA_DIR/outbox)');
    t.integer('attempts').notNullable().defaultTo(0);
    t.text('last_error');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('sent_at', { useTz: true });
    t.index(['created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('mail_messages');
  await knex.schema.alterTable('email_scheduling_tokens', (t) => {
    t.dropColumn('period_start');
    t.dropColumn('period_end');
  });
  await knex.schema.dropTableIfExists('period_generations');
  await knex.schema.alterTable('scheduled_periods', (t) => {
    t.dropUnique(['account_id'], 'scheduled_periods_one_per_account');
    t.dropColumn('covered_until');
  });
  await knex.schema.alterTable('bulk_generated_posts', (t) => {
    for (const c of [
      'account_product_id',
      'compliance_findings',
      'language',
      'publish_attempts',
      'last_publish_error',
      'published_at',
      'status_changed_at',
      'failure_notified_at',
    ])
      t.dropColumn(c);
  });
  await knex.raw(`alter table bulk_generated_posts drop constraint bulk_generated_posts_scheduled_flag_check`);
  await knex.raw(`alter table bulk_generated_posts drop constraint bulk_generated_posts_status_check`);
  await knex.raw(`update bulk_generated_posts set post_status = 'failed' where post_status in ('partially_published', 'missed')`);
  await knex.raw(`
    alter table bulk_generated_posts
      add constraint bulk_generated_posts_status_check check (post_status in ('pending', 'draft', 'scheduled', 'publishing', 'published', 'failed')),
      alter column post_status set default 'pending'`);
}
