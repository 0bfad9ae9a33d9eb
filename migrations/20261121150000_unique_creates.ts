import type { Knex } from 'knex';

/**
 * Identical creates sent at once (a double click, a retry) must not make two rows: a business
 * account name is unique (case-insensitive), a business has one AI draft per product name, and the
 * images of a product have distinct sort orders. The code checks first for a clear answer; these
 * constraints decide the races the checks cannot see.
 *
 * A live database may already hold such duplicates (they are why this exists). Nothing is deleted:
 * - accounts sharing a name: the oldest keeps it, each newer one gets its id appended
 *   ("Glow Clinic (12)"), so an operator can tell them apart and rename or remove them;
 * - a business's drafts sharing a name: the oldest stays the draft, the newer ones are archived
 *   (still in that business's list, with their images, until it removes them);
 * - images of one product sharing a sort order: renumbered 0, 1, 2, ... in the order they are
 *   shown today (sort order, then id).
 * Rolling back drops the constraints; the renames, archives and renumbering stay.
 */
export async function up(knex: Knex): Promise<void> {
  // Repeated until no two names collide: an appended id could itself meet an existing name.
  for (;;) {
    const renamed = await knex.raw(`
      update accounts a set business_name = a.business_name || ' (' || a.id || ')', updated_at = now()
       where exists (select 1 from accounts b where lower(b.business_name) = lower(a.business_name) and b.id < a.id)`);
    if (!renamed.rowCount) break;
  }
  await knex.raw('create unique index accounts_business_name_unique on accounts (lower(business_name))');
  await knex.raw(`comment on index accounts_business_name_unique is 'one business account per name, whatever the case: two creates at once make one account'`);

  await knex.raw(`
    update products p set status = 'archived', updated_at = now()
     where p.created_by_account_id is not null and p.status = 'draft'
       and exists (select 1 from products q
                    where q.created_by_account_id = p.created_by_account_id and q.status = 'draft'
                      and lower(q.name) = lower(p.name) and q.id < p.id)`);
  await knex.raw(`
    create unique index products_one_ai_draft_per_name on products (created_by_account_id, lower(name))
     where created_by_account_id is not null and status = 'draft'`);
  await knex.raw(`comment on index products_one_ai_draft_per_name is 'a business creating the same AI product twice at once gets one draft'`);

  await knex.raw(`
    with ranked as (
      select id, row_number() over (partition by product_id order by sort_order, id) - 1 as position
        from product_images
       where product_id in (select product_id from product_images group by product_id, sort_order having count(*) > 1))
    update product_images pi set sort_order = ranked.position from ranked where ranked.id = pi.id and pi.sort_order <> ranked.position`);
  await knex.raw('drop index product_images_product_id_sort_order_index');
  await knex.raw('alter table product_images add constraint product_images_product_sort_order_unique unique (product_id, sort_order)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table product_images drop constraint product_images_product_sort_order_unique');
  await knex.raw('create index product_images_product_id_sort_order_index on product_images (product_id, sort_order)');
  await knex.raw('drop index products_one_ai_draft_per_name');
  await knex.raw('drop index accounts_business_name_unique');
}
