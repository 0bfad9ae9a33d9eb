import type { Knex } from 'knex';

/**
 * Each running worker process and the graphile-worker ids it runs, beating every few seconds. A
 * process that stops beating (killed, crashed) is declared dead: its jobs are unlocked at once
 * (graphile-worker would keep them locked for four hours) and its publishing leases released, so
 * its posts go out a minute late instead of hours.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('worker_processes', (t) => {
    t.text('process_id').primary().comment('host:pid:random of the worker process');
    t.specificType('graphile_worker_ids', 'text[]').notNullable().defaultTo('{}');
    t.timestamp('started_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('beat_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('worker_processes');
}
