// Who says "I" and "we" in a first-person document, as the document itself shows it: each post of a forum thread is
// its poster's ("**mossy_cottage** wrote:"), a report with a byline is its writer's ("Written by helm Morwenna
// Tregear" → Morwenna Tregear), a blog post is the blogger's (its address or title says blog, or a dated address over
// text told mostly in the first person). attribution.ts rewrites "I bought" as "mossy_cottage bought", "my pagers"
// as "Morwenna Tregear's pagers", "we spent" as "the blogger writes that they spent"; with no writer found, "the
// author" as before. A sentence that asks ("Should I get the D12 or a desiccant one?") states nothing and is never
// cited as if it did. Nothing is guessed: no writer found is null. Pure.
import { bylineOf } from './byline';
import { activityObject, datedPostHead, mailHead } from './page-structure';

/** A post of a thread: who wrote it, its text, and whether its writer opened the thread (the original poster). */
export interface Post {
  writer: string;
  text: string;
  original?: boolean;
}

/** A poster's handle or name: "mossy_cottage", "K_Lowe", "Hetty B", "Helen Marsh". */
const NAME = String.raw`[\p{L}\p{N}][\p{L}\p{N}_.'’-]{1,39}(?: \p{Lu}[\p{L}'’.-]*)?`;
const SAYS = String.raw`(?:wrote|said|posted|replied|writes|says|commented|answered|added)`;
/** A date or time a post head may carry: "on 3 March 2025", "(8 January)", "(same day)", ", 3 February", "· 2 days ago". */
const WHEN = String.raw`(?:\s*(?:on|at|in)\s+[^:()]{1,40}|\s*\([^()]{1,40}\)|\s*[,·|–—-]\s*[^:()]{1,40})?`;
const HEADS = [
  // "riverside_rob wrote on 3 March 2025:", "K_Lowe said:", "Hetty B (two weeks later) wrote:"
  new RegExp(String.raw`^(${NAME})${WHEN}\s+${SAYS}${WHEN}\s*:$`, 'u'),
  // "Original post by crumbly_cottage (8 January):", "Reply by old_plumber_pete:", "Posted by dampbuster:", "Reply #3 from Sam:"
  new RegExp(String.raw`^(?:(?:original|opening|first)\s+)?(?:post(?:ed)?|repl(?:y|ied)|comment(?:ed)?|answer(?:ed)?|response|message)(?:\s*#\d+)?\s+(?:by|from)\s+(${NAME})${WHEN}\s*:?$`, 'iu'),
];

