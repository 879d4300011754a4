// Which of an answer's points a reply form keeps when it asks for fewer of them (N bullets, N sentences, a word
// limit: prompt.ts): the lead, then the points that name what the question asks by its telling words. Each
// question word a point names counts 1/(how many points name it), so the words every point shares (the subject,
// "lithium-ion battery") weigh little and the act asked ("stored") much: three bullets on storing batteries keep
// "Check stored batteries every few months", not "Cycle ageing is the capacity a battery loses". Ties keep the
// answer's order; the points kept are shown in the answer's order. Pure.
import { conceptsOf, mentioned } from './concepts';
import { stem, words } from './text';

/** The points' indexes, the lead first, then by the weight of the question's words each names, then in the answer's order. */
export function pointOrder(points: string[], query: string): number[] {
  if (points.length === 0) return [];
  const wanted = conceptsOf(query, { dropInstructionWords: true }).filter((c) => !c.soft);
  // the words of one compound ("lithium-ion batteries": lithium, ion, batteries, joined by their shared phrases) name one thing
  const group = new Map(wanted.map((c) => [c.stem, c.stem]));
  const root = (s: string): string => (group.get(s) === s ? s : root(group.get(s) ?? s));
  for (const a of wanted)
    for (const b of wanted) {
      const shared = (a.phrases ?? []).some((pa) => (b.phrases ?? []).some((pb) => pa.join(' ') === pb.join(' ')));
      if (a !== b && shared) group.set(root(a.stem), root(b.stem));
    }
  const named = points.map((p) => mentioned(wanted, new Set(words(p).map((w) => stem(w.toLowerCase())))).map((c) => root(c.stem)));
  const df = new Map<string, number>();
  for (const list of named) for (const s of new Set(list)) df.set(s, (df.get(s) ?? 0) + 1);
  const weight = (i: number): number => [...new Set(named[i] ?? [])].reduce((sum, s) => sum + 1 / (df.get(s) ?? 1), 0);
  const rest = points.map((_, i) => i).slice(1);
  rest.sort((a, b) => weight(b) - weight(a) || a - b);
  return [0, ...rest];
}

/** `kept` (a selection of `all`, in any order) in the order of `all`. Pure. */
export function inAnswerOrder<T>(kept: T[], all: T[]): T[] {
  return [...kept].sort((a, b) => all.indexOf(a) - all.indexOf(b));
}
