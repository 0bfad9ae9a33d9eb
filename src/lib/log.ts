import pino from 'pino';

export type Logger = pino.Logger;

/**
 * The logger. Secrets never reach the log: the redaction list covers every place a password,
 * token, API key or cookie can appear in what we log (request headers, bodies, config).
 *
 * Lines go to stdout asynchronously: pino's default writes each line with a blocking write(2) in
 * the request's own turn of the event loop (one per API request); here a line waits only while the
 * previous write is under way, so a busy server writes many lines at once and an idle one each line
 * at once. pino flushes what is pending when the process exits (process.exit, a crash); only a
 * SIGKILL can lose the lines of that instant.
 */
export function createLogger(options: { level?: string; name?: string } = {}): Logger {
  const destination = pino.destination({ dest: 1, sync: false });
  return pino(
    {
      name: options.name ?? 'aesthetics',
      level: options.level ?? 'info',
      redact: {
        paths: [
          'password',
          '*.password',
          'token',
          '*.token',
          'apiKey',
          '*.apiKey',
          'accessToken',
          '*.accessToken',
          'req.headers.authorization',
          'req.headers.cookie',
          'res.headers["set-cookie"]',
          'sessionSecret',
          '*.sessionSecret',
          'openaiApiKey',
          '*.openaiApiKey',
          'databaseUrl',
          '*.databaseUrl',
        ],
        censor: '[redacted]',
      },
    },
    destination,
  );
}
