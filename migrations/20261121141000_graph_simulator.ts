import type { Knex } from 'knex';

/**
 * The built-in Graph API simulator's own storage (it plays Meta when no Facebook app is configured).
 * It lives in the database, not in memory, so the web and worker processes share it and a restart
 * keeps connections and what was "published". Graph objects (users, Pages, Instagram accounts,
 * containers, posts, media, codes) are rows of one table, as the Graph API is a graph of objects.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`create sequence simulator_object_id_seq start with 100000000000001`);
  await knex.schema.createTable('simulator_objects', (t) => {
    t.text('id').primary().comment("Graph id, numeric like Meta's; Page posts are <page id>_<post id>");
    t.text('type').notNullable().checkIn(['user', 'page', 'ig_user', 'code', 'container', 'page_post', 'ig_media'], 'simulator_objects_type_check');
    t.text('owner_id').comment("the object this one belongs to: a Page's user, an Instagram account's Page, a post's Page or account");
    t.jsonb('data').notNullable().defaultTo('{}');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('deleted_at', { useTz: true });
    t.index(['type', 'owner_id', 'created_at']);
  });

  await knex.schema.createTable('simulator_tokens', (t) => {
    t.text('token_hash').primary().comment('sha-256 of the access token the simulator issued');
    t.text('kind').notNullable().checkIn(['user', 'page'], 'simulator_tokens_kind_check');
    t.text('user_id').notNullable();
    t.text('page_id');
    t.text('app_id').notNullable();
    t.specificType('scopes', 'text[]').notNullable().defaultTo('{}');
    t.text('grant_id').notNullable().comment('one consent: revoking or expiring it kills every token issued under it');
    t.timestamp('expires_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['grant_id']);
  });

  await knex.schema.createTable('simulator_grants', (t) => {
    t.text('id').primary();
    t.text('user_id').notNullable();
    t.text('app_id').notNullable();
    t.specificType('scopes', 'text[]').notNullable().defaultTo('{}');
    t.specificType('declined', 'text[]').notNullable().defaultTo('{}');
    t.integer('invalid_subcode').comment('set when the grant died: 458 app removed, 460 password changed, 463 expired');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable('simulator_faults', (t) => {
    t.increments('id');
    t.text('kind')
      .notNullable()
      .checkIn(['rate_limit', 'transient', 'no_answer', 'token_expired', 'container_error', 'delete_unsupported'], 'simulator_faults_kind_check');
    t.text('operation')
      .notNullable()
      .defaultTo('any')
      .comment('which Graph call it hits: any, accounts, photos, media, media_publish, container_status, delete, ...');
    t.integer('remaining').comment('how many more calls it hits; null: until cleared');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['simulator_faults', 'simulator_grants', 'simulator_tokens', 'simulator_objects']) await knex.schema.dropTableIfExists(table);
  await knex.raw('drop sequence if exists simulator_object_id_seq');
}
