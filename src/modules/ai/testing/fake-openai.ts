import { after } from 'node:test';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local OpenAI-compatible server for tests: records every request and answers from a queue of
 * scripted replies (then from the default reply). Closed when the test file ends.
 */
interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: any;
}

type Reply = { status?: number; json: unknown; headers?: Record<string, string> } | { hang: true };

export interface FakeOpenAi {
  baseUrl: string;
  requests: RecordedRequest[];
  /** Replies used in order, one per request, before the default. */
  queue: Reply[];
  setDefault(reply: Reply | ((request: RecordedRequest) => Reply)): void;
}

export function chatCompletion(content: unknown, usage = { prompt_tokens: 1000, completion_tokens: 500 }, model = 'gpt-4o') {
  return {
    json: {
      id: 'chatcmpl-test',
      object: 'chat.completion',
      created: 1_790_000_000,
      model,
      choices: [
        {
          index: 0,
          finish_reason: 'stop',
          message: { role: 'assistant', content: typeof content === 'string' ? content : JSON.stringify(content), refusal: null },
        },
      ],
      usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
    },
  };
}

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const requests: RecordedRequest[] = [];
  const queue: Reply[] = [];
  let fallback: Reply | ((request: RecordedRequest) => Reply) = chatCompletion({ text: 'Hello', hashtags: [] });
  const sockets = new Set<import('node:net').Socket>();
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      let body: unknown = raw;
      try {
        body = raw ? JSON.parse(raw) : undefined;
      } catch {
        /* keep raw */
      }
      const recorded: RecordedRequest = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body };
      requests.push(recorded);
      const reply = queue.shift() ?? (typeof fallback === 'function' ? fallback(recorded) : fallback);
      if ('hang' in reply) return; // never answers: the client's timeout fires
      res.writeHead(reply.status ?? 200, { 'content-type': 'application/json', ...reply.headers });
      res.end(JSON.stringify(reply.json));
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  after(
    () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  );
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    queue,
    setDefault: (reply) => {
      fallback = reply;
    },
  };
}
