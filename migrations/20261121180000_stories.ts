import type { Knex } from 'knex';

/**
 * The stories module's storage: each Instagram story made (its text, the rendered video and poster
 * in storage, and how posting it went). Its publications are in the published-posts ledger under
 * the key story:<id>, so a story is posted at most once per Instagram account.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('stories', (t) => {
    t.increments('id');
    t.integer('account_id').notNullable().references('accounts.id').onDelete('CASCADE');
    t.text('text').notNullable();
    t.text('language').checkIn(['en', 'el'], 'stories_language_check');
    t.text('status').notNullable().defaultTo('rendering').checkIn(['rendering', 'posting', 'posted', 'partially_posted', 'failed'], 'stories_status_check');
    t.text('video_path').comment('the MP4 in storage (signed URLs only)');
    t.text('poster_path').comment('the text slide as JPEG, for the preview player');
    t.decimal('duration_seconds', 6, 2);
    t.integer('render_ms');
    t.text('error');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['account_id', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('stories');
}
