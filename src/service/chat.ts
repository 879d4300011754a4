// Chat on a research job: answers each follow-up (its intent read by chat-intent.ts) over the job's
// answer and sources with the research rules (coverage, composition, citations): instructions about
// the answer itself, questions about its sources, more of the same, and questions for the sources;
// reveals the answer chunk by chunk in the background, and feeds SSE streams (frames
// {"id","content","citationIndex"|"citationIndices"} then [DONE]).
import { conditionAnswer } from './condition-ask';
import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { ServiceDb } from './db';
import { nextSeq } from './db';
import { compose, givesReason, hasDanglingOpener, LEAD_IN, QUANTITY, UNSTATED_LEAD, withCitation } from './compose';
import { conceptsOf, joinWords, mentioned, stemsOf, withoutInstructionWords, type Concept } from './concepts';
import { dimensionsAsked, statesAmount } from './amounts';
import { amountRows, asksTimesOfDay, clockRows } from './chat-table';
import { documentLines, instructionTopic, namedBlock, rowBlocks } from './chat-rows';
import { quotesBy, speakerAsked, speakerName } from './chat-quote';
import { groundedByFigures } from './figure-sides';
import { agreementLine, askedAmount, comparedDimension, figureSentence, verdictOfAnswer } from './chat-compare';
import { replacesLine, saysHowCounted, saysReplaces, STILL_TRUE_LINE, WHICH_RIGHT_LINE } from './sources-stand';
import { askedAgain, chatIntent, resolvePronouns, type ChatIntent } from './chat-intent';
import { instructionObject, isFigureWord, undecorated } from './chat-request';
import { conversationReferent, leadNotRepeated, withReferent } from './chat-referent';
import { enumeratedFigures } from './chat-figures';
import { asksSeveral, totalLines, totalsAsked, withoutRefused } from './chat-totals';
import { demonstrativeRow, swappedQuestion } from './chat-swap';
import { sheetTable } from './chat-sheet';
import { asksRowStep, rankedCount, tableFollowUp, type TableReply } from './table-ask';
import { columnSays } from './column-words';
import { readPassage, rowSentence } from './passage';
import { followUpPart } from './follow-up-part';
import { roleReply } from './follow-up-role';
import { ranks, answerableInContext, answersTyped, contextCandidates, keyFactPicks, noteAnsweredBy, wordAnsweredBy, contextRanked, namesOwnWords, otherKindNamed, readFollowUp, unsaidWords, absentKind, answerTypeOf, carriesType, namesSomeoneNew, type AnswerType, type FollowUpReading } from './chat-context';
import { amountAsked, asksOfAbsentThing, givesAmountOfThing } from './chat-amount';
import { asksOfPrevious, determinedWords, isElliptic, withPrevious } from './chat-ellipsis';
import { bareAnswer, bareAsk, kindLabel, subjectWeights, type BareAsk } from './chat-dialogue';
import { groundsVerdict, guessVerdict, suggestedThing, suggestionAsQuestion } from './chat-yesno';
import { creditWords, kindsOf, namesKindOf, sourceReference, sourcesNamed, type KindDocument, type SourceKind, type SourceReference } from './chat-source-kind';
import type { GroundDocument } from './verdict-ground';
import { answersBetterOutside, bestSentence, elsewhereLine, withSubject } from './chat-elsewhere';
import { instructionTopicWords, namesOnlyResearch, onInstructionTopic } from './chat-topic';
import { attribute } from './attribution';
import { describeSource, provenanceLines, type SourceByline } from './chat-provenance';
import { actionLines, definitionQuestion, gapLines, nextLines, recencyLines } from './chat-meta';
import { aspectPhrases } from './brainstorm';
import { compareRows, comparedPair } from './chat-compare-table';
import { bylineOf } from './byline';
import { withoutMonthMay } from './polarity';
import { frameNotes, reframedFollowUp } from './follow-up-frame';
import { rewordedFollowUp } from './follow-up-words';
import { withoutTalk } from './follow-up-talk';
import { unsourcedReply, unsourcedTerms } from './follow-up-unsourced';
import { givesKind, kindFromTurns } from './follow-up-kind';
import { figureMissing } from './follow-up-figure';
import { answeringSentences, askedKindOf, carriedFollowUp, isYesNoFollowUp, namesIn } from './follow-up-carry';
import { answerFilling, answerPoints, fillingNote, pointsNote } from './follow-up-answer';
import { plainCount, plainRetelling } from './plain-retell';
import { documentsInScope, isExcludedHost, searchPassages, type LibraryDocument } from './library';
import { sentences, stem, words } from './text';
import { modelAnswer, type LocalModelConfig, type ModelSource } from './local-model';
import { askOf, askRanked } from './follow-up-ask';
import { isBareRequest } from './form-modifier';
import { readsContent, standInConcepts, standInDocuments, standInRefusal, standInReply } from './chat-stand-in';
import { aboutOtherPerson, asksForm, inQuestionCase, lastPersonNamed, personPronoun, personsNamed, replyFormat, resolvePersonPronouns, type ReplyFormat } from './chat-followup';
import { answerSteps, asksForSteps, stepsInBullets } from './step-bullets';
import { documentVoices } from './writer-role';
import { measureSlot, referentOf, slotLead, withElidedComplement, withoutPadding } from './follow-up-slot';
import { conditionLed } from './follow-up-condition';
import { degreeAsked, degreeThings, levelSentences } from './follow-up-degree';
import { fewerPoints } from './question-form';
import { formFilling, sentencesForForm } from './form-fill';
import { answersYesOrNo, inAskingClause, unsharedThings } from './follow-up-shared';
import { meaningNotGiven } from './follow-up-meaning';
import { definedTerm } from './definition';
import { withoutOpener } from './follow-up-opener';
import { alternativeLed } from './follow-up-alternative';
import { sectionFill } from './follow-up-section';

export interface ChatChunk {
  content: string;
  citations: number[];
}

export interface ChatRow {
  id: string;
  seq: number;
  job_id: string;
  role: string;
  content: string;
  pending_content: string | null;
  snippets: string;
  status: string;
  created_at: string;
  updated_at: string;
  error_message: string | null;
  results: string;
  citations: string;
}

export function chatMessageJson(row: ChatRow): Record<string, unknown> {
  return {
    id: row.id,
    role: row.role,
    content: row.content,
    snippets: JSON.parse(row.snippets) as unknown,
    status: row.status,
    created_at: row.created_at,
    updated_at: row.updated_at,
    error_message: row.error_message,
    results: JSON.parse(row.results) as unknown,
  };
}

export function getChatMessage(db: ServiceDb, jobId: string, messageId: string): ChatRow | undefined {
  return db.prepare('SELECT * FROM chat_messages WHERE id = ? AND job_id = ?').get(messageId, jobId) as ChatRow | undefined;
}

/** A reply line that is a list item: a bullet ("- …") or a numbered list's "2. …". */
function isListItem(text: string): boolean {
  return /^(?:- |\d{1,2}\. )/.test(text);
}

/** Splits cited sentences into stream chunks of a few words; a sentence's last chunk carries its citation. */
function toChunks(sentences: { text: string; citations: number[] }[]): ChatChunk[] {
  const chunks: ChatChunk[] = [];
  sentences.forEach((sentence, i) => {
    const tokens = sentence.text.match(/\S+\s*/g) ?? [];
    for (let start = 0; start < tokens.length; start += 4) {
      const isLast = start + 4 >= tokens.length;
      let content = tokens.slice(start, start + 4).join('');
      // List items ("- …", a numbered list's "2. …") and table rows each start on their own line, a sentence after a
      // list item its own paragraph; sentences are separated by a space.
      if (start === 0 && i > 0) content = `${isListItem(sentence.text) || sentence.text.startsWith('|') ? '\n' : isListItem(sentences[i - 1]?.text ?? '') ? '\n\n' : ' '}${content}`;
      chunks.push({ content: isLast ? content.trimEnd() : content, citations: isLast ? sentence.citations : [] });
    }
  });
  return chunks;
}

function withCitationSuffix(text: string, citations: number[]): string {
  if (citations.length === 0) return text;
  return withCitation(text, citations);
}

interface JobSource {
  id: string;
  title: string;
  url: string;
  citation_index: number;
  document_id: string;
  host: string;
  highlights: string;
}

interface AnswerSentence {
  text: string;
  citations: number[];
}

/** The sentences of a job's answer with their [n] markers (uncited notes keep an empty list). */
export function answerSentences(content: string): AnswerSentence[] {
  const out: AnswerSentence[] = [];
  for (const paragraph of content.split(/\n{2,}/)) {
    for (const sentence of sentences(paragraph)) {
      const citations = [...sentence.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1]));
      out.push({ text: sentence.replace(/\s*(\[\d+\])+/g, '').trim(), citations });
    }
  }
  return out;
}

/** A sentence that states a limit of what its source found: a hedge, a small or early study, a result that did not reach significance. */
const LIMIT = /\b(?:not statistically significant|did not reach (?:statistical )?significance|small (?:sample|study|trial|number)|limitations?|preliminary|pilot (?:study|trial)|uncertain(?:ty)?|unclear|not (?:yet )?(?:known|clear|proven)|unknown|too (?:few|small|short)|further research|more research|needs? (?:more|further) (?:study|studies|work)|open-label|observational|self-reported|cannot (?:rule out|be sure|say)|may|might|could|suggests?|likely|unlikely|estimated?|approximately|confidence interval|p\s*=\s*0\.\d+)\b/i;

function notInSources(sourceCount: number, detail: string): AnswerSentence[] {
  return [{ text: `That is not in these sources: ${detail} Start a new research job (or add documents to the library) to look further.`, citations: [] }];
}

/** Builds the cited answer to a follow-up from a completed job's answer and sources. */
export interface ChatAnswer {
  chunks: ChatChunk[];
  results: Record<string, unknown>[];
  /** For a question the sources answer: what a local model may write the reply from (numbered by the job's citations). */
  modelSources?: ModelSource[];
  /** The job's sources in reach of the reply (for the results of a model-written reply). */
  sources?: { id: string; title: string; url: string; citation_index: number }[];
}