/** The poster a line of its own names as the writer of what follows ("**riverside_rob** wrote on 3 March 2025:"), else null. Pure. */
export function postHead(line: string): string | null {
  const text = line.replace(/^[\s>#]+/, '').replace(/\*\*|__/g, '').replace(/\s+/g, ' ').trim();
  if (text.length > 90) return null;
  for (const head of HEADS) {
    const m = head.exec(text);
    if (m?.[1]) return m[1];
  }
  // "ripple_tank (3 March 2026, 08:12)", "On …, Sam Lee <sam@…> wrote:", "From: Sam Lee" (page-structure.ts)
  return datedPostHead(text) ?? mailHead(line);
}

/** The posts of a thread (two or more lines of their own saying who wrote what follows), else []. The first poster is the original poster. Pure. */
export function postsOf(text: string): Post[] {
  const lines = text.split('\n');
  const heads: { writer: string; at: number; end: number }[] = [];
  let at = 0;
  for (const line of lines) {
    const writer = postHead(line);
    if (writer) heads.push({ writer, at, end: at + line.length });
    at += line.length + 1;
  }
  // (a head with nothing under it, an e-mail's "On …, Sam wrote:" over quoted lines left out, page-structure.ts, is no post)
  const posts = heads.map((h, i) => ({ writer: h.writer, text: text.slice(h.end, heads[i + 1]?.at ?? text.length) })).filter((p) => /\p{L}{2,}/u.test(p.text));
  if (posts.length < 2) return [];
  const opener = posts[0]?.writer;
  return posts.map((p) => ({ ...p, original: p.writer === opener }));
}

/** How the answer names a post's writer: by the name given, the thread's opener as such ("canal_rat (the original poster)"). Pure. */
export function posterLabel(post: Post): string {
  return post.original ? `${post.writer} (the original poster)` : post.writer;
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
  const post = posts.find((p) => p.text.includes(sentence));
  return post ? posterLabel(post) : writer;
}

/** Does a sentence ask rather than state ("Should I get the D12, or a desiccant one?")? A question is no evidence. Pure. */
export function asksRatherThanStates(sentence: string): boolean {
  return /\?["”’)\]]*\s*$/.test(sentence.trim());
}

/** A page an organisation speaks for itself in ("we"): an FAQ, a help or about page, a shop's, a policy. */
const ORGANISATION_PAGE = /\b(?:faqs?|frequently asked questions|questions and answers|q ?& ?a|help|support|about us|who we are|contact us|our services|shop|store|returns|deliver(?:y|ies)|opening (?:hours|times)|membership|policy|policies|terms(?: and conditions)?)\b/i;

/**
 * The organisation a page's "we" is, as the page names it: the part of its title that is not the page's kind
 * ("Lumen Community Darkroom - Frequently asked questions" → "Lumen Community Darkroom"), else "the shop" for a shop's
 * page, else "the organisation". Pure.
 */
export function organisationName(title: string, url: string): string {
  const parts = title.split(/\s+[-–—|·:]\s+|:\s+/).map((t) => t.trim()).filter((t) => t !== '');
  // (a part that names an activity, "Joining Harbourside Community Choir", names the body by its object: page-structure.ts)
  const named = parts.map(activityObject).find((p) => !ORGANISATION_PAGE.test(p) && /^[\p{Lu}\p{N}]/u.test(p) && p.split(/\s+/).length <= 6);
  if (named) return named;
  return /\b(?:shop|store)\b/i.test(`${title} ${url}`) ? 'the shop' : 'the organisation';
}

/**
 * Who a page's "we" is when an organisation speaks for itself (an FAQ, a help, about or shop page, a policy: its title or
 * address says so, and it says "we" or "our"): its name (organisationName); null for a thread, a page with a person's
 * byline, a blog post, or any other document. Pure.
 */
export function documentOrganisation(title: string, url: string, text: string): string | null {
  if (postsOf(text).length > 0 || documentWriter(title, url, text) !== null) return null;
  const page = ORGANISATION_PAGE.test(title) || /\/(?:faqs?|help|support|about(?:-us)?|shop|store|returns|delivery|policies|terms)(?:[/.?#-]|$)/i.test(url);
  // a notice that says who issued it ("Issued by Harrowfield Town Council, 12 October 2026"): its "we" is that body
  const issuer = issuedBy(text);
  if ((!page && !issuer) || !/\b(?:we|We|our|Our|us)\b/.test(text.replace(/"[^"]*"|“[^”]*”/g, ''))) return null;
  return issuer ?? organisationName(title, url);
}

/** The nouns that end an organisation's name ("… Town Council", "… Rowing Club", "… Trust"). */
const BODY_NOUN = /^(?:council|club|society|trust|association|committee|authority|museum|library|school|academy|group|service|services|department|office|federation|union|board|partnership|ltd|limited|plc|company|centre|center|agency|foundation|institute|network|team|parish|church|surgery|practice|hospital)$/i;

/**
 * The body a notice says issued it, in a line of its own near the top ("*Issued by Harrowfield Town Council, 12 October
 * 2026*", "Published by the Friends of Wendle Marsh"), where the name ends in a word for a body; else null. Pure.
 */
export function issuedBy(text: string): string | null {
  for (const line of text.split('\n').slice(0, 20)) {
    const m = /^[\s*_>#-]*(?:[Ii]ssued|[Pp]ublished|[Pp]osted|[Pp]roduced|[Pp]repared|[Ss]ent)\s+by\s+(the\s+)?(\p{Lu}[\p{L}'’&.-]*(?:\s+(?:of|and|&|for|the|\p{Lu}[\p{L}'’&.-]*))*)/u.exec(line);
    const name = (m?.[2] ?? '').replace(/\s+(?:of|and|&|for|the)$/, '').trim();
    const words = name.split(/\s+/);
    if (m && words.length <= 7 && BODY_NOUN.test(words.at(-1) ?? '')) return m[1] ? `the ${name}` : name;
  }
  return null;
}

/** Who speaks in a document: its writer ("the blogger", a byline's person), each post's poster in a thread, and the organisation an FAQ's or shop's "we" is. Pure. */
export function documentVoices(title: string, url: string, text: string): { writer: string | null; posts: Post[]; organisation: string | null } {
  return { writer: documentWriter(title, url, text), posts: postsOf(text), organisation: documentOrganisation(title, url, text) };
}

/**
 * The words that name who speaks in a document, as a question may name them ("What did the original poster do?", "How
 * did the blogger…", "Does Lumen…"): its writer, a thread's posters with what they are (original poster, OP, poster,
 * thread, reply), its organisation. Read with its title for what the document covers. Pure.
 */
export function voiceWords(voices: { writer?: string | null; posts?: Post[]; organisation?: string | null }): string {
  const posts = voices.posts ?? [];
  const thread = posts.length > 0 ? ['original poster', 'OP', 'poster', 'posters', 'thread', 'reply', 'replies', ...new Set(posts.map((p) => p.writer))] : [];
  return [voices.writer ?? '', ...thread, voices.organisation ?? ''].join(' ').trim();
}

/**
 * The author a saved document's front matter names ("author: Hana Okafor" in a leading `---` block), where it is a
 * person's name (two to four capitalised words), else null: the "I" of a post saved with its metadata. Pure.
 */
export function frontMatterAuthor(raw: string): string | null {
  const block = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---/.exec(raw)?.[1];
  if (block === undefined) return null;
  const value = /^(?:author|by|creator|writer)\s*:\s*["']?([^"'\r\n]+?)["']?\s*$/im.exec(block)?.[1]?.trim() ?? '';
  return /^\p{Lu}[\p{L}'’.-]+(?:\s+\p{Lu}[\p{L}'’.-]+){1,3}$/u.test(value) ? value : null;
}

