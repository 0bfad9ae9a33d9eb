import type { Knex } from 'knex';

/**
 * The audit trail (issue 16): every change a platform admin makes while acting as a business account
 * (the portal with `?account=` / `X-Account-Id`), every change made in the admin area, and the
 * operator commands that change data. A row says who, for which account, what, when, from where and
 * how it ended; never a request body, a token or a password.
 *
 * The account and the user are plain ids, not foreign keys: the trail must outlive the account or
 * the admin it names (a deleted account's history is exactly what an inquiry asks for), and serial
 * ids are never reused, so an id never comes to mean someone else. Rows older than two years are
 * deleted by the worker (accounts.purgeOldAudit).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('audit_log', (t) => {
    t.bigIncrements('id').primary();
    t.timestamp('at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.text('source').notNullable().comment('portal: an admin acting as the account; admin: the admin area; cli: an operator command');
    t.integer('actor_user_id').nullable().comment('users.id of the platform admin; null for an operator command');
    t.string('actor_name', 200).notNullable().comment("the admin's username at the time, or the operating-system user who ran the command");
    t.integer('account_id')
      .nullable()
      .comment('the business account acted for or changed (accounts.id); null for platform-wide changes (the catalogue, the AI configuration)');
    t.string('action', 100).notNullable().comment('a stable code, e.g. bulk_post.update: what the screens translate');
    t.string('route', 200)
      .nullable()
      .comment('the route template (PUT /api/bulk-posts/:id) or the command (cli reset-password): never the URL, which may carry a token');
    t.string('summary', 300).notNullable().comment('a short English line for people reading the table');
    t.integer('target_id').nullable().comment('the id of the row changed, when there is one');
    t.string('ip', 64).nullable();
    t.string('user_agent', 200).nullable().comment('truncated to 200 characters');
    t.smallint('status').nullable().comment('the HTTP status answered; null for a command, or while the request runs');
    t.text('outcome')
      .notNullable()
      .defaultTo('pending')
      .comment('pending (written before the change; stays so if the process stopped), done, refused (4xx: nothing changed), failed (5xx: may be partial)');
  });
  await knex.raw(`alter table audit_log add constraint audit_log_source_check check (source in ('portal', 'admin', 'cli'))`);
  await knex.raw(`alter table audit_log add constraint audit_log_outcome_check check (outcome in ('pending', 'done', 'refused', 'failed'))`);
  // The admin screen (newest first, optionally one account) and the clinic's own list.
  await knex.raw('create index audit_log_at on audit_log (at desc, id desc)');
  await knex.raw('create index audit_log_account_at on audit_log (account_id, at desc, id desc) where account_id is not null');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('audit_log');
}
