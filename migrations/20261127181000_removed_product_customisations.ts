import type { Knex } from 'knex';

/**
 * What a clinic changed on a product it removed from My Products (issue 24): its own name,
 * description and image are set aside here, and come back when it adds the product again.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('removed_product_customisations', (t) => {
    t.integer('account_id').notNullable().references('accounts.id').onDelete('CASCADE');
    t.integer('original_product_id').notNullable().references('products.id').onDelete('CASCADE');
    t.text('custom_name');
    t.text('custom_description');
    t.text('custom_image_path');
    t.timestamp('removed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['account_id', 'original_product_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('removed_product_customisations');
}