export function answerQuestion(db: ServiceDb, jobId: string, message: string, excludedDomains: string[], overAll = false, standIns: JobSource[] | null = null): ChatAnswer {
  // "ok so from what age …", "sorry, what's Asellus?": the follow-up read without its opening interjections (follow-up-opener.ts)
  const question = withoutOpener(message);
  const job = db.prepare('SELECT content, query FROM jobs WHERE id = ?').get(jobId) as { content: string | null; query: string } | undefined;
  // (a research that cited nothing: the library's documents on its question stand in for its sources, chat-stand-in.ts)
  const jobSources = standIns ?? (
    db
      .prepare(
        `SELECT r.id, r.title, r.url, r.citation_index, r.document_id, r.highlights, d.host
         FROM results r JOIN documents d ON d.id = r.document_id WHERE r.job_id = ? ORDER BY r.citation_index`,
      )
      .all(jobId) as JobSource[]
  ).filter((s) => !isExcludedHost(s.host, excludedDomains));
  // "… in one short sentence", "… in plain words", "… as three bullets": the form apart from what is asked
  const { format, rest } = replyFormat(question);
  // "How come the later bus made such a difference?" asks why; "By when must views be sent?" asks when
  // (a form and a bare request for the reply, "Could you turn that into four bullets …", is read whole: the form's intent)
  const plainly = (rest.length > 0 && !(asksForm(format) && isBareRequest(rest)) ? rest : question).replace(/^how come\b(?=\s*\S)/i, 'Why').replace(/^(?:by|until|till) when\b/i, 'When');
  // "Define SEI", "What does SEI mean?": the definition question, "What is SEI?" (chat-meta.ts)
  const written = definitionQuestion(plainly) ?? plainly;
  // "What does the FAQ say…", "…in the spreadsheet?": the source named by its kind or its title words
  // (chat-source-kind.ts); the follow-up is then answered over it alone, on what is left of it
  // each source's kind and the roles its credit line names ("the engineer", "the council"), read from its own text
  const kinded = jobSources.map((s) => {
    const doc = documentOf(db, s.document_id, s.title, s.url);
    return { ...s, kinds: kindsOf(doc), makers: creditWords(doc.raw) };
  });
  // the words that name one of this research's sources ("the engineer and the paper"): no topic of a comparison
  const sourceWords = new Set(kinded.flatMap((s) => s.makers));
  const reference = overAll ? null : sourceReference(written, sourceWords);
  const namedSources = reference ? sourcesNamed(reference, kinded) : [];
  const sources = namedSources.length > 0 ? namedSources : jobSources;
  // a kind no source of this research is: said so (with the library's document of that kind, when one is on it)
  const kindMissing = reference?.kind && namedSources.length === 0 ? reference : null;
  // (a name that resolves to no source of any kind, "the council report" where none is titled so: the follow-up as written)
  const typed = reference && reference.rest !== '' && (namedSources.length > 0 || reference.kind) ? reference.rest : written;
  const byIndex = new Map(sources.map((s) => [s.citation_index, s]));
  const answer = answerSentences(job?.content ?? '').filter((s) => s.citations.every((c) => byIndex.has(c)));
  // "So bikes are free?": the yes/no question the reader checks ("Are bikes free?"), given the verdict's grounding below
  // ("What should I use instead?": instead of the thing last talked about, follow-up-slot.ts)
  const said = withElidedComplement(suggestionAsQuestion(typed) ?? typed);
  // "Why?", "Tell me more": about the question asked last in this chat (or the research's own)
  // read only for the two intents that use it, not for every follow-up
  const topicQuestion = (): string => previousQuestion(db, jobId) ?? job?.query ?? '';
  const titled = sources.map((s) => ({ index: s.citation_index, title: s.title }));
  // the named source with nothing asked of it: who made it ("Who put out the FAQ?"), or what it says ("What did the minutes say?")
  const onNamed: ChatIntent | null = namedSources.length === 1 && reference?.rest === '' ? (reference.made ? { kind: 'source-info', index: namedSources[0]?.citation_index ?? null } : { kind: 'citation', index: namedSources[0]?.citation_index ?? 0 }) : null;
  const first = onNamed ?? chatIntent(said, titled, sourceWords);
  const asked = first.kind === 'again' ? askedAgain(topicQuestion(), first.wh) : said;
  const intent = first.kind === 'again' ? chatIntent(asked, titled, sourceWords) : first;
  // a form with nothing else asked ("Explain it in plain words") is about the answer itself
  // ("Could you turn that into four bullets I could drop into a slide?": the form and a request for the reply itself, form-modifier.ts)
  // ("can you give me the main rules as 4 bullets" after "What are the rules for…?": a request naming only the research's own words, chat-topic.ts, of an answer that cites something)
  const aboutAnswer = intent.kind === 'question' && asksForm(format) && (conceptsOf(rest, { dropInstructionWords: true }).length === 0 || isBareRequest(rest) || (answer.some((s) => s.citations.length > 0) && namesOnlyResearch(rest, job?.query ?? '')));
  const passages = loadPassages(db, [...new Set(sources.map((s) => s.document_id))]);
  // each source with who speaks in it: its writer, a thread's posters, an FAQ's organisation (writer-role.ts)
  const documents = new Map(sources.map((s) => [s.document_id, { title: s.title, url: s.url, ...documentVoices(s.title, s.url, passages.filter((p) => p.documentId === s.document_id).map((p) => p.text).join('\n\n')) }]));
  // the rest of the library (documents this research did not use), read once and searched once per set of words
  const library = outsideLibrary(db, new Set(jobSources.map((s) => s.document_id)), excludedDomains);
  const cited = answer.filter((s) => s.citations.length > 0);
  // every sentence of this research's sources with its citation, read once, when a reply first needs them (chat-context.ts)
  let sourceSentencesRead: ReturnType<typeof contextCandidates> | null = null;
  const sourceSentences = (): ReturnType<typeof contextCandidates> => (sourceSentencesRead ??= contextCandidates(passages, new Map(sources.map((s) => [s.document_id, { citation: s.citation_index, title: s.title, url: s.url }])), []));
  // (the same, as reply sentences citing their source)
  const sourceReplySentences = (): AnswerSentence[] => sourceSentences().map((c) => ({ text: c.text, citations: [c.citation] }));
  // "What do you mean by unauthorised absence?" where the sources use the words but none says what they mean: said
  // plainly, uncited, with one use quoted; a source's definition is answered by the research rules (follow-up-meaning.ts)
  const meaningTerm = written !== plainly && namedSources.length === 0 && sources.length > 0 && !standIns ? definedTerm(written) : null;
  const meaning = meaningTerm ? meaningNotGiven(meaningTerm, sourceSentences().map((c) => ({ text: c.text, title: c.title }))) : null;
  if (meaning) return { chunks: toChunks(meaning.map((text) => ({ text, citations: [] }))), results: [] };
  let reply: AnswerSentence[];
  // a counted form asks the composition for that many sentences ("as five bullets"), else the usual three (form-fill.ts)
  const formCount = sentencesForForm(format);
  // a follow-up (or a rewording of it) composed by the research answer's rules, that many sentences, plain when asked
  const composeFollowUp = (question: string): ReturnType<typeof compose> => compose(withoutInstructionWords(question), passages, documents, { maxSentences: formCount, ...(format.plain ? { simple: true } : {}) });
  // a composition over a topic's words (the research answer's relevance rules), its sentences cited by the job's numbering; [] when it finds nothing
  const composedOn = (topicWords: string, n: number): AnswerSentence[] => {
    const composition = compose(topicWords, passages, documents, { maxSentences: Math.max(3, n) });
    if (!composition.answered) return [];
    const jobIndex = jobIndexOf(composition, sources);
    return composition.sentences.map((c) => ({ text: c.text, citations: [jobIndex.get(c.citationIndex) ?? 0] })).filter((c) => c.citations.every((n) => n > 0));
  };
  // the follow-up as read for the part it asks (follow-up-part.ts), where it is a question read on its own
  let partQuestion: string | null = null;
  // the line naming another library document the reply also points to (chat-elsewhere.ts), kept by a refusal that replaces the reply
  let alsoElsewhere: AnswerSentence | null = null;
  let modelSources: ModelSource[] | undefined;
  // an instruction that names its topic ("Set the conditions out as a table", "Just the vote totals for each
  // candidate", "Three bullets on the puppy schedule"): the rows a source lists under it, when one does
  // ("Just the vote totals for each candidate": figures asked of a topic a source lists as rows)
  const instruction = intent.kind === 'question' || (intent.kind === 'figures' && intent.about) ? instructionTopic(said) : intent.kind === 'table' && !intent.column ? (intent.about ?? null) : null;
  const named = instruction ? namedRowsIn(db, instruction, sources, passages) : null;
  // "Just the season totals for the two traps", "Only the overall figures for each site": the rows and sentences of the
  // sources that state a total, of what the request names when some do (chat-totals.ts)
  const totalWordsAsked = intent.kind === 'figures' ? totalsAsked(said) : [];
  const totals =
    totalWordsAsked.length === 0
      ? []
      : [
          ...new Map(
            totalLines(
              sources.flatMap((s) => passages.filter((p) => p.documentId === s.document_id).flatMap((p) => readPassage(p.text).sentences.map((x) => ({ text: x.text, citation: s.citation_index, ...(x.cells ? { cells: x.cells } : {}) })))),
              conceptsOf(withoutRefused(said), { dropInstructionWords: true })
                .map((c) => c.term)
                .filter((w) => !totalWordsAsked.includes(w) && !isFigureWord(w) && !/^(?:just|only|please|season|year|month|week|day)s?$/.test(w)),
              asksSeveral(said),
            ).map((t) => [t.text, t] as const),
          ).values(),
        ].slice(0, format.bullets ?? 8);
  // "What did the grandson say about finding it?": that person's own words, when a source quotes them
  const speaker = intent.kind === 'question' ? speakerAsked(said) : null;
  const quoted = speaker ? quotationOf(speaker, sources, passages) : null;
  // "By how many points?", "And the second one?", "Who beat them?": only what changes from the turn before
  // read against the previous turn first when its pronoun stands for what that turn was about ("Who beat them?");
  // otherwise only where the follow-up read alone has no word to search or nothing answers it
  const elliptic = intent.kind === 'question' && !quoted && !named && namedSources.length === 0 && isElliptic(said);
  const fromPrevious = (): AnswerSentence[] => ellipticReply(db, jobId, said, job?.query ?? '', passages, sources, cited, library);
  // "And at Brackenford?" after "Which month brought the most eels to the Ashweir trap?": the previous question asked of
  // the other value of the sources' table column (chat-swap.ts), answered as that question
  const swapped = intent.kind === 'question' && !quoted && !named && namedSources.length === 0 ? swappedQuestion(undecorated(said), previousTurn(db, jobId)?.question ?? job?.query ?? '', sources.flatMap((s) => passages.filter((p) => p.documentId === s.document_id).flatMap((p) => readPassage(p.text).sentences.flatMap((x) => (x.cells ? [x.cells] : []))))) : null;
  const swappedComposition = swapped ? compose(swapped, passages, documents, { maxSentences: 3 }) : null;
  const ellipsis = elliptic && !swappedComposition?.answered && asksOfPrevious(said) ? fromPrevious() : null;
  // "Compare otters and urchins in a table": rows for each side, only when each side has some (a pair the request names
  // that the sources never say anything of on its own, "the pros and cons", is no comparison: the other table replies)
  const pairAsked = intent.kind === 'table' ? comparedPair(said) : null;
  const compareRowsFound = pairAsked ? compareRows([...cited.map((c) => ({ text: c.text.replace(LEAD_IN, ''), citations: c.citations })), ...sourceReplySentences()], pairAsked) : [];
  const compareTable = pairAsked && pairAsked.every((side) => compareRowsFound.some((r) => r.about === side)) ? compareRowsFound : null;
  // "Lay out the 2025 Ashweir counts month by month in a table": the source's rows the request keeps (chat-sheet.ts)
  const sheet =
    intent.kind === 'table'
      ? sheetTable(
          sources.flatMap((s) => passages.filter((p) => p.documentId === s.document_id).flatMap((p) => readPassage(p.text).sentences.flatMap((x) => (x.cells ? [{ cells: x.cells, citation: s.citation_index }] : [])))),
          said,
          totalsAsked(said).length > 0,
        )
      : null;
  // "How warm was the water that month?": the row of the sources' table the previous reply gave first (chat-swap.ts)
  const lastReply = intent.kind === 'question' && /\b(?:that|this|the same)\s+\p{L}/iu.test(said) ? lastAssistantReply(db, jobId) : null;
  const pointed = lastReply
    ? demonstrativeRow(
        said,
        lastReply,
        sources.flatMap((s) => passages.filter((p) => p.documentId === s.document_id).flatMap((p) => readPassage(p.text).sentences.flatMap((x) => (x.cells ? [{ cells: x.cells, text: x.text, citation: s.citation_index }] : [])))),
        columnSays,
      )
    : null;
  // "Which repair on the list is cheapest?", "And the next one?", "What would those two come to?": an operation asked
  // of the job's tables, answered from their rows (table-ask.ts); not where the sources' own totals, the row the last
  // reply gave ("that month") answer it
  const tableReply = (intent.kind === 'question' || intent.kind === 'figures' || (intent.kind === 'table' && !sheet && asksRowStep(said))) && !quoted && !pointed && totals.length === 0 ? tableAsked(db, jobId, said, job, sources, passages) : null;
  // "How many?", "Since when?", "Who?": nothing of their own; the previous turn's subject, the kind their question word asks
  const bare = first.kind === 'question' ? bareAsk(said) : null;
  // "So it was the weather?": a guess at the previous turn's answer, checked against what that answer gave
  const guess = first.kind === 'question' && !bare ? suggestedThing(said) : null;
  // (a question answered on another path, "Who painted it?" read as a bare ask, is read as asked)
  if (first.kind === 'question' && intent.kind === 'question' && !guess) partQuestion = withoutInstructionWords(asked);
  if (sources.length === 0 && intent.kind !== 'write' && intent.kind !== 'thanks') {
    // no source cited: the follow-up read over the library, a document's own words named and uncited (follow-up-unsourced.ts)
    // the follow-up read over the library's documents on the research's question, in their words, uncited (chat-stand-in.ts)
    const stood = standIns !== null ? null : standInAnswer(db, jobId, question, excludedDomains, overAll, job?.query ?? '', library);
    // (a refusal over them gives way to a composition over the whole library that answers it: follow-up-unsourced.ts)
    const refusedThere = (stood?.chunks ?? []).map((c) => c.content).join('').startsWith('That is not in these sources');
    if (stood && !refusedThere) return stood;
    const unsourced = unsourcedAnswer(library, asked, resolvePronouns(asked, job?.query ?? ''), job?.query ?? '');
    if (!unsourced && stood) return stood;
    reply = unsourced ?? notInSources(0, 'this research cited no sources, so there is nothing to answer from.');
  } else if (tableReply?.ordered && tableReply.ordered.length >= 2 && format.bullets !== undefined) {
    // "just give me the three cheapest per day as bullets": the table's rows in the order asked, as many as the form
    // or the count before the superlative asks (table-ask.ts)
    const n = format.bullets ?? rankedCount(said, ranks) ?? tableReply.ordered.length;
    reply = tableReply.ordered.slice(0, n).map((r) => ({ text: `- ${rowSentence(r.cells)}`, citations: [r.citation] }));
  } else if (tableReply) {
    reply = [{ text: tableReply.sentence, citations: [...new Set(tableReply.rows.map((r) => r.citation))] }, ...tableReply.rows.slice(0, 3).flatMap((r) => (tableReply.sentence.includes(rowSentence(r.cells)) ? [] : [{ text: rowSentence(r.cells), citations: [r.citation] }]))];
  } else if (bare) {
    // what the bare reading finds; else the elliptic reading's when it cites a sentence of the kind asked; else said plainly
    const found = bareReply(db, jobId, bare, job?.query ?? '', passages, sources, cited);
    const read = found.some((s) => s.citations.length > 0) ? null : fromPrevious();
    const ofKind = (s: AnswerSentence): boolean => s.citations.length > 0 && (bare.type === null || carriesType(s.text, bare.type));
    reply = inForm(read && read.some(ofKind) ? read : found, format);
  } else if (guess) {
    reply = guessReply(db, jobId, guess, job?.query ?? '', passages, sources, cited);
  } else if (aboutAnswer && format.plain) {
    // "Explain that in plain words": the answer's own lead, then its simplest other cited sentences; "that" after a
    // reply in this chat is that reply (chat-request.ts instructionObject), when it cited anything
    const last = instructionObject(question) === 'previous' ? lastCitedReply(db, jobId, byIndex) : [];
    // (shorter and plainer than what it retells, never the same text: plain-retell.ts)
    const retold = last.length > 0 ? last : cited;
    reply = plainRetelling(plainest(retold, plainCount(retold.length, format.sentences ?? format.bullets ?? undefined), last.length > 0 ? (previousQuestion(db, jobId) ?? job?.query ?? '') : (job?.query ?? '')), retold);
    if (format.bullets !== undefined) reply = inForm(reply, format);
  } else if (intent.kind === 'summarise' || (aboutAnswer && format.bullets === undefined)) {
    // the lead, then what answers the research question's other words, then the answer's order
    const n = Math.max(1, format.sentences ?? format.bullets ?? (intent.kind === 'summarise' ? intent.sentences : 2));
    // "Summarise the decision": a summary OF something the answer may not lead with, from the answer's sentences on
    // it, else the sources' (chat-topic.ts); a summary of the answer itself keeps what its research asked
    // ("Sum up the article": the source named is no topic; what is asked of it is what is left)
    const topic = intent.kind === 'summarise' ? instructionTopicWords(reference ? typed : rest.length > 0 ? rest : said, job?.query ?? '', stemsOf(passages.map((p) => p.text).join('\n'))) : [];
    // (chosen by a composition over the topic's words, the research answer's relevance rules, before the sentences that merely name it: form-fill.ts)
    const onTopic = topic.length > 0 ? formFilling(composedOn(topic.map((c) => c.term).join(' '), n).filter((s) => onInstructionTopic(topic, s.text)), topicalSentences(topic, cited, passages, sources, n + 2), n, hasDanglingOpener) : [];
    reply = onTopic.length > 0 ? onTopic : keyFactPicks(cited.map((c) => c.text), n, job?.query ?? '', 'first').map((i) => cited[i] as AnswerSentence);
    // a summary of one source named ("Sum up the article") that the answer cites less than asked: its own opening sentences
    if (reply.length < n && namedSources.length === 1 && namedSources[0]) reply = [...reply, ...openingSentences(namedSources[0], passages, reply, n - reply.length)];
    // "Sum up the article in three bullets": the summary in the form asked
    if (format.bullets !== undefined) reply = inForm(reply, format);
  } else if (intent.kind === 'list' && intent.of === 'reasons') {
    // "List the main reasons": the sentences of the sources that give reasons for what was asked, not the answer re-bulleted
    const composition = compose(job?.query ?? '', passages, documents, { maxSentences: 10 });
    const jobIndex = jobIndexOf(composition, sources);
    const reasons = composition.answered ? composition.sentences.filter((s) => givesReason(s.original)) : [];
    reply =
      reasons.length > 0
        ? reasons.slice(0, format.bullets ?? intent.count ?? 10).map((s) => ({ text: `- ${s.text}`, citations: [jobIndex.get(s.citationIndex) ?? 0] }))
        : notInSources(sources.length, 'no sentence of these sources gives a reason outright (with "because", "so that", "said that…" or the like).');
  } else if ((intent.kind === 'list' || aboutAnswer) && asksForSteps(said) && answerSteps(job?.content ?? '').length >= 2) {
    // "List the steps as 4 bullet points": the bullets are the answer's steps, whole and in order (step-bullets.ts)
    const steps = answerSteps(job?.content ?? '').filter((s) => s.citations.every((c) => byIndex.has(c)));
    const numbered = /\bnumbered\b/i.test(said);
    reply = stepsInBullets(steps, format.bullets ?? (intent.kind === 'list' ? intent.count : null) ?? steps.length).map((s, i) => ({ text: `${numbered ? `${i + 1}.` : '-'} ${s.text}`, citations: s.citations }));
  } else if (intent.kind === 'list' || aboutAnswer) {
    reply = cited.slice(0, format.bullets ?? (intent.kind === 'list' ? intent.count : null) ?? 10).map((s) => ({ ...s, text: `- ${s.text.replace(LEAD_IN, '')}` }));
  } else if (intent.kind === 'citation') {
    const source = byIndex.get(intent.index);
    if (!source) {
      reply = [{ text: `This answer has no source [${intent.index}]; its sources are numbered 1 to ${sources.length}.`, citations: [] }];
    } else if (intent.about) {
      // "What does source 2 say about the helicopter?": that source's own sentences on it, or that it has none
      const own = passages.filter((p) => p.documentId === source.document_id);
      const composition = compose(intent.about, own, new Map([[source.document_id, { title: source.title, url: source.url }]]), { maxSentences: 3 });
      reply = composition.answered
        ? [{ text: `Source [${intent.index}], "${source.title}", on ${intent.about}:`, citations: [] }, ...composition.sentences.map((c) => ({ text: c.text, citations: [intent.index] }))]
        : [{ text: `Source [${intent.index}], "${source.title}", says nothing on ${intent.about}.`, citations: [] }];
    } else {
      const highlights = (JSON.parse(source.highlights) as string[]).slice(0, 2);
      const uses = answer.filter((s) => s.citations.includes(intent.index)).length;
      reply = [
        { text: `Source [${intent.index}] is "${source.title}", cited for ${uses} sentence${uses === 1 ? '' : 's'} of the answer.`, citations: [] },
        ...highlights.map((h) => ({ text: `It says: ${h}`, citations: [intent.index] })),
      ];
    }
  } else if (intent.kind === 'more') {
    // the same question composed again over the sources without what the answer and this chat already said
    const replied = (db.prepare("SELECT content FROM chat_messages WHERE job_id = ? AND role = 'assistant'").all(jobId) as { content: string }[]).flatMap((r) => answerSentences(r.content));
    const said = [...answer, ...replied].map((a) => new Set(sentenceKey(a.text).split(' ')));
    // said already, perhaps in the answer's words ("our network" quoted as "their network"): most of its words in one said sentence
    const isSaid = (sentence: string): boolean => {
      const words = sentenceKey(sentence).split(' ').filter(Boolean);
      return words.length > 0 && said.some((t) => words.filter((w) => t.has(w)).length >= 0.8 * words.length);
    };
    const unsaid = passages.map((p) => ({ ...p, text: sentences(p.text).filter(isSaid).reduce((text, t) => text.replace(t, ''), p.text) }));
    const composition = compose(topicQuestion(), unsaid, documents, { maxSentences: format.sentences ?? format.bullets ?? 4 });
    const jobIndex = jobIndexOf(composition, sources);
    const more = composition.answered ? composition.sentences.filter((c) => !isSaid(c.original)) : [];
    reply =
      more.length > 0
        ? inForm(more.map((c) => ({ text: c.text, citations: [jobIndex.get(c.citationIndex) ?? 0] })), format)
        : [{ text: 'These sources say nothing more on this than the answer already does; a new research job may find more.', citations: [] }];
  } else if (sheet) {
    // a spreadsheet's own rows the request keeps, in its columns (chat-sheet.ts)
    reply = sheet.lines.map((text, i) => ({ text, citations: sheet.citations[i] ?? [] }));
  } else if (compareTable) {
    // "Compare otters and urchins in a table": what the sources say of each, side by side by rows (chat-compare-table.ts)
    reply = [
      { text: '| About | What your sources say | Source |', citations: [] },
      { text: '|---|---|---|', citations: [] },
      ...compareTable.map((r) => ({ text: `| ${tableCell(r.about)} | ${tableCell(withCitation(r.text, r.citations))} | ${tableCell(r.citations.map((n) => byIndex.get(n)?.title ?? '').join('; '))} |`, citations: r.citations })),
    ];
  } else if (intent.kind === 'table' && named) {
    // the rows the instruction names, as a source lists them, each cited
    reply = [{ text: '| What your sources list | Source |', citations: [] }, { text: '|---|---|', citations: [] }, ...named.map((r) => ({ text: `| ${tableCell(withCitation(r.text, [r.citation]))} | ${tableCell(byIndex.get(r.citation)?.title ?? '')} |`, citations: [r.citation] }))];
  } else if (intent.kind === 'table') {
    // each cited sentence of the answer beside the source it comes from (a GitHub-flavoured Markdown table); with
    // amounts named ("Put the dates in a table") only the sentences stating one, that amount in a first column
    const row = (c: AnswerSentence): string => `${tableCell(withCitation(c.text.replace(LEAD_IN, ''), c.citations))} | ${tableCell(c.citations.map((n) => byIndex.get(n)?.title ?? '').join('; '))} |`;
    // a topic named ("the monthly figures") keeps the sentences about it, when any is
    const aboutStems = intent.about ? intent.about.split(' ').map(stem) : [];
    const onTopic = cited.filter((c) => { const own = new Set(words(c.text).map(stem)); return aboutStems.some((t) => own.has(t)); });
    // (only when it keeps at least two rows: a topic word one sentence happens to use is no table)
    const tabled = onTopic.length >= 2 ? onTopic : cited;
    // "Put the times in a table": every sentence of the sources stating a time of day, in their order (chat-table.ts)
    const clock = intent.column && asksTimesOfDay(intent.column) ? clockRows(sourceReplySentences()) : [];
    const fromAnswer = clock.length > 0 ? clock : intent.column ? amountRows(tabled, intent.column) : null;
    // (none in the answer's sentences: the sources' own sentences stating that kind of amount, in their order)
    const rows = fromAnswer && fromAnswer.length === 0 && intent.column ? amountRows(sourceReplySentences(), intent.column).slice(0, 8) : fromAnswer;
    reply =
      cited.length === 0
        ? [{ text: 'This answer cites nothing, so there is nothing to put in a table.', citations: [] }]
        : rows && intent.column
          ? rows.length === 0
            ? [{ text: `None of these sources states any ${intent.column}, so there is nothing to put in that table.`, citations: [] }]
            : [
                { text: `| ${intent.column[0]?.toUpperCase() ?? ''}${intent.column.slice(1, -1)} | What your sources say | Source |`, citations: [] },
                { text: '|---|---|---|', citations: [] },
                ...rows.map(({ amount, sentence }) => ({ text: `| ${tableCell(amount)} | ${row(sentence)}`, citations: sentence.citations })),
              ]
          : [{ text: '| What your sources say | Source |', citations: [] }, { text: '|---|---|', citations: [] }, ...tabled.map((c) => ({ text: `| ${row(c)}`, citations: c.citations }))];
  } else if (intent.kind === 'most-cited') {
    // the sources by the number of the answer's cited sentences each supports
    const counts = sources.map((s) => ({ s, n: cited.filter((c) => c.citations.includes(s.citation_index)).length })).sort((a, b) => b.n - a.n || a.s.citation_index - b.s.citation_index);
    const [top, ...others] = counts;
    reply =
      !top || top.n === 0
        ? [{ text: 'This answer cites none of its sources in a sentence, so none says more than another here.', citations: [] }]
        : [
            {
              text: `"${top.s.title}" [${top.s.citation_index}] supports ${top.n} of the answer's ${cited.length} cited sentence${cited.length === 1 ? '' : 's'}${others.length > 0 ? `; ${others.map((o) => `"${o.s.title}" [${o.s.citation_index}] ${o.n}`).join(', ')}` : ''}.`,
              citations: [],
            },
          ];
  } else if (intent.kind === 'figures' && totals.length > 0) {
    // "Just the season totals for the two traps": the sources' own totals, as bullets (chat-totals.ts)
    reply = totals.map((t) => ({ text: `- ${t.text}`, citations: [t.citation] }));
  } else if (intent.kind === 'figures' && named) {
    // the rows a source lists under the topic named, as bullets
    reply = inForm(named.map((r) => ({ text: r.text, citations: [r.citation] })), { ...format, bullets: format.bullets ?? null });
  } else if (intent.kind === 'figures') {
    // a figure: digits, or an amount in words ("twice", "half", "a third"); "the two things that matter" is none
    const isFigure = (text: string): boolean => /\d/.test(text.replace(/\[\d+\]/g, '')) || QUANTITY.test(text);
    const figures = cited.filter((c) => isFigure(c.text));
    // then the sources' own sentences with figures on what the research asked (sourceFigures)
    const n = format.bullets ?? format.sentences ?? 6;
    const more = sourceFigures(job?.query ?? '', passages, sources, figures.map((f) => f.text.replace(LEAD_IN, '')), n - figures.length, isFigure);
    // "Just the totals for each pest": the paragraph that enumerates them, when a source has one (chat-figures.ts)
    const about = intent.about ? conceptsOf(intent.about, { dropInstructionWords: true }).filter((c) => !c.soft) : [];
    const paragraphs = sources.flatMap((s) => passages.filter((p) => p.documentId === s.document_id).flatMap((p) => p.text.split(/\n\s*\n/).map((para) => ({ sentences: readPassage(para).sentences.map((x) => x.text), citation: s.citation_index }))));
    // (a source's own "we caught only 8" said as its source's: attribution.ts)
    const run = enumeratedFigures(about, paragraphs, isFigure, n).map((r) => ({ ...r, text: attribute(r.text, byIndex.get(r.citations[0] ?? 0)?.title ?? '') }));
    const all = run.length > 0 ? run : [...figures.map((c) => ({ ...c, text: c.text.replace(LEAD_IN, '') })), ...more];
    reply = all.length > 0 ? all.slice(0, n).map((c) => ({ ...c, text: `- ${c.text}` })) : [{ text: 'The answer states no figures.', citations: [] }];
  } else if (intent.kind === 'thanks') {
    reply = [{ text: 'Glad to help. Ask another follow-up any time, or start a new research job for a new question.', citations: [] }];
  } else if (intent.kind === 'source-info') {
    // what each source asked about says of itself: its author and date as it states them, where it comes from
    const asked = intent.index === null ? sources : sources.filter((x) => x.citation_index === intent.index);
    reply =
      asked.length === 0
        ? [{ text: `This answer has no source [${intent.index ?? 0}]; its sources are numbered 1 to ${sources.length}.`, citations: [] }]
        : asked.map((x) => ({ text: describeSource(x, sourceByline(db, x.document_id)), citations: [] }));
  } else if (intent.kind === 'recency') {
    // "Which source is the most recent?": each source's own date, never a guessed one
    reply = recencyLines(sources.map((x) => ({ citation_index: x.citation_index, title: x.title, date: sourceByline(db, x.document_id).date ?? null }))).map((text) => ({ text, citations: [] }));
    // "Is that still true?": said plainly that no source can say so of today, their dates, and a source that says it replaces another
    if (intent.stillTrue) reply = [{ text: STILL_TRUE_LINE, citations: [] }, ...reply, ...sourceSentences().filter((c) => saysReplaces(c.text)).slice(0, 2).flatMap((c) => [{ text: replacesLine(c.title), citations: [] }, { text: c.text, citations: [c.citation] }])];
  } else if (intent.kind === 'action') {
    // "What can be done about it?": the sources' instructions, advice and efforts under way on the research's topic
    const topic = conceptsOf(job?.query ?? '', { dropInstructionWords: true }).filter((c) => !c.soft).map((c) => c.stem);
    reply = actionLines(sourceSentences(), topic);
  } else if (intent.kind === 'next') {
    // "Give me three questions I should research next": what the sources discuss that the answer leaves out, by source
    const bySource = sources.map((x) => ({ citation: x.citation_index, passages: passages.filter((p) => p.documentId === x.document_id) }));
    // (one source's phrase after another's, so the questions span the sources)
    const perSource = bySource.map((x) => aspectPhrases(job?.query ?? '', x.passages, 4).map((phrase) => ({ phrase, citation: x.citation })));
    const aspects = [0, 1, 2, 3].flatMap((i) => perSource.flatMap((list) => (list[i] ? [list[i]] : [])));
    reply = nextLines(aspects, job?.content ?? '', intent.count);
  } else if (intent.kind === 'gaps') {
    // "What don't the sources cover?": the answer's own notes on what its sources leave out
    reply = gapLines(job?.content ?? '').map((text) => ({ text, citations: [] }));
  } else if (intent.kind === 'provenance') {
    // "Who says so?": the sources the last reply cited (before any reply, the answer's opening point), each described
    const last = lastAssistantReply(db, jobId);
    const lead = answerSentences(job?.content ?? '').find((s) => s.citations.length > 0);
    const claim = last ?? (lead ? `[${lead.citations.join('][')}]` : '');
    reply = provenanceLines(claim, last === null, sources, (x) => sourceByline(db, x.document_id));
  } else if (intent.kind === 'certainty') {
    // what the sources say of their own limits, the answer's sentences first; Quire judges no source beyond that
    const inAnswer = cited.filter((c) => LIMIT.test(withoutMonthMay(c.text)));
    const said = new Set(inAnswer.map((c) => sentenceKey(c.text)));
    const inSources = sources.flatMap((source) =>
      passages
        .filter((p) => p.documentId === source.document_id)
        .flatMap((p) => readPassage(p.text).sentences.map((x) => x.text))
        .filter((t) => LIMIT.test(withoutMonthMay(t)) && ![...said].some((k) => k.includes(sentenceKey(t))))
        .map((t) => ({ text: t, citations: [source.citation_index] })),
    );
    const limits = [...inAnswer.map((c) => ({ ...c, text: c.text.replace(LEAD_IN, '') })), ...inSources].slice(0, format.sentences ?? format.bullets ?? 4);
    const basis = `This answer rests on ${sources.length === 1 ? 'one source' : `${sources.length} sources`}; Quire cannot judge a source's reliability beyond what it says, so check who wrote ${sources.length === 1 ? 'it' : 'them'}.`;
    reply =
      limits.length > 0
        ? [{ text: 'What your sources say about the limits of what they found:', citations: [] }, ...limits, { text: basis, citations: [] }]
        : [{ text: 'Your sources state this without hedging or saying what limits it.', citations: [] }, { text: basis, citations: [] }];
  } else if (intent.kind === 'write') {
    reply = [{ text: `Quire's built-in engine answers only with sentences quoted from your sources, so it does not ${intent.what} ${/^(?:write|draft|compose)$/.test(intent.what) ? 'new text' : 'them'}; ask for a summary, a list, a table or plain words instead.`, citations: [] }];
  } else if (intent.kind === 'compare-sources') {
    // each source's own sentence on the research's question, side by side; one source has nothing to compare with.
    // The source the answer's lead cites is shown by that lead, with the answer's verdict (when it states one for
    // all its sources: not "Your sources disagree"); another by the lead of a
    // composition over that source alone, with that composition's verdict (the sentence shown is the one the
    // verdict was read from), else by the first sentence the answer cites it for, with no verdict.
    // on the follow-up's own question when it names one ("…agree on how many boardings there were?"), else the research's
    const onQuestion = intent.about ? `${/^(?:how|what|which|who|when|where|why|whether)\b/.test(intent.about) ? '' : 'What about '}${intent.about}?` : (job?.query ?? '');
    const answerVerdict = intent.about ? null : verdictOfAnswer(job?.content ?? '');
    // the amount asked, or named in other words ("the heating bill": money)
    const dimension = comparedDimension(onQuestion) ?? undefined;
    // an amount asked: each source's figure from every sentence it has on it, its "it" the research's subject
    const figureQuestion = resolvePronouns(onQuestion, job?.query ?? '');
    const each = sources.map((s) => {
      const own = passages.filter((p) => p.documentId === s.document_id);
      const figure = dimension ? figureSentence(figureQuestion, own.flatMap((p) => readPassage(p.text).sentences.map((x) => x.text)), dimension, job?.query ?? '') : null;
      if (figure) return { text: `"${s.title}" says: ${figure.sentence}`, citations: [s.citation_index], verdict: null, amount: figure.amount };
      const lead = cited[0];
      if (!intent.about && lead && lead.citations.includes(s.citation_index) && answerVerdict !== null) return { text: `"${s.title}" says: ${lead.text.replace(LEAD_IN, '')}`, citations: [s.citation_index], verdict: answerVerdict, amount: null };
      const composition = compose(onQuestion, own, new Map([[s.document_id, { title: s.title, url: s.url }]]), { maxSentences: 2 });
      // its lead, with the next sentence when that one goes on from it ("Its first crossing carried 41…")
      const [first, next] = composition.answered ? composition.sentences : [];
      const composed = first && next && hasDanglingOpener(next.text) ? `${first.text} ${next.text}` : first?.text;
      const said = composed ?? (intent.about ? 'nothing on this.' : (cited.find((c) => c.citations.includes(s.citation_index))?.text ?? (JSON.parse(s.highlights) as string[])[0] ?? ''));
      const text = said.replace(LEAD_IN, '');
      // nothing found is Quire's finding, not the source's words: named, never cited as if it said so
      if (!composed && intent.about) return { text: `"${s.title}" [${s.citation_index}]: Quire found no sentence on this in it.`, citations: [], verdict: null, amount: null };
      return { text: `"${s.title}" says: ${text}`, citations: [s.citation_index], verdict: composed ? verdictOfAnswer(composition.content) : null, amount: dimension && composed ? askedAmount(onQuestion, text, dimension) : null };
    });
    const line = agreementLine(
      onQuestion,
      sources.map((s, i) => ({ title: s.title, verdict: each[i]?.verdict ?? null, amount: each[i]?.amount ?? null, citation: s.citation_index })),
      dimension,
    );
    // each source on a line of its own, as a list under the line that says whether they agree
    const side = each.map(({ text, citations }) => ({ text: `- ${text}`, citations }));
    reply =
      sources.length === 1
        ? [{ text: 'This answer rests on one source, so there is no second account in it to compare with; a new research job may find others.', citations: [] }, ...side]
        : [{ text: line, citations: [] }, ...side];
    // "Which one is right?": the sources do not say, and a sentence saying how a source counts its figure follows (sources-stand.ts)
    if (intent.right) reply = [{ text: WHICH_RIGHT_LINE, citations: [] }, ...reply, ...sourceSentences().filter((c) => saysHowCounted(c.text) && !side.some((x) => x.text.includes(c.text))).slice(0, 2).map((c) => ({ text: c.text, citations: [c.citation] }))];
  } else if (pointed) {
    reply = inForm([{ text: pointed.text, citations: [pointed.citation] }], format);
  } else if (swappedComposition?.answered) {
    const jobIndex = jobIndexOf(swappedComposition, sources);
    reply = inForm(swappedComposition.sentences.map((c) => ({ text: c.prefix + c.text, citations: [jobIndex.get(c.citationIndex) ?? 0] })), format);
  } else if (ellipsis) {
    reply = inForm(ellipsis, format);
  } else if (quoted) {
    // "What did the grandson say?": the quotation the sources give in that person's name
    reply = inForm(quoted, format);
  } else if (named) {
    // "Just the vote totals for each candidate": the rows a source lists, as bullets
    reply = inForm(named.map((r) => ({ text: r.text, citations: [r.citation] })), { ...format, bullets: format.bullets ?? null });
  } else if (instruction && asksForm(format) && onTopicOf(cited, instruction).length > 0) {
    // "Three bullets on the puppy schedule": the answer's sentences on that topic first, in the form asked
    // (the sentences a composition over the topic chooses first, then the answer's on it, then the rest: form-fill.ts)
    const onTopic = onTopicOf(cited, instruction);
    const wanted = format.bullets ?? format.sentences ?? cited.length;
    const topicConcepts = conceptsOf(instruction, { dropInstructionWords: true }).filter((c) => !c.soft);
    const composedTopic = composedOn(instruction, wanted).filter((s) => onInstructionTopic(topicConcepts, s.text));
    reply = inForm(formFilling(composedTopic, [...onTopic, ...cited.filter((c) => !onTopic.includes(c))].map((c) => ({ ...c, text: c.text.replace(LEAD_IN, '') })), Math.max(wanted, 1), hasDanglingOpener), format);
  } else {
    // "When did she die?": the person the research last named; "Are they noisy?": what it asked about
    const pronoun = personPronoun(asked);
    const person = pronoun ? lastPersonNamed(`${job?.query ?? ''}\n${job?.content ?? ''}`, passages.map((p) => p.text).join('\n\n'), pronoun) : null;
    // "What was bringing them in?" after a reply about the carpet beetles: the entity that reply was about (chat-referent.ts)
    const lastTurn = elliptic || person ? null : previousTurn(db, jobId);
    const lastLead = lastTurn?.reply.split('\n').map((l) => answerSentences(l)).flat().find((s) => s.citations.length > 0)?.text.replace(LEAD_IN, '');
    const referent = lastTurn && lastLead ? conversationReferent(asked, lastLead, lastTurn.question, job?.query ?? '') : null;
    let resolved = referent ? withReferent(asked, referent) : resolvePronouns(resolvePersonPronouns(asked, person), job?.query ?? '');
    const topic = conceptsOf(resolved, { dropInstructionWords: true }).map((c) => c.term).join(' ');
    let composition = composeFollowUp(resolved);
    // (the thing asked, named by no source of the library: that refusal is the reply, never a rewording without it; asked-absent.ts)
    const absentAsked = composition.absentAsked !== undefined;
    // the follow-up read with its research (chat-context.ts): its topic words the research shares are covered,
    // a word no source uses may be an act or a manner the sources state in other words, or another thing
    const sourceStems = stemsOf(passages.map((p) => p.text).join('\n'));
    // refused or hedged over a word no source uses: the follow-up without the words that frame it (a relative clause's
    // verb, a general noun a clause identifies, a degree's manner word, a setting clause's other words) and a noun in
    // its kind's word where the sources use that (follow-up-frame.ts); taken where that is answered
    const framedNotes: string[] = [];
    let verdictWithheld = false;
    if (!absentAsked && (!composition.answered || composition.notes.some((n) => /\buses? the words?\b/.test(n)))) {
      const reframed = reframedFollowUp(resolved, sourceStems);
      const again = reframed ? composeFollowUp(reframed.question) : null;
      if (reframed && again?.answered && (!composition.answered || again.notes.filter((n) => /\buses? the words?\b/.test(n)).length === 0)) {
        composition = again;
        resolved = reframed.question;
        framedNotes.push(...frameNotes(reframed));
        verdictWithheld = reframed.mannerDropped;
      }
    }
    // still refused or hedged so, or a yes/no not said outright: the follow-up in the words its sources use, where WordNet
    // links them and one sentence says them with the follow-up's other words ("carried out" read as "performed";
    // follow-up-words.ts); taken where that answers it, or says more of it, or gives the verdict
    const unusedNotes = (notes: string[]): number => notes.filter((n) => /\buses? the words?\b/.test(n)).length;
    const unstated = composition.answered && composition.sentences[0]?.prefix === UNSTATED_LEAD;
    if (!absentAsked && (!composition.answered || unusedNotes(composition.notes) > 0 || unstated)) {
      const reworded = rewordedFollowUp(resolved, passages.flatMap((p) => readPassage(p.text).sentences.map((x) => x.text)), cited.map((c) => c.text));
      const again = reworded ? composeFollowUp(reworded.question) : null;
      const verdictGiven = unstated && VERDICT_LEAD.test(again?.sentences[0]?.prefix ?? '');
      if (reworded && again?.answered && (!composition.answered || unusedNotes(again.notes) < unusedNotes(composition.notes) || verdictGiven)) {
        composition = again;
        resolved = reworded.question;
      }
    }
    // still refused over words no source uses: the follow-up without its conversational ones ("set us back",
    // "actually", "get mine done": follow-up-talk.ts), no verdict resting on what was dropped
    if (!composition.answered && !absentAsked) {
      const plain = withoutTalk(resolved, sourceStems);
      const again = plain ? composeFollowUp(plain) : null;
      // (a kind asked, "How warm is the water kept?", "What will it set me back?", is answered only by a lead of that kind)
      const kind = askedKindOf(resolved);
      if (plain && again?.answered && (kind === null || kind === 'reason' || carriesType(again.sentences[0]?.text ?? '', kind))) {
        composition = again;
        verdictWithheld = true;
      }
    }
    const reading = readFollowUp(resolved, job?.query ?? '', sourceStems);
    // (another kind named only in the asker's story before the question is no part of what it asks: follow-up-shared.ts)
    const kindNamed = otherKindNamed(resolved, job?.query ?? '', sourceStems);
    const otherKind = kindNamed !== null && inAskingClause(kindNamed, resolved) ? kindNamed : null;
    const candidates = (): ReturnType<typeof contextCandidates> => contextCandidates(passages, new Map(sources.map((s) => [s.document_id, { citation: s.citation_index, title: s.title, url: s.url }])), cited.map((c) => c.text));
    // answered only where the composition was refused or hedged for a word no source uses, or where none of its
    // sentences is of the kind asked and names the follow-up's own words (with the sentence before it, for a "He died…")
    const missingWord = !composition.answered || composition.notes.some((n) => /\buses? the words?\b/.test(n));
    const typeMissing = composition.answered && reading.type !== null && reading.type !== 'reason' && !composition.sentences.some((c, i) => answersTyped(reading, c.text, composition.sentences[i - 1]?.text ?? ''));
    const inContext = (missingWord || typeMissing) && !absentAsked && answerableInContext(reading, otherKind) ? contextReply(resolved, reading, candidates(), sources) : null;
    // still refused: the follow-up read against the conversation, its words no source uses that only frame it
    // dropped and its pronouns given the subject the conversation named; the kind it asks rules which sentence
    // answers, and no verdict rests on what was dropped (follow-up-carry.ts)
    let carriedReply: AnswerSentence[] | null = null;
    let carriedAnswer = false;
    if (!composition.answered && !inContext && !absentAsked) {
      const last = previousTurn(db, jobId);
      const lastNamed = last ? namesIn(answerSentences(last.reply).find((s) => s.citations.length > 0)?.text ?? '') : [];
      const carried = carriedFollowUp(asked, [last?.question ?? '', lastNamed.join(' '), job?.query ?? ''], sourceStems);
      const again = carried ? composeFollowUp(carried.question) : null;
      const ofKind = carried && again?.answered ? answeringSentences(again.sentences, carried) : [];
      if (carried && again && ofKind.length > 0 && (carried.kind === null || carried.kind === 'reason' || ofKind[0] === again.sentences[0])) {
        composition = { ...again, sentences: ofKind, notes: [], saidNotes: [] };
        carriedAnswer = true;
        resolved = carried.question;
        verdictWithheld = verdictWithheld || carried.yesNo;
      } else if (carried && carried.kind !== null && carried.kind !== 'reason') {
        // an amount, a date, a person asked of the subject: the sentence of the sources that gives that kind and names it
        const given = answeringSentences(sourceSentences(), carried, 1);
        if (given.length > 0) carriedReply = given.map((g) => ({ text: g.text, citations: [g.citation] }));
      }
    }
    // a reply the job's sources give only weakly (a refusal, the nearest they come, a lead naming not what was asked):
    // another library document with a sentence that says it is named, and that sentence quoted (chat-elsewhere.ts)
    const weak = !absentAsked && intent.kind === 'question' && topic.length > 0 && otherKind === null && !(elliptic && !composition.answered) && (inContext !== null || missingWord || !namesOwnWords(reading, composition.sentences[0]?.text ?? ''));
    const outside = weak ? outsideAnswer(library, resolved, job?.query ?? '', reading.type, passages) : null;

    // "What if it rains?" where no sentence names rain: the sources' sentence whose own condition is that case in other
    // words ("If it is cloudy, …"), said so (condition-ask.ts)
    const conditioned = !composition.answered && !absentAsked && !inContext && !carriedReply && !carriedAnswer ? conditionAnswer(resolved, sourceSentences(), stemsOf(job?.query ?? '')) : null;

    // "Which of the two is louder?", "Is Fernhill cheaper?" refused because no source says "louder": the sentences that
    // give a level of that quality for the things talked about, one per thing, with no verdict drawn (follow-up-degree.ts)
    // (or answered by sentences that share the degree's stem but never say it, nor compare: "lights" for "Which one is lighter?")
    const asDegree = degreeAsked(resolved);
    const saysDegree = asDegree !== null && composition.sentences.some((c) => new RegExp(`\\b(?:${asDegree.word}|than)\\b`, 'i').test(c.text));
    const degree = asDegree && !conditioned && !carriedReply && !carriedAnswer && !inContext && !absentAsked && otherKind === null && (!composition.answered || composition.notes.some((n) => /\buses? the words?\b/.test(n)) || (asDegree.predicative && !saysDegree)) ? asDegree : null;
    const levels = degree && reading.absent.every((c) => c.term.toLowerCase() === degree.word || absentKind(c.term) !== 'thing') ? levelSentences(degree.base, degreeThings(resolved, degree.word, [previousTurn(db, jobId)?.question ?? '', job?.query ?? '']), candidates(), undefined, 3, degree.superlative) : [];

    // still refused, over words no source uses: the job's answer (and the chat's last reply) read first (follow-up-answer.ts)
    const stillRefused = !composition.answered && !absentAsked && otherKind === null && !inContext && !carriedReply && !carriedAnswer && !conditioned && levels.length === 0;
    const withoutLeadIns = <T extends { text: string }>(xs: T[]): T[] => xs.map((x) => ({ ...x, text: x.text.replace(LEAD_IN, '') }));
    const filled = stillRefused
      ? answerFilling(reading, isYesNoFollowUp(resolved), withoutLeadIns([...answerSentences(previousTurn(db, jobId)?.reply ?? '').filter((x) => x.citations.length > 0 && x.citations.every((c) => byIndex.has(c))), ...cited]), REFERS_BACK.test(resolved) ? conceptsOf(job?.query ?? '', { dropInstructionWords: true }).filter((c) => !c.soft) : [], resolved)
      : [];
    // ("Give me three bullets on what happens there": a form asked over words that only set it, the answer's own points)
    const points = stillRefused && filled.length === 0 && (format.bullets !== undefined || format.sentences !== null) ? answerPoints(reading, withoutLeadIns(cited), format.bullets ?? format.sentences ?? 3) : [];
    if (levels.length > 0) {
      reply = inForm(levels.map((c, i) => ({ text: `${i === 0 ? UNSTATED_LEAD : ''}${c.text}`, citations: [c.citation] })), format);
    } else if (conditioned) {
      const [word, said] = conditioned.readAs ?? [];
      const note = word && said ? [{ text: `None of these sources uses the word "${word}"; the nearest case they give is "${said}":`, citations: [] }] : [];
      reply = inForm([...note, { text: conditioned.sentence.text, citations: [conditioned.sentence.citation] }], format);
    } else if (carriedReply) {
      // (read against the conversation, "How much is it for my two?" has the subject's sum: follow-up-carry.ts)
      reply = inForm(carriedReply, format);
    } else if (topic.length === 0 && elliptic && !carriedAnswer) {
      // "By how many points?": nothing to search for alone
      reply = inForm(fromPrevious(), format);
    } else if (topic.length === 0 && !carriedAnswer) {
      reply = [{ text: 'Please ask a question with at least one searchable word, or ask me to summarise, list or compare the answer, or to explain a citation such as [1].', citations: [] }];
    } else if (otherKind !== null) {
      // "the last general election" where the sources speak only of a by-election: another thing, not in them
      reply = notInSources(sources.length, `none of them speaks of a "${otherKind}".`);
    } else if (points.length > 0) {
      // (the words no source uses as the composition's note names them, where the reading counts them as talk: "happens")
      const unused = reading.absent.length > 0 ? reading.absent.map((c) => c.term) : composition.notes.filter((n) => /\buses? the words?\b/.test(n)).flatMap((n) => [...(n.split(';')[0] ?? '').matchAll(/"([^"]+)"/g)].map((m) => m[1] ?? ''));
      reply = [{ text: pointsNote(unused), citations: [] }, ...inForm(points, format)];
    } else if (filled.length > 0) {
      // refused over words that only set the follow-up: the sentence the conversation already cites that fills what it asks (follow-up-answer.ts)
      reply = [{ text: fillingNote(reading.absent), citations: [] }, ...inForm(filled, format)];
    } else if (outside && !inContext && !composition.answered) {
      // nothing in the job's sources: the document that has it instead of a refusal
      reply = [elsewhereLine(outside.titles)];
    } else if (inContext) {
      reply = inForm(inContext, format);
    } else if (!composition.answered && elliptic) {
      // "And in the second round?": what its own words do not find alone, read against the turn before
      reply = inForm(fromPrevious(), format);
    } else if (!composition.answered) {
      const detail = inQuestionCase(composition.notes.length > 0 ? composition.notes.join(' ') : composition.content, resolved);
      reply = notInSources(sources.length, detail.replace(/Your library holds/g, "This research's sources hold").replace(/ To research this,.*$/, ''));
      // the rest of the library may hold it: name the documents that answer it, for a new research job
      const elsewhere = libraryElsewhere(library, withoutInstructionWords(resolved));
      if (elsewhere.length > 0) reply = [elsewhereLine(elsewhere)];
    } else {
      // Map the composition's own numbering back to the job's citation indexes.
      const jobIndex = jobIndexOf(composition, sources);
      // asked about one person ("When did she die?"): not what the sources say of another
      const others = person && pronoun ? personsNamed(passages.map((p) => p.text).join('\n\n')) : [];
      // a yes or a no rests on a sentence naming the claim's asked words (and its figure): else said not to be outright
      // (the lead's whole point: a verdict may rest on the sentence after the one that carries the lead-in)
      const leadPoint = composition.sentences.filter((s) => s.unit === composition.sentences[0]?.unit).map((s) => s.original).join(' ');
      // (a limit or a condition the asked case is read against, "from age eight" for a seven-year-old, is grounded on its own terms)
      // (and a comparison decided by each side's figure, set out in the opening points: figure-sides.ts)
      // (and a verdict read off the sentence saying the asked quality of its holder, the act of a cleft's focus or a judgement of worth, in its own words: the deciding sentence, no hedge)
      const decidedBy = composition.verdictBasis?.decidedBy ?? null;
      const ownTerms = (decidedBy !== null && ON_OWN_TERMS.has(decidedBy)) || (decidedBy === 'comparison' && groundedByFigures(resolved, composition.sentences.slice(0, 4).map((s) => s.text)));
      const grounded = composition.sentences.map((s, i) => (i === 0 && VERDICT_LEAD.test(s.prefix) && (verdictWithheld || (!ownTerms && !groundsVerdict(resolved, leadPoint, groundDocuments(passages, sources)))) ? { ...s, prefix: UNSTATED_LEAD } : s));
      // a follow-up on the entity the last reply was about (its pronoun read from the conversation) asks something new
      // of it: the sentence that answered the last question does not lead again (chat-referent.ts)
      // (a verdict read on its own terms keeps the sentence it rests on as its lead: another naming the follow-up's words is no ground for it)
      const kept = grounded.filter((s, i) => i === 0 || !person || !pronoun || !aboutOtherPerson(s.text, person, pronoun, others));
      const onPerson = leadNotRepeated(ownTerms && VERDICT_LEAD.test(kept[0]?.prefix ?? '') ? kept : leadNamingOwnWords(kept, reading), referent !== null ? (lastLead ?? '') : '');
      const body = onPerson.map((s) => ({ text: (intent.kind === 'which-source' || asksForm(format) ? '' : s.prefix) + s.text, citations: [jobIndex.get(s.citationIndex) ?? 0] }));
      if (intent.kind === 'question') {
        modelSources = composition.sources.map((s) => ({
          index: jobIndex.get(s.citationIndex) ?? 0,
          title: s.title,
          passages: passages.filter((p) => p.documentId === s.documentId && composition.sentences.some((c) => c.citationIndex === s.citationIndex && p.text.includes(c.original))).slice(0, 4),
        })).map((m) => ({ ...m, passages: m.passages.map((p) => p.text) }));
      }
      if (intent.kind === 'which-source') {
        // Name the sources first, then what each says.
        const named = composition.sources.map((s) => ({ title: `"${s.title}"`, index: jobIndex.get(s.citationIndex) ?? 0 }));
        const lead = `${joinWords(named.map((x) => `${x.title} [${x.index}]`))} ${named.length === 1 ? 'mentions' : 'mention'} ${topic}.`;
        reply = [...composition.notes.map((n) => ({ text: inQuestionCase(n, resolved), citations: [] })), { text: lead, citations: [] }, ...body];
      } else {
        // a note that a word is unused, where the lead states what that word asks ("months" and "1 April to 31 May"), is no gap
        // (nor a note that no source uses a word naming the kind one of them is: "none uses 'newspaper'" of a news report)
        const sourceKinds = kinded.flatMap((s) => s.kinds);
        const namesASource = (n: string): boolean => {
          const quoted = /^None of your sources uses the words? /.test(n) ? [...(n.split(';')[0] ?? '').matchAll(/"([^"]+)"/g)].map((m) => m[1] ?? '') : [];
          return quoted.length > 0 && quoted.every((w) => namesKindOf(w, sourceKinds));
        };
        // (the notes as said, each checked against the sources and the answer: note-check.ts)
        const notes = [...framedNotes, ...(composition.saidNotes ?? composition.notes).filter((n) => !noteAnsweredBy(n, body[0]?.text ?? '') && !namesASource(n))];
        reply = [...notes.map((n) => ({ text: inQuestionCase(n, resolved), citations: [] })), ...inForm(body, format)];
      }
    }
    // what the job's sources say weakly stays, and the document that says it better follows
    if (outside && (inContext || composition.answered)) {
      alsoElsewhere = elsewhereLine(outside.titles, 'also');
      reply = [...reply, alsoElsewhere];
    }
    partQuestion = otherKind === null && !outside ? withoutInstructionWords(resolved) : null;
  }
  // a follow-up asking a reason, a manner, an agent or a difference of its own: the sentence of the sources that
  // gives THAT ask about the thing asked leads, when the reply above does not give it as well; the research
  // question is only context (follow-up-ask.ts). A refusal stays a refusal.
  if (intent.kind === 'question' && first.kind === 'question' && !quoted && !named && !onNamed && sources.length > 0) {
    const led = withAskLead(reply, typed, job?.query ?? '', passages, sources, cited);
    if (led) reply = inForm(led, format);
  }
  // the part the follow-up asks (a kind, the cost of a part, a date, a person): the sentence that gives it, or said
  // plainly and uncited that none does (follow-up-part.ts)
  if (partQuestion && intent.kind === 'question' && first.kind === 'question' && !quoted && !named && !onNamed && sources.length > 0) {
    const sentences = sources.flatMap((s) => passages.filter((p) => p.documentId === s.document_id).flatMap((p) => readPassage(p.text).sentences.map((x) => ({ text: x.text, citation: s.citation_index }))));
    const part = followUpPart(partQuestion, sentences, reply.filter((r) => r.citations.length > 0).map((r) => r.text), job?.query ?? '');
    if (part && 'missing' in part) reply = [{ text: part.missing, citations: [] }];
    else if (part) reply = inForm(part.given.map((x) => ({ text: x.text, citations: [x.citation] })), format);
  }
  // "When was that set up?": a typed follow-up pointing back is answered by the sentence of the conversation (the
  // last reply, then the research answer) that gives its kind and its act, when the reply does not lead with one (follow-up-kind.ts)
  if (intent.kind === 'question' && first.kind === 'question' && !quoted && !named && !onNamed && sources.length > 0) {
    const type = answerTypeOf(typed);
    const lead = reply.find((r) => r.citations.length > 0);
    if (type !== null && !(lead && givesKind(lead.text, typed, type))) {
      const last = previousTurn(db, jobId);
      const turns = [...(last ? [answerSentences(last.reply)] : []), cited].map((t) => t.filter((x) => x.citations.every((c) => byIndex.has(c))));
      const picked = kindFromTurns(typed, type, turns);
      // (else a sentence of the reply itself that gives it leads: "Who carried out the search?" → the team that performed it)
      const own = picked ? null : reply.find((r) => r.citations.length > 0 && r !== lead && givesKind(r.text, typed, type));
      // (else, for a person or a date, the first sentence of the sources that gives it, the research answer's first:
      // "Who did the work?" → "The work was carried out by Calder Heating Ltd")
      const fromSources =
        picked || own || (type !== 'person' && type !== 'date')
          ? null
          : (kindFromTurns(typed, type, [cited, sourceReplySentences()], false) ?? null);
      // "How many wallers hold the top grade?": a count or a sum of the thing asked, or said plainly, uncited, that none is given (follow-up-figure.ts)
      // (not of a follow-up naming a source, "What does the local paper say it will cost?": read over that source alone)
      const noFigure = reply.some((r) => r.citations.length > 0) && namedSources.length === 0 && !reference ? figureMissing(typed, type, sourceSentences().map((c) => c.text)) : null;
      if (noFigure) reply = [{ text: noFigure, citations: [] }];
      else if (picked ?? fromSources) reply = inForm([{ text: (picked ?? fromSources)?.text.replace(LEAD_IN, '') ?? '', citations: (picked ?? fromSources)?.citations ?? [] }], format);
      else if (own && lead) reply = [...reply.filter((r) => r.citations.length === 0 && reply.indexOf(r) < reply.indexOf(lead)), { ...own, text: own.text.replace(LEAD_IN, '') }, ...reply.filter((r) => r !== own && (r.citations.length > 0 || reply.indexOf(r) > reply.indexOf(lead)))];
    }
  }
  // the role the follow-up's wh-word asks ("Who did the work?", "When can we hear them again?"): a reply whose lead holds
  // no person or body, time or place, or a refusal, gives way to the sentence of the sources that holds one and says
  // the follow-up's own words or the conversation's subject (follow-up-role.ts)
  if (intent.kind === 'question' && first.kind === 'question' && !bare && !quoted && !named && !onNamed && namedSources.length === 0 && sources.length > 0) {
    const lead = reply.find((r) => r.citations.length > 0);
    const filled = roleReply(typed, lead ? lead.text.replace(LEAD_IN, '') : null, [previousTurn(db, jobId)?.question ?? '', job?.query ?? ''], sourceSentences());
    if (filled) reply = inForm([{ text: filled.text, citations: [filled.citation] }], format);
  }
  // an amount asked only by the follow-up's phrasing ("What will a service set me back?": a sum; "How much is it?": a
  // price), which no question word says: a reply whose lead states no such amount gives way to the sentence of the
  // sources that states it of what the follow-up names, under a heading asking it or naming it (follow-up-carry.ts)
  if (intent.kind === 'question' && first.kind === 'question' && !quoted && !named && !onNamed && sources.length > 0 && answerTypeOf(typed) === null) {
    const kind = askedKindOf(typed);
    const lead = reply.find((r) => r.citations.length > 0);
    if (kind !== null && kind !== 'reason' && lead && !carriesType(lead.text, kind)) {
      const last = previousTurn(db, jobId);
      const carried = carriedFollowUp(typed, [last?.question ?? '', job?.query ?? ''], stemsOf(passages.map((p) => p.text).join('\n')), true);
      const given = carried ? answeringSentences(sourceSentences(), carried, 1) : [];
      if (given[0]) reply = inForm([{ text: given[0].text, citations: [given[0].citation] }], format);
    }
  }
  // the follow-up's referent and slot (follow-up-slot.ts): "How high does it go?" is led by the sentence that says a
  // height of the thing last talked about, "how long is it?" after a reply led by a trail's row by that row; then a
  // reply to a typed follow-up keeps, after a lead of the kind asked, only sentences of that kind (no padding)
  if (intent.kind === 'question' && (first.kind === 'question' || first.kind === 'again') && !quoted && !named && !onNamed && namedSources.length === 0 && sources.length > 0) {
    const slot = measureSlot(typed);
    if (slot) {
      const last = previousTurn(db, jobId);
      const previousLead = (last ? answerSentences(last.reply) : cited).find((s) => s.citations.length > 0)?.text.replace(LEAD_IN, '') ?? null;
      const lead = reply.find((r) => r.citations.length > 0)?.text.replace(LEAD_IN, '') ?? null;
      // (a follow-up naming its own thing, "the stretch the volunteers cleared", is about that, not the last reply's lead)
      const referent = referentOf(typed, slot, last?.question ?? job?.query ?? '');
      const given = slotLead(slot, referent.concepts, lead, referent.own ? null : previousLead, sourceSentences());
      if (given) reply = inForm([{ text: given.text, citations: [given.citation] }], format);
    }
    const trimmed = format.bullets === undefined && format.sentences === null ? withoutPadding(typed, reply, answerTypeOf(typed), (t) => hasDanglingOpener(t) && /^(?:it|this|that|these|those|they|he|she|his|her|its|their|such)\b/i.test(t)) : null;
    if (trimmed) reply = trimmed;
    // "what if I can't afford it?": the sentence whose own condition matches the asked one leads (follow-up-condition.ts)
    const continuing = (t: string): boolean => hasDanglingOpener(t) && /^(?:it|this|that|these|those|they|he|she|his|her|its|their|such)\b/i.test(t);
    const nextInSource = (text: string): string | null => {
      const all = sourceSentences();
      const at = all.findIndex((c) => c.text === text);
      const next = at >= 0 ? all[at + 1] : undefined;
      return next && next.documentId === all[at]?.documentId ? next.text : null;
    };
    const conditioned = conditionLed(typed, reply, LEAD_IN, continuing, nextInSource, sourceSentences().map((c) => ({ text: c.text, citations: [c.citation], heading: c.heading })));
    if (conditioned) reply = inForm(conditioned, format);
  }
  // a reply whose cited sentences name none of the follow-up's own words, where it names a thing no source names
  // ("Did teachers like the later start?" over a report that never mentions teachers): not in these sources, said
  // plainly and uncited (follow-up-shared.ts)
  if (intent.kind === 'question' && first.kind === 'question' && !asksForm(format) && !bare && !guess && !quoted && !named && !onNamed && namedSources.length === 0 && sources.length > 0 && !standIns) {
    // (only a reply that gives or withholds a yes or no, then what they say: follow-up-shared.ts)
    const hedged = answersYesOrNo(reply);
    const unshared = hedged ? unsharedThings(readFollowUp(resolvePronouns(typed, job?.query ?? ''), job?.query ?? '', stemsOf(passages.map((p) => p.text).join('\n'))), reply, typed) : [];
    // (the library's document that has it, named when the reply named it)
    if (unshared.length > 0) reply = [...notInSources(sources.length, `none of them uses the word${unshared.length === 1 ? '' : 's'} ${joinWords(unshared.map((c) => `"${c.term}"`), 'or')}.`), ...(alsoElsewhere ? [alsoElsewhere] : [])];
  }
  // "is that income limit before or after tax?": the cited line naming one of the two alternatives leads, no yes/no
  // label on it (follow-up-alternative.ts)
  if (intent.kind === 'question' && first.kind === 'question' && !asksForm(format) && !quoted && !named && !onNamed && sources.length > 0 && !standIns) {
    const led = alternativeLed(typed, reply);
    if (led) reply = led;
  }
  // a kind of source none of this research's sources is ("the minutes"): the reply over them all, then the library's document of that kind
  const kindElsewhere = kindMissing ? namedKindMissing(library, kindMissing, job?.query ?? '') : null;
  // (nothing asked of it but what it says, "What did the minutes say?": another source's words are no answer)
  if (kindElsewhere) reply = kindMissing?.rest === '' ? [kindElsewhere] : [...reply.filter((r) => r.text !== kindElsewhere.text), kindElsewhere];
  // "Who released the press statement?": who made the source named, and what the sources themselves say of it when they do
  if (onNamed?.kind === 'source-info' && !overAll) {
    const said = answerQuestion(db, jobId, question, excludedDomains, true);
    if (said.chunks.some((c) => c.citations.length > 0)) {
      const own = toChunks(reply.map((s) => ({ text: s.text, citations: s.citations })));
      return { ...said, chunks: [...own, { content: ' What your sources say on it: ', citations: [] }, ...said.chunks] };
    }
  }
  if (standIns) {
    // over stand-ins: their words named by title and uncited, or nothing when the reply cites none of them
    const lines = readsContent(intent.kind) ? standInReply(reply.map((r) => ({ ...r, text: r.text.replace(LEAD_IN, '') })), (n) => byIndex.get(n)?.title) : null;
    // (a refusal over them says what they lack, so the plain refusal names it: chat-stand-in.ts)
    const refusal = lines ? null : standInRefusal(reply, sources.map((x) => x.title));
    return { chunks: lines ? toChunks(lines) : refusal ? toChunks([refusal]) : [], results: [] };
  }
  // fewer bullets than asked ("the conditions as 3 bullet points" over two): made up from the sections of the sources
  // the bullets' sentences stand in, nearest first (follow-up-section.ts); where they hold no more, said in a line of
  // its own, never padded with sentences from elsewhere
  const listed = reply.filter((r) => isListItem(r.text) && r.citations.length > 0);
  if (typeof format.bullets === 'number' && listed.length > 0 && listed.length < format.bullets && sources.length > 0) {
    const more = sectionFill(listed.map((r) => ({ text: r.text.replace(/^(?:- |\d{1,2}\. )/, ''), citations: r.citations })), sourceSentences(), format.bullets - listed.length, (t) => !hasDanglingOpener(t));
    const last = reply.lastIndexOf(listed[listed.length - 1] as AnswerSentence);
    // (a numbered list goes on counting)
    const numbered = /^\d{1,2}\. /.test(listed[0]?.text ?? '');
    if (more.length > 0) reply = [...reply.slice(0, last + 1), ...more.map((m, i) => ({ text: `${numbered ? `${listed.length + i + 1}.` : '-'} ${m.text}`, citations: [m.citation] })), ...reply.slice(last + 1)];
  }
  // fewer bullets than asked ("Give me that as 3 bullet points" over two points): said in a line of its own, never padded
  const bullets = reply.filter((r) => isListItem(r.text)).length;
  if (typeof format.bullets === 'number' && bullets > 0 && bullets < format.bullets) reply = [...reply, { text: fewerPoints(bullets, format.bullets), citations: [] }];
  const used = new Set(reply.flatMap((s) => s.citations));
  const results = sources.filter((s) => used.has(s.citation_index)).map((s) => ({ id: s.id, title: s.title, url: s.url, citation_index: s.citation_index }));
  return {
    chunks: toChunks(reply.map((s) => ({ text: s.text.startsWith('|') ? s.text : withCitationSuffix(s.text, s.citations), citations: s.citations }))),
    results,
    ...(modelSources && modelSources.some((m) => m.passages.length > 0) ? { modelSources: modelSources.filter((m) => m.passages.length > 0), sources } : {}),
  };
}

/**
 * A reply led by the sentence that gives the follow-up's own ask (follow-up-ask.ts): when the best such sentence
 * scores clearly above the reply's first cited sentence (which gives the ask less, or about another thing), it
 * leads, after the sentence it continues when that one states what it explains (or it is a fragment), followed
 * by the next such sentence when it scores nearly as well, then the reply's other cited sentences, three in all;
 * the reply's notes go (they were about the reply replaced). Only a reply that cites something (one coverage
 * judged answerable): a refusal is never replaced. null to keep the reply.
 */
function withAskLead(reply: AnswerSentence[], followUp: string, researchQuery: string, passages: { documentId: string; text: string }[], sources: JobSource[], cited: AnswerSentence[]): AnswerSentence[] | null {
  const candidates = contextCandidates(passages, new Map(sources.map((s) => [s.document_id, { citation: s.citation_index, title: s.title, url: s.url }])), cited.map((c) => c.text));
  const { ranked, givenBy } = askRanked(followUp, researchQuery, candidates);
  const [best, next] = ranked;
  if (!best) return null;
  // only a reply coverage judged answerable: a refusal ("none of them speaks of a general election") stays one
  const answered = reply.filter((r) => r.citations.length > 0);
  if (answered.length === 0) return null;
  const key = (text: string): string => sentenceKey(text.replace(LEAD_IN, '').replace(/\[[^\]]*\]\s*/g, ''));
  const firstKey = key(answered[0]?.text ?? '');
  // (the reply's lead is the ranked sentence, or the sentence it continues with the ranked one next)
  const secondKey = key(answered[1]?.text ?? '');
  const current = ranked.find((r) => key(r.candidate.text) === firstKey || (r.lead !== null && key(r.lead.text) === firstKey && key(r.candidate.text) === secondKey));
  if (current && current.score >= 0.8 * best.score) return null;
  // a who-question whose reply's first two sentences (each after the one before it in its source) give someone as
  // well is kept: its path (chat-context.ts) weighs what this ranking does not (a role noun, a word no source uses
  // said by a sentence's neighbours: "buying" by "the buyer's fee")
  const gives = (text: string): number => {
    const at = candidates.findIndex((c) => key(c.text) === key(text));
    const found = candidates[at];
    const before = at > 0 && candidates[at - 1]?.documentId === found?.documentId ? (candidates[at - 1]?.text ?? '') : '';
    return found ? givenBy(found.text, before, found.heading) : 0;
  };
  if (askOf(followUp) === 'agent' && answered.slice(0, 2).some((r) => gives(r.text) >= best.gives)) return null;
  const lines: AnswerSentence[] = [];
  const push = (c: { text: string; citation: number }): void => {
    if (!lines.some((l) => key(l.text) === key(c.text))) lines.push({ text: c.text, citations: [c.citation] });
  };
  if (best.lead) push(best.lead);
  push(best.candidate);
  if (next && next.score >= 0.75 * best.score) {
    if (next.lead) push(next.lead);
    push(next.candidate);
  }
  for (const r of answered) if (lines.length < 3) push({ text: r.text.replace(LEAD_IN, ''), citation: r.citations[0] ?? 0 });
  return lines;
}

