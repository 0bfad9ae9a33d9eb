import type { Knex } from 'knex';

/**
 * Publications prepared ahead of their instant (issue 19): the image is made and the Instagram
 * container created minutes before, so that at the instant only the publishing calls remain. The
 * ledger row remembers what they were made from, so a post changed since then never publishes them,
 * and when the container was made, so one near Meta's 24-hour expiry is replaced instead of used.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('published_posts', (t) => {
    t.text('prepared_for').comment(
      'fingerprint (sha-256) of the caption and media source the prepared media and the container were made from; another fingerprint at publishing time means they are made again',
    );
    t.timestamp('container_made_at', { useTz: true }).comment('when container_id was created; a container near its 24-hour expiry is replaced');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('published_posts', (t) => {
    t.dropColumn('prepared_for');
    t.dropColumn('container_made_at');
  });
}
