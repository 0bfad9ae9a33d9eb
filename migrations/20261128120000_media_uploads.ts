import type { Knex } from 'knex';

/**
 * The Media Library's own uploads (issue 21): an image a clinic uploads to its library belongs to no
 * product, post or story yet, so a row says whose it is. Everything else the library lists is
 * derived from the rows that already name their files (product images, account products, posts,
 * stories, the logo): no copy of those is kept here, so a list can never disagree with what uses a file.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('media_uploads', (t) => {
    t.increments('id');
    t.integer('account_id').notNullable().references('accounts.id').onDelete('CASCADE');
    t.text('path').notNullable().unique().comment("the stored file's one canonical address (/uploads/library/<name>)");
    t.text('content_type').notNullable();
    t.integer('size_bytes').notNullable();
    t.integer('width').notNullable();
    t.integer('height').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['account_id', 'created_at']);
  });
  await knex.raw(`alter table media_uploads add constraint media_uploads_size_check check (size_bytes > 0 and width > 0 and height > 0)`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('media_uploads');
}
