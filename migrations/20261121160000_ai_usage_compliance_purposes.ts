import type { Knex } from 'knex';

/**
 * The AI usage ledger records two new kinds of call: the model's second opinion on a text's
 * compliance ('compliance') and the one rewrite of a product description that had findings
 * ('describe_retry').
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table ai_usage drop constraint ai_usage_purpose_check');
  await knex.raw(
    `alter table ai_usage add constraint ai_usage_purpose_check check (purpose in ('post', 'post_retry', 'describe', 'describe_retry', 'rank', 'compliance'))`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex('ai_usage').whereIn('purpose', ['describe_retry', 'compliance']).delete();
  await knex.raw('alter table ai_usage drop constraint ai_usage_purpose_check');
  await knex.raw(`alter table ai_usage add constraint ai_usage_purpose_check check (purpose in ('post', 'post_retry', 'describe', 'rank'))`);
}
