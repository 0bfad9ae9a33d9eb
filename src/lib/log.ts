import pino from 'pino';

export type Logger = pino.Logger;

/**
 * The logger. Secrets never reach the log: the redaction list covers every place a password,
 * token, API key or cookie can appear in what we log (request headers, bodies, config).
 */
export function createLogger(options: { level?: string; name?: string } = {}): Logger {
  return pino({
    name: options.name ?? 'aesthetics',
    level: options.level ?? 'info',
    redact: {
      paths: [
        'password', '*.password', 'token', '*.token', 'apiKey', '*.apiKey', 'accessToken', '*.accessToken',
        'req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]',
        'sessionSecret', '*.sessionSecret', 'openaiApiKey', '*.openaiApiKey', 'databaseUrl', '*.databaseUrl',
      ],
      censor: '[redacted]',
    },
  });
}