/**
 * The reply to a follow-up read with its research (chat-context.ts): the best sentence of the asked kind, and the
 * next when it scores nearly as well, each after the sentence before it when it opens by referring back ("Instead,
 * …"); a note first names the words no source uses. null when no sentence answers it so.
 */
function contextReply(followUp: string, reading: FollowUpReading, candidates: ReturnType<typeof contextCandidates>, sources: JobSource[], options: Parameters<typeof contextRanked>[4] = {}, readWith = 'the research question'): AnswerSentence[] | null {
  // an amount asked is given only of the thing asked (chat-amount.ts): none of a thing no source names ("the repair")
  if (amountAsked(reading) !== null && asksOfAbsentThing(followUp, reading)) return null;
  const ranked = contextRanked(followUp, reading, candidates, true, options).filter((r) => givesAmountOfThing(reading, followUp, r.candidate));
  // a why-question no sentence answers with a reason cue: the sentence that names what it asks about, said to be no reason given outright
  const unreasoned = ranked.length === 0 && reading.type === 'reason' && reading.present.length > 0 ? contextRanked(followUp, reading, candidates, false).filter((r) => r.named) : [];
  const [best, next] = ranked.length > 0 ? ranked : unreasoned;
  if (!best) return null;
  const picked = [best, ...(next && next.score >= 0.9 * best.score ? [next] : [])].map((r) => r.candidate);
  const title = (citation: number): string => sources.find((s) => s.citation_index === citation)?.title ?? '';
  const lines: AnswerSentence[] = [];
  for (const c of picked) {
    if (c.before && hasDanglingOpener(c.text) && !lines.some((l) => l.text === attribute(c.before, title(c.citation)))) lines.push({ text: attribute(c.before, title(c.citation)), citations: [c.citation] });
    if (!lines.some((l) => l.text === c.text)) lines.push({ text: c.text, citations: [c.citation] });
  }
  // a note names only the words the reply does not say in other terms either (not "won" before "took the title")
  const absent = unsaidWords(reading, lines.slice(0, 3).map((l) => l.text)).map((c) => `"${c.term}"`);
  if (unreasoned.length > 0) return [{ text: `Your sources give no reason for this outright${absent.length > 0 ? ` and none uses the word${absent.length === 1 ? '' : 's'} ${joinWords(absent, 'or')}` : ''}; what they say on it:`, citations: [] }, ...lines.slice(0, 2)];
  return absent.length > 0
    ? [{ text: `None of your sources uses the word${absent.length === 1 ? '' : 's'} ${joinWords(absent, 'or')}; read with ${readWith}, the nearest they come:`, citations: [] }, ...lines.slice(0, 3)]
    : lines.slice(0, 3);
}

