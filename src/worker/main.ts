/** `npm run worker` / Procfile `worker`: graphile-worker alone, with the task list and crontab. */
import { boot } from '../runtime/boot.js';
import { startWorker } from './index.js';

const { config, log, database, deps, shutdown } = await boot({ name: 'worker', migrate: !(process.env.NODE_ENV === 'production') });
const runner = await startWorker({ deps, connectionString: database.url, concurrency: config.workerConcurrency });
log.info('worker running');
console.log('Worker running. Stop with Ctrl+C.');
// No new job from the signal on; running ones finish within SHUTDOWN_GRACE_SECONDS.
shutdown.add('worker', ({ reason, graceEndsAt }) => runner.stop(reason, Math.max(0, graceEndsAt - Date.now())));
