import type { Knex } from 'knex';

/**
 * A scheduled post whose time came while the account had no Page or Instagram account selected
 * (issue 24): it stays scheduled and waits instead of failing; the sweep hands it to a worker once
 * something is selected again, and the publish job clears the mark when it claims the post.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('bulk_generated_posts', (t) => {
    t.timestamp('waiting_for_pages_since', { useTz: true }).comment(
      'when the publish job found nothing selected to publish to (the post stays scheduled and waits); null when not waiting',
    );
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('bulk_generated_posts', (t) => {
    t.dropColumn('waiting_for_pages_since');
  });
}
