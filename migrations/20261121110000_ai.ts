import type { Knex } from 'knex';

/**
 * The ai module's storage: the platform-wide AI configuration made real (API settings, limits,
 * alert marker), per-platform styles for that one configuration, the usage ledger every provider
 * call writes, and the daily counter of Google Custom Search queries.
 */
const STYLES: Record<string, string[]> = {
  instagram: ['balanced', 'image-focused', 'educational', 'story'],
  twitter: ['concise', 'question', 'statistic', 'tips'],
  facebook: ['storytelling', 'educational', 'promotional', 'testimonial'],
  linkedin: ['professional', 'industry-insights', 'educational', 'case-study'],
};

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('ai_configurations', (t) => {
    t.boolean('singleton').notNullable().defaultTo(true).unique().comment('always true: there is one platform-wide configuration');
    t.text('api_key_encrypted').comment(
      'AES-256-GCM (v1:iv:tag:ciphertext, base64) under a key derived from AI_CONFIG_KEY or SESSION_SECRET; overrides OPENAI_API_KEY',
    );
    t.text('api_key_hint').comment('last four characters of the saved key, for the masked display');
    t.text('organization_id');
    t.integer('request_timeout_seconds').notNullable().defaultTo(30);
    t.boolean('vision_ranking').notNullable().defaultTo(false).comment('send candidate images to a vision-capable model when ranking');
    t.text('budget_alert_month').comment('YYYY-MM (UTC) of the last 80 % budget alert, so it is sent once a month');
  });
  await knex.raw(`
    alter table ai_configurations
      add constraint ai_configurations_singleton_check check (singleton),
      add constraint ai_configurations_temperature_check check (temperature ~ '^(0|0\\.[0-9]|1|1\\.0)$'),
      add constraint ai_configurations_length_check check (target_post_length between 50 and 300),
      add constraint ai_configurations_timeout_check check (request_timeout_seconds between 5 and 300),
      add constraint ai_configurations_daily_limit_check check (daily_generation_limit >= 0),
      add constraint ai_configurations_budget_check check (monthly_budget_usd >= 0)
  `);
  const existing = await knex('ai_configurations').first('id');
  if (!existing) await knex('ai_configurations').insert({ default_hashtags: '#aesthetics #skincare #beauty', content_guidelines: '' });

  // platform_styles was keyed by (platform, user); the configuration is platform-wide, so a style
  // is keyed by platform alone and user_id only records who saved it last.
  await knex.raw('alter table platform_styles drop constraint platform_styles_pkey');
  await knex.schema.alterTable('platform_styles', (t) => {
    t.dropForeign(['user_id']);
  });
  await knex.schema.alterTable('platform_styles', (t) => {
    t.integer('user_id').nullable().alter();
    t.foreign('user_id').references('users.id').onDelete('SET NULL');
    t.primary(['platform_id']);
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`comment on column platform_styles.user_id is 'the admin who saved this style last'`);
  await knex.raw(`alter table platform_styles add constraint platform_styles_max_hashtags_check check (max_hashtags between 0 and 30)`);
  await knex.raw(`
    create function platform_styles_check_style() returns trigger language plpgsql as $$
    declare platform_name text;
    begin
      select name into platform_name from platforms where id = new.platform_id;
      if not (${Object.entries(STYLES)
        .map(([p, styles]) => `(platform_name = '${p}' and new.post_style in (${styles.map((s) => `'${s}'`).join(', ')}))`)
        .join(' or ')}) then
        raise exception 'post style % is not one of %''s styles', new.post_style, platform_name using errcode = '23514';
      end if;
      return new;
    end $$;
    create trigger platform_styles_check_style before insert or update on platform_styles
      for each row execute function platform_styles_check_style();
  `);
  const platforms: { id: number; name: string; maxHashtags: number | null; active: boolean }[] = await knex('platforms').select(
    'id',
    'name',
    'max_hashtags',
    'active',
  );
  const firstStyle: Record<string, string> = { instagram: 'balanced', twitter: 'concise', facebook: 'storytelling', linkedin: 'professional' };
  for (const p of platforms) {
    await knex('platform_styles')
      .insert({ platform_id: p.id, post_style: firstStyle[p.name], max_hashtags: p.maxHashtags ?? 5, active: p.active })
      .onConflict('platform_id')
      .ignore();
  }

  await knex.schema.createTable('ai_usage', (t) => {
    t.bigIncrements('id');
    t.text('purpose').notNullable().checkIn(['post', 'post_retry', 'describe', 'rank'], 'ai_usage_purpose_check');
    t.integer('account_id').references('accounts.id').onDelete('SET NULL').comment('the business account the call was made for, if any');
    t.text('provider').notNullable().checkIn(['offline', 'openai'], 'ai_usage_provider_check');
    t.text('model').notNullable();
    t.integer('tokens_in').notNullable().defaultTo(0);
    t.integer('tokens_out').notNullable().defaultTo(0);
    t.decimal('cost_usd', 12, 6).notNullable().defaultTo(0).comment('from the per-model price table at the time of the call');
    t.integer('duration_ms').notNullable().defaultTo(0);
    t.boolean('ok').notNullable();
    t.text('error');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['created_at']);
    t.index(['purpose', 'created_at']);
    t.index(['account_id']);
  });
  await knex.raw(`alter table ai_usage add constraint ai_usage_tokens_check check (tokens_in >= 0 and tokens_out >= 0 and cost_usd >= 0 and duration_ms >= 0)`);

  await knex.schema.createTable('image_search_quota', (t) => {
    t.date('day').primary().comment('calendar day in America/Los_Angeles, when Google resets the free quota');
    t.integer('queries').notNullable().defaultTo(0);
  });
  await knex.raw(`alter table image_search_quota add constraint image_search_quota_queries_check check (queries >= 0)`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('image_search_quota');
  await knex.schema.dropTableIfExists('ai_usage');
  await knex.raw('drop trigger if exists platform_styles_check_style on platform_styles');
  await knex.raw('drop function if exists platform_styles_check_style()');
  await knex('platform_styles').delete();
  await knex.raw('alter table platform_styles drop constraint if exists platform_styles_max_hashtags_check');
  await knex.raw('alter table platform_styles drop constraint platform_styles_pkey');
  await knex.schema.alterTable('platform_styles', (t) => {
    t.dropForeign(['user_id']);
    t.dropColumn('updated_at');
  });
  await knex.schema.alterTable('platform_styles', (t) => {
    t.integer('user_id').notNullable().alter();
    t.foreign('user_id').references('users.id').onDelete('CASCADE');
    t.primary(['platform_id', 'user_id']);
  });
  await knex.raw(`
    alter table ai_configurations
      drop constraint ai_configurations_singleton_check,
      drop constraint ai_configurations_temperature_check,
      drop constraint ai_configurations_length_check,
      drop constraint ai_configurations_timeout_check,
      drop constraint ai_configurations_daily_limit_check,
      drop constraint ai_configurations_budget_check
  `);
  await knex.schema.alterTable('ai_configurations', (t) => {
    for (const c of ['singleton', 'api_key_encrypted', 'api_key_hint', 'organization_id', 'request_timeout_seconds', 'vision_ranking', 'budget_alert_month'])
      t.dropColumn(c);
  });
}
