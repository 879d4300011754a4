// The one decision of a yes/no verdict over typed evidence (used by verdict.ts decideVerdict). Each reading of the
// sources yields a piece of evidence of its kind, in the order the readings are trusted: what the sources leave out
// of the claim ('coverage'), a limit set on the number the question gives ('limit': "Nobody under 14" for a
// twelve-year-old), a condition set on the day, time, place or kind asked ('condition': "closed on Mondays"), an FAQ heading asking the same question answered "Yes."/"No." ('faq'), an instruction
// about the act asked ('instruction'), a prohibition or permission of the act a permission question asks ('modality':
// "… is an offence" for "May a farmer padlock a gate…?"), the thing asked for refused in the source's words ('refusal':
// "we do not process colour film"), the figure of the quantity asked against a threshold ('figure'), another value
// of the attribute asked ('value': aluminium for cast iron), a part where the whole is asked ('part': 80 per cent of
// the bill), an exception to all of the subject asked ('exception': "Ten lamps will stay on gas" for "will every
// lamp be converted?"), a universal about the complement of what is asked ('complement': "every attack was at an
// unfenced coop" for hens behind electric fencing), a claim denied in other words ('denial'), a quality of an act ('quality'), a comparison ('comparison'),
// and the claim stated in a sentence ('statement'). The first piece decides, and says so (`decidedBy`). The direct
// kinds (faq, instruction, modality, figure, value, part, exception, complement) each read what is asked on its own terms; when two of them answer
// opposite ways, neither silently loses: in one document the answer is qualified, across documents the sources
// disagree, the other piece cited beside the first (but for an instruction under the FAQ heading that decided: part
// of its answer). A direct piece that finds nothing to rest on ('unstated')
// abstains in favour of the next direct piece. Pure.

export type Verdict = 'yes' | 'no' | 'qualified' | 'unstated' | 'disagree';

export type EvidenceKind = 'own' | 'excepted' | 'risk' | 'holder' | 'cleft' | 'opinion' | 'coverage' | 'limit' | 'condition' | 'faq' | 'refusal' | 'instruction' | 'modality' | 'figure' | 'value' | 'part' | 'exception' | 'complement' | 'denial' | 'quality' | 'comparison' | 'statement';

/** Kinds that read what is asked on their own terms: they may overrule or qualify one another. */
export const DIRECT_KINDS: ReadonlySet<EvidenceKind> = new Set<EvidenceKind>(['limit', 'condition', 'faq', 'refusal', 'instruction', 'modality', 'figure', 'value', 'part', 'exception', 'complement']);

/** A piece of evidence: its kind, what it says, the unit it rests on (and, for 'disagree', the other side's). */
export interface Evidence<T> {
  kind: EvidenceKind;
  verdict: Verdict;
  lead: T;
  other?: T;
  /** The document of the unit it rests on. */
  documentId: string;
  /** The FAQ question heading the unit sits under, if any: an FAQ's answer owns its section, exceptions included. */
  section?: string;
}

/** The decision: the verdict, the unit it rests on, the kind of evidence that decided it and the kind it was weighed against. */
export interface Decision<T> {
  verdict: Verdict;
  lead: T;
  other?: T;
  decidedBy: EvidenceKind | null;
  /** The kind of a direct piece answering the other way (the answer is then qualified or the sources disagree). */
  against?: EvidenceKind;
}

const SAYS = (v: Verdict): boolean => v === 'yes' || v === 'no' || v === 'qualified' || v === 'disagree';

/**
 * One verdict from evidence given in order of trust (an iterable read lazily: readings after the deciding piece and
 * the direct pieces right after it are never computed). `fallback` leads when there is no evidence at all. Pure.
 */
