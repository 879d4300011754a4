// What a forum thread settled (compose.ts weighs its candidates by it; posts from writer-role.ts postsOf): a thread opens
// with a question post, replies guess, and the original poster later reports back ("Update: the test showed…", "that
// fixed it", "no more deaths since"). That report is the thread's outcome, and the earlier reply it bears out (the one
// whose point the report names in words the question post does not use: a word the reply says more than once, or three)
// is the confirmed answer. Asked why something happened
// or what caused or fixed it, the confirmed reply leads and the outcome follows it, over the first guesses; asked what to
// do, the question post is no answer (it asks), the replies are. Structure and markers only, never topics. Pure.
import { askedPractice } from './practice';
import { isStopWord, stem, words } from './text';
import type { Post } from './writer-role';

/** A later post that reports how things turned out: an update, a fix, a result, a test, "since" with nothing wrong. */
const REPORTS_BACK = /\b(?:update[ds]?|edit|solved|fixed|sorted|resolved|cured|worked|did the trick|turned out|it was the|the culprit|the cause|in the end|finally|no more\b[^.!?]*\bsince|(?:fine|ok|okay|good|well) (?:ever )?since|since then|test(?:ed)? (?:showed|shows|came back|confirmed)|(?:showed|found|confirmed) (?:that|it|the))\b/i;

/** The thread's outcome: the original poster's last post after a reply of someone else's that reports back, and the reply it bears out. */
export interface ThreadOutcome {
  outcome: Post;
  /** The earlier reply of another poster that the outcome bears out, or null when none shares its words. */
  confirmed: Post | null;
  /** The stems the outcome shares with the confirmed reply's point and not with the question post ("copper"). */
  shared: string[];
}

/** Content stems of a text (words of three letters or more, no function words). */
function contentStems(text: string): Set<string> {
  return new Set(words(text).filter((w) => w.length >= 3 && !isStopWord(w) && !/^\d+$/.test(w)).map(stem));
}

/** The outcome of a thread (threadOutcome), else null: no thread, no report back from its original poster after a reply. Pure. */
export function threadOutcome(posts: Post[]): ThreadOutcome | null {
  const first = posts[0];
  if (!first?.original || posts.length < 3) return null;
  let at = -1;
  for (let i = posts.length - 1; i > 0; i -= 1) {
    const post = posts[i] as Post;
    if (post.original && posts.slice(1, i).some((p) => !p.original) && REPORTS_BACK.test(post.text)) {
      at = i;
      break;
    }
  }
  const outcome = posts[at];
  if (!outcome) return null;
  const asked = contentStems(first.text);
  const reported = [...contentStems(outcome.text)].filter((s) => !asked.has(s));
  let confirmed: Post | null = null;
  let shared: string[] = [];
  for (const reply of posts.slice(1, at)) {
    if (reply.original) continue;
    // (a reply's point is what it says more than once, "Also check your tap water for copper. Copper is toxic…", or three
    // words of the report at least, "wipe the bisque with a damp sponge"; two said in passing, "a year split and stacked",
    // are no point the report could bear out)
    const counts = new Map<string, number>();
    for (const w of words(reply.text)) if (w.length >= 3 && !isStopWord(w) && !/^\d+$/.test(w)) counts.set(stem(w), (counts.get(stem(w)) ?? 0) + 1);
    const common = reported.filter((s) => counts.has(s));
    const bearsOut = common.some((s) => (counts.get(s) ?? 0) >= 2) || common.length >= 3;
    // (the earliest reply with the most words in common: a later "that could be it" repeats what it bears out)
    if (bearsOut && common.length > shared.length) {
      confirmed = reply;
      shared = common;
    }
  }
  return { outcome, confirmed, shared };
}