/** The chat's last reply (its text as it will read once revealed); null when there is none yet. */
function lastAssistantReply(db: ServiceDb, jobId: string): string | null {
  const row = db.prepare("SELECT content, pending_content FROM chat_messages WHERE job_id = ? AND role = 'assistant' ORDER BY seq DESC LIMIT 1").get(jobId) as { content: string; pending_content: string | null } | undefined;
  if (!row) return null;
  return row.pending_content ? (JSON.parse(row.pending_content) as ChatChunk[]).map((c) => c.content).join('') : row.content;
}

/** What a library document states about its own author and date (byline.ts). */
function sourceByline(db: ServiceDb, documentId: string): SourceByline {
  const doc = db.prepare('SELECT raw FROM documents WHERE id = ?').get(documentId) as { raw: string } | undefined;
  return bylineOf(doc?.raw ?? '');
}

/**
 * The user's last question in this chat that asked the sources something, and the reply it got (its text as it
 * will read once revealed); null when the chat has none yet.
 */
function previousTurn(db: ServiceDb, jobId: string): { question: string; reply: string; questionReply: string } | null {
  const rows = db.prepare('SELECT role, content, pending_content FROM chat_messages WHERE job_id = ? ORDER BY seq DESC LIMIT 10').all(jobId) as { role: string; content: string; pending_content: string | null }[];
  // the reply to the last question; the question itself the last one that was not elliptic too ("By how many
  // points?" then "And in the relay?": both about "Who won the gala?"), with its own reply
  let reply: string | null = null;
  for (let i = 0; i < rows.length; i += 1) {
    const row = rows[i];
    if (row?.role !== 'user' || chatIntent(replyFormat(row.content).rest || row.content).kind !== 'question') continue;
    const answer = rows[i - 1];
    const own = answer?.role === 'assistant' ? (answer.pending_content ? (JSON.parse(answer.pending_content) as ChatChunk[]).map((c) => c.content).join('') : answer.content) : '';
    reply ??= own;
    if (!isElliptic(row.content) && bareAsk(row.content) === null) return { question: row.content, reply, questionReply: own };
  }
  return null;
}

