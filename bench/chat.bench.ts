// Follow-up chat quality of the embedded research engine (npm run bench chat): each case of
// bench/chat-set.ts is researched over real HTTP of the local service (3 reasoning loops), then its
// follow-up messages are sent one after another on the job's chat, and each reply is judged by
// bench/chat-judge.ts: facts found, citations valid ([n] one of the job's sources, the sentence's words
// in that document), unsupported questions and instructions said plainly without a citation, and the
// shape asked for (one sentence, N bullets, a table). QUIRE_CHAT_SET=/path/set.ts measures an outside set
// (DOCUMENTS and CHAT_CASES) alone; CHATS=1 prints every reply for reading by hand.
import Database from 'better-sqlite3';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defaultSampleLibraryDir } from '../src/service/library';
import { startService, type RunningService } from '../src/service/server';
import { judgeTurn, type JudgedTurn } from './chat-judge';
import { TEAM_CHAT_CASES, type ChatCase, type ChatTurn } from './chat-set';

interface Job {
  id: string;
  status: string;
  content: string | null;
  results: { title: string; citation_index: number }[];
}

async function api<T>(service: RunningService, method: string, url: string, body?: unknown): Promise<T> {
  const res = await fetch(`${service.url}${url}`, {
    method,
    headers: { Authorization: `Bearer ${service.apiKey}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${url} → ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function research(service: RunningService, query: string): Promise<Job> {
  const created = await api<{ id: string }>(service, 'POST', '/research', { query, reasoning_loops: 3 });
  for (;;) {
    const job = await api<Job>(service, 'GET', `/research/${created.id}`);
    if (job.status === 'completed' || job.status === 'failed') return job;
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

async function reply(service: RunningService, jobId: string, content: string): Promise<string> {
  const sent = await api<{ id: string }>(service, 'POST', `/research/${jobId}/chat`, { content });
  for (;;) {
    const message = await api<{ status: string; content: string }>(service, 'GET', `/research/${jobId}/chat/${sent.id}`);
    if (message.status !== 'processing') return message.content;
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

interface Turned {
  query: string;
  turn: ChatTurn;
  reply: string;
  judged: JudgedTurn;
}

async function evaluate(label: string, libraryDir: string, cases: ChatCase[]): Promise<Turned[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-chat-bench-'));
  const service = await startService({ dataDir, stepDelayMs: 0, sampleLibraryDir: libraryDir, concurrencyLimit: 100, monthlyLoopBudget: 100_000 });
  const runs: { query: string; job: Job; replies: { turn: ChatTurn; reply: string }[] }[] = [];
  try {
    for (const chatCase of cases) {
      const job = await research(service, chatCase.query);
      const replies: { turn: ChatTurn; reply: string }[] = [];
      for (const turn of chatCase.turns) replies.push({ turn, reply: await reply(service, job.id, turn.message) });
      runs.push({ query: chatCase.query, job, replies });
    }
  } finally {
    await service.close();
  }
  const db = new Database(path.join(dataDir, 'service.db'), { readonly: true, nativeBinding: process.env.QUIRE_SQLITE_NATIVE_BINDING || undefined });
  const texts = new Map((db.prepare('SELECT title, text FROM documents').all() as { title: string; text: string }[]).map((d) => [d.title, d.text]));
  db.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  const turned = runs.flatMap((run) => run.replies.map(({ turn, reply: text }) => ({ query: run.query, turn, reply: text, judged: judgeTurn(turn, text, run.job.results, (t) => texts.get(t)) })));
  report(label, turned);
  if (process.env.CHATS === '1') {
    for (const run of runs) {
      console.log(`\n#### ${run.query}\n\n${run.job.content ?? ''}\n\nSources: ${run.job.results.map((r) => `[${r.citation_index}] ${r.title}`).join('; ')}`);
      for (const { turn, reply: text } of run.replies) console.log(`\n> ${turn.message}\n\n${text}`);
    }
  }
  return turned;
}

const pct = (n: number, d: number): string => (d === 0 ? '—' : `${((100 * n) / d).toFixed(0)}% (${n}/${d})`);

function report(label: string, turned: Turned[]): void {
  const sum = (f: (t: Turned) => number): number => turned.reduce((a, t) => a + f(t), 0);
  const of = (kind: ChatTurn['expect']['kind']): Turned[] => turned.filter((t) => t.turn.expect.kind === kind);
  console.log(`\n### ${label}: ${turned.length} follow-up messages\n`);
  console.log('| measure | value |');
  console.log('|---|---|');
  console.log(`| fact recall in replies | ${pct(sum((t) => t.judged.factsFound), sum((t) => t.judged.factsWanted))} |`);
  console.log(`| replies with every expected fact (questions about the sources) | ${pct(of('answer').filter((t) => t.judged.missedFacts.length === 0).length, of('answer').length)} |`);
  console.log(`| citations valid ([n] a source of the job, words in that document) | ${pct(sum((t) => t.judged.cited - t.judged.invalidCitations.length), sum((t) => t.judged.cited))} |`);
  console.log(`| unsupported questions and instructions said plainly, uncited | ${pct(of('unsupported').filter((t) => t.judged.handled).length, of('unsupported').length)} |`);
  console.log(`| shapes as asked (one sentence, N bullets, a table; holding the facts asked, no generic table for contents named) | ${pct(of('shape').filter((t) => t.judged.handled).length, of('shape').length)} |`);
  const answerable = turned.filter((t) => t.turn.expect.kind !== 'unsupported');
  console.log(`| answerable follow-ups refused as not in the sources (uncited, a fact missed) | ${pct(answerable.filter((t) => t.judged.refused).length, answerable.length)} |`);
  console.log(`| misleading notes (a word named as missing from a follow-up the reply answers) | ${sum((t) => t.judged.misleadingNotes.length)} |`);
  console.log(`| replies that contradict themselves (yes and no; no author or date, then one; two figures for one thing not said to disagree) | ${turned.filter((t) => t.judged.contradictions.length > 0).length} |`);
  const problems = turned.filter((t) => t.judged.missedFacts.length > 0 || t.judged.invalidCitations.length > 0 || t.judged.handled === false || t.judged.refused || t.judged.misleadingNotes.length > 0 || t.judged.contradictions.length > 0);
  if (problems.length > 0) console.log('\nProblems found:');
  for (const t of problems) {
    console.log(`- "${t.query}" → "${t.turn.message}"`);
    for (const f of t.judged.missedFacts) console.log(`  - missing fact: ${f}`);
    for (const s of t.judged.invalidCitations) console.log(`  - invalid citation: ${s}`);
    if (t.judged.refused) console.log(`  - refused an answerable follow-up: ${t.reply.replace(/\s+/g, ' ').slice(0, 240)}`);
    for (const s of t.judged.misleadingNotes) console.log(`  - misleading note: ${s}`);
    for (const s of t.judged.contradictions) console.log(`  - contradicts itself: ${s}`);
    if (t.judged.handled === false) console.log(`  - not as expected (${t.turn.expect.kind}): ${t.judged.why ?? ''}: ${t.reply.replace(/\s+/g, ' ').slice(0, 240)}`);
  }
}

const outside = process.env.QUIRE_CHAT_SET;
if (outside) {
  const set = (await import(path.resolve(outside))) as { DOCUMENTS: Record<string, string>; CHAT_CASES: ChatCase[] };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-chat-outside-'));
  for (const [name, text] of Object.entries(set.DOCUMENTS)) fs.writeFileSync(path.join(dir, name), text);
  await evaluate(`Outside chat set ${path.basename(outside)} (${Object.keys(set.DOCUMENTS).length} documents)`, dir, set.CHAT_CASES);
  fs.rmSync(dir, { recursive: true, force: true });
} else {
  await evaluate('Team chat set: sample library (resources/library, 16 documents)', defaultSampleLibraryDir(), TEAM_CHAT_CASES);
}
