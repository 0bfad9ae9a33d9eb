import type { Knex } from 'knex';

/**
 * The ten o'clock rush (issue 19): the preparation ahead of the instant waits for the Instagram
 * container to be FINISHED and says so here, so that at the instant media_publish is the only
 * Instagram call left (Meta: publish only a FINISHED container); the posts' links are asked for a minute later.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('published_posts', (t) => {
    t.timestamp('container_finished_at', { useTz: true }).comment('when container_id was seen FINISHED (null: not seen yet, the instant asks)');
  });
  // The links fill_permalinks asks for a minute after a scheduled post went out: few rows at a time.
  await knex.raw(
    `create index published_posts_without_link_idx on published_posts (published_date) where status = 'published' and permalink is null and post_id is not null`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists published_posts_without_link_idx');
  await knex.schema.alterTable('published_posts', (t) => {
    t.dropColumn('container_finished_at');
  });
}
