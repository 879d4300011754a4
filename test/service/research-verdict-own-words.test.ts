// A yes/no question is decided by the sentence that says yes or no in its own words, where every reading that looks
// for the question's own words withheld the verdict: a ban ("must not", "is not designed for"), a permission ("may be
// kept"), an exemption ("does not require a permit"), an opening "No," under its FAQ heading, a denial set against
// what is so instead ("is not caused by X but by Y"); and the sentence names a thing asked in WordNet's words (a ban
// on alcohol covers cider; hens are chickens) (src/service/verdict-own-words.ts, used by verdict.ts decideVerdict).
// Table tests over the pure decisions, then answers over the real service on documents written here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askedThings, clausesOf, ownWordsDecision, ownWordsStance, type OwnVerdict } from '../../src/service/verdict-own-words';
import type { QuestionSort } from '../../src/service/faq-match';
import { modalQuestion } from '../../src/service/modality';
import { shouldVerb } from '../../src/service/verdict';
import type { RunningService } from '../../src/service/server';
import { askChat, createJob, startLibraryService, waitForJob } from './helpers';

describe('the verdict a sentence states in its own words (table)', () => {
  it.each<[string, QuestionSort, OwnVerdict | null, string?]>([
    ['No, not without written permission from the harbour master.', 'permission', 'no'],
    ['Yes, but only on the lower deck.', 'permission', 'qualified'],
    ['Alcohol must not be drunk on the pontoons.', 'permission', 'no'],
    ['The winch is not designed for boats over two tonnes.', 'permission', 'no'],
    ['Dogs are prohibited on the slipway.', 'permission', 'no'],
    ['Kayaks may be launched from the north beach.', 'permission', 'yes', 'launch'],
    ['Kayaks may be launched only if a member is on the jetty.', 'permission', 'qualified', 'launch'],
    ['Members cannot take boats out after dark.', 'permission', 'no', 'take'],
    // "can" and "may" also say what is possible: only the act asked is granted or banned
    ['Untested glazes can run off a pot.', 'permission', null, 'fire'],
    ['Kayaks may be launched from the north beach.', 'permission', null, 'moor'],
    // a ban denied bans nothing
    ['Dogs are not banned on the ferry.', 'permission', null],
    ['Do not tie up to the fuel berth overnight.', 'permission', 'no'],
    // a rule about another act says nothing to a may-I question
    ['Every berth holder must pay by March.', 'permission', null],
    ['Launching a dinghy does not require a permit.', 'need', 'no'],
    ['A buoyancy aid is required on the water at all times.', 'need', 'yes'],
    ['Lifejackets are required only in the racing fleet.', 'need', 'qualified'],
    // a ban answers no need question
    ['Please do not wear wet gear in the clubhouse.', 'need', null],
    ['Most capsizes are not caused by the wind but by a slack mainsheet.', 'other', 'no'],
    ['The ferry no longer calls at the island.', 'other', 'no'],
    ['The ferry calls at the island twice a day.', 'other', null],
  ])('%s (%s) → %s', (sentence, sort, verdict, act) => {
    expect(ownWordsStance(sentence, sort, act ?? null)).toBe(verdict);
  });

  it.each<[string, boolean, OwnVerdict | null]>([
    ['Mooring fees will be waived for the first season.', true, 'no'],
    ['Use of the slipway is free for members.', true, 'no'],
    ['Use of the slipway is free for members only if they hold a key.', true, 'qualified'],
    // "free" answers only a question about paying
    ['The north beach is free of weed in June.', false, null],
  ])('%s (asks about paying: %s) → %s', (sentence, payment, verdict) => {
    expect(ownWordsStance(sentence, 'need', null, payment)).toBe(verdict);
  });

  it('reads a sentence run together from several clause by clause', () => {
    expect(clausesOf('Livestock. Hens may be kept, up to six per plot. Cockerels are not permitted.')).toEqual(['Livestock.', 'Hens may be kept, up to six per plot.', 'Cockerels are not permitted.']);
  });

  it('asks about things, not the setting or the frame', () => {
    expect(askedThings('Is it OK to bring cider onto the Wrenmouth pontoons?', new Set(['wrenmouth']))).toEqual(['cider', 'pontoons']);
  });

  const unit = (text: string, score: number, headingQuestion?: string) => ({ score, sentences: [text], documentId: 'club', ...(headingQuestion ? { headingQuestion } : {}) });
  const titles = new Map([['club', 'Wrenmouth Sailing Club rules']]);
  it.each<[string, ReturnType<typeof unit>[], OwnVerdict | null]>([
    // the broader kind: a ban on alcohol covers cider
    ['Is it OK to drink cider on the pontoons?', [unit('Alcohol must not be drunk on the pontoons or the slipway.', 3), unit('The bar opens at six.', 2)], 'no'],
    // a narrower kind, hens for chickens, named with the plot
    ['Could I keep a few chickens at my mooring?', [unit('Hens may be kept at a mooring only if the boat is lived on.', 3)], 'qualified'],
    // an opening "No," names the thing through its heading; the sentence naming only the setting every rule names loses
    ['Can I put a shed on my plot straight away?', [unit('If a plot is left untended, the tenancy may be ended.', 4), unit('No, not without written permission from the committee.', 2, 'Can I put up a shed?')], 'no'],
    // nothing naming what is asked: no verdict
    ['Can I bring my dog to the clubhouse?', [unit('Alcohol must not be drunk on the pontoons.', 3)], null],
    // the thing asked first must be named: the cabin bag is no cat
    ['Can I take my cat in the cabin?', [unit('You can take one cabin bag of up to 8 kg.', 3)], null],
  ])('%s', (query, units, verdict) => {
    expect(ownWordsDecision(query, units, new Set(['club']), titles, undefined, modalQuestion(query)?.act ?? shouldVerb(query))?.verdict ?? null).toBe(verdict);
  });
});

