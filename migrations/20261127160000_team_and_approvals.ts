import type { Knex } from 'knex';

/**
 * A clinic's team and medical sign-off (issue 23):
 * - admin_users get a role (business_admin, editor, reviewer), when they were invited and when they
 *   last signed in; existing users stay business_admin.
 * - team_invitations and password_resets: single-use links whose tokens are stored as a sha-256, as
 *   the e-mailed scheduling links are.
 * - accounts.require_approval: posts need a reviewer's approval before they are scheduled. Existing
 *   accounts keep publishing as they did (false, the column's default); the use cases that create an
 *   account (admin area, CLI create-account) turn it on for every new one.
 * - bulk posts gain awaiting_approval and approved; post_approvals keeps every decision (approved or sent
 *   back) with who, when, the hash of what was approved (text, image, targets), the findings acknowledged.
 * - e-mailed scheduling links name the user they were sent to (a reviewer's link approves and schedules).
 * - audit_log gains source 'clinic': a clinic user's own recorded decision (an approval).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('admin_users', (t) => {
    t.text('role')
      .notNullable()
      .defaultTo('business_admin')
      .comment('business_admin: everything; editor: writes, cannot schedule or publish; reviewer: approves');
    t.timestamp('invited_at', { useTz: true }).comment('when the invitation this user accepted was sent; null for a user made otherwise');
    t.timestamp('last_sign_in_at', { useTz: true });
  });
  await knex.raw(`alter table admin_users add constraint admin_users_role_check check (role in ('business_admin', 'editor', 'reviewer'))`);

  await knex.schema.createTable('team_invitations', (t) => {
    t.increments('id');
    t.integer('account_id').notNullable().references('accounts.id').onDelete('CASCADE');
    t.text('email').notNullable().comment('stored lower-cased');
    t.text('role').notNullable();
    t.text('token').notNullable().unique().comment('sha-256 of the token sent by e-mail; the token itself is never stored');
    t.integer('invited_by').references('admin_users.id').onDelete('SET NULL');
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('accepted_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['account_id']);
  });
  await knex.raw(`alter table team_invitations add constraint team_invitations_role_check check (role in ('business_admin', 'editor', 'reviewer'))`);
  // One open invitation per address and account: inviting again replaces it.
  await knex.raw(`create unique index team_invitations_one_open on team_invitations (account_id, email) where accepted_at is null`);

  await knex.schema.createTable('password_resets', (t) => {
    t.increments('id');
    t.integer('admin_user_id').notNullable().references('admin_users.id').onDelete('CASCADE');
    t.text('token').notNullable().unique().comment('sha-256 of the token sent by e-mail');
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['admin_user_id']);
  });

  await knex.schema.alterTable('accounts', (t) => {
    t.boolean('require_approval').notNullable().defaultTo(false).comment('posts need a reviewer’s approval before they are scheduled or published');
  });

  await knex.raw(`alter table bulk_generated_posts drop constraint bulk_generated_posts_status_check`);
  await knex.raw(`
    alter table bulk_generated_posts
      add constraint bulk_generated_posts_status_check
        check (post_status in ('draft', 'awaiting_approval', 'approved', 'scheduled', 'publishing', 'published', 'partially_published', 'failed', 'missed'))`);

  await knex.schema.createTable('post_approvals', (t) => {
    t.bigIncrements('id');
    t.integer('account_id').notNullable().comment('plain id: the record outlives the account and the post, for a regulator');
    t.integer('bulk_post_id').nullable().comment('plain id (the post may be deleted; the record stays)');
    t.text('decision').notNullable().comment('approved or sent_back');
    t.integer('admin_user_id').nullable().comment('who decided (admin_users.id), plain id');
    t.text('actor_email').notNullable().comment('the decider’s e-mail at the time');
    t.text('actor_role').notNullable();
    t.text('content_hash').notNullable().comment('sha-256 of the text, image and targets the decision was about');
    t.text('content').notNullable().comment('the text decided on');
    t.timestamp('scheduled_date', { useTz: true }).nullable();
    t.jsonb('findings_acknowledged').notNullable().defaultTo('[]').comment('the compliance findings the approver ticked as read');
    t.text('comment').nullable();
    t.text('via').notNullable().defaultTo('portal').comment('portal or email (the one-click link)');
    t.timestamp('at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['account_id', 'at']);
    t.index(['bulk_post_id']);
  });
  await knex.raw(`alter table post_approvals add constraint post_approvals_decision_check check (decision in ('approved', 'sent_back'))`);

  await knex.schema.alterTable('bulk_generated_posts', (t) => {
    t.bigInteger('approval_id').nullable().comment('the approval in force (post_approvals.id); cleared by any change of text, image or targets');
    t.bigInteger('sent_back_id').nullable().comment('the last send-back (post_approvals.id), its comment shown on the card until the post is submitted again');
  });

  await knex.schema.alterTable('email_scheduling_tokens', (t) => {
    t.integer('admin_user_id').references('admin_users.id').onDelete('CASCADE').comment('the user the link was sent to: a reviewer’s link approves too');
  });

  await knex.raw(`alter table audit_log drop constraint audit_log_source_check`);
  await knex.raw(`alter table audit_log add constraint audit_log_source_check check (source in ('portal', 'admin', 'cli', 'clinic'))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`alter table audit_log drop constraint audit_log_source_check`);
  await knex.raw(`delete from audit_log where source = 'clinic'`);
  await knex.raw(`alter table audit_log add constraint audit_log_source_check check (source in ('portal', 'admin', 'cli'))`);
  await knex.schema.alterTable('email_scheduling_tokens', (t) => t.dropColumn('admin_user_id'));
  await knex.schema.alterTable('bulk_generated_posts', (t) => {
    t.dropColumn('approval_id');
    t.dropColumn('sent_back_id');
  });
  await knex.schema.dropTable('post_approvals');
  await knex.raw(`update bulk_generated_posts set post_status = 'draft' where post_status in ('awaiting_approval', 'approved')`);
  await knex.raw(`alter table bulk_generated_posts drop constraint bulk_generated_posts_status_check`);
  await knex.raw(`
    alter table bulk_generated_posts
      add constraint bulk_generated_posts_status_check
        check (post_status in ('draft', 'scheduled', 'publishing', 'published', 'partially_published', 'failed', 'missed'))`);
  await knex.schema.alterTable('accounts', (t) => t.dropColumn('require_approval'));
  await knex.schema.dropTable('password_resets');
  await knex.schema.dropTable('team_invitations');
  await knex.raw(`alter table admin_users drop constraint admin_users_role_check`);
  await knex.schema.alterTable('admin_users', (t) => {
    t.dropColumn('role');
    t.dropColumn('invited_at');
    t.dropColumn('last_sign_in_at');
  });
}
