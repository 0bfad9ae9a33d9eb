import type { Knex } from 'knex';

/**
 * Every table of admin-area.md §3 "Full server-side entity catalogue", with foreign keys, the
 * unique constraints it names, check constraints for each enumeration, and indexes for the specs'
 * queries. Passwords and tokens are stored only as hashes.
 */
const timestamps = (t: Knex.CreateTableBuilder, knex: Knex) => {
  t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
};

export const PLATFORM_NAMES = ['facebook', 'instagram', 'twitter', 'linkedin'];

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('users', (t) => {
    t.increments('id');
    t.text('username').notNullable().unique();
    t.text('password').notNullable().comment('scrypt hash: scrypt$N$r$p$salt$hash');
    t.text('role').notNullable().defaultTo('admin').checkIn(['admin'], 'users_role_check');
    timestamps(t, knex);
  });

  await knex.schema.createTable('accounts', (t) => {
    t.increments('id');
    t.text('business_name').notNullable();
    t.text('status').notNullable().defaultTo('trial').checkIn(['trial', 'active'], 'accounts_status_check');
    t.text('facebook_access_token');
    t.text('facebook_long_lived_token');
    t.timestamp('facebook_token_updated_at', { useTz: true });
    t.text('ui_language').notNullable().defaultTo('en').checkIn(['en', 'el'], 'accounts_ui_language_check');
    t.text('content_language').notNullable().defaultTo('el').checkIn(['en', 'el'], 'accounts_content_language_check');
    timestamps(t, knex);
    t.index(['status', 'id']);
  });

  await knex.schema.createTable('admin_users', (t) => {
    t.increments('id');
    t.integer('account_id').notNullable().references('accounts.id').onDelete('CASCADE');
    t.text('email').notNullable().unique().comment('stored lower-cased, so unique is case-insensitive');
    t.text('password').notNullable().comment('scrypt hash');
    timestamps(t, knex);
    t.index(['account_id']);
  });
  await knex.raw(`alter table admin_users add constraint admin_users_email_lower_check check (email = lower(email))`);

  await knex.schema.createTable('sessions', (t) => {
    t.increments('id');
    t.integer('user_id').references('users.id').onDelete('CASCADE').comment('platform admin, when the session is an admin one');
    t.integer('admin_user_id').references('admin_users.id').onDelete('CASCADE').comment('business admin user, when a business one');
    t.text('token').notNullable().unique().comment('sha-256 of the bearer token; the token itself is never stored');
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['expires_at']);
  });
  await knex.raw(`alter table sessions add constraint sessions_one_owner_check check ((user_id is null) <> (admin_user_id is null))`);

  await knex.schema.createTable('login_throttles', (t) => {
    t.text('key').primary().comment('identity:<kind>:<name> or ip:<address>');
    t.integer('failures').notNullable().defaultTo(0);
    t.timestamp('window_started_at', { useTz: true }).notNullable();
    t.timestamp('locked_until', { useTz: true });
  });

  await knex.schema.createTable('product_categories', (t) => {
    t.increments('id');
    t.text('name').notNullable().unique();
    t.text('description');
    timestamps(t, knex);
  });

  await knex.schema.createTable('products', (t) => {
    t.increments('id');
    t.text('name').notNullable();
    t.text('description').notNullable().defaultTo('');
    t.integer('category_id').references('product_categories.id').onDelete('SET NULL');
    t.text('image_path');
    t.text('object_storage_url');
    t.text('storage_type').notNullable().defaultTo('local').checkIn(['local', 's3'], 'products_storage_type_check');
    t.text('status').notNullable().defaultTo('active').checkIn(['active', 'draft', 'archived'], 'products_status_check');
    timestamps(t, knex);
    t.index(['category_id']);
    t.index(['status']);
  });

  await knex.schema.createTable('product_images', (t) => {
    t.increments('id');
    t.integer('product_id').notNullable().references('products.id').onDelete('CASCADE');
    t.text('image_path').notNullable();
    t.text('original_url');
    t.text('object_storage_url');
    t.text('storage_type').notNullable().defaultTo('local').checkIn(['local', 's3'], 'product_images_storage_type_check');
    t.integer('sort_order').notNullable().defaultTo(0);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['product_id', 'sort_order']);
  });

  await knex.schema.createTable('example_posts', (t) => {
    t.increments('id');
    t.integer('product_id').notNullable().references('products.id').onDelete('CASCADE');
    t.text('content').notNullable();
    t.text('platform').checkIn(PLATFORM_NAMES, 'example_posts_platform_check');
    timestamps(t, knex);
    t.index(['product_id']);
  });

  await knex.schema.createTable('platforms', (t) => {
    t.increments('id');
    t.text('name').notNullable().unique().checkIn(PLATFORM_NAMES, 'platforms_name_check');
    t.text('icon');
    t.integer('max_hashtags');
    t.text('recommended_length').comment('words, e.g. 125-150');
    t.boolean('active').notNullable().defaultTo(true);
    timestamps(t, knex);
  });
  await knex('platforms').insert([
    { name: 'instagram', icon: 'instagram', max_hashtags: 10, recommended_length: '125-150', active: true },
    { name: 'twitter', icon: 'twitter', max_hashtags: 3, recommended_length: '100-125', active: true },
    { name: 'facebook', icon: 'facebook', max_hashtags: 5, recommended_length: '150-250', active: true },
    { name: 'linkedin', icon: 'linkedin', max_hashtags: 5, recommended_length: '150-250', active: false },
  ]);

  await knex.schema.createTable('social_accounts', (t) => {
    t.increments('id');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.integer('platform_id').notNullable().references('platforms.id').onDelete('CASCADE');
    t.text('handle');
    t.text('display_name');
    t.text('platform_user_id');
    t.text('platform_user_name');
    t.text('platform_user_email');
    t.text('platform_user_avatar');
    t.text('access_token');
    t.text('refresh_token');
    t.timestamp('token_expires_at', { useTz: true });
    t.text('account_type');
    t.integer('audience').notNullable().defaultTo(0);
    t.decimal('audience_growth', 8, 2);
    t.text('status').notNullable().defaultTo('active').checkIn(['active', 'inactive', 'expired'], 'social_accounts_status_check');
    t.decimal('performance', 8, 2).notNullable().defaultTo(0);
    t.timestamp('last_post_date', { useTz: true });
    t.text('last_post_content');
    timestamps(t, knex);
    t.index(['user_id']);
  });

  await knex.schema.createTable('generated_posts', (t) => {
    t.increments('id');
    t.integer('product_id').notNullable().references('products.id').onDelete('CASCADE');
    t.integer('social_account_id').references('social_accounts.id').onDelete('SET NULL');
    t.text('content').notNullable();
    t.text('image_prompt');
    t.text('generated_image_path');
    t.text('status').notNullable().defaultTo('draft').checkIn(['draft', 'scheduled', 'published', 'failed'], 'generated_posts_status_check');
    t.timestamp('scheduled_for', { useTz: true });
    t.timestamp('published_at', { useTz: true });
    t.jsonb('engagement_metrics');
    timestamps(t, knex);
    t.index(['product_id']);
  });

  await knex.schema.createTable('ai_configurations', (t) => {
    t.increments('id');
    t.integer('user_id').references('users.id').onDelete('SET NULL').comment('the admin who last saved it; one platform-wide row');
    t.text('model').notNullable().defaultTo('gpt-4o');
    t.text('temperature').notNullable().defaultTo('0.7');
    t.integer('target_post_length').notNullable().defaultTo(150);
    t.text('content_tone')
      .notNullable()
      .defaultTo('professional')
      .checkIn(['professional', 'friendly', 'educational', 'promotional'], 'ai_configurations_content_tone_check');
    t.text('default_hashtags');
    t.text('content_guidelines');
    t.boolean('avoid_medical_claims').notNullable().defaultTo(true);
    t.boolean('include_cta').notNullable().defaultTo(true);
    t.boolean('compliance_check').notNullable().defaultTo(true);
    t.decimal('monthly_budget_usd', 10, 2).notNullable().defaultTo(20);
    t.integer('daily_generation_limit').notNullable().defaultTo(50);
    t.boolean('send_budget_alerts').notNullable().defaultTo(true);
    t.boolean('auto_pause').notNullable().defaultTo(true);
    timestamps(t, knex);
  });

  await knex.schema.createTable('platform_styles', (t) => {
    t.integer('platform_id').notNullable().references('platforms.id').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('post_style').notNullable();
    t.integer('max_hashtags');
    t.boolean('active').notNullable().defaultTo(true);
    t.primary(['platform_id', 'user_id']);
  });

  await knex.schema.createTable('selected_pages', (t) => {
    t.increments('id');
    t.integer('account_id').notNullable().references('accounts.id').onDelete('CASCADE');
    t.text('page_id').notNullable();
    t.text('page_name');
    t.text('page_category');
    t.text('platform').notNullable().checkIn(['facebook', 'instagram'], 'selected_pages_platform_check');
    t.text('access_token');
    t.text('instagram_id');
    t.text('instagram_username');
    t.boolean('is_active').notNullable().defaultTo(true);
    timestamps(t, knex);
    t.unique(['account_id', 'platform', 'page_id']);
  });

  await knex.schema.createTable('company_info', (t) => {
    t.increments('id');
    t.integer('account_id').notNullable().unique().references('accounts.id').onDelete('CASCADE');
    t.text('company_name').notNullable();
    t.text('location').notNullable();
    t.integer('post_frequency_days').notNullable().defaultTo(7);
    t.text('scheduled_time').notNullable().defaultTo('09:00').comment('HH:MM in UTC, as the client sends it');
    t.text('scheduled_local_time').comment('HH:MM wall time in `timezone`; the source of truth across DST changes');
    t.text('timezone').comment('IANA zone of the browser that saved the settings');
    t.text('logo_url');
    timestamps(t, knex);
  });
  await knex.raw(`alter table company_info add constraint company_info_frequency_check check (post_frequency_days between 1 and 30)`);
  await knex.raw(`alter table company_info add constraint company_info_time_check check (scheduled_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')`);

  await knex.schema.createTable('account_products', (t) => {
    t.increments('id');
    t.integer('account_id').notNullable().references('accounts.id').onDelete('CASCADE');
    t.integer('original_product_id').references('products.id').onDelete('SET NULL');
    t.text('custom_name');
    t.text('custom_description');
    t.text('custom_image_path');
    t.text('original_name');
    t.text('original_description');
    t.text('original_image_path');
    t.integer('category_id').references('product_categories.id').onDelete('SET NULL');
    t.text('category_name');
    t.text('status').notNullable().defaultTo('active').checkIn(['active', 'inactive'], 'account_products_status_check');
    timestamps(t, knex);
    t.index(['account_id']);
    t.unique(['account_id', 'original_product_id']);
  });

  await knex.schema.createTable('bulk_generated_posts', (t) => {
    t.increments('id');
    t.integer('account_id').notNullable().references('accounts.id').onDelete('CASCADE');
    t.integer('product_id').references('products.id').onDelete('SET NULL');
    t.text('content').notNullable();
    t.timestamp('scheduled_date', { useTz: true }).notNullable();
    t.date('scheduled_day').notNullable().comment("calendar day of scheduled_date in the account's time zone (set by trigger)");
    t.boolean('is_scheduled').notNullable().defaultTo(false);
    t.timestamp('scheduled_at', { useTz: true });
    t.text('post_status')
      .notNullable()
      .defaultTo('pending')
      .checkIn(['pending', 'draft', 'scheduled', 'publishing', 'published', 'failed'], 'bulk_generated_posts_status_check');
    t.text('product_image');
    t.text('product_name');
    t.text('category_name');
    t.text('content_hash');
    t.text('target_platform').checkIn(['facebook', 'instagram', 'all'], 'bulk_generated_posts_platform_check');
    t.timestamp('generated_at', { useTz: true });
    timestamps(t, knex);
    t.unique(['account_id', 'scheduled_day'], { indexName: 'bulk_generated_posts_one_per_day' });
    t.index(['account_id', 'scheduled_date']);
  });
  // One post per account per calendar day "in the account's time zone": the day is derived in the
  // database from company_info.timezone, so no writer can get it wrong.
  await knex.raw(`
    create function bulk_generated_posts_set_day() returns trigger language plpgsql as $$
    begin
      new.scheduled_day := (new.scheduled_date at time zone coalesce(
        (select timezone from company_info where account_id = new.account_id), 'UTC'))::date;
      return new;
    end $$;
    create trigger bulk_generated_posts_set_day before insert or update of scheduled_date, account_id
      on bulk_generated_posts for each row execute function bulk_generated_posts_set_day();
  `);

  await knex.schema.createTable('scheduled_periods', (t) => {
    t.increments('id');
    t.integer('account_id').notNullable().references('accounts.id').onDelete('CASCADE');
    t.timestamp('next_scheduled_date', { useTz: true });
    t.integer('post_frequency_days').notNullable().defaultTo(7);
    t.boolean('is_active').notNullable().defaultTo(true);
    t.timestamp('lock_until', { useTz: true });
    t.text('locked_by');
    t.timestamp('last_email_sent_at', { useTz: true });
    timestamps(t, knex);
    t.index(['account_id']);
    t.index(['is_active', 'next_scheduled_date']);
  });

  await knex.schema.createTable('email_scheduling_tokens', (t) => {
    t.increments('id');
    t.integer('account_id').notNullable().references('accounts.id').onDelete('CASCADE');
    t.text('token').notNullable().unique().comment('sha-256 of the token sent by e-mail');
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.boolean('is_used').notNullable().defaultTo(false);
    t.timestamp('used_at', { useTz: true });
    timestamps(t, knex);
  });

  await knex.schema.createTable('published_posts', (t) => {
    t.increments('id');
    t.integer('account_id').notNullable().references('accounts.id').onDelete('CASCADE');
    t.text('page_id').notNullable();
    t.text('platform').notNullable().checkIn(['facebook', 'instagram'], 'published_posts_platform_check');
    t.text('post_id');
    t.text('content');
    t.text('content_hash');
    t.timestamp('published_date', { useTz: true });
    t.integer('product_id').references('products.id').onDelete('SET NULL');
    t.text('product_name');
    t.integer('bulk_post_id').references('bulk_generated_posts.id').onDelete('SET NULL');
    timestamps(t, knex);
    t.index(['account_id', 'published_date']);
    t.unique(['bulk_post_id', 'platform', 'page_id'], { indexName: 'published_posts_once_per_page' });
  });

  await knex.schema.createTable('worker_heartbeats', (t) => {
    t.text('worker_id').primary();
    t.timestamp('beat_at', { useTz: true }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'worker_heartbeats',
    'published_posts',
    'email_scheduling_tokens',
    'scheduled_periods',
    'bulk_generated_posts',
    'account_products',
    'company_info',
    'selected_pages',
    'platform_styles',
    'ai_configurations',
    'generated_posts',
    'social_accounts',
    'platforms',
    'example_posts',
    'product_images',
    'products',
    'product_categories',
    'login_throttles',
    'sessions',
    'admin_users',
    'accounts',
    'users',
  ]) {
    await knex.schema.dropTableIfExists(table);
  }
  await knex.raw('drop function if exists bulk_generated_posts_set_day()');
}
