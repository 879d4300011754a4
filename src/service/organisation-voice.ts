// An organisation's "we" (an FAQ's, a shop's, a club's help page: writer-role.ts documentOrganisation) said in the
// third person as the organisation, never as "the authors": "We have six enlargers" → "Lumen Community Darkroom has
// six enlargers", "We collect it in marked drums" → "Lumen Community Darkroom collects it…", "our safety rules" →
// "its safety rules" once it is named, "you must use ours" → "you must use its own". The organisation is named at its
// first mention in a sentence and is "it" after that; its verbs agree with a singular subject. Quotations and first
// person meaning people in general stay as written (attribution.ts passes only the free spans). Pure.

/** Adverbs that may stand between "we" and its verb ("we also run", "we never process"). */
const BETWEEN = /^(?:also|still|never|always|just|then|often|only|now|already|even|usually|sometimes|currently|normally|no longer|\p{Ll}+ly)$/u;

/** A verb said with "we" made to agree with a singular subject: "have" → "has", "are" → "is", "collect" → "collects", "don't" → "doesn't". Pure. */
export function agreeSingular(verb: string): string {
  const fixed: Record<string, string> = { are: 'is', were: 'was', have: 'has', do: 'does', "don't": "doesn't", 'don’t': 'doesn’t', "aren't": "isn't", 'aren’t': 'isn’t', "weren't": "wasn't", 'weren’t': 'wasn’t', "haven't": "hasn't", 'haven’t': 'hasn’t' };
  const known = fixed[verb];
  if (known) return known;
  // past, modal and other forms that agree as they are
  if (/^(?:was|had|did|will|would|can|could|shall|should|may|might|must|cannot|\p{Ll}+ed|\p{Ll}+n['’]t)$/u.test(verb)) return verb;
  if (/(?:s|sh|ch|x|z|o)$/.test(verb)) return `${verb}es`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}

/**
 * Free text (no quotation) with an organisation's "we", "our", "us", "ours" said as the organisation: named first
 * (`named.yet` false), "it"/"its" after. Pure.
 */
export function inOrganisationVoice(text: string, organisation: string, named: { yet: boolean }): string {
  const name = (): string => {
    const first = !named.yet;
    named.yet = true;
    return first ? organisation : 'it';
  };
  const capital = (t: string, upper: boolean): string => (upper ? t.charAt(0).toUpperCase() + t.slice(1) : t);
  return text.replace(/\b([Ww]e)(['’](?:re|ve|ll))?\b((?:\s+\p{Ll}[\p{Ll}'’]*)?(?:\s+\p{Ll}[\p{Ll}'’]*)?)|\b([Oo]urs|[Oo]ur|us)\b/gu, (whole, we: string | undefined, contraction: string | undefined, after: string | undefined, other: string | undefined) => {
    if (other) {
      const upper = /^O/.test(other);
      const lower = other.toLowerCase();
      const first = !named.yet;
      named.yet = true;
      if (lower === 'us') return first ? organisation : 'it';
      if (lower === 'ours') return first ? `${organisation}'s own` : 'its own';
      return capital(first ? `${organisation}'s` : 'its', upper);
    }
    const upper = we === 'We';
    const subject = name();
    const said = capital(subject, upper);
    if (contraction) return `${said}${{ re: ' is', ve: ' has', ll: ' will' }[contraction.slice(1) as 're' | 've' | 'll']}${after ?? ''}`;
    // the verb: the first word after "we" that is no adverb ("we also run" → "… also runs")
    const words = (after ?? '').split(/(\s+)/);
    const at = words.findIndex((w, k) => k % 2 === 0 && w !== '' && !BETWEEN.test(w));
    if (at < 0) return `${said}${after ?? ''}`;
    words[at] = agreeSingular(words[at] ?? '');
    return `${said}${words.join('')}`;
  });
}
