// Another value of the attribute asked is a no, not "not said" (verdict-value.ts; verdict.ts, the 'value' evidence):
// "Is the pump bracket made of cast iron?" over "Its bracket is cast in aluminium" (both metals in WordNet), "Is the
// hall floor made of oak?" over "…made of pine boards" (both woods). Never a subject swapped ("Tea disturbs sleep"
// for coffee), a value outside a value frame ("bad for the liver"), nor a sentence naming the asked value too. Table
// tests on words and sentences written here, then the real service over a document written here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conceptsOf, stemsOf } from '../../src/service/concepts';
import { verdictOf } from '../../src/service/compose';
import type { RunningService } from '../../src/service/server';
import { decideVerdict, type VerdictUnit } from '../../src/service/verdict';
import { askedValue, otherValueOf, otherValueStated } from '../../src/service/verdict-value';
import { call, createJob, startLibraryService, waitForJob } from './helpers';

describe('two values of one attribute (otherValueOf)', () => {
  it.each<[string, string, boolean]>([
    ['iron', 'aluminium', true],
    ['oak', 'pine', true],
    ['wool', 'silk', true],
    ['monday', 'friday', true],
    // the kind of the other, the same word, or nothing shared
    ['iron', 'metal', false],
    ['oak', 'oaks', false],
    ['liver', 'kidneys', false],
    ['oak', 'aluminium', false],
  ])('%s / %s → %s', (a, b, expected) => {
    expect(otherValueOf(a, b)).toBe(expected);
  });
});

describe('the value a question asks (askedValue)', () => {
  it.each<[string, string | null]>([
    ['Is the pump bracket made of cast iron?', 'iron'],
    ['Is the hall floor made of oak?', 'oak'],
    ['Does the market run on Mondays?', 'mondays'],
    // no value frame before the last word, or no kind for it
    ['Is coffee bad for the liver?', null],
    ['Did the Vennick ferry sink?', null],
  ])('%s → %s', (query, value) => {
    expect(askedValue(query, conceptsOf(query))?.value ?? null).toBe(value);
  });
});

describe('another value stated (otherValueStated)', () => {
  const iron = askedValue('Is the pump bracket made of cast iron?', conceptsOf('Is the pump bracket made of cast iron?'));
  it.each<[string, string | null]>([
    ['Its bracket is cast in aluminium, a later repair.', 'aluminium'],
    ['The bracket is made of copper.', 'copper'],
    // the asked value named too, a negation, a metal outside a value frame
    ['The beam is cast iron and the bracket aluminium.', null],
    ['The bracket is not aluminium.', null],
    ['Aluminium prices rose that year.', null],
  ])('%s → %s', (sentence, said) => {
    expect(iron).not.toBeNull();
    if (!iron) return;
    expect(otherValueStated(sentence, iron)).toBe(said);
  });
});

describe('another value answers no (decideVerdict)', () => {
  const unit = (text: string, score: number, documentId = 'pump'): VerdictUnit => ({ score, sentences: [text], documentId, stems: stemsOf(text) });
  const titles = new Map([
    ['pump', 'The Holloway beam pump'],
    ['hall', 'Notes on the village hall'],
  ]);
  it.each<[string, [string, number, string?][], string, string]>([
    ['Is the pump bracket made of cast iron?', [['The pump was built in 1861 for the Holloway waterworks.', 5], ['Its bracket is cast in aluminium, a later repair.', 3]], 'no', 'aluminium'],
    ['Is the hall floor made of oak?', [['The hall floor is made of pine boards laid in 1920.', 5, 'hall']], 'no', 'pine'],
    // the asked value named: this reading gives nothing
    ['Is the hall floor made of oak?', [['The hall door is made of pine, the floor of oak.', 5, 'hall']], 'not no', ''],
    // another subject: nothing about the floor
    ['Is the hall floor made of oak?', [['The hall door is made of pine.', 5, 'hall']], 'not no', ''],
  ])('%s', (query, texts, verdict, lead) => {
    const units = texts.map(([text, score, id]) => unit(text, score, id));
    const choice = decideVerdict(query, conceptsOf(query), units, units.slice(0, 1), 0, verdictOf, () => 0, [], titles);
    if (verdict === 'not no') {
      expect(choice.decidedBy).not.toBe('value');
      expect(choice.verdict).not.toBe('no');
    } else {
      expect(choice.verdict).toBe(verdict);
      expect(choice.decidedBy).toBe('value');
      expect(choice.lead.sentences.join(' ')).toContain(lead);
    }
  });
});

describe('another value through the service (a document written here)', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService({
      'holloway-pump.md': [
        '# The Holloway beam pump',
        '',
        'The Holloway beam pump was built in 1861 to lift water from the river to the town reservoir.',
        '',
        'Its great beam is cast iron and weighs eleven tonnes. The pump bracket is cast in aluminium, a repair made in 1958 after the old one cracked.',
        '',
      ].join('\n'),
    });
  });
  afterAll(async () => {
    await service.close();
  });

  it('answers no and names the other value; the events say which evidence decided', async () => {
    const id = await createJob(service, { query: 'Is the pump bracket made of copper?', reasoning_loops: 2 });
    const job = await waitForJob(service, id);
    const events = await call<{ message: string }[]>(service, 'GET', `/research/${id}/events`);
    expect(events.body.map((e) => e.message)).toContain('The verdict (no) rests on another value of what was asked');
    const content = job.content ?? '';
    // (the asked metal is in no source: the note says so, and the verdict rests on the other value)
    expect(content).toMatch(/^Your sources point to no: [^\n]*aluminium/m);
  });
});
