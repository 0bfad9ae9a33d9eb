/** Procfile `web`: the HTTP server alone (production: migrations run in `release`). */
import http from 'node:http';
import { boot } from '../runtime/boot.js';
import { createApp, requestListener } from './app.js';

const { config, log, deps, shutdown } = await boot({ name: 'web', migrate: !(process.env.NODE_ENV === 'production') });
const server = http.createServer(requestListener(createApp(deps)));
await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
log.info({ port: config.port }, 'web listening');
shutdown.add(
  'HTTP server',
  () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }),
);
