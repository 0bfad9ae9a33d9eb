import type { Knex } from 'knex';

/**
 * The per-account daily AI allowance (issue 16): how many AI generations (posts, AI product
 * previews, compliance second opinions) one business account may cause per UTC day, so that no
 * clinic can use up the platform's daily generation limit alone.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('ai_configurations', (t) => {
    t.integer('account_daily_allowance').notNullable().defaultTo(20);
  });
  await knex.raw('alter table ai_configurations add constraint ai_configurations_account_allowance_check check (account_daily_allowance between 1 and 100000)');
  await knex.raw(
    `comment on column ai_configurations.account_daily_allowance is 'AI generations one business account may cause per UTC day; daily_generation_limit stays the platform-wide budget'`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('ai_configurations', (t) => {
    t.dropColumn('account_daily_allowance');
  });
}
