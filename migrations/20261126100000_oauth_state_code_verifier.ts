import type { Knex } from 'knex';

/**
 * PKCE for Facebook Login: each OAuth state keeps the code verifier whose S256 challenge went to the
 * dialog, so the code exchange proves the code came back to the flow that asked for it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('facebook_oauth_states', (t) => {
    t.text('code_verifier').comment('PKCE code verifier (sealed with the Facebook token key); null for a flow started before PKCE');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('facebook_oauth_states', (t) => {
    t.dropColumn('code_verifier');
  });
}
