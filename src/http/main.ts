/** Procfile `web`: the HTTP server alone (production: migrations run in `release`). */
import { boot } from '../runtime/boot.js';
import { createApp } from './app.js';
import { createWebServer } from './serve.js';

const { config, log, deps, shutdown } = await boot({ name: 'web', migrate: !(process.env.NODE_ENV === 'production') });
const web = createWebServer(createApp(deps));
await new Promise<void>((resolve) => web.server.listen(config.port, config.host, resolve));
log.info({ port: (web.server.address() as { port: number }).port }, 'web listening');
// SIGTERM (a platform or a load balancer's orchestrator) drains first; Ctrl+C does not wait for anyone.
shutdown.add('HTTP server', async ({ reason, graceEndsAt }) => {
  await web.stop({ drainMs: reason === 'SIGTERM' ? config.shutdownDrainMs : 0, graceMs: Math.max(0, graceEndsAt - Date.now()), log });
});
