// Whether two sources agree, asked after a statement of what they give (agreement-frame.ts, sources-agree.ts
// givenInStatement, concepts.ts questionKind, figure-difference.ts amountsDifference): "The Herald and the council both
// give a cost for the restoration. Do their figures agree?" is a yes/no question whose topic is the cost; "figures",
// "table", "agree" frame it and are never named as missing; the answer cites both documents' figures and says by how
// much they differ, in one unit. Table tests over the pure functions, then the real service.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { framesAgreement, namesSourceKind } from '../../src/service/agreement-frame';
import { questionKind } from '../../src/service/concepts';
import { amountsDifference, differenceLead } from '../../src/service/figure-difference';
import type { RunningService } from '../../src/service/server';
import { agreementAsked, givenInStatement } from '../../src/service/sources-agree';
import { words } from '../../src/service/text';
import { createJob, startLibraryService, waitForJob } from './helpers';

describe('the words that frame a question about sources agreeing (framesAgreement)', () => {
  it.each<[string, string[]]>([
    ['The Herald and the town council both give a cost for the market hall restoration. Do their figures agree?', ['figures', 'agree']],
    ['Someone on the stove forum says birch can be burnt after six months. Does the firewood table agree with that?', ['table', 'agree']],
    ["How many crocus flowers make a gram of saffron? The encyclopedia and the blog don't seem to agree.", ['encyclopedia', 'blog', 'seem', 'agree']],
    // the topic after "on" stays a topic; a question about no agreement has no such frame
    ['Do the manual and the review agree on the noise of the pump?', ['manual', 'review', 'agree']],
    ['Is the oak table heavier than the pine table?', []],
    ['How many figures are carved on the church door?', []],
  ])('%s', (question, framing) => {
    expect(words(question).filter((w) => framesAgreement(w, question))).toEqual(framing);
  });
  it('reads a source kind from WordNet', () => {
    expect(namesSourceKind('blog')).toBe(true);
    expect(namesSourceKind('table')).toBe(true);
    expect(namesSourceKind('oak')).toBe(false);
  });
});

describe('the topic of an agreement asked after a statement (agreementAsked, givenInStatement, questionKind)', () => {
  it.each<[string, string | null]>([
    ['The Herald and the town council both give a cost for the market hall restoration. Do their figures agree?', 'What is the cost for the market hall restoration?'],
    ['The leaflet and the website each quote a price for a season ticket. Do they match?', 'What is the price for a season ticket?'],
    ['Do the Gazette and the council agree on what the repairs will cost?', 'What the repairs will cost?'],
    ['Someone on the forum says birch can be burnt after six months. Does the table agree with that?', null],
  ])('%s', (query, topic) => {
    expect(agreementAsked(query)?.topic ?? null).toBe(topic);
  });
  it('reads what a statement says the sources give', () => {
    expect(givenInStatement('Both reports give different figures for the number of lamps.')).toBe('figures for the number of lamps');
    expect(givenInStatement('The council is rebuilding the hall.')).toBeNull();
  });
  it('reads the kind of the question after a statement', () => {
    expect(questionKind('The Herald and the council both give a cost. Do their figures agree?')).toBe('yesno');
    expect(questionKind('My birch logs are wet. Why does the glass go black?')).toBe('why');
    expect(questionKind('Tell me about the ferry.')).toBe('open');
  });
});

describe('the difference between two sources\' amounts (amountsDifference)', () => {
  it.each<[string, string, 'money' | 'time', string | null]>([
    ['The restoration cost £4.2 million, the council said.', 'The works, at a total cost of £3.9 million, are complete.', 'money', '£0.3 million'],
    ['Slate roofs should last around 60 years.', 'Typical lifespan 40 years.', 'time', '20 years'],
    // (thousands written with separators keep them; the punctuation after a figure is no part of it)
    ['The scheme cost £640,000 to set up.', 'The leaflet said setting it up cost £710,000, which is more than expected.', 'money', '£70,000'],
    // one figure a range, or figures that agree: nothing to say
    ['It took 25 to 35 years.', 'It took 60 years.', 'time', null],
    ['It cost £1,200.', 'It cost £1,200.', 'money', null],
  ])('%s / %s', (a, b, dimension, expected) => {
    expect(amountsDifference(a, b, dimension)?.difference ?? null).toBe(expected);
  });
  it('says the difference before the other figure', () => {
    expect(differenceLead('It cost £4.2 million.', 'It cost £3.9 million.', ['money'])).toBe('The figures differ by £0.3 million (£4.2 million against £3.9 million): ');
    expect(differenceLead('It cost £4.2 million.', 'It opened in May.', ['money'])).toBe('');
    expect(differenceLead('The scheme cost £640,000 to set up.', 'Setting it up cost £710,000, which is more.', ['money'])).toBe('The figures differ by £70,000 (£640,000 against £710,000): ');
  });
});

describe('the service answers whether two sources\' figures agree', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService({
      'gazette-bridge.md': [
        '# Kelby footbridge reopens after repairs',
        '',
        'Kelby footbridge reopened on Monday after an eight-month repair that cost £1.6 million, the Gazette has learned.',
        '',
        'The bridge was shut in March after inspectors found corroded cables.',
        '',
      ].join('\n'),
      'council-bridge-notice.md': [
        '# Notice: Kelby footbridge',
        '',
        'The repair of Kelby footbridge, at a total cost of £1.1 million, is complete and the bridge is open to pedestrians again.',
        '',
        'Cyclists must dismount on the bridge.',
        '',
      ].join('\n'),
    });
  });
  afterAll(async () => {
    await service.close();
  });

  it('cites both figures, says no and by how much they differ, and names no frame word as missing', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'The Gazette and the council both give a cost for the Kelby footbridge repair. Do their figures agree?', reasoning_loops: 2 }));
    const content = job.content ?? '';
    expect(content).toMatch(/^Your sources point to no: /m);
    expect(content).toContain('£1.6 million');
    expect(content).toContain('£1.1 million');
    expect(content).toContain('The figures differ by £0.5 million (');
    expect(job.results.length).toBe(2);
    expect(content).not.toMatch(/uses the words? "(?:figures|agree)"/);
  });
});