export function decideOnEvidence<T>(evidence: Iterable<Evidence<T>>, fallback: T): Decision<T> {
  const direct: Evidence<T>[] = [];
  let first: Evidence<T> | undefined;
  for (const piece of evidence) {
    if (!first) {
      first = piece;
      if (!DIRECT_KINDS.has(piece.kind)) break;
      direct.push(piece);
      continue;
    }
    if (!DIRECT_KINDS.has(piece.kind)) break;
    direct.push(piece);
  }
  if (!first) return { verdict: 'unstated', lead: fallback, decidedBy: null };
  const deciding = direct.find((e) => SAYS(e.verdict)) ?? first;
  const decision: Decision<T> = { verdict: deciding.verdict, lead: deciding.lead, decidedBy: deciding.kind, ...(deciding.other ? { other: deciding.other } : {}) };
  if (deciding.verdict !== 'yes' && deciding.verdict !== 'no') return decision;
  // (an instruction under the very FAQ heading that decided is part of that answer, its advice: "No. … Feed only in
  // autumn"; a figure, a value or a part under it still qualifies it: "Yes, it covers 80 per cent of the bill")
  const sameAnswer = (e: Evidence<T>): boolean => deciding.kind === 'faq' && e.kind === 'instruction' && e.documentId === deciding.documentId && e.section !== undefined && e.section === deciding.section;
  // (a limit or condition the asked case falls outside is the exception to a general yes, "Parcels can be sent" beside
  // "may weigh up to 20 kg" for a 25 kg parcel: the no stands)
  const general = (e: Evidence<T>): boolean => (deciding.kind === 'limit' || deciding.kind === 'condition') && deciding.verdict === 'no' && e.verdict === 'yes' && e.kind !== 'limit' && e.kind !== 'condition';
  const against = direct.find((e) => e !== deciding && (e.verdict === 'yes' || e.verdict === 'no') && e.verdict !== deciding.verdict && e.lead !== deciding.lead && !sameAnswer(e) && !general(e));
  if (!against) return decision;
  return { verdict: against.documentId === deciding.documentId ? 'qualified' : 'disagree', lead: deciding.lead, other: against.lead, decidedBy: deciding.kind, against: against.kind };
}

/** A verdict with the kind of evidence that decided it and the kind of a direct piece that answered the other way. */
export interface VerdictBasis {
  verdict: Verdict;
  decidedBy: EvidenceKind | null;
  against?: EvidenceKind;
}

const KIND_WORDS: Record<EvidenceKind, string> = {
  own: 'a sentence saying yes or no in its own words',
  opinion: 'a sentence judging the worth asked about',
  cleft: 'a sentence saying the act of the thing in focus, or of another',
  holder: 'a sentence stating the quality asked of the thing it is asked of',
  risk: 'a sentence stating or denying the risk of the event asked',
  excepted: 'a general rule excepting the case asked',
  coverage: 'what the sources leave out of the question',
  limit: 'a limit the sources set on the number asked',
  condition: 'a condition the sources set on the day, time, place or kind asked',
  refusal: 'a sentence refusing the thing asked',
  faq: 'an FAQ answer to the same question',
  instruction: 'an instruction about what was asked',
  modality: 'a sentence forbidding or allowing the act asked',
  figure: 'the figure of the quantity asked',
  value: 'another value of what was asked',
  part: 'a part where the whole was asked',
  exception: 'an exception to all of what was asked',
  complement: 'a statement about all of the other group',
  denial: 'a claim denied in other words',
  quality: 'a sentence stating the quality asked',
  comparison: 'a sentence comparing the two',
  statement: 'a sentence stating the claim',
};

const VERDICT_WORDS: Record<Verdict, string> = { yes: 'yes', no: 'no', qualified: 'a qualified answer', unstated: 'no verdict', disagree: 'the sources disagree' };

/**
 * The event a research job records for its verdict: "The verdict (no) rests on another value of what was asked";
 * with a direct piece the other way, "…; the figure of the quantity asked points the other way". Pure.
 */
export function describeVerdictBasis(basis: VerdictBasis): string {
  const verdict = VERDICT_WORDS[basis.verdict];
  if (basis.decidedBy === null) return `The verdict (${verdict}) rests on no evidence: no source states what was asked`;
  const rests = `The verdict (${verdict}) rests on ${KIND_WORDS[basis.decidedBy]}`;
  return basis.against ? `${rests}; ${KIND_WORDS[basis.against]} points the other way` : rests;
}
