import type { Knex } from 'knex';

/**
 * Per-account limits (issue 16): one counter per key and window, taken with one upsert so parallel
 * requests from any number of web processes can never pass a limit together (src/lib/rate-limit.ts).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('rate_limits', (t) => {
    t.text('key').primary().comment('what is counted and for whom, e.g. ai:account:12, test_email:account:12, publish_now:account:12');
    t.timestamp('window_start', { useTz: true })
      .notNullable()
      .comment('when the current window began: the first use (rolling windows) or the UTC day (the AI allowance)');
    t.integer('used').notNullable().defaultTo(0).comment('uses taken in the current window (a use that failed before it cost anything is given back)');
  });
  await knex.raw('alter table rate_limits add constraint rate_limits_used_check check (used >= 0)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('rate_limits');
}
