import http from 'node:http';
import type Koa from 'koa';
import type { Logger } from '../lib/log.js';
import type { AppContextExtras, AppState } from './context.js';
import { requestListener } from './app.js';

export interface WebServer {
  server: http.Server;
  /** Requests being answered right now. */
  readonly inFlight: number;
  /**
   * The graceful stop: draining at once (health 503, every answer with `Connection: close`), still
   * serving new connections for `drainMs` (so a load balancer sees the 503 and stops sending), then
   * no new connections; requests under way finish until `graceMs` after the call, and those still
   * running then are cut. Answers how many were cut.
   */
  stop(options: { drainMs: number; graceMs: number; log?: Logger }): Promise<{ cut: number }>;
}

/** The HTTP server of a Koa app built by createApp, counting its requests for a graceful stop. */
export function createWebServer(app: Koa<AppState, AppContextExtras>): WebServer {
  const lifecycle = app.context.lifecycle;
  const server = http.createServer(requestListener(app));
  let inFlight = 0;
  server.on('request', (_req: http.IncomingMessage, res: http.ServerResponse) => {
    inFlight++;
    res.once('close', () => inFlight--);
  });
  let stopping: Promise<{ cut: number }> | undefined;
  return {
    server,
    get inFlight() {
      return inFlight;
    },
    stop(options) {
      stopping ??= (async () => {
        const started = Date.now();
        lifecycle.draining = true;
        if (options.drainMs > 0 || inFlight > 0) options.log?.info({ drainMs: options.drainMs, graceMs: options.graceMs, inFlight }, 'draining');
        if (options.drainMs > 0) await new Promise((resolve) => setTimeout(resolve, options.drainMs));
        if (!server.listening) return { cut: 0 };
        // close() refuses new connections and closes the idle ones; a kept-alive connection with a
        // request under way closes after its answer (Connection: close, set while draining).
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        // A kept-alive connection whose request ends now would otherwise wait out its keep-alive
        // timeout (an answer not made by the app carries no Connection: close).
        const sweep = setInterval(() => server.closeIdleConnections(), 50);
        void closed.then(() => clearInterval(sweep));
        let timer: NodeJS.Timeout | undefined;
        const graceLeft = Math.max(0, options.graceMs - (Date.now() - started));
        const outcome = await Promise.race([
          closed.then(() => 'finished' as const),
          new Promise<'grace'>((resolve) => (timer = setTimeout(() => resolve('grace'), graceLeft))),
        ]);
        clearTimeout(timer);
        if (outcome === 'finished') return { cut: 0 };
        const cut = inFlight;
        options.log?.warn({ cut, graceMs: options.graceMs }, 'requests still running at the end of the grace period were cut');
        server.closeAllConnections();
        await closed;
        return { cut };
      })();
      return stopping;
    },
  };
}
