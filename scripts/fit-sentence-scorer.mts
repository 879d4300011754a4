// Fits a sentence scorer for the embedded engine's leads and points (issue 11) and evaluates it
// leave-one-session-out: `npx tsx scripts/fit-sentence-scorer.mts [--write] [--modes]`.
// Data: every seen answer set with facts (the team set over resources/library and over its own documents,
// reviewer sets 1-4, sets 5-9 of bench/sets: the group 'seen'), and the released outside sets of sessions 19-24
// (bench/sets/sNN-*.ts, README there: one group per session). Evaluation is by group: each session's sets are
// judged by weights fitted on every other group (the seen sets included), never on their own session's.
// Each question the engine can answer is researched in-process
// as the service does (3 loops, then composeAnswer); compose.ts's trace gives the scored candidate points
// (score at least 0.3 of the best, the pool its lead rules choose from) with the lead and points it chose.
// A candidate is positive when it states one of the question's lead phrases (or, where the set names no
// lead, one of its facts). Features: src/service/sentence-features.ts. Model: a conditional logit over each
// question's candidates (softmax, maximising the probability of the positives, L2), fitted by gradient
// descent: no ML library. Evaluation: for every set, fit on all the others, then on the left-out set the
// lead hit rate (the top candidate is positive) and the fact recall of the top k (k = the number of points
// the engine chose), beside the engine's own lead and points and beside the engine's score alone.
// --write fits on every set and writes src/service/sentence-scorer.json.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openServiceDb } from '../src/service/db';
import { defaultSampleLibraryDir, documentsInScope, loadSampleLibrary } from '../src/service/library';
import { composeAnswer, initialLoopState, runLoop } from '../src/service/research';
import { openerDangling, type ComposeTrace } from '../src/service/compose';
import type { SentenceScorer } from '../src/service/sentence-scorer';
import { requiredConcepts } from '../src/service/concepts';
import { FEATURE_NAMES, sentenceFeatures } from '../src/service/sentence-features';
import { OWN_DOCUMENTS, OWN_QUESTIONS, SAMPLE_QUESTIONS, type EvalQuestion } from '../bench/answers-set';
import { REVIEWER_DOCUMENTS, REVIEWER_QUESTIONS } from '../bench/answers-reviewer-set';
import { REVIEWER_2_DOCUMENTS, REVIEWER_2_QUESTIONS } from '../bench/answers-reviewer-set-2';
import { REVIEWER_3_DOCUMENTS, REVIEWER_3_QUESTIONS } from '../bench/answers-reviewer-set-3';
import { REVIEWER_4_DOCUMENTS, REVIEWER_4_QUESTIONS } from '../bench/answers-reviewer-set-4';
import { body, factStated, phrase, splitSentences } from '../bench/judge-facts';

interface Library {
  set: string;
  /** The evaluation group: 'seen' for the old seen sets, 'sNN' for the sets written in session NN. */
  group: string;
  dir: string;
  questions: EvalQuestion[];
}

interface Candidate {
  x: number[];
  lead: boolean;
  facts: number[];
  /** The engine's own choice: its lead, one of its points. */
  engineLead: boolean;
  engineChosen: boolean;
  text: string;
}

interface Example {
  set: string;
  group: string;
  query: string;
  kind: string;
  candidates: Candidate[];
  factCount: number;
  /** The set names lead phrases for it (the bench's "leads that answer what was asked (where checked)"). */
  checked: boolean;
  engineLead: boolean;
  engineFacts: number[];
  k: number;
}

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

function writeDocuments(documents: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-fit-'));
  for (const [name, text] of Object.entries(documents)) fs.writeFileSync(path.join(dir, name), text);
  return dir;
}

