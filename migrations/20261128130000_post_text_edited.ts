import type { Knex } from 'knex';

/**
 * Whether a post's text was changed by hand after it was written (issue 24): Regenerate asks first
 * before it replaces a text someone edited. A generated text (generation, regenerate) clears it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('bulk_generated_posts', (t) => {
    t.timestamp('text_edited_at', { useTz: true }).comment('when the text was last changed by hand after it was written; null while it is as written');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('bulk_generated_posts', (t) => {
    t.dropColumn('text_edited_at');
  });
}
