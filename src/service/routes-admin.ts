// Test and benchmark hooks under /__admin (only with testHooks / --test-hooks; guarded by the admin
// token, compared in constant time; exempt from faults):
// fault plans, bulk seeding of completed jobs, and the agent-auth mailbox.
import { randomUUID } from 'node:crypto';
import type { ServiceContext } from './context';
import { json, type RequestContext, type Router } from './http';
import { parseFaultPlan } from './faults';
import { secretEquals } from './guard';
import { readMailbox } from './routes-agents';
import { badRequest, HttpError, parseBody, SeedSchema } from './validation';

function requireAdmin(ctx: RequestContext, adminToken: string): void {
  const header = ctx.req.headers.authorization ?? '';
  if (adminToken === '' || !secretEquals(header, `Bearer ${adminToken}`)) throw new HttpError(401, { error: 'Missing or invalid admin token' });
}

/** Inserts completed jobs with results, highlights and detail content in one transaction (benchmarks). */
export function seedCompletedJobs(service: ServiceContext, jobs: number, resultsPerJob: number): number {
  const { db } = service;
  const now = service.now();
  // Seeded jobs are dated in the previous month so they never eat this month's loop budget.
  const base = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1) - 24 * 3600 * 1000;
  const insertJob = db.prepare(
    `INSERT INTO jobs (id, seq, origin, created_at, started_at, completed_at, status, query, params, loops_requested, reasoning_loops_consumed, running_time, content, transformed_content)
     VALUES (?, ?, 'seed', ?, ?, ?, 'completed', ?, '{}', 1, 1, 3, ?, NULL)`,
  );
  const insertResult = db.prepare(
    'INSERT INTO results (id, job_id, document_id, title, url, citation_index, score, highlights, raw, markdown) VALUES (?, ?, NULL, ?, ?, ?, ?, ?, ?, ?)',
  );
  const topics = ['kelp forest recovery', 'battery calendar ageing', 'caffeine half-life', 'movable type in Mainz', 'sea urchin barrens', 'lithium plating'];
  db.transaction(() => {
    const firstSeq = (db.prepare('SELECT COALESCE(MIN(seq), 1) AS s FROM jobs').get() as { s: number }).s;
    for (let i = 0; i < jobs; i++) {
      const id = randomUUID();
      const topic = topics[i % topics.length] ?? 'research';
      const created = new Date(base - (jobs - i) * 60_000).toISOString();
      const citations = Array.from({ length: resultsPerJob }, (_, r) => `Finding ${r + 1} about ${topic} [${r + 1}].`).join(' ');
      // Older than every existing job: seeded rows sort after real ones in newest-first lists.
      insertJob.run(id, firstSeq - jobs + i, created, created, created, `Seeded question ${i + 1}: ${topic}`, citations || `Seeded answer about ${topic}.`);
      for (let r = 1; r <= resultsPerJob; r++) {
        const highlight = `Seeded highlight ${r} on ${topic}.`;
        insertResult.run(
          randomUUID(),
          id,
          `Source ${r} on ${topic}`,
          `https://seed.quire.local/${i}/${r}`,
          r,
          1 - r / (resultsPerJob + 1),
          JSON.stringify([highlight]),
          `Seeded raw content ${r} for job ${i + 1} about ${topic}.`,
          `# Source ${r}\n\nSeeded markdown content about ${topic}.`,
        );
      }
    }
  })();
  return jobs;
}

export function registerAdminRoutes(router: Router, service: ServiceContext, adminToken: string): void {
  router.add(
    'POST',
    '/__admin/faults',
    async (ctx) => {
      requireAdmin(ctx, adminToken);
      const plan = parseFaultPlan(await ctx.json());
      if (typeof plan === 'string') throw badRequest(plan);
      service.faults.set(plan);
      return json({ plan: service.faults.current() });
    },
    { public: true },
  );
  router.add(
    'GET',
    '/__admin/faults',
    (ctx) => {
      requireAdmin(ctx, adminToken);
      return json({ plan: service.faults.current() });
    },
    { public: true },
  );
  router.add(
    'POST',
    '/__admin/seed',
    async (ctx) => {
      requireAdmin(ctx, adminToken);
      const body = parseBody(SeedSchema, await ctx.json());
      return json({ inserted: seedCompletedJobs(service, body.jobs, body.resultsPerJob) });
    },
    { public: true },
  );
  router.add(
    'GET',
    '/__admin/mailbox',
    (ctx) => {
      requireAdmin(ctx, adminToken);
      return json(readMailbox(service));
    },
    { public: true },
  );
}
