// @vitest-environment node
// The frame of a follow-up (src/service/follow-up-frame.ts; issue #11 item 5): a word the reader chose that no
// source uses (a relative clause's verb, a general noun a clause identifies, a degree's manner word, a setting
// clause's other words, the audience of the reply) does not refuse a follow-up the sources answer; a noun of a
// setting clause is read as its kind's word where the sources use that; an uncovered amount is still refused.
// Table tests of the pure decisions on wording of my own, then the real service over documents written for this test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stemsOf } from '../../src/service/concepts';
import { replyFormat } from '../../src/service/chat-followup';
import { followUpFrame, frameNotes, kindWordUsed, reframedFollowUp, withoutAudience } from '../../src/service/follow-up-frame';
import type { RunningService } from '../../src/service/server';
import { askChat, citationMarkers, createJob, startLibraryService, waitForJob, type JobBody } from './helpers';

const CANAL = `# Bellmoor Canal: restoration report 2025

*Prepared by the Bellmoor Canal Trust, Works Committee.*

The Bellmoor Canal runs 14 miles from Addingham Basin to the River Wharle. The Trust has been restoring it since 2016, and by September 2025 nine of its twelve locks were working again.

## The Shawcross tunnel
The Shawcross tunnel carries the canal under Shawcross Hill. It is 412 metres long and was reopened in May 2025 after volunteers spent two winters removing silt and fallen brickwork from it. Boats pass through it one way at a time, controlled by traffic lights at each portal.

## Why the 1962 survey was wrong
The 1962 survey recorded most locks as 1.1 metres deep. Its surveyors measured from the towpath with a weighted line during the drought of that summer, when the water stood far below its normal level, and they did not allow for the silt on the lock floors. The 2024 survey, taken by sonar from a boat, found the locks 1.6 metres deep on average.

## Ice and cold weather
When the air temperature stays below freezing for two nights in a row, the Trust closes the canal to boats, because ice can cut through the planking of older wooden hulls. The canal reopens once the lock keepers confirm the ice has cleared from every lock.

## Does the towpath change in summer?
Yes. From June to August the towpath between Addingham and Shawcross is closed to cyclists on weekend afternoons, because walkers crowd it then. Horses may use it only on weekday mornings all year.

## Money
The restoration is paid for by a grant of £2.4 million from the National Waterways Fund and by the Trust's own members. Membership costs £18 a year.
`;

const ORCHARD = `# Fenwick Community Orchard: questions we are often asked

**When is the apple harvest?**
Most of our 60 trees are picked from late August to mid October. The early varieties, such as Discovery, ripen first; the late keepers, such as Ashmead's Kernel, are picked last and stored in the barn.

**Who looks after the trees?**
A team of eleven volunteers led by our orchard keeper, Mairead Collins, prunes the trees every January and mows the grass twice a year.

**Why are some trees netted?**
The young trees planted in 2023 are netted because deer strip their bark in winter, which can kill a tree in a single season.

**What happens to the fruit?**
About a third is sold at the autumn fair, a third is pressed into juice by the Fenwick Cider Press, and the rest is given to the food bank.
`;

const sourceStems = stemsOf(`${CANAL}\n${ORCHARD}`);
const dropped = (q: string): string[] => (reframedFollowUp(q, sourceStems)?.dropped ?? []).map((w) => w.toLowerCase());
const framed = (q: string): string[] => {
  const f = followUpFrame(q);
  return [...f.frame, ...f.clause].sort((a, b) => a - b).map((i) => (f.words[i] ?? '').toLowerCase());
};