/**
 * The reply to an elliptic follow-up (chat-ellipsis.ts): read against the previous turn (the chat's last question
 * and its reply, else the research question and its answer): its own words are what it asks (a sentence must name
 * one), the previous question's words its topic, its kind of answer its own or the previous question's, the
 * previous reply's sentences first among equals. A thing no source names, or no sentence that answers so: said
 * plainly, with the library document that has it when another does.
 */
function ellipticReply(db: ServiceDb, jobId: string, fragment: string, researchQuery: string, passages: { documentId: string; text: string }[], sources: JobSource[], cited: AnswerSentence[], library: OutsideLibrary): AnswerSentence[] {
  const previous = previousTurn(db, jobId) ?? { question: researchQuery, reply: cited.map((c) => withCitation(c.text, c.citations)).join(' ') };
  const resolved = resolvePronouns(fragment, previous.question);
  const sourceStems = stemsOf(passages.map((p) => p.text).join('\n'));
  const read = readFollowUp(resolved, previous.question, sourceStems);
  const topic = conceptsOf(previous.question, { dropInstructionWords: true }).filter((c) => !c.soft && !read.shared.some((s) => s.stem === c.stem));
  const reading: FollowUpReading = { ...read, shared: [...read.shared, ...topic] };
  const determined = determinedWords(fragment);
  const things = reading.absent.filter((c) => absentKind(c.term) === 'thing' || determined.includes(c.term.toLowerCase()));
  const elsewhere = (): AnswerSentence[] | null => {
    const found = libraryElsewhere(library, withoutInstructionWords(withPrevious(resolved, previous.question)));
    return found.length > 0 ? [elsewhereLine(found)] : null;
  };
  if (things.length > 0) return elsewhere() ?? notInSources(sources.length, `none of them uses the word${things.length === 1 ? '' : 's'} ${joinWords(things.map((c) => `"${c.term}"`), 'or')}.`);
  const candidates = contextCandidates(passages, new Map(sources.map((s) => [s.document_id, { citation: s.citation_index, title: s.title, url: s.url }])), answerSentences(previous.reply).map((s) => s.text));
  const reply = contextReply(resolved, reading, candidates, sources, { previousWeight: 0.5, mustName: true, preferType: answerTypeOf(previous.question), resembles: answerSentences(previous.reply).find((s) => s.citations.length > 0)?.text ?? '' }, 'your previous question');
  return reply ?? elsewhere() ?? notInSources(sources.length, `read with your previous question ("${previous.question.trim()}"), none of their sentences answers "${fragment.trim()}".`);
}

