import type { Knex } from 'knex';

/**
 * The business portal's ownership rules for catalogue data (business-portal.md §2 My Products):
 * catalogue images are shared by every account, so an image a business uploads belongs to that
 * account only, and a business "deletes" a shared catalogue image by hiding it from its own list.
 * A product a business creates with AI enters the catalogue as a draft and remembers who made it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('product_images', (t) => {
    t.integer('account_id').references('accounts.id').onDelete('CASCADE');
    t.index(['account_id']);
  });
  await knex.raw(
    `comment on column product_images.account_id is 'the business account that uploaded the image: visible to (and deletable by) that account only; null for catalogue images shared by every account'`,
  );

  await knex.schema.createTable('hidden_product_images', (t) => {
    t.integer('account_id').notNullable().references('accounts.id').onDelete('CASCADE');
    t.integer('product_image_id').notNullable().references('product_images.id').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['account_id', 'product_image_id']);
  });
  await knex.raw(
    `comment on table hidden_product_images is 'catalogue images an account removed from its own view of a product; the image stays for everyone else'`,
  );

  await knex.schema.alterTable('products', (t) => {
    t.integer('created_by_account_id').references('accounts.id').onDelete('SET NULL');
  });
  await knex.raw(
    `comment on column products.created_by_account_id is 'the business account that created the product with AI (it starts as a draft an admin may publish); null for products created by admins'`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('products', (t) => t.dropColumn('created_by_account_id'));
  await knex.schema.dropTableIfExists('hidden_product_images');
  await knex.schema.alterTable('product_images', (t) => t.dropColumn('account_id'));
}
