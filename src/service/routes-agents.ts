// The /agents group: e-mail code onboarding (codes go to a local mailbox file instead of e-mail;
// they expire and are single-use; confirm mints a new key), agent research/results/updates/chat,
// file upload, and a local balance ledger with a loopback checkout page that credits it.
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ServiceContext } from './context';
import type { ServiceDb } from './db';
import { chatMessageJson, getChatMessage } from './chat';
import { json, type Router } from './http';
import { jobJson, resultRefJson, resultsOf } from './jobs';
import { handleUpload } from './routes-library';
import { createChat, createResearch, createUpdate, getResultContent, parseFormat, requireJob, streamChatMessage, uuidParam } from './routes-research';
import { AgentAuthSchema, AgentConfirmSchema, HttpError, notFound, parseBody, parseBooleanFlag, TopUpSchema, UpdateCreateSchema } from './validation';

const CODE_TTL_MS = 10 * 60 * 1000;

export function isKnownAgentKey(db: ServiceDb, key: string): boolean {
  return db.prepare('SELECT 1 FROM api_keys WHERE key = ?').get(key) !== undefined;
}

function mailboxPath(service: ServiceContext): string {
  return path.join(service.dataDir, 'mailbox.jsonl');
}

export function readMailbox(service: ServiceContext): { email: string; code: string; sent_at: string }[] {
  return service.db.prepare('SELECT email, code, sent_at FROM agent_codes ORDER BY id').all() as { email: string; code: string; sent_at: string }[];
}

function balanceCents(db: ServiceDb): number {
  return (db.prepare('SELECT COALESCE(SUM(amount_cents), 0) AS b FROM ledger').get() as { b: number }).b;
}