/** A document as chat-source-kind.ts reads its kind: its title, address, raw text and format. */
function documentOf(db: ServiceDb, documentId: string, title: string, url: string): KindDocument {
  const row = db.prepare('SELECT raw, raw_format AS rawFormat FROM documents WHERE id = ?').get(documentId) as { raw: string; rawFormat: string } | undefined;
  return { title, url, raw: row?.raw ?? '', rawFormat: row?.rawFormat ?? '' };
}

/**
 * When a follow-up names a kind of source ("the minutes") that none of the research's sources is (by its format
 * and structure): the library's documents of that kind that name a word of the research question (the kind named
 * is the other sign), for a new research job; null when the library has none.
 */
function namedKindMissing(library: OutsideLibrary, reference: SourceReference, researchQuery: string): AnswerSentence | null {
  const subject = conceptsOf(researchQuery, { dropInstructionWords: true }).filter((c) => !c.soft);
  const outside = [...library.documents().values()]
    .filter((d) => kindsOf({ title: d.title, url: d.url, raw: d.raw, rawFormat: '' }).includes(reference.kind as SourceKind))
    .map((d) => ({ title: d.title, named: mentioned(subject, stemsOf(`${d.title}\n${d.raw}`)).length }))
    .filter((d) => d.named >= 1)
    .sort((a, b) => b.named - a.named)
    .slice(0, 2)
    .map((d) => d.title);
  if (outside.length === 0) return null;
  return { text: `None of this research's sources reads as the ${reference.name}; your library has ${outside.length === 1 ? 'a document' : 'documents'} of that kind it did not use: ${joinWords(outside.map((t) => `"${t}"`))}. Start a new research job with this question to use ${outside.length === 1 ? 'it' : 'them'}.`, citations: [] };
}

