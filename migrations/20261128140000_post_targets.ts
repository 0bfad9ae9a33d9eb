import type { Knex } from 'knex';

/**
 * Targets per post (issue 20): which of the account's selected Pages and Instagram accounts a post
 * goes to. Null (every existing post) follows the selection, as before: every selected Page and
 * account, those selected later included. A list names the chosen ones by their selection key
 * (`facebook:<pageId>`, `instagram:<pageId>:<instagramId>`) with the name they had when chosen, so
 * the card can still name one the clinic has unselected since (the post skips it).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('bulk_generated_posts', (t) => {
    t.jsonb('targets').comment(
      'null: every selected Page and Instagram account (those selected later too); else [{key, name}] of the chosen ones (a key no longer selected is skipped)',
    );
  });
  await knex.raw(`alter table bulk_generated_posts add constraint bulk_generated_posts_targets_list
    check (targets is null or (jsonb_typeof(targets) = 'array' and jsonb_array_length(targets) between 1 and 50))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('bulk_generated_posts', (t) => {
    t.dropChecks(['bulk_generated_posts_targets_list']);
    t.dropColumn('targets');
  });
}
