// transformed_content written by the optional local model: the model gets the research's passages
// (numbered as the job's results) and the user's system_prompt, and answers in the format asked.
// checkTransformed (pure, table-tested) keeps only what rests on the sources, whatever the format:
// every sentence of prose, every bullet, every table row and every JSON text value must cite a
// source [n] whose passage holds its words (checkClaim), or it is dropped and counted. The format
// itself is checked: JSON must be the object asked for (named keys kept, others dropped; sources
// and the question filled in from the research, never from the model), a table must have the columns
// asked for, N bullets or sentences are cut to N, a word limit is kept. Anything unusable comes back
// as a reason in words, and the built-in rendering (prompt.ts) stands.
import { checkClaim, checkSentences, complete, droppedReasons, extractJson, sourceTerms, type LocalModelConfig, type ModelSource } from './local-model';
import { parseSystemPrompt, type PromptInstruction } from './prompt';
import type { ComposedSource } from './compose';

export function transformSystemMessage(): string {
  return [
    'You rewrite the findings of a research into the form the user asks for, using only the numbered sources given.',
    'Every sentence, bullet point, table row or JSON text value that states something must end with the number of the source it rests on, like [1] or [2][3].',
    'Do not add facts that are not in the sources. When JSON is asked for, reply with the JSON object only.',
  ].join(' ');
}

export function transformUserMessage(systemPrompt: string, query: string, sources: ModelSource[]): string {
  const blocks = sources.map((s) => `[${s.index}] ${s.title}\n${s.passages.join('\n')}`);
  return `Sources:\n\n${blocks.join('\n\n')}\n\nResearch question: ${query}\n\nInstruction (follow it for the form of your reply): ${systemPrompt}`;
}

export interface TransformCheck {
  text: string;
  /** What was dropped and why. */
  dropped: { text: string; reason: string }[];
  /** Shortfalls said to the reader in transformed_content (fewer bullets than asked, empty keys). */
  notes: string[];
}

const SOURCE_KEY = /^(sources?|references?|citations?|bibliography)$/;
const QUESTION_KEY = /^(question|query|topic)$/;
const MAX_ITEMS = 50;

function wordCount(text: string): number {
  return text.replace(/\[\d+\]/g, '').split(/\s+/).filter(Boolean).length;
}

/** Keeps items in order while their words fit within the limit (markers not counted). */
function withinWords(items: string[], limit: number | null): string[] {
  if (limit === null) return items;
  const out: string[] = [];
  let total = 0;
  for (const item of items) {
    const n = wordCount(item);
    if (total + n > limit) break;
    out.push(item);
    total += n;
  }
  return out;
}

function normaliseKey(key: string): string {
  return key.trim().toLowerCase().replace(/[\s-]+/g, '_');
}

/** A text value's sentences, checked; the kept ones re-cited. Null when nothing is left. */
function checkText(value: string, sources: ModelSource[], byIndex: Map<number, Set<string>>, dropped: TransformCheck['dropped']): string | null {
  const check = checkSentences(value, sources, byIndex);
  dropped.push(...check.dropped);
  if (check.kept.length === 0) return null;
  return check.kept.map((s) => cite(s.text, s.citations)).join(' ');
}

function cite(text: string, citations: number[]): string {
  const match = /^(.*?)([.!?]+["')\]”’]*)?$/s.exec(text.trim());
  return `${match?.[1] ?? text} ${citations.map((c) => `[${c}]`).join('')}${match?.[2] ?? '.'}`;
}

/** A JSON value from the model with every text checked: arrays keep their supported items, objects their supported values. */
function checkValue(value: unknown, sources: ModelSource[], byIndex: Map<number, Set<string>>, dropped: TransformCheck['dropped'], depth: number): unknown {
  if (depth > 4) {
    dropped.push({ text: JSON.stringify(value).slice(0, 80), reason: 'nested deeper than 4 levels' });
    return undefined;
  }
  if (typeof value === 'string') return checkText(value, sources, byIndex, dropped) ?? undefined;
  if (Array.isArray(value)) {
    return value
      .slice(0, MAX_ITEMS)
      .map((item) => checkValue(item, sources, byIndex, dropped, depth + 1))
      .filter((item) => item !== undefined);
  }
  if (typeof value === 'object' && value !== null) {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value).slice(0, MAX_ITEMS)) {
      const checked = checkValue(inner, sources, byIndex, dropped, depth + 1);
      if (checked !== undefined) out[key] = checked;
    }
    return Object.keys(out).length > 0 ? out : undefined;
  }
  // Numbers, yes/no and null state something the check cannot tie to a passage.
  dropped.push({ text: String(value), reason: 'a number or yes/no value the check cannot tie to a passage' });
  return undefined;
}

