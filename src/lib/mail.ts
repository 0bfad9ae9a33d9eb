import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export interface MailMessage {
  to: string | string[];
  subject: string;
  text: string;
  html?: string;
}

export interface OutboxEntry extends MailMessage {
  id: string;
  from: string;
  createdAt: string;
}

/** Sends e-mail. The default transport is an outbox on disk (DATA_DIR/outbox) that the admin area lists. */
export interface Mailer {
  send(message: MailMessage): Promise<{ id: string }>;
  /** Messages kept by the outbox transport, newest first (empty for a real SMTP transport). */
  outbox(): Promise<OutboxEntry[]>;
}

export function createOutboxMailer(options: { dir: string; from: string }): Mailer {
  return {
    async send(message) {
      const id = `${Date.now()}-${crypto.randomBytes(4).toString('hex')}`;
      const entry: OutboxEntry = { ...message, id, from: options.from, createdAt: new Date().toISOString() };
      await fs.mkdir(options.dir, { recursive: true });
      await fs.writeFile(path.join(options.dir, `${id}.json`), JSON.stringify(entry, null, 2));
      return { id };
    },
    async outbox() {
      let files: string[] = [];
      try {
        files = (await fs.readdir(options.dir)).filter((f) => f.endsWith('.json'));
      } catch {
        return [];
      }
      const entries = await Promise.all(files.map(async (f) => JSON.parse(await fs.readFile(path.join(options.dir, f), 'utf8')) as OutboxEntry));
      return entries.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    },
  };
}

/** A mailer that keeps messages in memory: for tests that assert what was sent. */
export function createMemoryMailer(from = 'test@localhost'): Mailer & { sent: OutboxEntry[] } {
  const sent: OutboxEntry[] = [];
  return {
    sent,
    async send(message) {
      const id = String(sent.length + 1);
      sent.push({ ...message, id, from, createdAt: new Date().toISOString() });
      return { id };
    },
    async outbox() {
      return [...sent].reverse();
    },
  };
}
