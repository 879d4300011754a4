// A later update in first-person text: a forum post's or blog post's "Update:", "EDIT 2:", "Update for anyone who
// finds this thread later:", "Follow-up (two weeks on):", "Update, April 2026:" opening a sentence labels when it was said, not what it
// says. The label is no part of the statement (its "this thread" would make the sentence read as if it pointed back
// at something unsaid), so the sentence is cited without it and known as an update (passage.ts), which a question
// about what someone did or whether it worked reads before the earlier words of the same writer (practice.ts). Pure.

const LABEL = /^(?:\*\*|__)?(?:update|updated|edit|edited|later|follow[- ]up|addendum|solved|p\.?\s?s\.?)(?:\s*#?\d{1,2})?(?:\s*\([^()]{1,30}\))?(?:\s*,\s*[^:.!?,]{1,30})?(?:\s+(?:for|to|from|on)\s+[^:.!?]{1,60})?(?:\*\*|__)?\s*[:–—]\s*(?:\*\*|__)?\s*(?=\S)/i;

/** A sentence's opening update label and the statement after it, or null when it opens with none. Pure. */
export function updateLabel(sentence: string): { label: string; rest: string } | null {
  const s = sentence.trim();
  const m = LABEL.exec(s);
  if (!m) return null;
  const rest = s.slice(m[0].length);
  // the statement after it: a sentence of its own, opening with a capital, "I", a figure or a quotation
  if (!/^["“‘(]?[\p{Lu}\p{N}]/u.test(rest) || rest.split(/\s+/).length < 2) return null;
  return { label: m[0].replace(/[*_]/g, '').replace(/\s*[:–—]\s*$/, '').trim(), rest };
}
