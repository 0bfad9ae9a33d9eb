import type { Knex } from 'knex';

/**
 * The AI usage ledger records the LLM configuration's "Test connection" call ('connection_test'):
 * it is a real call to the configured service and may cost a few tokens.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table ai_usage drop constraint ai_usage_purpose_check');
  await knex.raw(
    `alter table ai_usage add constraint ai_usage_purpose_check check (purpose in ('post', 'post_retry', 'describe', 'describe_retry', 'rank', 'compliance', 'connection_test'))`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex('ai_usage').where('purpose', 'connection_test').delete();
  await knex.raw('alter table ai_usage drop constraint ai_usage_purpose_check');
  await knex.raw(
    `alter table ai_usage add constraint ai_usage_purpose_check check (purpose in ('post', 'post_retry', 'describe', 'describe_retry', 'rank', 'compliance'))`,
  );
}
