import type { Knex } from 'knex';

/**
 * Stories are made by the worker (issue 16): the web request stores the upload and the story row,
 * queued, with its render job. The row says where the story is (queued → rendering → posting →
 * posted | partially_posted | failed), keeps the uploaded image until the video is made, and the
 * outcome per Instagram account once it is posted, so the screen can follow it by polling.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table stories drop constraint stories_status_check');
  await knex.raw(
    `alter table stories add constraint stories_status_check check (status in ('queued', 'rendering', 'posting', 'posted', 'partially_posted', 'failed'))`,
  );
  await knex.raw(`alter table stories alter column status set default 'queued'`);
  await knex.schema.alterTable('stories', (t) => {
    t.text('image_path').comment('the uploaded image in storage (signed-only folder) until the video is made; then removed');
    t.text('render_key')
      .notNullable()
      .defaultTo(knex.raw('gen_random_uuid()::text'))
      .comment('names the rendered files (story-<key>.mp4/.jpg): a render run again overwrites them, never adds a copy; random, so no one can guess them');
    t.integer('queue_priority')
      .notNullable()
      .defaultTo(0)
      .comment(
        "the account's turn when queued: how many of its stories were ahead (graphile job priority, so one account's queue never holds back another's first story)",
      );
    t.timestamp('render_started_at', { useTz: true }).comment('when the worker last started making the video');
    t.jsonb('results').comment('the last posting, per Instagram account: [{account, instagramId, success, error, link}]');
  });
  await knex.raw(`create index stories_waiting_idx on stories (queue_priority, id) where status in ('queued', 'rendering')`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists stories_waiting_idx');
  await knex.schema.alterTable('stories', (t) => {
    t.dropColumn('image_path');
    t.dropColumn('render_key');
    t.dropColumn('queue_priority');
    t.dropColumn('render_started_at');
    t.dropColumn('results');
  });
  await knex('stories').whereIn('status', ['queued']).update({ status: 'failed', error: 'The story was never made.' });
  await knex.raw('alter table stories drop constraint stories_status_check');
  await knex.raw(`alter table stories add constraint stories_status_check check (status in ('rendering', 'posting', 'posted', 'partially_posted', 'failed'))`);
  await knex.raw(`alter table stories alter column status set default 'rendering'`);
}
