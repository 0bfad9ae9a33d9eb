/** `npm run worker` / Procfile `worker`: graphile-worker alone, with the task list and crontab. */
import { boot, onShutdown } from '../runtime/boot.js';
import { startWorker } from './index.js';

const { config, log, database, deps } = await boot({ name: 'worker', migrate: !(process.env.NODE_ENV === 'production') });
const runner = await startWorker({ deps, connectionString: database.url, concurrency: config.workerConcurrency });
log.info('worker running');
console.log('Worker running. Stop with Ctrl+C.');
onShutdown(log, async () => {
  await runner.stop();
  await database.close();
});