/** Does a question ask why something happened, what caused it or what fixed it (what a thread's outcome settles)? Pure. */
export function asksCauseOrFix(query: string, kind: string): boolean {
  if (kind === 'why') return true;
  return /\bwhat (?:(?:could|might|would|may|can) (?:have )?)?(?:caused?|causes|causing)\b|\bwhat(?:['’]s| is| was) (?:wrong|the (?:cause|culprit|problem|issue|reason|fix|solution))\b|\bwhat went wrong\b|\bwhat (?:fixed|solved|sorted|cured)\b|\bwhy\b/i.test(query);
}

/** What threadWeights needs of a unit. */
export interface ThreadUnit {
  documentId: string;
  sentences: string[];
  score: number;
}

/**
 * Weighs the candidates from threads in place. Asked why, what caused or what fixed something: a sentence of the reply
 * the outcome bears out that names a word it shares with the outcome counts ×1.8, a sentence of the outcome ×1.5, and a
 * sentence of the question post ×0.6 (it tells the trouble, not its cause). Asked what to do: a sentence of the
 * question post ×0.6 (it asks; the replies answer). `postsOf` gives a document's posts, else []. Pure.
 */
export function threadWeights<T extends ThreadUnit>(units: T[], query: string, kind: string, postsOf: (documentId: string) => Post[]): void {
  const cause = asksCauseOrFix(query, kind);
  // (what to do: advice asked, or "How should I look after…?", "How do I…?")
  if (!cause && askedPractice(query) !== 'advice' && !/\bhow (?:should|do|can|could|would|must|shall) (?:i|we|you|one)\b/i.test(query)) return;
  for (const u of units) {
    if (u.score <= 0) continue;
    const posts = postsOf(u.documentId);
    if (posts.length < 2) continue;
    const own = u.sentences.at(-1) ?? '';
    const post = posts.find((p) => p.text.includes(own));
    if (!post) continue;
    if (post === posts[0] && posts.some((p) => !p.original)) {
      u.score *= 0.6;
      continue;
    }
    if (!cause) continue;
    const settled = threadOutcome(posts);
    if (!settled?.confirmed) continue;
    if (post === settled.outcome) u.score *= 1.5;
    else if (post === settled.confirmed && settled.shared.some((s) => contentStems(own).has(s))) u.score *= 1.8;
  }
}

/**
 * For a why, cause or fix question: the unit that should lead from a thread with an outcome (the first statement of the
 * confirmed reply naming a word it shares with the outcome, before any instruction) and the outcome's
 * unit to follow it; null when the lead's document has no such outcome. Pure.
 */
export function settledLead<T extends ThreadUnit>(lead: T, units: T[], query: string, kind: string, postsOf: (documentId: string) => Post[], isInstruction: (sentence: string) => boolean): { lead: T; outcome: T | null } | null {
  if (!asksCauseOrFix(query, kind)) return null;
  const posts = postsOf(lead.documentId);
  const settled = threadOutcome(posts);
  if (!settled?.confirmed) return null;
  const confirmed = settled.confirmed;
  const inPost = (u: T, post: Post): boolean => u.documentId === lead.documentId && post.text.includes(u.sentences.at(-1) ?? '');
  const own = (u: T): string => u.sentences.at(-1) ?? '';
  const candidates = units.filter((u) => u.score > 0 && inPost(u, confirmed) && settled.shared.some((s) => contentStems(own(u)).has(s)));
  // (a statement before an instruction; of those, the one the reply makes its point in first, "Copper is toxic…" before
  // "Old copper pipes release it…", which needs it)
  const rank = (u: T): number => (isInstruction(own(u)) ? 0 : 1);
  const at = (u: T): number => confirmed.text.indexOf(own(u));
  const best = candidates.sort((a, b) => rank(b) - rank(a) || at(a) - at(b) || b.score - a.score)[0];
  if (!best) return null;
  const outcome = units.filter((u) => inPost(u, settled.outcome) && settled.shared.some((s) => contentStems(own(u)).has(s))).sort((a, b) => b.score - a.score)[0] ?? null;
  return { lead: best, outcome };
}

