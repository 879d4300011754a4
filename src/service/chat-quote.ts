// "What did the grandson say about finding it?", "What exactly did Councillor Rowe say?": a follow-up asking for
// someone's own words is answered with the quotation the sources give in that person's name, not with a sentence
// that only names them. Owns reading who is asked about (a name, or a role noun the sources pair with a name:
// "whose grandson Daniel found it" → Daniel), and which sentences quote that person (a quotation with the
// person's name as its speaker, and the quoted sentences that go on from it). Pure.
import { words } from './text';

const SAYING = String.raw`(?:say|said|tell|told|write|wrote|reply|replied|answer|answered|add|added|explain|explained|think|thought|have to say|had to say)`;
const ASKED = new RegExp(String.raw`^(?:and\s+)?what\s+(?:exactly\s+|else\s+)?(?:did|does|has|had|do)\s+(.+?)\s+(?:exactly\s+|actually\s+)?${SAYING}\b(?:\s+.+)?\s*[?.!]*$`, 'i');

/** The person a follow-up asks the words of ("the grandson", "Councillor Rowe"), as written; null when it asks no one's words. Pure. */
export function speakerAsked(followUp: string): string | null {
  const m = ASKED.exec(followUp.trim());
  const who = m?.[1]?.replace(/^(?:the|a|an|his|her|their|its)\s+/i, '').trim();
  return who && who.length > 1 && !/^(?:you|i|we|it|they|sources?|articles?|reports?|pages?|documents?|papers?|stud(?:y|ies)|answer|research)$/i.test(who) ? who : null;
}

const NAME = String.raw`\p{Lu}[\p{Ll}'’-]+(?:\s+\p{Lu}[\p{Ll}'’-]+){0,2}`;

/**
 * The name the sources give the person asked about: the phrase itself when it is capitalised ("Councillor Rowe" →
 * Rowe, its last word), else the name a source writes right after the role noun ("grandson Daniel",
 * "Auctioneer Martha Pennock") or right before it ("Ines Carvalho, the conservator"). null when none. Pure.
 */
export function speakerName(asked: string, texts: string[]): string | null {
  const tokens = asked.split(/\s+/);
  const last = tokens.at(-1) ?? '';
  if (/^\p{Lu}/u.test(last)) return last;
  const role = last.toLowerCase().replace(/[^\p{L}]/gu, '');
  if (role.length < 3) return null;
  for (const text of texts) {
    const after = new RegExp(String.raw`\b${role},?\s+(${NAME})`, 'iu').exec(text)?.[1];
    if (after && /^\p{Lu}/u.test(after)) return after.split(/\s+/)[0] ?? after;
    const before = new RegExp(String.raw`(${NAME}),\s+(?:the|a|an|our|their|its)\s+(?:\p{L}+\s+){0,2}${role}\b`, 'u').exec(text)?.[1];
    if (before) return before.split(/\s+/)[0] ?? before;
  }
  return null;
}

const QUOTE = /["“”]/;

/**
 * The sentences (indexes, in order) that quote a person: a sentence with a quotation that names the person
 * (first or last name) as its speaker, and the quoted sentences right after it that continue the quotation (they
 * open with a quotation mark, or close one). Pure.
 */
export function quotesBy(name: string, sentences: string[]): number[] {
  const out: number[] = [];
  const key = name.toLowerCase();
  sentences.forEach((sentence, i) => {
    if (out.includes(i) || !QUOTE.test(sentence) || !words(sentence.replace(/["“][^"”]*["”]/g, ' ')).includes(key)) return;
    // the quotation may open in the sentence before ('"He never said …' … 'Daniel said.')
    const start = i > 0 && /^["“]/.test(sentences[i - 1] ?? '') && !out.includes(i - 1) && !/["”]\s*$/.test(sentences[i - 1] ?? '') ? i - 1 : i;
    for (let j = start; j <= i; j += 1) out.push(j);
    for (let j = i + 1; j < sentences.length; j += 1) {
      const next = sentences[j] ?? '';
      if (!/^["“]/.test(next) && !/^[^"“”]*["”]/.test(next)) break;
      // another speaker's quotation ('"…," the auctioneer said.') is not this one's
      const unquoted = next.replace(/["“][^"”]*["”]/g, ' ');
      if (/\b(?:said|says|told|added|explained|replied|wrote)\b/i.test(unquoted) && !words(unquoted).includes(key)) break;
      out.push(j);
      if (/["”]\s*$/.test(next)) break;
    }
  });
  return [...new Set(out)].sort((a, b) => a - b);
}
