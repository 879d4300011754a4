// A claim a sentence says is NOT SHOWN: "There is no scientific evidence that bathing in the spring cures arthritis",
// "Nothing has been found to show that the peat cutting harmed the sundews", "The chamber has never been proven to
// ease asthma", "no sign of the wall moving". The negation scopes over the evidence, and through it over the claim
// after "that"/"to"/"of": the claim is not shown, which is no "yes" (verdictOf reads the claim's clause alone and would
// otherwise find it stated). The nouns of evidence and verbs of proving start from a few basic words and take their
// synonyms and kinds from WordNet (lexicon.ts). Used by compose.ts verdictOf. Pure but for the shipped lexicon.
import { isModifierWord, lexicalRelations } from './lexicon';
import { stem } from './text';

let vocabulary: { nouns: Set<string>; verbs: Set<string> } | null = null;

/** Stems of nouns of evidence (evidence, proof, sign, indication, clue…) and verbs of proving (show, prove, demonstrate, suggest…). */
function evidenceWords(): { nouns: Set<string>; verbs: Set<string> } {
  if (vocabulary) return vocabulary;
  const nouns = new Set(['evidence', 'proof', 'sign', 'indication', 'data'].map(stem));
  for (const base of ['evidence', 'proof', 'indication']) for (const s of lexicalRelations(base).direct) nouns.add(s);
  const verbs = new Set(['show', 'prove', 'demonstrate', 'suggest', 'indicate', 'confirm', 'establish', 'find'].map(stem));
  for (const base of ['prove', 'demonstrate']) for (const s of lexicalRelations(base).direct) verbs.add(s);
  vocabulary = { nouns, verbs };
  return vocabulary;
}

/** The words of a text with where each starts. */
function tokens(text: string): { word: string; at: number }[] {
  return [...text.matchAll(/\p{L}[\p{L}'’-]*/gu)].map((m) => ({ word: m[0].toLowerCase(), at: m.index ?? 0 }));
}

/** Where a claim's clause ends: a clause break, or a conjunction opening another clause. */
const CLAIM_END = /[;:.!?()]|,\s*(?:and|but|so|while|although|though|yet|which|who)\b|\s[–—]\s/u;

/**
 * The claims a sentence says are not shown, each as the text after its "that"/"to"/"of" up to the end of its clause:
 * "no (scientific) evidence/proof/sign … that|to show that|of P"; "nothing (has been found to) show(s)/suggest(s) that
 * P"; "has not/never been shown/proven to|that P"; "no one has shown that P". [] when it denies no evidence. Pure but for
 * the shipped lexicon.
 */
export function claimsNotShown(sentence: string): string[] {
  const { nouns, verbs } = evidenceWords();
  const ws = tokens(sentence);
  const out: string[] = [];
  const claimFrom = (i: number): void => {
    // the complement opens at "that", "to" or "of" within the next few words
    for (let j = i; j < Math.min(ws.length, i + 5); j += 1) {
      const w = ws[j]?.word ?? '';
      if (w === 'that' || w === 'to' || w === 'of' || w === 'for') {
        const start = (ws[j]?.at ?? 0) + w.length;
        const rest = sentence.slice(start);
        const end = CLAIM_END.exec(rest);
        const claim = (end ? rest.slice(0, end.index) : rest).trim();
        if (claim !== '') out.push(claim);
        return;
      }
    }
  };
  for (let i = 0; i < ws.length; i += 1) {
    const w = ws[i]?.word ?? '';
    // "no (clear|scientific|good) evidence …", "little or no evidence"
    if (w === 'no' || w === 'nothing' || w === 'never' || w === 'not') {
      for (let j = i + 1; j < Math.min(ws.length, i + 7); j += 1) {
        const next = ws[j]?.word ?? '';
        const s = stem(next.replace(/['’].*$/, ''));
        if (w === 'no' && nouns.has(s)) {
          claimFrom(j + 1);
          break;
        }
        // "nothing has been found to show that", "nothing suggests that", "has not been shown to", "never been proven to"
        const verb = verbs.has(s) || verbs.has(stem(next.replace(/(?:n|ed|en|s)$/, '')));
        // ("found to show that": the verb of proving is the last of such a chain)
        if (verb && ws[j + 1]?.word === 'to' && verbs.has(stem(ws[j + 2]?.word ?? ''))) continue;
        if ((w !== 'no' || ws[i + 1]?.word === 'one') && verb) {
          claimFrom(j + 1);
          break;
        }
        // (an adjective or adverb between, "no SCIENTIFIC evidence", "not CLEARLY shown", or the auxiliaries of a passive)
        if (/^(?:one|has|have|had|been|was|were|is|are|yet|ever|be|found|to|so|far|or|little)$/.test(next) || isModifierWord(next)) continue;
        break;
      }
    }
  }
  return out;
}
