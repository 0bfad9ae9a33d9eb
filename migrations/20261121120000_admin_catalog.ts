import type { Knex } from 'knex';

/**
 * Indexes for the admin lists, which are searched, sorted and paged in PostgreSQL
 * (admin-area.md §9): case-insensitive substring search on product name or description and on
 * business names (pg_trgm: a trusted extension, so the database owner may create it), and the
 * a-z and status sort orders of the products screen.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('create extension if not exists pg_trgm');
  await knex.raw('create index products_name_trgm on products using gin (name gin_trgm_ops)');
  await knex.raw('create index products_description_trgm on products using gin (description gin_trgm_ops)');
  await knex.raw('create index products_name_lower on products (lower(name), id)');
  await knex.raw(`create index products_status_rank on products ((case status when 'active' then 0 when 'draft' then 1 else 2 end), id desc)`);
  await knex.raw('create index accounts_business_name_trgm on accounts using gin (business_name gin_trgm_ops)');
}

export async function down(knex: Knex): Promise<void> {
  for (const index of ['accounts_business_name_trgm', 'products_status_rank', 'products_name_lower', 'products_description_trgm', 'products_name_trgm']) {
    await knex.raw(`drop index if exists ${index}`);
  }
}
