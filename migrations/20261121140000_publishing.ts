import type { Knex } from 'knex';

/**
 * The publishing module's storage: an account's Facebook connection (one per account, tokens sealed
 * with AES-256-GCM), the Pages and Instagram business accounts that connection can reach, the
 * single-use OAuth `state` values, and the published-posts ledger made into a state machine so a
 * publication is never made twice (the ledger row is claimed before any call that can publish).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('facebook_connections', (t) => {
    t.increments('id');
    t.integer('account_id').notNullable().unique().references('accounts.id').onDelete('CASCADE');
    t.text('facebook_user_id').notNullable();
    t.text('facebook_user_name');
    t.text('user_token').notNullable().comment('long-lived user token, sealed (v1:iv:tag:ciphertext) under a key derived from SESSION_SECRET');
    t.timestamp('user_token_expires_at', { useTz: true }).comment('null when Meta reports no expiry date');
    t.specificType('granted_scopes', 'text[]').notNullable().defaultTo('{}');
    t.specificType('declined_scopes', 'text[]').notNullable().defaultTo('{}');
    t.text('status').notNullable().defaultTo('connected').checkIn(['connected', 'needs_reconnection'], 'facebook_connections_status_check');
    t.text('status_reason').comment('why the connection needs reconnection, in words a client understands');
    t.timestamp('status_changed_at', { useTz: true });
    t.timestamp('reconnect_email_sent_at', { useTz: true }).comment(
      'set when the "reconnect Facebook" e-mail went out for the current failure; cleared on reconnection',
    );
    t.timestamp('pages_synced_at', { useTz: true });
    t.timestamp('connected_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable('facebook_pages', (t) => {
    t.increments('id');
    t.integer('account_id').notNullable().references('accounts.id').onDelete('CASCADE');
    t.text('page_id').notNullable();
    t.text('name').notNullable();
    t.text('category');
    t.text('page_token').comment('the Page access token, sealed like the user token');
    t.specificType('tasks', 'text[]').notNullable().defaultTo('{}');
    t.text('instagram_id').comment('the Instagram business account linked to the Page, if any');
    t.text('instagram_username');
    t.text('instagram_name');
    t.integer('position').notNullable().defaultTo(0).comment('order in which Meta listed the Page');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['account_id', 'page_id']);
  });
  await knex.raw(
    `comment on table facebook_pages is 'what the account''s Facebook connection can reach, as Meta last listed it; selected_pages names the ones to publish to'`,
  );
  await knex.raw(`comment on column selected_pages.access_token is 'unused: Page tokens live sealed in facebook_pages and never leave the server'`);
  await knex.raw(`comment on column accounts.facebook_access_token is 'unused: the connection lives in facebook_connections (sealed tokens)'`);
  await knex.raw(`comment on column accounts.facebook_long_lived_token is 'unused: the connection lives in facebook_connections (sealed tokens)'`);

  await knex.schema.createTable('facebook_oauth_states', (t) => {
    t.increments('id');
    t.text('state_hash').notNullable().unique().comment('sha-256 of the state sent to the dialog (the browser also holds it in a cookie)');
    t.integer('account_id').notNullable().references('accounts.id').onDelete('CASCADE');
    t.text('redirect_uri').notNullable().comment('exactly the redirect_uri sent to the dialog: the code exchange must repeat it');
    t.text('return_path').notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['expires_at']);
  });

  await knex.schema.alterTable('published_posts', (t) => {
    t.text('publication_key').comment('what is published: post:<bulk post id> or story:<story id>; with platform and page_id it is the ledger key');
    t.text('kind').notNullable().defaultTo('feed').checkIn(['feed', 'story'], 'published_posts_kind_check');
    t.text('target_name').comment('the Page name or the Instagram @username, as it was when published');
    t.text('status')
      .notNullable()
      .defaultTo('published')
      .checkIn(['pending', 'container', 'publishing', 'published', 'failed'], 'published_posts_status_check');
    t.text('container_id').comment('Instagram container, recorded before media_publish so a retry resumes it instead of making another');
    t.text('media_path').comment('the prepared JPEG or MP4 in storage that Meta downloads or receives');
    t.text('permalink');
    t.integer('attempts').notNullable().defaultTo(0);
    t.text('error_code').comment('classified failure: transient, rate_limited, permission, token, invalid, permanent, unknown_outcome');
    t.text('error_message');
    t.timestamp('attempt_started_at', { useTz: true }).comment(
      'start of the call that may have published; a timeout is verified against what appeared after it',
    );
    t.timestamp('lease_until', { useTz: true }).comment('a worker holds the row until then: two workers never publish the same row at once');
    t.text('lease_owner');
    t.timestamp('deleted_at', { useTz: true }).comment('deleted on the platform through DELETE /api/social-media/delete');
    t.unique(['publication_key', 'platform', 'page_id'], { indexName: 'published_posts_once_per_target' });
    t.index(['bulk_post_id']);
    t.index(['account_id', 'status']);
  });
  await knex.raw(`comment on column published_posts.page_id is 'the target: the Facebook Page id, or for Instagram the Instagram business account id'`);
  await knex.raw(`comment on column published_posts.post_id is 'the remote id Meta answered (page post or Instagram media id); null until published'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('published_posts', (t) => {
    t.dropUnique(['publication_key', 'platform', 'page_id'], 'published_posts_once_per_target');
    t.dropIndex(['bulk_post_id']);
    t.dropIndex(['account_id', 'status']);
    for (const column of [
      'publication_key',
      'kind',
      'target_name',
      'status',
      'container_id',
      'media_path',
      'permalink',
      'attempts',
      'error_code',
      'error_message',
      'attempt_started_at',
      'lease_until',
      'lease_owner',
      'deleted_at',
    ])
      t.dropColumn(column);
  });
  await knex.schema.dropTableIfExists('facebook_oauth_states');
  await knex.schema.dropTableIfExists('facebook_pages');
  await knex.schema.dropTableIfExists('facebook_connections');
}
