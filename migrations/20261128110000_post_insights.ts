import type { Knex } from 'knex';

/**
 * Insights of published posts (issue 21): the worker reads each published Facebook Page post and
 * Instagram media a few times after publication (INSIGHTS_READ_AFTER) into snapshots, one row per
 * metric and read. The ledger row remembers how many of the due reads are done and why reading
 * stopped; a metric Meta refused is remembered once per platform and kind of media, and skipped;
 * an account whose calls Meta throttles waits until its time comes back.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('post_insight_snapshots', (t) => {
    t.bigIncrements('id');
    t.integer('account_id').notNullable().references('accounts.id').onDelete('CASCADE');
    t.integer('published_post_id').notNullable().references('published_posts.id').onDelete('CASCADE');
    t.text('metric').notNullable().comment('our name of the figure: views, reach, likes, reactions, comments, shares, saved, clicks, total_interactions, ...');
    t.bigInteger('value').notNullable();
    t.timestamp('read_at', { useTz: true }).notNullable();
    t.index(['published_post_id', 'read_at']);
    t.index(['account_id', 'read_at']);
  });
  await knex.raw(
    `comment on table post_insight_snapshots is 'what Meta answered for one published post and metric at one read (about 1 h, 1 d, 7 d and 28 d after publication)'`,
  );

  await knex.schema.alterTable('published_posts', (t) => {
    t.integer('insights_reads')
      .notNullable()
      .defaultTo(0)
      .comment("how many of INSIGHTS_READ_AFTER's reads are behind us (a late read counts for every one it covers)");
    t.timestamp('insights_read_at', { useTz: true }).comment("the last successful read of this post's insights");
    t.text('insights_stopped')
      .checkIn(['deleted', 'expired', 'unsupported'], 'published_posts_insights_stopped_check')
      .comment('why this post is no longer read: deleted on Meta, a story past its 24 hours, or Meta refusing every metric');
  });
  await knex.raw(
    `create index published_posts_insights_due_idx on published_posts (account_id, published_date) where status = 'published' and insights_stopped is null and deleted_at is null`,
  );

  // The simulator finds a post's product by its remote id (and deleting by id reads it too).
  await knex.raw('create index published_posts_post_id_idx on published_posts (post_id) where post_id is not null');

  await knex.schema.createTable('insight_metric_refusals', (t) => {
    t.text('platform').notNullable().checkIn(['facebook', 'instagram'], 'insight_metric_refusals_platform_check');
    t.text('kind').notNullable().checkIn(['feed', 'story'], 'insight_metric_refusals_kind_check');
    t.text('metric').notNullable();
    t.text('message').notNullable();
    t.timestamp('refused_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['platform', 'kind', 'metric']);
  });
  await knex.raw(`comment on table insight_metric_refusals is 'metrics Meta answered as unknown or removed (error 100): logged once, then never asked again'`);

  await knex.schema.alterTable('facebook_connections', (t) => {
    t.timestamp('insights_paused_until', { useTz: true }).comment(
      "Meta's usage headers or a rate-limit error asked this account's insight reads to wait until then",
    );
    t.timestamp('insights_lease_until', { useTz: true }).comment(
      "a worker is reading this account's insights until then (one reader per account at a time; a dead one's lease runs out)",
    );
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('facebook_connections', (t) => {
    t.dropColumn('insights_paused_until');
    t.dropColumn('insights_lease_until');
  });
  await knex.schema.dropTableIfExists('insight_metric_refusals');
  await knex.raw('drop index if exists published_posts_insights_due_idx');
  await knex.raw('drop index if exists published_posts_post_id_idx');
  await knex.schema.alterTable('published_posts', (t) => {
    t.dropChecks(['published_posts_insights_stopped_check']);
    t.dropColumn('insights_reads');
    t.dropColumn('insights_read_at');
    t.dropColumn('insights_stopped');
  });
  await knex.schema.dropTableIfExists('post_insight_snapshots');
}