function isEmpty(value: unknown): boolean {
  return value === undefined || (Array.isArray(value) && value.length === 0);
}

function checkJson(reply: string, instruction: PromptInstruction, query: string, sources: ModelSource[], composed: ComposedSource[]): TransformCheck | { error: string } {
  const parsed = extractJson(reply);
  if (parsed === null) return { error: 'its reply is not JSON' };
  if (typeof parsed !== 'object' || Array.isArray(parsed)) return { error: 'its reply is not the JSON object asked for' };
  const byIndex = sourceTerms(sources);
  const dropped: TransformCheck['dropped'] = [];
  const given = new Map(Object.entries(parsed as Record<string, unknown>).map(([k, v]) => [normaliseKey(k), v] as const));
  const keys = instruction.keys.length > 0 ? instruction.keys : [...given.keys()].slice(0, 20);
  for (const key of given.keys()) if (!keys.includes(key)) dropped.push({ text: key, reason: 'a key the prompt did not ask for' });
  const out: Record<string, unknown> = {};
  const empty: string[] = [];
  for (const key of keys) {
    if (SOURCE_KEY.test(key)) out[key] = composed.map((s) => ({ citation_index: s.citationIndex, title: s.title, url: s.url }));
    else if (QUESTION_KEY.test(key)) out[key] = query;
    else {
      const checked = given.has(key) ? checkValue(given.get(key), sources, byIndex, dropped, 0) : undefined;
      if (isEmpty(checked)) empty.push(key);
      out[key] = checked ?? (Array.isArray(given.get(key)) ? [] : '');
    }
  }
  const kept = keys.filter((k) => !empty.includes(k) && !SOURCE_KEY.test(k) && !QUESTION_KEY.test(k));
  if (kept.length === 0) return { error: `nothing it wrote under ${keys.map((k) => `"${k}"`).join(', ')} rests on the sources${dropped.length > 0 ? ` (${droppedReasons(dropped)})` : ''}` };
  const notes = empty.length > 0 ? [`Note: nothing the local model wrote for ${empty.map((k) => `"${k}"`).join(', ')} rests on your sources, so ${empty.length === 1 ? 'it is' : 'they are'} empty.`] : [];
  return { text: '```json\n' + JSON.stringify(out, null, 2) + '\n```', dropped, notes };
}

const BULLET = /^\s*(?:[-*•+]|\d{1,2}[.)])\s+/;

function checkBullets(reply: string, instruction: PromptInstruction, sources: ModelSource[]): TransformCheck | { error: string } {
  const byIndex = sourceTerms(sources);
  const dropped: TransformCheck['dropped'] = [];
  const bullets: string[] = [];
  for (const line of reply.split(/\n+/)) {
    if (!line.trim()) continue;
    if (!BULLET.test(line)) {
      // An introduction ("Here are three points:") is left out unless it states something cited.
      if (!/\[\d+\]/.test(line)) continue;
    }
    const kept = checkText(line.replace(BULLET, ''), sources, byIndex, dropped);
    if (kept) bullets.push(kept);
  }
  if (bullets.length === 0) return { error: `none of its ${dropped.length} points rests on the passage it cites` };
  const chosen = withinWords(bullets, instruction.wordLimit).slice(0, instruction.count ?? MAX_ITEMS);
  const notes = instruction.count !== null && chosen.length < instruction.count ? [`Note: only ${chosen.length} point${chosen.length === 1 ? '' : 's'} the local model wrote rest${chosen.length === 1 ? 's' : ''} on your sources, not ${instruction.count}.`] : [];
  return { text: chosen.map((b) => `- ${b}`).join('\n'), dropped, notes };
}