async function libraries(): Promise<Library[]> {
  const out: Library[] = [
    { set: 'team', group: 'seen', dir: defaultSampleLibraryDir(), questions: SAMPLE_QUESTIONS },
    { set: 'team', group: 'seen', dir: writeDocuments(OWN_DOCUMENTS), questions: OWN_QUESTIONS },
    { set: 'rev1', group: 'seen', dir: writeDocuments(REVIEWER_DOCUMENTS), questions: REVIEWER_QUESTIONS },
    { set: 'rev2', group: 'seen', dir: writeDocuments(REVIEWER_2_DOCUMENTS), questions: REVIEWER_2_QUESTIONS },
    { set: 'rev3', group: 'seen', dir: writeDocuments(REVIEWER_3_DOCUMENTS), questions: REVIEWER_3_QUESTIONS },
    { set: 'rev4', group: 'seen', dir: writeDocuments(REVIEWER_4_DOCUMENTS), questions: REVIEWER_4_QUESTIONS },
  ];
  for (const n of [5, 6, 7, 8, 9]) {
    const set = (await import(path.join(root, 'bench', 'sets', `set${n}.ts`))) as { DOCUMENTS: Record<string, string>; QUESTIONS: EvalQuestion[] };
    out.push({ set: `set${n}`, group: 'seen', dir: writeDocuments(set.DOCUMENTS), questions: set.QUESTIONS });
  }
  // the released outside sets, one group per session (sNN-class.ts)
  for (const file of fs.readdirSync(path.join(root, 'bench', 'sets')).filter((f) => /^s\d+-[a-z]+\.ts$/.test(f)).sort()) {
    const set = (await import(path.join(root, 'bench', 'sets', file))) as { DOCUMENTS: Record<string, string>; QUESTIONS: EvalQuestion[] };
    out.push({ set: file.replace(/\.ts$/, ''), group: file.replace(/-.*$/, ''), dir: writeDocuments(set.DOCUMENTS), questions: set.QUESTIONS });
  }
  return out;
}

const states = (text: string, alternatives: string[]): boolean => alternatives.some((a) => phrase(a).test(text));

/** The candidates of one question, labelled, with the engine's own choice. */
function example(set: string, group: string, question: EvalQuestion, trace: ComposeTrace): Example | null {
  if (question.expect.kind === 'none') return null;
  const facts = question.expect.facts;
  const leadPhrases = question.expect.kind === 'answer' && question.expect.lead ? question.expect.lead : facts.flat();
  if (leadPhrases.length === 0) return null;
  const units = trace.units.filter((u) => !u.otherRow);
  const best = Math.max(0, ...units.map((u) => u.score));
  if (best <= 0) return null;
  const features = sentenceFeatures({ query: trace.query, kind: trace.kind, shape: trace.shape, required: requiredConcepts(trace.concepts), titleOf: trace.titleOf, idf: trace.idf }, units);
  const candidates: Candidate[] = [];
  units.forEach((u, i) => {
    if (u.score < best * 0.3 && u !== trace.lead && !trace.chosen.includes(u)) return;
    const text = u.sentences.join(' ');
    candidates.push({ x: features[i] ?? [], lead: states(text, leadPhrases), facts: facts.map((f, j) => (states(text, f) ? j : -1)).filter((j) => j >= 0), engineLead: u === trace.lead, engineChosen: trace.chosen.includes(u), text });
  });
  const leadText = trace.lead.sentences.join(' ');
  const chosenText = trace.chosen.map((u) => u.sentences.join(' ')).join(' ');
  return {
    set,
    group,
    query: question.query,
    kind: trace.kind,
    candidates,
    factCount: facts.length,
    checked: question.expect.kind === 'answer' && (question.expect.lead?.length ?? 0) > 0,
    engineLead: states(leadText, leadPhrases),
    engineFacts: facts.map((f, j) => (states(chosenText, f) ? j : -1)).filter((j) => j >= 0),
    k: trace.chosen.length,
  };
}

async function collect(): Promise<Example[]> {
  const examples: Example[] = [];
  for (const library of await libraries()) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-fit-db-'));
    const db = openServiceDb(dataDir);
    await loadSampleLibrary(db, library.dir, new Date().toISOString());
    const allowed = documentsInScope(db, { documentIds: null, excludedDomains: [] });
    for (const question of library.questions) {
      const state = initialLoopState(question.query, []);
      for (let i = 0; i < 3; i += 1) runLoop(db, allowed, state);
      let trace: ComposeTrace | null = null;
      composeAnswer(db, allowed, state, { trace: (t) => (trace = t), scorer: null });
      const e = trace ? example(library.set, library.group, question, trace) : null;
      if (e) examples.push(e);
    }
    db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return examples;
}

