import * as v from 'valibot';
import type { AppRouter } from '../context.js';
import { requireAdmin, validate } from '../middleware.js';

const Query = v.object({ limit: v.optional(v.pipe(v.string(), v.regex(/^\d{1,3}$/, 'Invalid limit'), v.transform(Number), v.minValue(1), v.maxValue(500))) });

/** The admin Outbox: every e-mail the platform queued, with its status (sent, kept in the outbox, failed). */
export function adminOutboxRoutes(router: AppRouter): void {
  router.get('/api/admin/outbox', requireAdmin, validate(Query, 'query'), async (ctx) => {
    const { limit } = ctx.state.input as v.InferOutput<typeof Query>;
    const messages = await ctx.deps.mail.outbox({ limit: limit ?? 100 });
    ctx.body = {
      success: true,
      transport: ctx.deps.mailTransport.kind,
      messages: messages.map((m) => ({
        id: m.id,
        to: [m.to].flat(),
        subject: m.subject,
        kind: m.kind ?? null,
        createdAt: m.createdAt,
        status: m.status ?? 'sent',
        transport: m.transport ?? null,
        attempts: m.attempts ?? 0,
        lastError: m.lastError ?? null,
        sentAt: m.sentAt ?? null,
        preview: m.text.slice(0, 300),
        text: m.text,
      })),
    };
  });
}
