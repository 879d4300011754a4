// The order of an answer's points where one of them carries a referent supplied in brackets ("[Yellow rust] shows
// as stripes…", antecedent.ts): the point of the same document that introduces the thing ("Yellow rust, also
// called stripe rust, is caused by…") must not come after it. A bracketed point read before the sentence that
// says what it stands for is moved to just after that sentence (used by compose.ts). The lead stays where it is.
// Pure.

/** Does a sentence name the phrase a bracket supplies ("the Finch Lite" in "…, the Finch Lite is the lightest")? Case and "the"/"a" aside. */
export function namesPhrase(sentence: string, phrase: string): boolean {
  const words = (t: string): string[] => t.toLowerCase().match(/[\p{L}\p{N}'’-]+/gu) ?? [];
  const wanted = words(phrase).filter((w, i) => !(i === 0 && /^(?:the|a|an)$/.test(w)));
  if (wanted.length === 0) return false;
  const have = words(sentence);
  return have.some((_, i) => wanted.every((w, k) => have[i + k] === w));
}

/**
 * The paragraphs with each point that carries a supplied referent (`referentOf`) moved to just after the first later point
 * of its document that names it and stands before it in that document (`introduces`); the first point (the lead) never
 * moves, and an emptied paragraph is dropped. Pure.
 */
export function introducedFirst<T>(paragraphs: T[][], referentOf: (unit: T) => string | undefined, introduces: (intro: T, phrase: string, unit: T) => boolean): T[][] {
  const out = paragraphs.map((p) => [...p]);
  const lead = out[0]?.[0];
  const order = (): T[] => out.flat();
  for (const unit of order()) {
    const phrase = referentOf(unit);
    if (!phrase || unit === lead) continue;
    const flat = order();
    const at = flat.indexOf(unit);
    const intro = flat.slice(at + 1).find((v) => introduces(v, phrase, unit));
    if (intro === undefined) continue;
    for (const p of out) {
      const i = p.indexOf(unit);
      if (i >= 0) p.splice(i, 1);
    }
    for (const p of out) {
      const j = p.indexOf(intro);
      if (j >= 0) {
        p.splice(j + 1, 0, unit);
        break;
      }
    }
  }
  return out.filter((p) => p.length > 0);
}