// ---- the model: a conditional logit over each question's candidates

const dot = (w: number[], x: number[]): number => x.reduce((a, v, i) => a + v * (w[i] ?? 0), 0);

function softmax(scores: number[]): number[] {
  const m = Math.max(...scores);
  const e = scores.map((s) => Math.exp(s - m));
  const z = e.reduce((a, b) => a + b, 0);
  return e.map((v) => v / z);
}

/** Weights maximising, over the questions with a positive and a negative candidate, log P(a positive ranks first), minus l2·|w|².
 * Positive: a candidate stating a lead phrase (the lead model), or any fact (`positive` = states a fact: the points model). */
function fit(examples: Example[], positive: (c: Candidate) => boolean = (c) => c.lead, l2 = 0.002, steps = 3000, rate = 0.5): number[] {
  const relabel = (e: Example): Example => ({ ...e, candidates: e.candidates.map((c) => ({ ...c, lead: positive(c) })) });
  const usable = examples.map(relabel).filter((e) => e.candidates.some((c) => c.lead) && e.candidates.some((c) => !c.lead));
  const dims = FEATURE_NAMES.length;
  let w: number[] = new Array<number>(dims).fill(0);
  for (let step = 0; step < steps; step += 1) {
    const grad = new Array<number>(dims).fill(0);
    for (const e of usable) {
      const p = softmax(e.candidates.map((c) => dot(w, c.x)));
      const positive = p.reduce((a, v, i) => a + (e.candidates[i]?.lead ? v : 0), 0);
      e.candidates.forEach((c, i) => {
        const r = c.lead ? (p[i] ?? 0) / positive : 0;
        const g = (p[i] ?? 0) - r;
        for (let d = 0; d < dims; d += 1) grad[d] = (grad[d] ?? 0) + g * (c.x[d] ?? 0);
      });
    }
    w = w.map((v, d) => v - rate * ((grad[d] ?? 0) / Math.max(1, usable.length) + 2 * l2 * v));
  }
  return w;
}

/** The candidates' indexes, best first, by a scoring function. */
function ranked(e: Example, score: (c: Candidate) => number): number[] {
  return e.candidates.map((c, i) => ({ i, s: score(c) })).sort((a, b) => b.s - a.s || a.i - b.i).map((r) => r.i);
}

interface Measure {
  questions: number;
  reachable: number;
  leads: number;
  /** Of the questions with lead phrases: how many, and how many leads state one. */
  checked: number;
  checkedLeads: number;
  facts: number;
  factCount: number;
}

function measure(examples: Example[], score: ((c: Candidate) => number) | null): Measure {
  const m: Measure = { questions: examples.length, reachable: 0, leads: 0, checked: examples.filter((e) => e.checked).length, checkedLeads: 0, facts: 0, factCount: 0 };
  for (const e of examples) {
    if (e.candidates.some((c) => c.lead)) m.reachable += 1;
    m.factCount += e.factCount;
    if (!score) {
      if (e.engineLead) m.leads += 1;
      if (e.engineLead && e.checked) m.checkedLeads += 1;
      m.facts += e.engineFacts.length;
      continue;
    }
    const order = ranked(e, score);
    if (e.candidates[order[0] ?? -1]?.lead) {
      m.leads += 1;
      if (e.checked) m.checkedLeads += 1;
    }
    m.facts += new Set(order.slice(0, e.k).flatMap((i) => e.candidates[i]?.facts ?? [])).size;
  }
  return m;
}

const ENGINE_SCORE = FEATURE_NAMES.indexOf('engineScore');
const pct = (n: number, d: number): string => (d === 0 ? '—' : `${((100 * n) / d).toFixed(0)}% (${n}/${d})`);
const statesFact = (c: Candidate): boolean => c.facts.length > 0;