/**
 * The sentences of the job's sources that state a figure about what the research asked, beyond those already given:
 * each names a quarter of the weight of the research question's words (idf over the sources' sentences, so the
 * setting weighs nothing: subjectWeights), stands on its own, in the sources' order, n at most.
 */
function sourceFigures(researchQuery: string, passages: { documentId: string; text: string }[], sources: JobSource[], given: string[], n: number, isFigure: (text: string) => boolean): AnswerSentence[] {
  if (n <= 0) return [];
  const subject = conceptsOf(researchQuery, { dropInstructionWords: true }).filter((c) => !c.soft);
  const all = sources.flatMap((s) => passages.filter((p) => p.documentId === s.document_id).flatMap((p) => readPassage(p.text).sentences.map((x) => ({ text: x.text, citations: [s.citation_index] }))));
  const weights = subjectWeights(subject, all.map((a) => a.text));
  const total = [...weights.values()].reduce((a, b) => a + b, 0);
  if (total === 0) return [];
  const said = new Set(given.map(sentenceKey));
  const out: AnswerSentence[] = [];
  for (const sentence of all) {
    if (out.length >= n) break;
    const key = sentenceKey(sentence.text);
    if (said.has(key) || !isFigure(sentence.text) || hasDanglingOpener(sentence.text)) continue;
    const stems = stemsOf(sentence.text);
    const weight = mentioned(subject, stems).reduce((sum, c) => sum + (weights.get(c.stem) ?? 0), 0);
    if (weight < 0.25 * total) continue;
    said.add(key);
    out.push(sentence);
  }
  return out;
}

/** A pronoun standing for what the conversation is about ("When can we hear them again?"). */
const REFERS_BACK = /\b(?:it|its|they|them|their|this|that|these|those)\b/i;

/** A lead-in that gives a verdict ("Your sources point to yes: "), and the one that says the sources give none outright. */
// (a choice's "Of the two, your sources point to X: " is a verdict too, grounded by the same rule)
export const VERDICT_LEAD = /^(?:(?:On "[^"]*", your|Your) sources (?:point to (?:yes|no)|give a qualified answer)|Of the two, your sources point to [^:]+): $/;
/** Evidence that reads the verdict on its own terms (a limit, a condition, the holder of a quality, a cleft's focus, a
 * judgement of worth, a risk, a case excepted, a yes or no said in the source's own words): grounded as it is, never
 * hedged for the follow-up's words. */
const ON_OWN_TERMS: ReadonlySet<string> = new Set(['limit', 'condition', 'holder', 'cleft', 'opinion', 'risk', 'excepted', 'own']);

/** The job's sources as the verdict ground check reads them: each document's title stems and its sentences' stems. */
function groundDocuments(passages: { documentId: string; text: string }[], sources: JobSource[]): GroundDocument[] {
  return sources.map((s) => ({
    title: stemsOf(s.title),
    sentences: passages.filter((p) => p.documentId === s.document_id).flatMap((p) => readPassage(p.text).sentences.map((x) => stemsOf(x.text))),
  }));
}

/**
 * The reply to a guess at the previous turn's answer ("So it was the weather?" after a why-question: chat-yesno.ts):
 * yes with the sentence that gives it when the previous reply's lead names the thing guessed; else that the sources
 * do not give it (or do not mention it at all), with what they give instead. Never a yes the lead does not state.
 */
function guessReply(db: ServiceDb, jobId: string, thing: string, researchQuery: string, passages: { documentId: string; text: string }[], sources: JobSource[], cited: AnswerSentence[]): AnswerSentence[] {
  const answered = cited.map((c) => withCitation(c.text, c.citations)).join(' ');
  const previous = previousTurn(db, jobId) ?? { question: researchQuery, reply: answered, questionReply: answered };
  // the last reply that cited anything, else the research's own answer
  const lead = [previous.reply, previous.questionReply, answered].map((r) => answerSentences(r).filter((s) => s.citations.length > 0)).find((r) => r.length > 0)?.[0];
  if (!lead) return [{ text: `Quire has no earlier answer here to check "${thing}" against; ask it as a question of its own.`, citations: [] }];
  const text = lead.text.replace(LEAD_IN, '');
  // the sentences that may name the guess: the previous reply's, then every sentence of the job's sources
  const replied = answerSentences(previous.reply).filter((s) => s.citations.length > 0).map((s) => ({ text: s.text.replace(LEAD_IN, ''), citations: s.citations }));
  const all = [...replied, ...sources.flatMap((s) => passages.filter((p) => p.documentId === s.document_id).flatMap((p) => readPassage(p.text).sentences.map((x) => ({ text: x.text, citations: [s.citation_index] }))))];
  const verdict = guessVerdict(thing, text, all.map((a) => a.text));
  const type = answerTypeOf(previous.question);
  const what = type === 'reason' ? 'the reason they give' : type === 'person' ? 'who they name' : 'what they say';
  if (verdict.kind === 'given') return [{ text: `Yes, as your sources give it: ${text}`, citations: lead.citations }];
  const plain = thing.replace(/^(?:the|a|an)\s+/i, '');
  if (verdict.kind === 'said') {
    const said = all[verdict.at] as AnswerSentence;
    return [{ text: `Your sources name ${plain}, without giving it as the answer outright:`, citations: [] }, said, { text: `What the answer leads with: ${text}`, citations: lead.citations }];
  }
  return [
    { text: verdict.kind === 'not-mentioned' ? `None of your sources mentions ${plain}; ${what}:` : `Your sources do not give ${plain} as the answer; ${what}:`, citations: [] },
    { text, citations: lead.citations },
  ];
}

/**
 * The reply to a bare follow-up ("How many?", "Since when?": chat-dialogue.ts): the sentence of the job's sources
 * that states an answer of the kind asked about the previous turn's subject (the previous reply's own sentences
 * first among equals), after the sentence before it when it opens by referring back; else said plainly that the
 * sources give none (never that they do not use the question word).
 */
function bareReply(db: ServiceDb, jobId: string, asked: BareAsk, researchQuery: string, passages: { documentId: string; text: string }[], sources: JobSource[], cited: AnswerSentence[]): AnswerSentence[] {
  const answered = cited.map((c) => withCitation(c.text, c.citations)).join(' ');
  const previous = previousTurn(db, jobId) ?? { question: researchQuery, reply: answered, questionReply: answered };
  // the last reply that cited anything: "How many?" after a "your sources do not give…" reads the one before
  const citing = [previous.reply, previous.questionReply].map((r) => answerSentences(r).filter((s) => s.citations.length > 0)).find((r) => r.length > 0) ?? [];
  const replied = citing.map((s) => s.text.replace(LEAD_IN, ''));
  const lead = new Set(sentenceKey(replied[0] ?? '').split(' ').filter(Boolean));
  const isLead = (text: string): boolean => { const own = sentenceKey(text).split(' ').filter(Boolean); return own.length > 0 && own.filter((w) => lead.has(w)).length >= 0.8 * own.length; };
  const candidates = contextCandidates(passages, new Map(sources.map((s) => [s.document_id, { citation: s.citation_index, title: s.title, url: s.url }])), replied).map((c) => ({ ...c, inPrevious: c.inAnswer, previousLead: isLead(c.text) }));
  const subject = conceptsOf(previous.question, { dropInstructionWords: true }).filter((c) => !c.soft);
  const best = bareAnswer(asked, previous.question, candidates, subjectWeights(subject, candidates.map((c) => c.text)));
  if (!best) return [{ text: `Read with your previous question ("${previous.question.trim()}"), your sources do not give ${kindLabel(asked, asked.type ?? answerTypeOf(previous.question))}.`, citations: [] }];
  const before = best.before && hasDanglingOpener(best.text) ? [{ text: attribute(best.before, best.title), citations: [best.citation] }] : [];
  return [...before, { text: best.text, citations: [best.citation] }];
}

/**
 * The composition's sentences with the first that names every one of the follow-up's own words (those the sources
 * use) moved to the lead, when the lead names them not; the lead's lead-in ("In short: ") stays first.
 */
function leadNamingOwnWords<T extends { text: string; prefix: string }>(sentences: T[], reading: FollowUpReading): T[] {
  if (reading.present.length === 0 || sentences.length < 2 || namesOwnWords(reading, sentences[0]?.text ?? '')) return sentences;
  // a lead that states what a word no source uses asks ("months": "between 1 April and 31 May") answers it already
  if (reading.absent.some((c) => wordAnsweredBy(c.term, sentences[0]?.text ?? ''))) return sentences;
  const at = sentences.findIndex((s) => namesOwnWords(reading, s.text));
  if (at <= 0) return sentences;
  const lead = sentences[0] as T;
  return [{ ...(sentences[at] as T), prefix: lead.prefix }, { ...lead, prefix: '' }, ...sentences.slice(1, at), ...sentences.slice(at + 1)];
}

/** A Markdown table cell: its "|" escaped, its whitespace one space. Pure. */
function tableCell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim();
}

/**
 * The rows a source lists under what an instruction names (chat-rows.ts): its document's lines as written (the
 * raw text, or a page's passages), the list or table whose lead-in or rows name the topic; null when none does.
 */
function namedRowsIn(db: ServiceDb, topic: string, sources: JobSource[], passages: { documentId: string; text: string }[]): { text: string; citation: number }[] | null {
  const blocks = sources.flatMap((s) => {
    const raw = (db.prepare('SELECT raw FROM documents WHERE id = ?').get(s.document_id) as { raw: string } | undefined)?.raw ?? '';
    const lines = documentLines(raw, passages.filter((p) => p.documentId === s.document_id).map((p) => p.text));
    return rowBlocks(lines).map((b) => ({ ...b, citation: s.citation_index }));
  });
  const block = namedBlock(blocks, topic);
  return block ? block.rows.map((text) => ({ text, citation: block.citation })) : null;
}

/** The sentences a source quotes a person in (chat-quote.ts), each cited, the first source that does; null when none. */
function quotationOf(speaker: string, sources: JobSource[], passages: { documentId: string; text: string }[]): AnswerSentence[] | null {
  const texts = passages.map((p) => p.text);
  const name = speakerName(speaker, texts);
  if (!name) return null;
  for (const source of sources) {
    const own = passages.filter((p) => p.documentId === source.document_id).flatMap((p) => readPassage(p.text).sentences.map((x) => x.text));
    const at = quotesBy(name, own);
    if (at.length > 0) return at.map((i) => ({ text: own[i] ?? '', citations: [source.citation_index] }));
  }
  return null;
}

/** The answer's cited sentences that name a word of a topic. */
function onTopicOf(cited: AnswerSentence[], topic: string): AnswerSentence[] {
  const wanted = conceptsOf(topic, { dropInstructionWords: true }).filter((c) => !c.soft);
  return cited.filter((c) => mentioned(wanted, stemsOf(c.text)).length > 0);
}

/** The job's citation index of each of a composition's own ([n] of the composition → [n] of the job). */
function jobIndexOf(composition: { sources: { citationIndex: number; documentId: string }[] }, sources: JobSource[]): Map<number, number> {
  return new Map(composition.sources.map((s) => [s.citationIndex, sources.find((x) => x.document_id === s.documentId)?.citation_index ?? 0]));
}

/** Cited sentences in the form asked: at most N sentences, or as (N) bullets. Pure. */
export function inForm(sentences: AnswerSentence[], format: ReplyFormat): AnswerSentence[] {
  if (format.bullets !== undefined) return sentences.slice(0, format.bullets ?? sentences.length).map((s) => ({ ...s, text: `- ${s.text.replace(LEAD_IN, '')}` }));
  return format.sentences !== null ? sentences.slice(0, format.sentences) : sentences;
}

