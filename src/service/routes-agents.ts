// The /agents group: e-mail code onboarding (codes go to a local 0600 mailbox file instead of e-mail;
// one live 8-digit code per address, 10-minute expiry, burned after 5 wrong tries, both routes rate
// limited; confirm mints a new key; the whole sign-in can be switched off), agent
// research/results/updates/chat, file upload, and a local balance ledger with a loopback checkout
// page that credits it.
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ServiceContext } from './context';
import type { ServiceDb } from './db';
import { chatMessageJson, getChatMessage } from './chat';
import { RateLimiter, secretEquals } from './guard';
import { json, type Router } from './http';
import { jobJson, resultRefJson, resultsOf } from './jobs';
import { handleUpload } from './routes-library';
import { createChat, createResearch, createUpdate, getResultContent, parseFormat, requireJob, streamChatMessage, uuidParam } from './routes-research';
import { AgentAuthSchema, AgentConfirmSchema, HttpError, notFound, parseBody, parseBooleanFlag, TopUpSchema, UpdateCreateSchema } from './validation';

const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_DIGITS = 8;
export const MAX_WRONG_TRIES = 5;
/** Codes sent per address, and in all, per 10 minutes; confirm attempts per address and in all per 10 minutes. */
const SEND_PER_ADDRESS = 3;
const SEND_TOTAL = 30;
const CONFIRM_PER_ADDRESS = 10;
const CONFIRM_TOTAL = 60;

export interface AgentRouteOptions {
  /** E-mail code sign-in (/agents/auth*); when off those routes answer 404. */
  signIn: boolean;
}

function tooMany(retryMs: number): HttpError {
  const minutes = Math.max(1, Math.ceil(retryMs / 60_000));
  return new HttpError(429, { error: `Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.` });
}

/** The attempts column arrived with the sign-in hardening; older service.db files get it here. */
function ensureAttemptsColumn(db: ServiceDb): void {
  const columns = db.prepare('PRAGMA table_info(agent_codes)').all() as { name: string }[];
  if (!columns.some((c) => c.name === 'attempts')) db.exec('ALTER TABLE agent_codes ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0');
}

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

/** Keeps the mailbox file to codes that can still be used (it is the stand-in for an inbox, not a log). */
function rewriteMailbox(service: ServiceContext, nowIso: string): void {
  const live = service.db
    .prepare('SELECT email, code, sent_at FROM agent_codes WHERE used_at IS NULL AND expires_at > ? ORDER BY id')
    .all(nowIso) as { email: string; code: string; sent_at: string }[];
  const file = mailboxPath(service);
  const temp = `${file}.tmp`;
  fs.writeFileSync(temp, live.map((entry) => JSON.stringify(entry) + '\n').join(''), { mode: 0o600 });
  fs.renameSync(temp, file);
  fs.chmodSync(file, 0o600);
}

export function registerAgentRoutes(router: Router, service: ServiceContext, options: AgentRouteOptions = { signIn: true }): void {
  const { db } = service;
  ensureStartingCredit(service);
  ensureAttemptsColumn(db);

  const clock = (): number => service.now().getTime();
  const windowMs = 10 * 60 * 1000;
  const sendPerAddress = new RateLimiter(SEND_PER_ADDRESS, windowMs, clock);
  const sendTotal = new RateLimiter(SEND_TOTAL, windowMs, clock);
  const confirmPerAddress = new RateLimiter(CONFIRM_PER_ADDRESS, windowMs, clock);
  const confirmTotal = new RateLimiter(CONFIRM_TOTAL, windowMs, clock);
  const signInOff = (): HttpError => new HttpError(404, { error: 'E-mail code sign-in is switched off on this service. Ask its owner for an API key.' });

  router.add(
    'POST',
    '/agents/auth',
    async (ctx) => {
      if (!options.signIn) throw signInOff();
      const { email: given } = parseBody(AgentAuthSchema, await ctx.json());
      const email = given.toLowerCase();
      const wait = sendTotal.hit('*') || sendPerAddress.hit(email);
      if (wait > 0) throw tooMany(wait);
      const code = String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0');
      const now = service.now();
      const sentAt = now.toISOString();
      db.transaction(() => {
        // One live code per address: a new code retires the previous one; used and expired codes go.
        db.prepare('DELETE FROM agent_codes WHERE email = ? OR used_at IS NOT NULL OR expires_at <= ?').run(email, sentAt);
        db.prepare('INSERT INTO agent_codes (email, code, sent_at, expires_at) VALUES (?, ?, ?, ?)').run(email, code, sentAt, new Date(now.getTime() + CODE_TTL_MS).toISOString());
      })();
      // Instead of e-mail: the live codes as JSON lines in a 0600 file in the data dir (never in the log).
      rewriteMailbox(service, sentAt);
      service.log(`agent sign-in code sent to the local mailbox (${mailboxPath(service)})`);
      return json({ message: `A confirmation code was sent to ${given}. It expires in 10 minutes.` });
    },
    { public: true },
  );

  router.add(
    'POST',
    '/agents/auth/confirm',
    async (ctx) => {
      if (!options.signIn) throw signInOff();
      const { email: given, code } = parseBody(AgentConfirmSchema, await ctx.json());
      const email = given.toLowerCase();
      const wait = confirmTotal.hit('*') || confirmPerAddress.hit(email);
      if (wait > 0) throw tooMany(wait);
      const nowIso = service.now().toISOString();
      const outcome = db.transaction((): { key: string } | { error: string } => {
        const row = db
          .prepare('SELECT id, code, attempts FROM agent_codes WHERE email = ? AND used_at IS NULL AND expires_at > ? ORDER BY id DESC LIMIT 1')
          .get(email, nowIso) as { id: number; code: string; attempts: number } | undefined;
        if (!row) return { error: 'Invalid or expired confirmation code' };
        if (!secretEquals(code.trim(), row.code)) {
          const attempts = row.attempts + 1;
          if (attempts >= MAX_WRONG_TRIES) {
            db.prepare('DELETE FROM agent_codes WHERE id = ?').run(row.id);
            return { error: `Invalid confirmation code. After ${MAX_WRONG_TRIES} wrong tries this code no longer works: ask for a new one.` };
          }
          db.prepare('UPDATE agent_codes SET attempts = ? WHERE id = ?').run(attempts, row.id);
          return { error: 'Invalid or expired confirmation code' };
        }
        db.prepare('UPDATE agent_codes SET used_at = ? WHERE id = ?').run(nowIso, row.id);
        const key = `csk-agent-${randomBytes(24).toString('base64url')}`;
        db.prepare('INSERT INTO api_keys (key, origin, email, created_at) VALUES (?, ?, ?, ?)').run(key, 'agent', email, nowIso);
        return { key };
      })();
      rewriteMailbox(service, nowIso);
      if ('error' in outcome) throw new HttpError(400, { error: outcome.error });
      return json({ api_key: outcome.key });
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