function ensureStartingCredit(service: ServiceContext): void {
  const { db } = service;
  if ((db.prepare('SELECT COUNT(*) AS n FROM ledger').get() as { n: number }).n === 0) {
    db.prepare('INSERT INTO ledger (amount_cents, reason, created_at) VALUES (?, ?, ?)').run(service.agentStartingCreditCents, 'starting credit', service.now().toISOString());
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

export function registerAgentRoutes(router: Router, service: ServiceContext): void {
  const { db } = service;
  ensureStartingCredit(service);

  router.add(
    'POST',
    '/agents/auth',
    async (ctx) => {
      const { email } = parseBody(AgentAuthSchema, await ctx.json());
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const now = service.now();
      const sentAt = now.toISOString();
      db.prepare('INSERT INTO agent_codes (email, code, sent_at, expires_at) VALUES (?, ?, ?, ?)').run(
        email.toLowerCase(),
        code,
        sentAt,
        new Date(now.getTime() + CODE_TTL_MS).toISOString(),
      );
      // Instead of e-mail: one JSON line per code in the data dir, and the log.
      fs.appendFileSync(mailboxPath(service), JSON.stringify({ email, code, sent_at: sentAt }) + '\n');
      service.log(`agent auth code for ${email}: ${code} (written to ${mailboxPath(service)})`);
      return json({ message: `A confirmation code was sent to ${email}. It expires in 10 minutes.` });
    },
    { public: true },
  );

  router.add(
    'POST',
    '/agents/auth/confirm',
    async (ctx) => {
      const { email, code } = parseBody(AgentConfirmSchema, await ctx.json());
      const nowIso = service.now().toISOString();
      const apiKey = db.transaction(() => {
        const row = db
          .prepare('SELECT id FROM agent_codes WHERE email = ? AND code = ? AND used_at IS NULL AND expires_at > ? ORDER BY id DESC LIMIT 1')
          .get(email.toLowerCase(), code.trim(), nowIso) as { id: number } | undefined;
        if (!row) throw new HttpError(400, { error: 'Invalid or expired confirmation code' });
        db.prepare('UPDATE agent_codes SET used_at = ? WHERE id = ?').run(nowIso, row.id);
        const key = `csk-agent-${randomBytes(18).toString('base64url')}`;
        db.prepare('INSERT INTO api_keys (key, origin, email, created_at) VALUES (?, ?, ?, ?)').run(key, 'agent', email.toLowerCase(), nowIso);
        return key;
      })();
      return json({ api_key: apiKey });
    },
    { public: true },
  );

  router.add(
    'POST',
    '/agents/research',
    async (ctx) => {
      if (balanceCents(db) <= 0) {
        ctx.req.resume();
        throw new HttpError(402, { error: 'Out of credit: top up the agent balance to run research' });
      }
      const id = await createResearch(service, ctx, 'agent');
      return json({ id, status: 'queued' });
    },
    { idempotent: true },
  );

  router.add('GET', '/agents/research/:id', (ctx) => json(jobJson(requireJob(service, ctx), null, ctx.version, service.faults.unknownStatus)));

  router.add('GET', '/agents/research/:id/results', (ctx) => {
    const job = requireJob(service, ctx);
    const citationsOnly = parseBooleanFlag(ctx.query, 'citations_only', false);
    const results = (resultsOf(db, [job.id]).get(job.id) ?? []).filter((r) => !citationsOnly || r.citation_index >= 1);
    return json(results.map((r) => resultRefJson(r, ctx.version)));
  });

  router.add('GET', '/agents/research/:id/results/:resultId', (ctx) => {
    const job = requireJob(service, ctx);
    const resultId = uuidParam(ctx, 'resultId');
    const format = parseFormat(ctx.query, null);
    const withHighlights = parseBooleanFlag(ctx.query, 'with_highlights', false);
    const row = db.prepare('SELECT title, url, citation_index, highlights FROM results WHERE id = ? AND job_id = ?').get(resultId, job.id) as
      | { title: string; url: string; citation_index: number; highlights: string }
      | undefined;
    if (!row) throw notFound();
    const detail: Record<string, unknown> = { title: row.title, url: row.url, citation_index: row.citation_index };
    if (withHighlights) {
      const highlights = JSON.parse(row.highlights) as string[];
      if (highlights.length > 0) detail.highlights = highlights;
    }
    if (format) detail.content = getResultContent(service, job.id, resultId, format);
    return json(detail);
  });

  router.add(
    'POST',
    '/agents/research/:id/updates',
    async (ctx) => {
      const job = requireJob(service, ctx);
      const body = parseBody(UpdateCreateSchema, await ctx.json());
      const update = createUpdate(service, job, body.update_content, body.files ?? []);
      return json({ created_at: update.created_at });
    },
    { idempotent: true },
  );

  router.add(
    'POST',
    '/agents/research/:id/chat',
    async (ctx) => {
      const job = requireJob(service, ctx);
      const stream = parseBooleanFlag(ctx.query, 'stream', false);
      const row = await createChat(service, ctx, job);
      if (stream) return streamChatMessage(service, job.id, row.id);
      const message = chatMessageJson(row);
      return json({ id: message.id, content: message.content, status: message.status, error_message: message.error_message, results: message.results });
    },
    { idempotent: true },
  );

  router.add('GET', '/agents/research/:id/chat/:messageId', (ctx) => {
    const job = requireJob(service, ctx);
    const row = getChatMessage(db, job.id, uuidParam(ctx, 'messageId'));
    if (!row) throw notFound();
    const message = chatMessageJson(row);
    return json({ id: message.id, content: message.content, status: message.status, error_message: message.error_message, results: message.results });
  });

  router.add('GET', '/agents/research/:id/chat/:messageId/stream', (ctx) => {
    const job = requireJob(service, ctx);
    return streamChatMessage(service, job.id, uuidParam(ctx, 'messageId'));
  });

  router.add('POST', '/agents/files', async (ctx) => json(await handleUpload(service, ctx)), { idempotent: true });

  router.add('GET', '/agents/balance', () => json({ balance_cents: balanceCents(db), currency: 'USD' }));

  router.add(
    'POST',
    '/agents/topup',
    async (ctx) => {
      const { amount_cents } = parseBody(TopUpSchema, await ctx.json());
      const id = randomUUID();
      db.prepare('INSERT INTO checkouts (id, amount_cents, created_at) VALUES (?, ?, ?)').run(id, amount_cents, service.now().toISOString());
      return json({ checkout_url: `${service.baseUrl()}/checkout/${id}` });
    },
    { idempotent: true },
  );

  // The "hosted checkout" of the local ledger: opening it pays once and credits the balance.
  router.add(
    'GET',
    '/checkout/:id',
    (ctx) => {
      const id = ctx.params.id ?? '';
      const nowIso = service.now().toISOString();
      const outcome = db.transaction(() => {
        const row = db.prepare('SELECT amount_cents, paid_at FROM checkouts WHERE id = ?').get(id) as { amount_cents: number; paid_at: string | null } | undefined;
        if (!row) return null;
        if (row.paid_at) return { amount: row.amount_cents, already: true };
        db.prepare('UPDATE checkouts SET paid_at = ? WHERE id = ?').run(nowIso, id);
        db.prepare('INSERT INTO ledger (amount_cents, reason, created_at) VALUES (?, ?, ?)').run(row.amount_cents, `top-up ${id}`, nowIso);
        return { amount: row.amount_cents, already: false };
      })();
      if (!outcome) return { kind: 'html', status: 404, body: '<!doctype html><title>Checkout not found</title><p>This checkout link is unknown.</p>' };
      const dollars = (outcome.amount / 100).toFixed(2);
      const message = outcome.already ? `This checkout was already paid: $${escapeHtml(dollars)} was credited earlier.` : `Paid: $${escapeHtml(dollars)} was credited to your local Quire balance.`;
      return {
        kind: 'html',
        status: 200,
        body: `<!doctype html><html><head><meta charset="utf-8"><title>Quire local checkout</title></head><body style="font-family:system-ui;margin:3rem"><h1>Quire local checkout</h1><p>${message}</p><p>Balance now: $${(balanceCents(db) / 100).toFixed(2)}. You can close this tab.</p></body></html>`,
      };
    },
    { public: true },
  );
}