// FIT_CACHE=/tmp/x.json keeps the researched candidates between runs (for trying models; the features are read anew otherwise)
const cache = process.env.FIT_CACHE;
const examples: Example[] = cache && fs.existsSync(cache) ? (JSON.parse(fs.readFileSync(cache, 'utf8')) as Example[]) : await collect();
if (cache && !fs.existsSync(cache)) fs.writeFileSync(cache, JSON.stringify(examples));
const groups = [...new Set(examples.map((e) => e.group))];
console.log(`${examples.length} questions, ${examples.reduce((a, e) => a + e.candidates.length, 0)} candidates, ${examples.reduce((a, e) => a + e.candidates.filter((c) => c.lead).length, 0)} positive; features: ${FEATURE_NAMES.join(', ')}\n`);
console.log('Leave-one-session-out, ranking the candidates (fitted on every other group, measured on this one; lead = the lead phrases where the set names them; facts = fact recall of the top k, k the points the rules kept; "fitted (points)" is a model fitted to rank fact-stating candidates):\n');
console.log('| group | questions (a positive among candidates) | lead: rules | lead: score alone | lead: fitted | facts: rules | facts: score alone | facts: fitted | facts: fitted (points) |');
console.log('|---|---|---|---|---|---|---|---|---|');
const weightsOf = new Map<string, number[]>();
const totals = { rules: [0, 0, 0, 0], score: [0, 0, 0, 0], fitted: [0, 0, 0, 0], points: [0, 0, 0, 0] };
const add = (t: number[], m: Measure): void => {
  t[0] = (t[0] ?? 0) + m.checkedLeads;
  t[1] = (t[1] ?? 0) + m.checked;
  t[2] = (t[2] ?? 0) + m.facts;
  t[3] = (t[3] ?? 0) + m.factCount;
};
let reachable = 0;
for (const group of groups) {
  const held = examples.filter((e) => e.group === group);
  const rest = examples.filter((e) => e.group !== group);
  const w = fit(rest);
  const wp = fit(rest, statesFact);
  weightsOf.set(group, w);
  const rules = measure(held, null);
  const score = measure(held, (c) => c.x[ENGINE_SCORE] ?? 0);
  const fitted = measure(held, (c) => dot(w, c.x));
  const points = measure(held, (c) => dot(wp, c.x));
  reachable += rules.reachable;
  add(totals.rules, rules);
  add(totals.score, score);
  add(totals.fitted, fitted);
  add(totals.points, points);
  console.log(`| ${group} | ${rules.questions} (${rules.reachable}) | ${pct(rules.checkedLeads, rules.checked)} | ${pct(score.checkedLeads, score.checked)} | ${pct(fitted.checkedLeads, fitted.checked)} | ${pct(rules.facts, rules.factCount)} | ${pct(score.facts, score.factCount)} | ${pct(fitted.facts, fitted.factCount)} | ${pct(points.facts, points.factCount)} |`);
}
const l = (x: number[]): string => pct(x[0] ?? 0, x[1] ?? 0);
const f = (x: number[]): string => pct(x[2] ?? 0, x[3] ?? 0);
console.log(`| all | ${examples.length} (${reachable}) | ${l(totals.rules)} | ${l(totals.score)} | ${l(totals.fitted)} | ${f(totals.rules)} | ${f(totals.score)} | ${f(totals.fitted)} | ${f(totals.points)} |`);

// ---- the modes as compose.ts applies them (QUIRE_SCORER), each session with its leave-one-session-out weights
// (--modes; the sets are researched again and composed four times: the rules alone, fitted, margin, untyped). Judged as
// the answers bench judges: a fact counts where a cited point states it (judge-facts.ts factStated); the lead is the
// first cited point (with the next when it opens with a word referring back: compose.ts openerDangling), checked where
// the set names lead phrases.
interface Judged {
  leads: number;
  checked: number;
  facts: number;
  factCount: number;
  changed: number;
}

function leadPoint(content: string): string {
  const firstParagraph = splitSentences(content.split(/\n\s*\n/).find((p) => /\[\d+\]/.test(p)) ?? '');
  const firstMarked = firstParagraph.findIndex((x) => /\[\d+\]/.test(x));
  const cited = splitSentences(content).filter((x) => /\[\d+\]/.test(x));
  const first = firstMarked >= 0 ? firstParagraph.slice(0, firstMarked + 1).join(' ') : (cited[0] ?? '');
  return cited[1] !== undefined && openerDangling(body(cited[1])) ? `${first} ${cited[1]}` : first;
}

