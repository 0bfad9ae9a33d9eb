import type { Knex } from 'knex';

/**
 * A story's failure reason by its message key (issue 17: errors are identified by their key, never
 * by their English words): the worker stores the key and its values beside the English text, and
 * the screen translates the key. Rows failed before this have no key and show their English text.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('stories', (t) => {
    t.text('error_key').comment(
      'the key of `error` in the message catalogue (stories.renderFailed, http.notAnImage, ...) when it is one; null for a posting summary (per account, see results) or a row from before keys',
    );
    t.jsonb('error_params').comment("the values of the key's {{placeholders}}");
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('stories', (t) => {
    t.dropColumn('error_key');
    t.dropColumn('error_params');
  });
}
