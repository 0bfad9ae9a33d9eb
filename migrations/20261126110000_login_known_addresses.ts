import type { Knex } from 'knex';

/**
 * Sign-in throttling counts failures per identity and address together (issue 16): an address an
 * identity has signed in from recently is "known" for it, and is not slowed down when other
 * addresses guess at that identity, nor when its own address guessed at other identities.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('login_known_addresses', (t) => {
    t.text('identity').notNullable().comment('<kind>:<name> as login_throttles keys it (admin:<username>, business:<e-mail>)');
    t.text('ip').notNullable();
    t.timestamp('signed_in_at', { useTz: true }).notNullable().comment('the last successful sign-in of the identity from the address');
    t.primary(['identity', 'ip']);
  });
  await knex.raw(
    `comment on column login_throttles.key is 'pair:<kind>:<name>@<ip> (a window and a lock), identity:<kind>:<name> or ip:<address> (leaky buckets)'`,
  );
  await knex.raw(
    `comment on column login_throttles.failures is 'pair: failures in the window; identity and ip: the bucket''s level, one leaking out per interval'`,
  );
  await knex.raw(`comment on column login_throttles.window_started_at is 'pair: when the window began; identity and ip: when the bucket last leaked'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('login_known_addresses');
  await knex.raw(`comment on column login_throttles.key is 'identity:<kind>:<name> or ip:<address>'`);
  await knex.raw('comment on column login_throttles.failures is null');
  await knex.raw('comment on column login_throttles.window_started_at is null');
}
