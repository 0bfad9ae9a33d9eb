import type { Knex } from 'knex';

/**
 * When the AI service fails a clinic's request (issue 24): the clinic reads that writing is
 * unavailable and the platform team was told; the technical detail is kept here for the admin's AI
 * configuration screen. `offline_fallback`: the admin lets the demo writer write meanwhile.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('ai_configurations', (t) => {
    t.boolean('offline_fallback')
      .notNullable()
      .defaultTo(false)
      .comment('while the AI service fails, clinics get posts from the offline (demo) writer, with a note');
    t.timestamp('last_failure_at', { useTz: true }).comment('when the AI service last failed a request');
    t.text('last_failure_key').comment('the message key of that failure (ai.service...)');
    t.jsonb('last_failure_params').comment("the message's values (host, status, the service's own words)");
    t.timestamp('service_recovered_at', { useTz: true }).comment("when a clinic's request last succeeded after that failure (the portal's notice ends)");
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('ai_configurations', (t) => {
    t.dropColumn('offline_fallback');
    t.dropColumn('last_failure_at');
    t.dropColumn('last_failure_key');
    t.dropColumn('last_failure_params');
    t.dropColumn('service_recovered_at');
  });
}
