import type { Knex } from 'knex';

/**
 * The admin area's Content Calendar (issue 20) reads every account's posts of a range of local days;
 * an account's own calendar uses the (account_id, scheduled_day) unique index already.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('create index bulk_generated_posts_day_idx on bulk_generated_posts (scheduled_day)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists bulk_generated_posts_day_idx');
}