describe('the words that frame a follow-up, read from its structure (followUpFrame, reframedFollowUp)', () => {
  // VARIANTS (written before the rule; on main every one of these follow-ups was refused or answered off the point)
  it.each([
    // a relative clause's verb group ("that were measured", "who did"), its noun kept
    ['Why were the depths that were measured back in 1962 so wrong?', ['were', 'measured', 'back', 'wrong']],
    ['How did the people who did the new survey in 2024 take their readings?', ['did']],
    // a clause with no relative word after a noun ("the stretch THE VOLUNTEERS CLEARED OUT"), and the general noun it identifies
    ['And the underground stretch the volunteers cleared out - how long is it?', ['stretch', 'cleared', 'out']],
    ['What about the flooded section the two divers went through - how long is it?', ['section', 'went', 'through']],
    // a manner word made a matter of degree ("any different", "so far out")
    ['Is the towpath any different once the summer holidays come round?', ['different']],
    ['Why was the old survey so far out?', ['far']],
    // the clause of the noun a who/what question asks about is what it asks: not its frame
    ['Who was the engineer who designed the original locks?', []],
    ['What is the tool that measures the depth?', []],
  ] as const)('%j → %j', (question, words) => {
    expect(framed(question)).toEqual(words);
  });

  it.each([
    // the words of a clause setting the time, its verbs and particles among them; a noun after a determiner is no verb ("a THAW")
    ['Is the towpath any different once the summer holidays come round?', [['summer', 'holidays', 'come', 'round']]],
    ['What happens to the limits when there is a thaw?', [['thaw']]],
    ['What happens to the boats during a cold snap at night?', [['cold', 'snap', 'night']]],
    ['When did the survey start?', []],
  ] as const)('setting clauses of %j: %j', (question, clauses) => {
    const f = followUpFrame(question);
    expect(f.setting.map((c) => c.map((i) => (f.words[i] ?? '').toLowerCase()))).toEqual(clauses);
  });

  it.each([
    // dropped where no source uses them; a relative clause's verbs whether or not
    ['And the underground stretch the volunteers cleared out - how long is it?', ['stretch', 'cleared', 'out']],
    ['Is the towpath any different once the summer holidays come round?', ['different', 'holidays', 'come', 'round']],
    // a setting clause none of whose words a source uses keeps them (nothing of it is covered)
    ['What happens to the boats once the monsoon arrives?', []],
    // nothing of the frame: nothing changes
    ['Are there otters living along the banks?', []],
  ] as const)('dropped from %j: %j', (question, words) => {
    expect(dropped(question)).toEqual(words);
  });

  it('reads a setting noun no source uses in its kind\'s word, never the thing a question asks about', () => {
    expect(kindWordUsed('thaw', stemsOf('Warm weather: above 0 degrees for three days.'))).toBe('weather');
    expect(kindWordUsed('thaw', stemsOf('The ice is 70 cm thick.'))).toBeNull();
    const stems = stemsOf('Warm weather: above 0 degrees C for three days cuts load limits. Coffee keeps you awake.');
    expect(reframedFollowUp('What happens to the limits when there is a thaw?', stems)?.question).toBe('What happens to the limits when there is a weather?');
    // "decaf" is what is asked about, not a setting: coffee is no answer for it
    expect(reframedFollowUp('Is decaf a safe choice in the evening?', stemsOf('Coffee keeps you awake. Drink it in the morning.'))).toBeNull();
  });

  it('writes notes that name only the words no source uses, as written', () => {
    const reframed = reframedFollowUp('Is the towpath any different once the summer holidays come round?', sourceStems);
    expect(reframed && frameNotes(reframed)).toEqual(['None of these sources uses the words "different" or "holidays"; the reply reads the question without them.']);
    expect(reframed?.mannerDropped).toBe(true);
    const thaw = reframedFollowUp('What happens to the limits when there is a thaw?', stemsOf('Warm weather: limits are cut by 20 per cent.'));
    expect(thaw && frameNotes(thaw)).toEqual(['None of these sources uses the word "thaw"; the reply reads it as "weather", the word they use for its kind.']);
  });
});

describe('the audience of a reply is no word it asks about (withoutAudience, replyFormat)', () => {
  it.each([
    ['Could you say that again in plain words? It is for a group of teenagers.', true, 'Could you say that again in plain words?'],
    ["Put it simply. It's meant for my grandparents.", true, 'Put it simply.'],
    ['Can you say that again simply, for my grandparents?', true, 'Can you say that again simply?'],
    ['Explain the locks plainly for a bunch of newcomers.', true, 'Explain the locks plainly.'],
    // no form asked: a "for" phrase is part of the question
    ['What is the towpath closed for?', false, 'What is the towpath closed for?'],
    // a form asked, but "for" names a topic, not persons
    ['Summarise it in one sentence for the 2024 season.', true, 'Summarise it in one sentence for the 2024 season.'],
    // a lone "It is for …" sentence is the question itself
    ['It is for the newsletter?', false, 'It is for the newsletter?'],
  ] as const)('%j (form asked: %j) → %j', (text, form, out) => {
    expect(withoutAudience(text, form)).toBe(out);
  });

  it('replyFormat keeps the form and drops the audience', () => {
    expect(replyFormat('Could you say that again in plain words? It is for a group of teenagers.')).toEqual({ format: { sentences: null, plain: true }, rest: 'Could you say that again?' });
  });
});

describe('follow-ups over the real service: the reader\'s own words do not refuse what the sources answer', () => {
  let service: RunningService;
  let canal: JobBody;
  let orchard: JobBody;
  beforeAll(async () => {
    service = await startLibraryService({ 'bellmoor-canal-restoration.md': CANAL, 'orchard-faq.md': ORCHARD });
    canal = await waitForJob(service, await createJob(service, { query: 'What has the Bellmoor Canal restoration achieved so far?', reasoning_loops: 1 }));
    orchard = await waitForJob(service, await createJob(service, { query: 'How is the Fenwick Community Orchard looked after?', reasoning_loops: 1 }));
  });
  afterAll(async () => {
    await service.close();
  });

  it('a general noun a clause identifies: the length of the tunnel, cited', async () => {
    const reply = await askChat(service, canal.id, 'And the underground stretch the volunteers cleared out - how long is it?');
    expect(reply).toMatch(/412 metres/);
    expect(reply).not.toMatch(/not in these sources/);
    expect(citationMarkers(reply).length).toBeGreaterThan(0);
  });

  it('a degree word and a setting clause: the summer rule, with a true note and no verdict resting on the rest', async () => {
    const reply = await askChat(service, canal.id, 'Is cycling on the towpath any different at weekends?');
    expect(reply).toMatch(/weekend afternoons/);
    expect(reply).toMatch(/None of these sources uses the word "different"/);
    expect(reply).not.toMatch(/point to (?:yes|no)/);
  });

  it('the audience of a plain-words request is not refused', async () => {
    const reply = await askChat(service, orchard.id, 'Can you say that again simply, for my grandparents?');
    expect(reply).not.toMatch(/not in these sources|grandparents/);
    expect(citationMarkers(reply).length).toBeGreaterThan(0);
  });

  it('an uncovered thing or amount is still refused plainly, uncited', async () => {
    for (const question of ['Are there otters living along the banks?', 'How much did the sonar survey cost?', 'Who was the engineer who designed the original locks?']) {
      const reply = await askChat(service, canal.id, question);
      expect(reply).toMatch(/not in these sources/);
      expect(citationMarkers(reply)).toEqual([]);
    }
  });
});
