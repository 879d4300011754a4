// What kept each missed fact of the released sets out of its answer (issue 11): `npx tsx scripts/miss-causes.mts [set-name-prefix…]`.
// Every answer question of bench/sets is researched in-process as the service does (3 loops, composeAnswer with its
// trace and its stages); for each fact the answer does not state (judge-facts.ts factStated) it finds the source sentence
// holding it and the first step that lost it:
//   opposite    the answer gives the opposite verdict
//   unlocated   no source sentence holds the fact's words as the judge reads them
//   doc         its document was never retrieved
//   section     its document was, but not the passage holding it
//   coverage    its passage was retrieved, but its document is not one the answer may cite (coverage)
//   unit        retrieved and citable, but no candidate unit holds it (headings, fragments)
//   gate        scored 0 by scoreUnits (the sentence gate or the subject's fit)
//   subject     zeroed by the subject filter (keepToSubject)
//   floor       zeroed or lowered out by a floor (amount, advice, practice, thread)
//   half        scored, below half the best score, not selected
//   budget      scored at least half the best, not selected (the sentence budget, duplicates, MMR)
//   later       selected, then dropped by a later step (lead rules, repeats, openers, length)
//   rendered    in the final points, not stated in the answer as rendered
//   refused     the answer cites nothing: compose judged the question uncovered (a word of it no source uses, the asked
//               thing absent) before choosing any point
// Prints one line per miss, then the counts; JSON to MISSES_JSON when set.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openServiceDb } from '../src/service/db';
import { documentsInScope, loadSampleLibrary } from '../src/service/library';
import { composeAnswer, initialLoopState, runLoop } from '../src/service/research';
import type { ComposeTrace, Unit } from '../src/service/compose';
import type { ReviewerQuestion } from '../bench/answers-reviewer-set';
import { factStated, phrase, verdictGiven } from '../bench/judge-facts';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const prefixes = process.argv.slice(2);
const files = fs.readdirSync(path.join(root, 'bench', 'sets')).filter((f) => f.endsWith('.ts') && (prefixes.length === 0 || prefixes.some((p) => f.startsWith(p)))).sort();

type Cause = 'opposite' | 'unlocated' | 'doc' | 'section' | 'coverage' | 'unit' | 'gate' | 'subject' | 'floor' | 'half' | 'budget' | 'later' | 'rendered' | 'refused' | 'untraced';
interface Miss {
  set: string;
  query: string;
  fact: string;
  cause: Cause;
  holder: string;
  rank?: number;
  ratio?: number;
  sentences: number;
  lead: string;
}
const misses: Miss[] = [];
let total = 0;
let stated = 0;
let answers = 0;
let sentenceSum = 0;
const holds = (fact: string[], text: string): boolean => fact.some((a) => phrase(a).test(text));
const sourceSentences = (text: string): string[] => text.split(/\n+|(?<=[.!?])\s+/).map((s) => s.trim()).filter(Boolean);
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
    const composed = composeAnswer(db, allowed, state, { trace: (t) => (trace = t) });
    const content = composed.content;
    const t = trace as ComposeTrace | null;
    const given = verdictGiven(content);
    answers += 1;
    sentenceSum += composed.sentences.length;
    for (const fact of q.expect.facts) {
      total += 1;
      if (factStated(fact, content, q.verdict)) {
        stated += 1;
        continue;
      }
      const base = { set: file.replace(/\.ts$/, ''), query: q.query, fact: fact.join(' | '), lead: t ? t.lead.sentences.join(' ') : '', sentences: composed.sentences.length };
      const holder = Object.values(set.DOCUMENTS).flatMap(sourceSentences).find((s) => holds(fact, s)) ?? '';
      const miss = (cause: Cause, extra: Partial<Miss> = {}): void => void misses.push({ ...base, holder, cause, ...extra });
      if ((q.verdict === 'yes' && given === 'no') || (q.verdict === 'no' && given === 'yes')) {
        miss('opposite');
        continue;
      }
      if (!holder) {
        miss('unlocated');
        continue;
      }
      const stages = t?.stages;
      if (!t || !stages) {
        miss(composed.sentences.length === 0 ? 'refused' : 'untraced');
        continue;
      }
      const holdingDocs = Object.entries(set.DOCUMENTS).filter(([, text]) => holds(fact, text.replace(/\s+/g, ' ')) || sourceSentences(text).some((s) => holds(fact, s))).map(([name]) => name);
      const passages = stages.passages.filter((p) => holds(fact, p.text.replace(/\s+/g, ' ')));
      if (passages.length === 0) {
        const docTitles = new Set(stages.passages.map((p) => p.documentId));
        const anyDoc = [...docTitles].some((id) => holdingDocs.some((name) => id.includes(name) || (t.titleOf(id) !== '' && set.DOCUMENTS[name]?.includes(t.titleOf(id)))));
        miss(anyDoc ? 'section' : 'doc');
        continue;
      }
      if (!passages.some((p) => stages.allowed.has(p.documentId))) {
        miss('coverage');
        continue;
      }
      const units = [...t.units];
      const holders = units.filter((u) => holds(fact, u.sentences.join(' ')));
      if (holders.length === 0) {
        // (a later step may have split a unit: its sentences are still in the selected units' text)
        miss('unit');
        continue;
      }
      const top = Math.max(0, ...[...stages.floors.values()]);
      const byScore = [...units].sort((a, b) => (stages.floors.get(b) ?? 0) - (stages.floors.get(a) ?? 0));
      const best = (m: ReadonlyMap<Unit, number>): number => Math.max(...holders.map((u) => m.get(u) ?? 0));
      const bestHolder = [...holders].sort((a, b) => (stages.floors.get(b) ?? 0) - (stages.floors.get(a) ?? 0))[0] as Unit;
      const extra = { rank: byScore.indexOf(bestHolder), ratio: top > 0 ? (stages.floors.get(bestHolder) ?? 0) / top : 0 };
      if (holders.some((u) => t.chosen.includes(u))) miss('rendered', extra);
      else if (holders.some((u) => stages.selected.includes(u))) miss('later', extra);
      else if (best(stages.scored) === 0) miss('gate', extra);
      else if (best(stages.subject) === 0) miss('subject', extra);
      else if (best(stages.floors) === 0) miss('floor', extra);
      else if (best(stages.floors) < top * 0.5) miss(best(stages.subject) >= top * 0.5 ? 'floor' : 'half', extra);
      else miss('budget', extra);
    }
  }
  db.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(dir, { recursive: true, force: true });
}
const r = (x: number | undefined): string => (x === undefined ? '' : x.toFixed(2));
for (const m of misses) console.log(`${m.cause.padEnd(9)} ${m.set} | ${m.query} | FACT ${m.fact} | rank ${m.rank ?? ''} ratio ${r(m.ratio)} sentences ${m.sentences}\n    HOLDER ${m.holder.slice(0, 240)}\n    LEAD   ${m.lead.slice(0, 200)}`);
const causes = [...new Set(misses.map((m) => m.cause))].map((c) => [c, misses.filter((m) => m.cause === c).length] as const).sort((a, b) => b[1] - a[1]);
console.log(`\nfacts ${stated}/${total}; answers ${answers}, ${(sentenceSum / Math.max(1, answers)).toFixed(1)} sentences on average; missed ${misses.length}: ${causes.map(([c, n]) => `${c} ${n}`).join(', ')}`);
if (process.env.MISSES_JSON) fs.writeFileSync(process.env.MISSES_JSON, JSON.stringify(misses, null, 1));