function cells(line: string): string[] {
  return line.trim().replace(/^\|/, '').replace(/\|$/, '').split(/(?<!\\)\|/).map((c) => c.trim());
}

function checkTable(reply: string, instruction: PromptInstruction, sources: ModelSource[]): TransformCheck | { error: string } {
  const lines = reply.split('\n').filter((l) => l.trim().startsWith('|'));
  const header = lines[0];
  if (!header || !lines[1] || !/^[\s|:-]+$/.test(lines[1])) return { error: 'its reply is not a table' };
  const columns = cells(header);
  if (instruction.columns.length > 0) {
    const asked = instruction.columns.map(normaliseKey);
    const given = columns.map(normaliseKey);
    if (asked.length !== given.length || !asked.every((c) => given.includes(c))) {
      return { error: `its table has the columns ${columns.map((c) => `"${c}"`).join(', ')}, not ${instruction.columns.map((c) => `"${c.replace(/_/g, ' ')}"`).join(', ')}` };
    }
  }
  const byIndex = sourceTerms(sources);
  const dropped: TransformCheck['dropped'] = [];
  const rows: string[] = [];
  for (const line of lines.slice(2, 2 + MAX_ITEMS)) {
    const row = cells(line);
    if (row.length !== columns.length) {
      dropped.push({ text: line, reason: `a row of ${row.length} cells in a table of ${columns.length} columns` });
      continue;
    }
    const check = checkClaim(row.join('. '), byIndex);
    if (!check.ok) {
      dropped.push({ text: line, reason: check.reason });
      continue;
    }
    rows.push(`| ${row.join(' | ')} |`);
  }
  if (rows.length === 0) return { error: `none of its ${dropped.length} rows rests on the passage it cites` };
  const chosen = withinWords(rows, instruction.wordLimit);
  return { text: [`| ${columns.join(' | ')} |`, `|${columns.map(() => '---').join('|')}|`, ...chosen].join('\n'), dropped, notes: [] };
}

function checkProse(reply: string, instruction: PromptInstruction, sources: ModelSource[]): TransformCheck | { error: string } {
  const check = checkSentences(reply, sources);
  if (check.kept.length === 0) return { error: `none of its ${check.dropped.length} sentences rests on the passage it cites` };
  const sentences = check.kept.map((s) => cite(s.text, s.citations));
  const counted = instruction.format === 'sentences' ? sentences.slice(0, instruction.count ?? 1) : sentences;
  const chosen = withinWords(counted, instruction.wordLimit);
  if (chosen.length === 0) return { error: `its shortest sentence has more words than the ${instruction.wordLimit ?? 0}-word limit` };
  return { text: chosen.join(' '), dropped: check.dropped, notes: [] };
}

/** The model's reply to a system prompt → what may go into transformed_content, or why nothing can. */
export function checkTransformed(reply: string, systemPrompt: string, query: string, sources: ModelSource[], composed: ComposedSource[]): TransformCheck | { error: string } {
  const instruction = parseSystemPrompt(systemPrompt);
  switch (instruction.format) {
    case 'json':
      return checkJson(reply, instruction, query, sources, composed);
    case 'bullets':
      return checkBullets(reply, instruction, sources);
    case 'table':
      return checkTable(reply, instruction, sources);
    default:
      return checkProse(reply, instruction, sources);
  }
}

export type ModelTransform = { ok: true; text: string; dropped: { text: string; reason: string }[]; model: string } | { ok: false; reason: string };

/** transformed_content from the model, checked. Never throws. */
export async function modelTransform(config: LocalModelConfig, systemPrompt: string, query: string, sources: ModelSource[], composed: ComposedSource[]): Promise<ModelTransform> {
  const outcome = await complete(config, [
    { role: 'system', content: transformSystemMessage() },
    { role: 'user', content: transformUserMessage(systemPrompt, query, sources) },
  ]);
  if (!outcome.ok) return outcome;
  const check = checkTransformed(outcome.text, systemPrompt, query, sources, composed);
  if ('error' in check) return { ok: false, reason: `the local model ${config.model} did not follow the system prompt usably: ${check.error}` };
  return { ok: true, text: [check.text, ...check.notes].join('\n\n'), dropped: check.dropped, model: config.model };
}