async function modes(): Promise<void> {
  const names = ['rules', 'fitted', 'margin', 'untyped'] as const;
  const out = new Map<string, Record<(typeof names)[number], Judged>>();
  for (const library of await libraries()) {
    if (library.group === 'seen' && !process.argv.includes('--modes-seen')) continue;
    const w = weightsOf.get(library.group);
    if (!w) continue;
    const scorer: SentenceScorer = { features: [...FEATURE_NAMES], weights: w };
    const row = out.get(library.group) ?? Object.fromEntries(names.map((n) => [n, { leads: 0, checked: 0, facts: 0, factCount: 0, changed: 0 }])) as Record<(typeof names)[number], Judged>;
    out.set(library.group, row);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-fit-db-'));
    const db = openServiceDb(dataDir);
    await loadSampleLibrary(db, library.dir, new Date().toISOString());
    const allowed = documentsInScope(db, { documentIds: null, excludedDomains: [] });
    for (const question of library.questions as (EvalQuestion & { verdict?: string })[]) {
      if (question.expect.kind === 'none') continue;
      const state = initialLoopState(question.query, []);
      for (let i = 0; i < 3; i += 1) runLoop(db, allowed, state);
      const leads = question.expect.kind === 'answer' ? (question.expect.lead ?? []) : [];
      let rulesContent = '';
      for (const name of names) {
        const content = composeAnswer(db, allowed, state, name === 'rules' ? { scorer: null } : { scorer: name, scorerWeights: scorer }).content;
        if (name === 'rules') rulesContent = content;
        const j = row[name];
        if (content !== rulesContent) j.changed += 1;
        for (const fact of question.expect.facts) {
          j.factCount += 1;
          if (factStated(fact, content, question.verdict)) j.facts += 1;
        }
        if (leads.length > 0) {
          j.checked += 1;
          const lead = leadPoint(content);
          if (leads.some((a) => phrase(a).test(lead))) j.leads += 1;
        }
      }
    }
    db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  console.log('\nThe modes as compose.ts applies them (leave-one-session-out weights; changed = answers that differ from the rules\'):\n');
  console.log('| group | lead: rules | lead: fitted | lead: margin | lead: untyped | facts: rules | facts: fitted | facts: margin | facts: untyped | changed: fitted / margin / untyped |');
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  const sum = Object.fromEntries(names.map((n) => [n, { leads: 0, checked: 0, facts: 0, factCount: 0, changed: 0 }])) as Record<(typeof names)[number], Judged>;
  const line = (group: string, r: Record<(typeof names)[number], Judged>): string => `| ${group} | ${names.map((n) => pct(r[n].leads, r[n].checked)).join(' | ')} | ${names.map((n) => pct(r[n].facts, r[n].factCount)).join(' | ')} | ${r.fitted.changed} / ${r.margin.changed} / ${r.untyped.changed} |`;
  for (const [group, r] of out) {
    console.log(line(group, r));
    for (const n of names) for (const k of ['leads', 'checked', 'facts', 'factCount', 'changed'] as const) sum[n][k] += r[n][k];
  }
  console.log(line('all', sum));
}
if (process.argv.includes('--modes')) await modes();

const all = fit(examples);
console.log('\nWeights fitted on every set:');
for (const [i, name] of FEATURE_NAMES.entries()) console.log(`  ${name.padEnd(16)} ${(all[i] ?? 0).toFixed(3)}`);
if (process.argv.includes('--write')) {
  const file = path.join(root, 'src', 'service', 'sentence-scorer.json');
  const data = {
    comment: 'Fitted by `npx tsx scripts/fit-sentence-scorer.mts --write` (a conditional logit over each question\'s candidate points; every seen answer set and the released outside sets of sessions 19-24); features: src/service/sentence-features.ts',
    features: [...FEATURE_NAMES],
    weights: all.map((v) => Math.round(v * 1000) / 1000),
  };
  fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  console.log(`\nwrote ${path.relative(root, file)}`);
}
