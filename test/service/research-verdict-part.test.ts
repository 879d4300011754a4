// A part where the whole is asked is a no (verdict-part.ts; verdict.ts, the 'part' evidence): "Does the heritage
// grant pay the whole repair bill?" over "The grant covers 80 per cent of the bill" (80 per cent < the whole). The
// whole is asked by a word of totality with its noun ("the whole bill", "all the fees", "the cost in full"); the part
// is a proportion below the whole said of that very noun. Table tests on sentences written here, then the real
// service over a document written here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conceptsOf, stemsOf } from '../../src/service/concepts';
import { verdictOf } from '../../src/service/compose';
import type { RunningService } from '../../src/service/server';
import { decideVerdict, type VerdictUnit } from '../../src/service/verdict';
import { partStated, wholeAsked, wholeStems } from '../../src/service/verdict-part';
import { createJob, startLibraryService, waitForJob } from './helpers';

describe('the whole a question asks about (wholeAsked)', () => {
  it.each<[string, string | null]>([
    ['Does the grant pay the whole repair bill?', 'bill'],
    ['Are all the fees refunded if I cancel?', 'fees'],
    ['Does insurance cover the cost in full?', 'cost'],
    ['Does the scheme cover the full cost of the survey?', 'cost'],
    ['Is the lake frozen?', null],
    ['Does the grant pay for roof repairs?', null],
  ])('%s → %s', (query, noun) => {
    expect(wholeAsked(query)).toBe(noun);
  });
});

describe('a proportion below the whole said of a noun (partStated)', () => {
  it.each<[string, string, string | null]>([
    ['The grant covers 80 per cent of the bill.', 'bill', '80 per cent'],
    ['Half the cost is met by the trust.', 'cost', 'Half'],
    ['Two thirds of the fees come back.', 'fees', 'Two thirds'],
    // the noun in WordNet's other words: an invoice is a bill, a charge a kind of cost
    ['The council meets 75 per cent of the invoice.', 'bill', '75 per cent'],
    ['Half the charges are repaid.', 'cost', 'Half'],
    ['Part of the bill is paid by the parish.', 'bill', 'Part'],
    ['The grant covers 80 per cent of the repair bill, up to £12,000.', 'bill', '80 per cent'],
    // the whole itself, a negation, a proportion of something else
    ['The grant covers 100 per cent of the bill.', 'bill', null],
    ['It does not cover 80% of the bill.', 'bill', null],
    ['80 per cent of owners apply.', 'bill', null],
  ])('%s (%s) → %s', (sentence, noun, part) => {
    expect(partStated(sentence, wholeStems(noun))).toBe(part);
  });
});

describe('a part where the whole is asked answers no (decideVerdict)', () => {
  const unit = (text: string, score: number, headingQuestion?: string, headingAnswer: 'yes' | 'no' | null = null): VerdictUnit => ({ score, sentences: [text], documentId: 'grants', stems: stemsOf(text), ...(headingQuestion ? { headingQuestion, headingAnswer } : {}) });
  const titles = new Map([['grants', 'Heritage roof grants from Marlow council']]);
  it.each<[string, VerdictUnit[], string, string | null]>([
    ['Does the heritage grant pay the whole repair bill?', [unit('Heritage grants are open to owners of listed buildings in the district.', 5), unit('The grant covers 80 per cent of the bill, up to £12,000.', 3)], 'no', 'part'],
    // an FAQ "Yes." to another question: the part decides
    ['Does the heritage grant pay the whole repair bill?', [unit('Yes. The grant covers 80 per cent of the bill, up to £12,000.', 5, 'Can the grant be used for roof repairs?', 'yes')], 'no', 'part'],
    // the whole said: no part to read
    ['Does the heritage grant pay the whole repair bill?', [unit('The grant pays the whole bill for thatched roofs.', 5)], 'not no', null],
  ])('%s', (query, units, verdict, decidedBy) => {
    const choice = decideVerdict(query, conceptsOf(query), units, units, 0, verdictOf, () => 0, [], titles);
    if (verdict === 'not no') expect(choice.verdict).not.toBe('no');
    else expect(choice.verdict).toBe(verdict);
    if (decidedBy) expect(choice.decidedBy).toBe(decidedBy);
    else expect(choice.decidedBy).not.toBe('part');
  });
});

describe('a part where the whole is asked through the service (a document written here)', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService({
      'marlow-roof-grants.md': [
        '# Heritage roof grants from Marlow council',
        '',
        'Owners of listed buildings in the district can apply for a heritage roof grant when a roof needs repair with traditional materials.',
        '',
        'The grant covers 80 per cent of the repair bill, up to £12,000; the owner pays the rest. Applications close at the end of March.',
        '',
      ].join('\n'),
    });
  });
  afterAll(async () => {
    await service.close();
  });

  it('answers no and cites the proportion', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'Does the heritage roof grant pay the whole repair bill?', reasoning_loops: 2 }));
    const content = job.content ?? '';
    expect(content).toMatch(/^Your sources point to no: [^\n]*80 per cent/m);
  });
});
