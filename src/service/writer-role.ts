// Who says "I" and "we" in a first-person document, as the document itself shows it: each post of a forum thread is
// its poster's ("**mossy_cottage** wrote:"), a report with a byline is its writer's ("Written by helm Morwenna
// Tregear" → Morwenna Tregear), a blog post is the blogger's (its address or title says blog, or a dated address over
// text told mostly in the first person). attribution.ts rewrites "I bought" as "mossy_cottage bought", "my pagers"
// as "Morwenna Tregear's pagers", "we spent" as "the blogger writes that they spent"; with no writer found, "the
// author" as before. A sentence that asks ("Should I get the D12 or a desiccant one?") states nothing and is never
// cited as if it did. Nothing is guessed: no writer found is null. Pure.
import { bylineOf } from './byline';

/** A post of a thread: who wrote it and its text. */
export interface Post {
  writer: string;
  text: string;
}

/** "**mossy_cottage** wrote:", "K_Lowe said:", "Posted by dampbuster:" on a line of its own. */
const POST_HEAD = /^[ \t]*(?:[Pp]osted by\s+)?(?:\*\*|__)?([\p{L}\p{N}][\p{L}\p{N}_.'’-]{1,39}(?: \p{Lu}[\p{L}'’.-]*)?)(?:\*\*|__)?(?:\s+(?:wrote|said|posted|replied|writes|says))?[ \t]*:[ \t]*$/gmu;

/** The posts of a thread (two or more heads saying who wrote what follows), else []. */
export function postsOf(text: string): Post[] {
  const heads = [...text.matchAll(POST_HEAD)].filter((m) => /\b(?:wrote|said|posted|replied|writes|says)\s*:\s*$|^\s*posted by/i.test(m[0]));
  if (heads.length < 2) return [];
  return heads.map((m, i) => ({ writer: m[1] ?? '', text: text.slice((m.index ?? 0) + m[0].length, heads[i + 1]?.index ?? text.length) }));
}

/** A byline's person without a role before the name or a publication after it: "helm Morwenna Tregear" → "Morwenna Tregear". */
export function bylinePerson(author: string): string | null {
  const first = author.split(/,|\s+(?:of|for|at)\s+/)[0]?.trim() ?? '';
  const name = /(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’.-]*)+)$/u.exec(first)?.[1];
  return name ?? null;
}

/** The share of a text's sentences said in the first person ("I", "we", "my", "our"). */
export function firstPersonShare(text: string): number {
  const sentences = text.split(/(?<=[.!?])\s+|\n+/).filter((s) => /\p{L}{3,}/u.test(s) && !/^\s*#/.test(s));
  if (sentences.length === 0) return 0;
  return sentences.filter((s) => /\b(?:I|we|We|my|My|our|Our|us|me)\b/.test(s.replace(/"[^"]*"|“[^”]*”/g, ''))).length / sentences.length;
}

/** Does a document read as a blog post: its address or title says blog, or a dated address over text told mostly in the first person? */
export function isBlogPost(title: string, url: string, text: string): boolean {
  if (/\bblog/i.test(url) || /\bblog\b/i.test(title)) return true;
  return /\/(?:19|20)\d\d\/\d\d?\//.test(url) && firstPersonShare(text) >= 0.3;
}

/**
 * Who the document's "I" is: a byline's person, or "the blogger"; null when the document does not say (its "I"
 * stays "the author"). A thread's posters are read per post (postsOf). Pure.
 */
export function documentWriter(title: string, url: string, text: string): string | null {
  if (postsOf(text).length > 0) return null;
  const author = bylineOf(text).author;
  const person = author ? bylinePerson(author) : null;
  if (person) return person;
  return isBlogPost(title, url, text) ? 'the blogger' : null;
}

/** The writer of one sentence of a document: its post's writer in a thread, else the document's writer. Pure. */
export function writerOf(sentence: string, writer: string | null, posts: Post[]): string | null {
  return posts.find((p) => p.text.includes(sentence))?.writer ?? writer;
}

/** Does a sentence ask rather than state ("Should I get the D12, or a desiccant one?")? A question is no evidence. Pure. */
export function asksRatherThanStates(sentence: string): boolean {
  return /\?["”’)\]]*\s*$/.test(sentence.trim());
}
