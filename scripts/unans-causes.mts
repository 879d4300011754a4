// Every unanswerable and half-answerable question of the released sets, researched in-process as the service does (3
// loops, composeAnswer), judged as bench/answers.bench.ts judges it (handled or not), with each part's coverage (what
// it asks, covered and missing words, answerable) and the notes before and after note-check, so the step that let an
// uncovered question through can be read: `npx tsx scripts/unans-causes.mts [set-name-prefix…]` (ALL=1 prints handled ones too).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openServiceDb } from '../src/service/db';
import { documentsInScope, loadSampleLibrary } from '../src/service/library';
import { composeAnswer, initialLoopState, runLoop } from '../src/service/research';
import type { ReviewerQuestion } from '../bench/answers-reviewer-set';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const prefixes = process.argv.slice(2);
const files = fs.readdirSync(path.join(root, 'bench', 'sets')).filter((f) => f.endsWith('.ts') && (prefixes.length === 0 || prefixes.some((p) => f.startsWith(p)))).sort();
let none = 0;
let noneOk = 0;
let half = 0;
let halfOk = 0;
for (const file of files) {
  const set = (await import(path.join(root, 'bench', 'sets', file))) as { DOCUMENTS: Record<string, string>; QUESTIONS: ReviewerQuestion[] };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-unans-'));
  for (const [name, text] of Object.entries(set.DOCUMENTS)) fs.writeFileSync(path.join(dir, name), text);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-unans-db-'));
  const db = openServiceDb(dataDir);
  await loadSampleLibrary(db, dir, new Date().toISOString());
  const allowed = documentsInScope(db, { documentIds: null, excludedDomains: [] });
  for (const q of set.QUESTIONS) {
    // (QUERY=<regex>: only the questions it matches, answerable ones too, each printed)
    if (process.env.QUERY ? !new RegExp(process.env.QUERY, 'i').test(q.query) : q.expect.kind === 'answer') continue;
    const state = initialLoopState(q.query, []);
    for (let i = 0; i < 3; i += 1) runLoop(db, allowed, state);
    const composed = composeAnswer(db, allowed, state);
    const content = composed.content;
    const sentences = content.split(/(?<=[.!?])\s+/);
    let handled = true;
    if (q.expect.kind === 'none') {
      none += 1;
      handled = composed.sources.length === 0 && !/\[\d+\]/.test(content) && /\b(nothing|none of|no document|not mention)/i.test(content);
      if (handled) noneOk += 1;
    } else if (q.expect.kind === 'partial') {
      half += 1;
      const missing = new RegExp(q.expect.missing, 'i');
      const citedEnough = q.expect.facts.length === 0 || composed.sources.length > 0;
      handled = citedEnough && sentences.some((s) => !/\[\d+\]/.test(s) && missing.test(s) && /\b(none|no source|not|nothing)\b/i.test(s));
      if (handled) halfOk += 1;
    }
    if (handled && !process.env.ALL && !process.env.QUERY) continue;
    console.log(`\n${handled ? 'OK ' : 'NOT'} ${q.expect.kind === 'none' ? 'NONE' : q.expect.kind === 'partial' ? 'HALF' : 'ANSWER'} ${file.replace(/\.ts$/, '')} | ${q.query}${q.expect.kind === 'partial' ? ` | missing /${q.expect.missing}/` : ''}`);
    for (const c of composed.coverage) {
      const t = (list: { term: string; soft?: boolean }[]): string => list.map((x) => x.term + (x.soft ? '~' : '')).join(',');
      console.log(`  part "${c.part}" answerable=${c.answerable} covered=[${t(c.covered)}] missing=[${t(c.missing)}] docs=${c.documents.length}${c.focusUncovered ? ` focusUncovered=${c.focusUncovered.term}` : ''}${c.readAs.length ? ` readAs=${c.readAs.map((r) => `${r.concept.term}:${r.words.join('/')}`).join(',')}` : ''}`);
    }
    console.log(`  notes: ${JSON.stringify(composed.notes)}`);
    console.log(`  said:  ${JSON.stringify(composed.saidNotes ?? [])}`);
    console.log(`  answer: ${content.replace(/\s+/g, ' ').slice(0, 400)}`);
  }
  db.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(dir, { recursive: true, force: true });
}
console.log(`\nunanswerable handled ${noneOk}/${none}; half handled ${halfOk}/${half}`);
