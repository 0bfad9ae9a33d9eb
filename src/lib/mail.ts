import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Db } from './db.js';

/**
 * E-mail. Code that sends mail calls `Mailer.send`; the product's mailer queues the message (a row
 * in mail_messages plus a graphile-worker job, in one transaction), and the worker's `send_email`
 * task delivers it through the transport, retrying on failure. The transport is SMTP (nodemailer,
 * SMTP_URL) or, when none is configured, the outbox: messages kept on disk under DATA_DIR/outbox.
 * Either way every message, its status and its last error are listed on the admin Outbox page.
 */
export interface MailMessage {
  to: string | string[];
  subject: string;
  text: string;
  html?: string;
  /** What the message is about (test, period_review, reconnect, ...), for the Outbox list. */
  kind?: string;
  accountId?: number | null;
}

export interface OutboxEntry extends MailMessage {
  id: string;
  from: string;
  createdAt: string;
  status?: 'queued' | 'sent' | 'kept' | 'failed';
  transport?: string | null;
  attempts?: number;
  lastError?: string | null;
  sentAt?: string | null;
}

export interface Mailer {
  send(message: MailMessage): Promise<{ id: string }>;
  /** The messages sent or queued, newest first. */
  outbox(options?: { limit?: number }): Promise<OutboxEntry[]>;
}

/** What really delivers a message. */
export interface MailTransport {
  kind: 'smtp' | 'outbox';
  deliver(message: MailMessage & { from: string; id: string }): Promise<void>;
}

const recipients = (to: string | string[]) => (Array.isArray(to) ? to : [to]);

/** SMTP through nodemailer: `smtp://user:pass@host:587` or `smtps://...` (auth in the URL). */
export function createSmtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async deliver(message) {
      await transporter.sendMail({ from: message.from, to: recipients(message.to), subject: message.subject, text: message.text, html: message.html });
    },
  };
}

/** The offline default: each message a JSON file under `dir`. */
export function createOutboxTransport(dir: string): MailTransport {
  return {
    kind: 'outbox',
    async deliver(message) {
      await fs.mkdir(dir, { recursive: true });
      const entry = {
        id: message.id,
        from: message.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        createdAt: new Date().toISOString(),
      };
      await fs.writeFile(path.join(dir, `${message.id}.json`), JSON.stringify(entry, null, 2));
    },
  };
}

const SEND_EMAIL_TASK = 'send_email';

/** The product's mailer: queues in the database; the worker delivers. */
export function createQueuedMailer(options: { db: Db; from: string }): Mailer {
  const { db } = options;
  return {
    async send(message) {
      const id = await db.transaction(async (trx) => {
        const [row] = await trx('mailMessages')
          .insert({
            accountId: message.accountId ?? null,
            kind: message.kind ?? 'other',
            recipients: recipients(message.to),
            subject: message.subject,
            text: message.text,
            html: message.html ?? null,
          })
          .returning('id');
        await trx.raw(`select graphile_worker.add_job(?, json_build_object('id', ?::int), max_attempts => 8, job_key => ?)`, [
          SEND_EMAIL_TASK,
          row.id,
          `mail:${row.id}`,
        ]);
        return row.id as number;
      });
      return { id: String(id) };
    },
    async outbox(opts = {}) {
      return listMail(db, opts.limit ?? 100, options.from);
    },
  };
}

async function listMail(db: Db, limit: number, from: string): Promise<OutboxEntry[]> {
  const rows = await db('mailMessages')
    .orderBy('id', 'desc')
    .limit(Math.min(Math.max(limit, 1), 500));
  return rows.map((r: Record<string, any>) => ({
    id: String(r.id),
    from,
    to: r.recipients,
    subject: r.subject,
    text: r.text,
    kind: r.kind,
    accountId: r.accountId,
    createdAt: new Date(r.createdAt).toISOString(),
    status: r.status,
    transport: r.transport,
    attempts: r.attempts,
    lastError: r.lastError,
    sentAt: r.sentAt ? new Date(r.sentAt).toISOString() : null,
  }));
}

/**
 * Delivers one queued message (the send_email task). Sent or kept messages are not sent again, so
 * a task that runs twice sends once; a failure is recorded on the row and rethrown for the retry,
 * and after the last attempt the row says failed.
 */
export async function deliverQueuedMail(options: {
  db: Db;
  transport: MailTransport;
  from: string;
  id: number;
  lastAttempt: boolean;
}): Promise<'sent' | 'kept' | 'skipped'> {
  const { db, transport, id } = options;
  const row = await db('mailMessages').where({ id }).first();
  if (!row || row.status === 'sent' || row.status === 'kept') return 'skipped';
  try {
    await transport.deliver({
      id: `${id}-${crypto.randomBytes(3).toString('hex')}`,
      from: options.from,
      to: row.recipients,
      subject: row.subject,
      text: row.text,
      html: row.html ?? undefined,
    });
  } catch (error) {
    const message = String((error as Error)?.message ?? error).slice(0, 500);
    await db('mailMessages')
      .where({ id })
      .update({ attempts: db.raw('attempts + 1'), lastError: message, status: options.lastAttempt ? 'failed' : 'queued', transport: transport.kind });
    throw error;
  }
  const status = transport.kind === 'smtp' ? 'sent' : 'kept';
  await db('mailMessages')
    .where({ id })
    .update({ status, transport: transport.kind, attempts: db.raw('attempts + 1'), sentAt: new Date(), lastError: null });
  return status;
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