/** A sentence's words in lower case without markers or punctuation. */
function sentenceKey(text: string): string {
  return text.replace(/\[\d+\]/g, ' ').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

/** The cited sentences of the last reply in this job's chat (its lead-ins dropped), those citing the sources in reach; [] when none. */
function lastCitedReply(db: ServiceDb, jobId: string, byIndex: Map<number, JobSource>): AnswerSentence[] {
  const row = db.prepare("SELECT content, pending_content FROM chat_messages WHERE job_id = ? AND role = 'assistant' ORDER BY seq DESC LIMIT 1").get(jobId) as { content: string; pending_content: string | null } | undefined;
  if (!row) return [];
  const text = row.pending_content ? (JSON.parse(row.pending_content) as ChatChunk[]).map((c) => c.content).join('') : row.content;
  // a table's rows are no sentences to say again in plain words
  return answerSentences(text.split('\n').filter((l) => !l.trim().startsWith('|')).join('\n').replace(/^\s*-\s+/gm, ''))
    .filter((s) => s.citations.length > 0 && s.citations.every((c) => byIndex.has(c)))
    .map((s) => ({ ...s, text: s.text.replace(LEAD_IN, '') }));
}

/** The user's last question in this job's chat before the one being answered (null when there is none). */
function previousQuestion(db: ServiceDb, jobId: string): string | null {
  const rows = db.prepare("SELECT content FROM chat_messages WHERE job_id = ? AND role = 'user' ORDER BY seq DESC LIMIT 5").all(jobId) as { content: string }[];
  return rows.map((r) => r.content).find((c) => chatIntent(replyFormat(c).rest || c).kind === 'question' && bareAsk(c) === null) ?? null;
}

/**
 * The answer in its plainest sentences: its lead (the direct answer) first, then a sentence for each word of the
 * research question the chosen ones do not name yet, then the shortest of its other cited sentences that stand on
 * their own (no "It has…" without what "it" is), in the answer's order, n in all. Pure.
 */
export function plainest(cited: AnswerSentence[], n: number, researchQuery = ''): AnswerSentence[] {
  // the sentence that answers another part of the research question is kept before any shorter one (keyFactPicks)
  return keyFactPicks(cited.map((c) => c.text), n, researchQuery, 'shortest', (t) => !hasDanglingOpener(t.replace(LEAD_IN, ''))).map((i) => cited[i] as AnswerSentence);
}

/**
 * The sentences on an instruction's topic (chat-topic.ts): the answer's own cited sentences on it first, then the job's
 * sources' own sentences on it, in the order of the sources (not said already, none opening on a word that points at
 * a sentence left out), n in all; [] when none is on it. (It once composed an answer to the topic's bare words, which
 * refuses them when no source says them outright: "decision" over "the committee decided".)
 */
function topicalSentences(topic: Concept[], cited: AnswerSentence[], passages: { documentId: string; text: string }[], sources: JobSource[], n: number): AnswerSentence[] {
  const fromAnswer = cited.filter((c) => onInstructionTopic(topic, c.text)).map((c) => ({ ...c, text: c.text.replace(LEAD_IN, '') }));
  if (fromAnswer.length >= n) return fromAnswer.slice(0, n);
  const said = new Set(fromAnswer.map((c) => sentenceKey(c.text)));
  const fromSources: AnswerSentence[] = [];
  for (const source of [...sources].sort((a, b) => a.citation_index - b.citation_index)) {
    for (const passage of passages.filter((p) => p.documentId === source.document_id)) {
      for (const sentence of readPassage(passage.text).sentences.map((x) => x.text)) {
        if (!onInstructionTopic(topic, sentence) || hasDanglingOpener(sentence) || said.has(sentenceKey(sentence))) continue;
        said.add(sentenceKey(sentence));
        fromSources.push({ text: sentence, citations: [source.citation_index] });
        if (fromAnswer.length + fromSources.length >= n) return [...fromAnswer, ...fromSources];
      }
    }
  }
  return [...fromAnswer, ...fromSources].slice(0, n);
}

/**
 * A source's own opening sentences (what a report or an article leads with), beyond those already given: statements
 * that stand on their own (no heading, byline or credit line, no opener pointing back), in the document's order, n at most.
 */
function openingSentences(source: JobSource, passages: { documentId: string; text: string }[], given: AnswerSentence[], n: number): AnswerSentence[] {
  const said = new Set(given.map((g) => sentenceKey(g.text)));
  const out: AnswerSentence[] = [];
  for (const passage of passages.filter((p) => p.documentId === source.document_id)) {
    for (const sentence of readPassage(passage.text).sentences.map((x) => x.text)) {
      if (out.length >= n) return out;
      const key = sentenceKey(sentence);
      // a byline or credit line ("By Joel Amankwah, community reporter") or a fragment is no statement of the source's
      if (said.has(key) || /^(?:by|prepared by|written by)\s/i.test(sentence) || sentence.split(/\s+/).length < 6 || hasDanglingOpener(sentence)) continue;
      said.add(key);
      out.push({ text: sentence, citations: [source.citation_index] });
    }
  }
  return out;
}

/** The library documents outside a job's sources, read when first needed, and a search over them kept per set of words. */
interface OutsideLibrary {
  documents(): Map<string, LibraryDocument>;
  search(terms: string[]): { documentId: string; text: string }[];
}

function outsideLibrary(db: ServiceDb, jobDocuments: Set<string>, excludedDomains: string[]): OutsideLibrary {
  let allowed: Map<string, LibraryDocument> | null = null;
  const searched = new Map<string, { documentId: string; text: string }[]>();
  const documents = (): Map<string, LibraryDocument> => {
    if (!allowed) {
      allowed = documentsInScope(db, { documentIds: null, excludedDomains });
      for (const id of jobDocuments) allowed.delete(id);
    }
    return allowed;
  };
  return {
    documents,
    search: (terms) => {
      const key = [...new Set(terms)].sort().join(' ');
      const known = searched.get(key);
      if (known) return known;
      const found = searchPassages(db, [...new Set(terms)], documents(), 40);
      searched.set(key, found);
      return found;
    },
  };
}

/**
 * The library document outside the job's sources whose sentence answers the follow-up better than any of the job's
 * sources can (chat-elsewhere.ts), named by its title; null otherwise. A follow-up of one word is read with the
 * research question's words too, so a document is never named for sharing that one word alone.
 */
function outsideAnswer(library: OutsideLibrary, question: string, researchQuery: string, type: AnswerType | null, passages: { documentId: string; text: string }[]): { titles: string[] } | null {
  const own = conceptsOf(withoutInstructionWords(question), { dropInstructionWords: true }).filter((c) => !c.soft);
  if (own.length === 0) return null;
  const concepts = withSubject(own, conceptsOf(withoutInstructionWords(researchQuery), { dropInstructionWords: true }).filter((c) => !c.soft));
  const jobBest = bestSentence(concepts, passages.flatMap((p) => readPassage(p.text).sentences.map((x) => ({ text: x.text }))))?.count ?? 0;
  const found = library.search(concepts.map((c) => c.term));
  // on a tie, a sentence of the kind asked (for a who-question, naming someone the question does not)
  const askedStems = new Set(words(question).map(stem));
  const ofKind = (text: string): boolean => type !== null && carriesType(text, type) && (type !== 'person' || namesSomeoneNew(text, askedStems));
  const best = bestSentence(concepts, found.flatMap((p) => readPassage(p.text).sentences.map((x) => ({ text: x.text, documentId: p.documentId }))), ofKind);
  if (!best || !answersBetterOutside(concepts, type, jobBest, { text: best.sentence.text, count: best.count })) return null;
  // named, not quoted: its words are no source of this job's, and a new research job reads them with the rest
  return { titles: [library.documents().get(best.sentence.documentId)?.title ?? ''] };
}

/**
 * A follow-up of a research that cited no sources, answered over the library's documents on the research's question
 * standing in for its sources (chat-stand-in.ts): the reply in their words, uncited; null when none stands in or the
 * reply over them cites nothing.
 */
function standInAnswer(db: ServiceDb, jobId: string, question: string, excludedDomains: string[], overAll: boolean, researchQuery: string, library: OutsideLibrary): ChatAnswer | null {
  const asked = standInConcepts(researchQuery);
  if (asked.length === 0) return null;
  const terms = asked.map((c) => c.term);
  const allowed = library.documents();
  const found = [...new Set(library.search(terms).map((p) => p.documentId))].flatMap((id) => {
    const d = allowed.get(id);
    return d ? [{ id, title: d.title, text: d.markdown || d.raw, url: d.url, host: d.host }] : [];
  });
  const chosen = standInDocuments(researchQuery, found, asked);
  if (chosen.length === 0) return null;
  const standIns: JobSource[] = chosen.map((d, i) => ({ id: d.id, title: d.title, url: d.url, citation_index: i + 1, document_id: d.id, host: d.host, highlights: '[]' }));
  const over = answerQuestion(db, jobId, question, excludedDomains, overAll, standIns);
  return over.chunks.length > 0 ? over : null;
}

/**
 * A follow-up of a job with no sources, composed over the library with the research question's words searched too:
 * the document that says it, named, in its own words, uncited (follow-up-unsourced.ts); null when none does.
 */
function unsourcedAnswer(library: OutsideLibrary, asked: string, followUp: string, researchQuery: string): AnswerSentence[] | null {
  const terms = unsourcedTerms(followUp, researchQuery);
  if (terms.length === 0) return null;
  const found = library.search(terms);
  if (found.length === 0) return null;
  const allowed = library.documents();
  const documents = new Map([...new Set(found.map((p) => p.documentId))].map((id) => [id, { title: allowed.get(id)?.title ?? '', url: allowed.get(id)?.url ?? '' }]));
  let composition = compose(withoutInstructionWords(followUp), found, documents, { maxSentences: 3 });
  // refused over a word no document uses: in the words a document uses where WordNet links them (follow-up-words.ts),
  // or without its conversational words (follow-up-talk.ts)
  if (!composition.answered) {
    const reworded = rewordedFollowUp(followUp, found.flatMap((p) => readPassage(p.text).sentences.map((x) => x.text)), [])?.question ?? withoutTalk(followUp, stemsOf(found.map((p) => p.text).join('\n')));
    if (reworded) composition = compose(withoutInstructionWords(reworded), found, documents, { maxSentences: 3 });
  }
  return unsourcedReply(asked, researchQuery, { answered: composition.answered, sentences: composition.sentences, sources: composition.sources.map((s) => ({ citationIndex: s.citationIndex, title: s.title })) });
}

/**
 * The title of the library document outside the job's sources whose sentence answers a follow-up (a composition
 * over the rest of the library answers it, its lead naming nearly every topic word): what a new research job would find.
 * [] when none.
 */
function libraryElsewhere(library: OutsideLibrary, question: string): string[] {
  const concepts = conceptsOf(question, { dropInstructionWords: true });
  const found = library.search(concepts.map((c) => c.term));
  if (found.length === 0) return [];
  const allowed = library.documents();
  const documents = new Map([...new Set(found.map((p) => p.documentId))].map((id) => [id, { title: allowed.get(id)?.title ?? '', url: allowed.get(id)?.url ?? '' }]));
  const composition = compose(question, found, documents, { maxSentences: 3 });
  // every part answered, and the lead itself names the follow-up's topic words, all but one in three at most (not
  // spread over several sentences: "pass holders pay the normal fare" does not say what minibus drivers are paid),
  // and at least two of them (one shared word is no sign the document is on it): a document is named only when it plainly says it
  const topic = concepts.filter((c) => !c.soft);
  const lead = composition.sentences[0];
  const leadStems = new Set(words(lead?.text ?? '').map(stem));
  const named = mentioned(topic, leadStems).length;
  // a question asking an amount ("How much…", "How many…") is answered only by a lead that states one
  const dimensions = dimensionsAsked(question);
  const plainly = lead !== undefined && named >= 2 && topic.length - named <= Math.floor(topic.length / 3) && (dimensions.length === 0 || statesAmount(lead.text, dimensions));
  return composition.answered && composition.notes.length === 0 && plainly ? composition.sources.filter((s) => s.citationIndex === lead.citationIndex).map((s) => s.title) : [];
}

/** A follow-up read as an operation on the job's tables (table-ask.ts), against the question asked last and its reply. */
function tableAsked(db: ServiceDb, jobId: string, followUp: string, job: { content: string | null; query: string } | undefined, sources: JobSource[], passages: { documentId: string; text: string }[]): TableReply | null {
  const seen = new Set<string>();
  const rows = sources.flatMap((s) =>
    passages
      .filter((p) => p.documentId === s.document_id)
      .flatMap((p) => readPassage(p.text).sentences.flatMap((x) => (x.cells && !seen.has(`${s.document_id} ${x.text}`) && seen.add(`${s.document_id} ${x.text}`) ? [{ cells: x.cells, citation: s.citation_index, documentId: s.document_id }] : []))),
  );
  if (rows.length < 2) return null;
  return tableFollowUp(rows, followUp, { question: previousQuestion(db, jobId) ?? job?.query ?? '', reply: lastAssistantReply(db, jobId) ?? job?.content ?? '' });
}

function loadPassages(db: ServiceDb, documentIds: string[]): { documentId: string; text: string }[] {
  if (documentIds.length === 0) return [];
  return db
    .prepare(`SELECT document_id AS documentId, text FROM chunks WHERE document_id IN (${documentIds.map(() => '?').join(',')}) ORDER BY document_id, ord`)
    .all(...documentIds) as { documentId: string; text: string }[];
}

/** Reveals pending answers chunk by chunk and notifies stream listeners. */
export class ChatRevealer {
  readonly events = new EventEmitter();
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private closed = false;

  constructor(
    private readonly db: ServiceDb,
    private readonly chunkDelayMs: number,
    private readonly now: () => Date,
    /** An OpenAI-compatible local model that writes replies to questions; null: the built-in engine. A function is asked at each question. */
    localModel: LocalModelConfig | null | (() => LocalModelConfig | null) = null,
  ) {
    this.events.setMaxListeners(0);
    this.localModel = typeof localModel === 'function' ? localModel : () => localModel;
  }

  private readonly localModel: () => LocalModelConfig | null;

  /** The local model rewrites a reply from the passages the built-in reply rests on; any failure keeps the built-in reply. The job's events say which. */
  private writeWithModel(jobId: string, replyId: string, question: string, answer: ChatAnswer, model: LocalModelConfig): void {
    void modelAnswer(model, question, answer.modelSources ?? []).then((written) => {
      if (this.closed) return;
      try {
        const now = this.now().toISOString();
        const event = (message: string): void => {
          this.db.prepare('INSERT INTO events (job_id, message, created_at) VALUES (?, ?, ?)').run(jobId, message, now);
        };
        if (written.ok) {
          const chunks = toChunks(written.sentences.map((s) => ({ text: withCitationSuffix(s.text, s.citations), citations: s.citations })));
          const used = new Set(written.sentences.flatMap((s) => s.citations));
          const results = (answer.sources ?? []).filter((s) => used.has(s.citation_index)).map((s) => ({ id: s.id, title: s.title, url: s.url, citation_index: s.citation_index }));
          this.db.prepare('UPDATE chat_messages SET pending_content = ?, results = ?, updated_at = ? WHERE id = ?').run(JSON.stringify(chunks), JSON.stringify(results), now, replyId);
          event(`Chat reply written by the local model ${written.model}${written.dropped > 0 ? `; ${written.dropped} of its sentences dropped because the cited passage does not support them` : ''}`);
        } else {
          event(`Chat reply written by the built-in engine: ${written.reason}`);
        }
      } catch {
        // Database closed underneath us: the built-in reply resumes on the next start.
      }
      this.schedule(replyId);
    });
  }

  /** Creates the user's message and the assistant's (processing) reply; returns the reply row. */
  create(jobId: string, content: string, snippets: string[], excludedDomains: string[]): ChatRow {
    const now = this.now().toISOString();
    // Snippets the user quotes with the question steer retrieval like extra question words.
    const answer = answerQuestion(this.db, jobId, [content, ...snippets].join(' '), excludedDomains);
    const userId = randomUUID();
    const replyId = randomUUID();
    const insert = this.db.prepare(
      `INSERT INTO chat_messages (id, seq, job_id, role, content, pending_content, snippets, status, created_at, updated_at, error_message, results, citations)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, ?, ?)`,
    );
    insert.run(userId, nextSeq(this.db, 'chat_messages'), jobId, 'user', content, null, JSON.stringify(snippets), 'completed', now, now, '[]', '[]');
    insert.run(replyId, nextSeq(this.db, 'chat_messages'), jobId, 'assistant', '', JSON.stringify(answer.chunks), '[]', 'processing', now, now, JSON.stringify(answer.results), '[]');
    const localModel = this.localModel();
    if (localModel && answer.modelSources) this.writeWithModel(jobId, replyId, content, answer, localModel);
    else this.schedule(replyId);
    return this.db.prepare('SELECT * FROM chat_messages WHERE id = ?').get(replyId) as ChatRow;
  }

  resumeAll(): void {
    const rows = this.db.prepare("SELECT id FROM chat_messages WHERE status = 'processing'").all() as { id: string }[];
    for (const row of rows) this.schedule(row.id);
  }

  close(): void {
    this.closed = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    this.events.emit('closed');
  }

  private schedule(messageId: string): void {
    if (this.closed || this.timers.has(messageId)) return;
    this.timers.set(
      messageId,
      setTimeout(() => {
        this.timers.delete(messageId);
        try {
          this.revealNext(messageId);
        } catch (error) {
          this.failMessage(messageId, error);
        }
      }, this.chunkDelayMs),
    );
  }

  private failMessage(messageId: string, error: unknown): void {
    if (this.closed) return;
    try {
      const reason = error instanceof Error ? error.message : String(error);
      this.db.prepare("UPDATE chat_messages SET status = 'failed', error_message = ?, updated_at = ? WHERE id = ?").run(reason, this.now().toISOString(), messageId);
      this.events.emit(messageId, { type: 'done' });
    } catch {
      // Database closed underneath us: the message resumes on the next start.
    }
  }

  private revealNext(messageId: string): void {
    if (this.closed) return;
    const row = this.db.prepare('SELECT * FROM chat_messages WHERE id = ?').get(messageId) as ChatRow | undefined;
    if (!row || row.status !== 'processing' || row.pending_content === null) return;
    const chunks = JSON.parse(row.pending_content) as ChatChunk[];
    const revealed = revealedCount(chunks, row.content);
    const next = chunks[revealed];
    const now = this.now().toISOString();
    if (!next) {
      this.db.prepare("UPDATE chat_messages SET status = 'completed', updated_at = ? WHERE id = ?").run(now, messageId);
      this.events.emit(messageId, { type: 'done' });
      return;
    }
    this.db.prepare('UPDATE chat_messages SET content = ?, updated_at = ? WHERE id = ?').run(row.content + next.content, now, messageId);
    this.events.emit(messageId, { type: 'chunk', chunk: next });
    this.schedule(messageId);
  }
}

/** How many chunks the stored content already holds. */
export function revealedCount(chunks: ChatChunk[], content: string): number {
  let length = 0;
  let count = 0;
  for (const chunk of chunks) {
    if (length + chunk.content.length > content.length) break;
    length += chunk.content.length;
    count += 1;
  }
  return count;
}

export function chunksOf(row: ChatRow): ChatChunk[] {
  return row.pending_content ? (JSON.parse(row.pending_content) as ChatChunk[]) : [{ content: row.content, citations: [] }];
}
