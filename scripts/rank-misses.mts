// Where the released sets' missed facts are lost (issue 11): `npx tsx scripts/rank-misses.mts [set-name-prefix…]`.
// Every answer question of bench/sets is researched in-process as the service does (3 loops, composeAnswer with its
// trace); each fact the answer does not state (judge-facts.ts factStated) is put in one class: the opposite verdict,
// ranking (a scored candidate states it: its score against the lowest chosen point's), scored 0 (a candidate states it
// but the gate or a floor scored it 0), or never a candidate. Prints one line per miss and the counts; JSON to
// MISSES_JSON when set.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openServiceDb } from '../src/service/db';
import { documentsInScope, loadSampleLibrary } from '../src/service/library';
import { composeAnswer, initialLoopState, runLoop } from '../src/service/research';
import type { ComposeTrace } from '../src/service/compose';
import type { ReviewerQuestion } from '../bench/answers-reviewer-set';
import { factStated, phrase, verdictGiven } from '../bench/judge-facts';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const prefixes = process.argv.slice(2);
const files = fs.readdirSync(path.join(root, 'bench', 'sets')).filter((f) => f.endsWith('.ts') && (prefixes.length === 0 || prefixes.some((p) => f.startsWith(p)))).sort();

interface Miss {
  set: string;
  query: string;
  fact: string;
  cls: 'opposite' | 'ranking' | 'zero' | 'never' | 'cut';
  ratio?: number;
  rank?: number;
  minChosenRatio?: number;
  text?: string;
  lead: string;
}
const misses: Miss[] = [];
let total = 0;
let stated = 0;
for (const file of files) {
  const set = (await import(path.join(root, 'bench', 'sets', file))) as { DOCUMENTS: Record<string, string>; QUESTIONS: ReviewerQuestion[] };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-miss-'));
  for (const [name, text] of Object.entries(set.DOCUMENTS)) fs.writeFileSync(path.join(dir, name), text);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-miss-db-'));
  const db = openServiceDb(dataDir);
  await loadSampleLibrary(db, dir, new Date().toISOString());
  const allowed = documentsInScope(db, { documentIds: null, excludedDomains: [] });
  for (const q of set.QUESTIONS) {
    if (q.expect.kind === 'none') continue;
    const state = initialLoopState(q.query, []);
    for (let i = 0; i < 3; i += 1) runLoop(db, allowed, state);
    let trace: ComposeTrace | null = null;
    const content = composeAnswer(db, allowed, state, { trace: (t) => (trace = t) }).content;
    const t = trace as ComposeTrace | null;
    const given = verdictGiven(content);
    for (const fact of q.expect.facts) {
      total += 1;
      if (factStated(fact, content, q.verdict)) {
        stated += 1;
        continue;
      }
      const lead = t ? t.lead.sentences.join(' ') : '';
      const base = { set: file.replace(/\.ts$/, ''), query: q.query, fact: fact.join(' | '), lead };
      if ((q.verdict === 'yes' && given === 'no') || (q.verdict === 'no' && given === 'yes')) {
        misses.push({ ...base, cls: 'opposite' });
        continue;
      }
      const units = t ? [...t.units] : [];
      const best = Math.max(0, ...units.map((u) => u.score));
      const byScore = [...units].sort((a, b) => b.score - a.score);
      const holders = units.filter((u) => fact.some((a) => phrase(a).test(u.sentences.join(' '))));
      const top = holders.sort((a, b) => b.score - a.score)[0];
      if (!top) {
        misses.push({ ...base, cls: 'never' });
        continue;
      }
      const chosenMin = Math.min(...(t?.chosen ?? []).map((u) => u.score));
      misses.push({ ...base, cls: holders.some((u) => t?.chosen.includes(u)) ? 'cut' : top.score > 0 ? 'ranking' : 'zero', ratio: best > 0 ? top.score / best : 0, rank: byScore.indexOf(top), minChosenRatio: best > 0 ? chosenMin / best : 0, text: top.sentences.join(' ') });
    }
  }
  db.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(dir, { recursive: true, force: true });
}
const r = (x: number | undefined): string => (x === undefined ? '' : x.toFixed(2));
for (const m of misses) console.log(`${m.cls.padEnd(8)} ${m.set} | ${m.query} | FACT ${m.fact} | ratio ${r(m.ratio)} rank ${m.rank ?? ''} minChosen ${r(m.minChosenRatio)}\n    HOLDER ${(m.text ?? '').slice(0, 220)}\n    LEAD   ${m.lead.slice(0, 220)}`);
const count = (c: Miss['cls']): number => misses.filter((m) => m.cls === c).length;
console.log(`\nfacts ${stated}/${total}; missed ${misses.length}: opposite ${count('opposite')}, ranking ${count('ranking')}, zero ${count('zero')}, cut ${count('cut')}, never ${count('never')}`);
if (process.env.MISSES_JSON) fs.writeFileSync(process.env.MISSES_JSON, JSON.stringify(misses, null, 1));