const DOCUMENTS: Record<string, string> = {
  'ashby-clay-studio-faq.md': `# Ashby Clay Studio – questions from members

## How do I book a wheel?

Wheels are booked on the board by the door, in two-hour slots. Each member may book up to three slots a week.

## Can I fire my own glazes?

No, not without a test tile approved by the studio technician. Untested glazes can run off a pot and ruin the kiln shelves, which cost £90 each to replace.

## Why do pots stick to the kiln shelf?

Most pots stick to the shelf not because of the glaze recipe itself but because glaze was left on the foot of the pot. Wipe every foot with a damp sponge before the pot goes on the trolley.

## Firing

Firing fees will be waived for new members in their first month; after that each shelf of pots costs £4 to fire.

## Can I take clay home?

Members may take home up to 5 kg of studio clay a month, paid for at the desk.
`,
  'ashby-opening.md': `# Opening times

The studio is open from 10:00 to 21:00 on weekdays and from 10:00 to 17:00 at weekends. The kilns are fired on Tuesday and Friday nights.
`,
};

describe('answers decided in the source own words (HTTP)', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService(DOCUMENTS);
  });
  afterAll(async () => {
    await service.close();
  });

  it.each<[string, RegExp]>([
    // the FAQ answer opening "No," under "Can I fire my own glazes?", not "Untested glazes can run off a pot" (read as a yes)
    ['I only joined the studio last week. Can I fire my own glazes in the big kiln?', /^Your sources point to no: No, not without a test tile/],
    // "not because of the glaze recipe itself but because…": a no, not a qualified answer
    ['Is it the glaze recipe that makes pots stick to the kiln shelf?', /^Your sources point to no: Most pots stick to the shelf not because of the glaze recipe itself/],
    // "waived" answers whether to pay: no (it was read as a yes off the words it shares)
    ['I only joined last week. Will I have to pay to fire my pots this month?', /^Your sources point to no: Firing fees will be waived for new members/],
  ])('%s', async (query, lead) => {
    const job = await waitForJob(service, await createJob(service, { query, reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    expect((job.content ?? '').split('\n\n').find((p) => /\[\d+\]/.test(p)) ?? '').toMatch(lead);
  });

  it('a yes/no follow-up in chat is decided by the same sentence', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'How do I book a wheel at the studio?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    const reply = await askChat(service, job.id, 'Is it the glaze recipe that makes pots stick to the shelf?');
    expect(reply).toMatch(/^Your sources point to no: Most pots stick to the shelf not because of the glaze recipe itself/);
  });
});
