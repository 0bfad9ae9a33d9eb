import type { Knex } from 'knex';

/**
 * An account's interface language is null until someone chooses one (issue 13): with a default of
 * 'en' the portal could not tell "never chosen" from "chose English", so a language picked on the
 * sign-in page was overwritten at sign-in. business-portal.md §4's order (the account, else local
 * storage, else en) needs the account to be able to say "none".
 *
 * Existing 'en' values become null: the old default and a choice of English cannot be told apart,
 * and the worst that follows is that the next visitor's own choice is kept. 'el' was always chosen.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table accounts alter column ui_language drop not null, alter column ui_language drop default');
  await knex('accounts').where({ ui_language: 'en' }).update({ ui_language: null });
  await knex.raw(
    `comment on column accounts.ui_language is 'the interface language the account chose (en or el); null until one is chosen: the portal then keeps the browser''s choice, and e-mails use en'`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex('accounts').whereNull('ui_language').update({ ui_language: 'en' });
  await knex.raw(`alter table accounts alter column ui_language set default 'en', alter column ui_language set not null`);
  await knex.raw('comment on column accounts.ui_language is null');
}
