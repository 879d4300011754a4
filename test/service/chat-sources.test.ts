// @vitest-environment node
// Follow-ups about the sources themselves (issue #11, chat that answers): "What does source 2 say
// about X?" answers from that source alone or says it has nothing on X; "Do the sources agree?" /
// "Compare the two accounts" sets each source's own sentence on the question side by side, and says
// so when the answer rests on one source; "Explain that in plain words" keeps the answer's lead and
// never a sentence whose "it" is missing. Table tests over the pure parts, then the real service
// over HTTP with documents written here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../src/service/server';
import { plainest } from '../../src/service/chat';
import { askedAgain, chatIntent } from '../../src/service/chat-intent';
import { LEAD_IN } from '../../src/service/compose';
import { askChat, citationMarkers, createJob, waitForJob, type JobBody, startLibraryService } from './helpers';

describe('follow-ups about the sources (chatIntent)', () => {
  it.each([
    ['What does source 2 say about the helicopter?', { kind: 'citation', index: 2, about: 'helicopter' }],
    ['What does the first source say about amputations?', { kind: 'citation', index: 1, about: 'amputations' }],
    ['What does the second article say?', { kind: 'citation', index: 2 }],
    ['Explain citation [3]', { kind: 'citation', index: 3 }],
    ['Do the sources agree on that?', { kind: 'compare-sources' }],
    ['Why do the two reports disagree?', { kind: 'compare-sources' }],
    ['Compare the two accounts.', { kind: 'compare-sources' }],
    ['Do the studies contradict each other?', { kind: 'compare-sources' }],
    // a topic besides the sources: a question for them, not about them
    ['Do otters and urchins differ in size?', { kind: 'question' }],
    ['Compare the reports on flooding in Leeds', { kind: 'question' }],
    ['Did the first ferry leave on time?', { kind: 'question' }],
    // more of the same, the same question with another question word, another form, writing
    ['Tell me more.', { kind: 'more' }],
    ['Tell me more about that, please', { kind: 'more' }],
    ['What else?', { kind: 'more' }],
    ['Tell me more about the harbour master', { kind: 'question' }],
    ['Why?', { kind: 'again', wh: 'why' }],
    ['How so?', { kind: 'again', wh: 'how' }],
    ['When was that?', { kind: 'again', wh: 'when' }],
    ['Why is the ferry late?', { kind: 'question' }],
    ['Put that in a table.', { kind: 'table' }],
    ['Can you turn it into a table?', { kind: 'table' }],
    ['Which table of the harbour office lists the tides?', { kind: 'question' }],
    ['Which source says the most about this?', { kind: 'most-cited' }],
    ['Which source mentions the swell?', { kind: 'which-source' }],
    ['Give me the key numbers.', { kind: 'figures' }],
    ['What figures does the log give for the crossing?', { kind: 'question' }],
    ['Explain citation 2 in plain words', { kind: 'citation', index: 2 }],
    ['How sure are the sources?', { kind: 'certainty' }],
    ['Is this reliable?', { kind: 'certainty' }],
    ['Any caveats?', { kind: 'certainty' }],
    ['How strong is the evidence?', { kind: 'certainty' }],
    ['How sure are the engineers about the ramp?', { kind: 'question' }],
    ['Translate the answer into French.', { kind: 'write', what: 'translate' }],
    ['Rewrite it as a poem', { kind: 'write', what: 'rewrite' }],
  ])('%j → %j', (message, intent) => {
    expect(chatIntent(message)).toEqual(intent);
  });
});

describe('a question asked again with another question word (askedAgain)', () => {
  it.each([
    ['What is the current toll on the bridge?', 'why', 'Why is the current toll on the bridge?'],
    ['Who rebuilt the mill', 'why', 'Why rebuilt the mill?'],
    // what was counted stays a topic word of the question
    ['How many passengers did the ferry carry?', 'when', 'When passengers did the ferry carry?'],
    ['The ferry was late.', 'why', 'Why the ferry was late?'],
  ])('%j + %j → %j', (question, wh, again) => {
    expect(askedAgain(question, wh)).toBe(again);
  });
});

describe("the answer's lead-in, taken off where a sentence stands alone (LEAD_IN)", () => {
  it.each([
    ['In short: The ferry carried 38 passengers.', 'The ferry carried 38 passengers.'],
    ['In short, according to your sources: Ramps are serviced overnight.', 'Ramps are serviced overnight.'],
    ['Your sources point to no: The ferry did not sail.', 'The ferry did not sail.'],
    ['On "did it sail", your sources give a qualified answer: It sailed late.', 'It sailed late.'],
    ['The main reason your sources give: The swell was high.', 'The swell was high.'],
    // a sentence's own label is kept
    ['Amber (Level 2): swimming is allowed between the flags.', 'Amber (Level 2): swimming is allowed between the flags.'],
    ['Current status (updated 4 March): Ferry running.', 'Current status (updated 4 March): Ferry running.'],
  ])('%j → %j', (sentence, bare) => {
    expect(sentence.replace(LEAD_IN, '')).toBe(bare);
  });
});

describe('the answer in plain words (plainest)', () => {
  const s = (text: string): { text: string; citations: number[] } => ({ text, citations: [1] });
  it('keeps the lead, then the shortest sentences that stand alone, in the answer order', () => {
    const cited = [
      s('In short: The ferry carried 38 passengers on its first crossing.'),
      s('The crossing took fourteen minutes despite a swell of half a metre on the approach to the slip.'),
      s('It has run every day this year.'),
      s('Islanders praised the crew.'),
      s('The operator said that the ramp hydraulics had been serviced overnight by two engineers from the mainland yard.'),
    ];
    expect(plainest(cited, 3).map((c) => c.text)).toEqual([
      'In short: The ferry carried 38 passengers on its first crossing.',
      'The crossing took fourteen minutes despite a swell of half a metre on the approach to the slip.',
      'Islanders praised the crew.',
    ]);
    expect(plainest(cited, 1)).toHaveLength(1);
    expect(plainest([], 3)).toEqual([]);
  });
});

describe('follow-ups about the sources, over the service', () => {
  let service: RunningService;
  let job: JobBody;
  const indexOf = (title: RegExp): number => job.results.find((r) => title.test(r.title))?.citation_index ?? -1;

  beforeAll(async () => {
    service = await startLibraryService({
      'ferry-log.txt': 'Harbour office log for Tuesday 4 March, kept by the duty harbour master.\nThe Corran ferry left the slip at 07:10 with 38 passengers aboard on its first crossing of the day.\nThe crossing took 14 minutes in a swell of half a metre.\nThe ramp hydraulics had been serviced overnight by two engineers from the mainland yard.\n',
      'ferry-news.md': '# Corran ferry keeps running through the gale\n\nThe Corran ferry kept to its timetable on Tuesday despite the gale. Its first crossing of the day carried 41 passengers, the operator said. Islanders praised the crew for keeping the island connected. The crossing took longer than usual because of the swell.\n',
      'seaweed-trial.md': '# Seaweed feed trial at the Corran dairy\n\nThe Corran dairy herd was fed a red seaweed supplement for eight weeks. Methane from the herd fell by 18 per cent compared with the weeks before. The fall was not statistically significant, because the trial included only twelve cows. The farm plans a larger trial next year.\n',
    });
    job = await waitForJob(service, await createJob(service, { query: 'How many passengers did the Corran ferry carry on its first crossing?', reasoning_loops: 2 }));
  });
  afterAll(async () => {
    await service.close();
  });

  it('"What does source N say about X?" answers from that source alone', async () => {
    const log = indexOf(/log/i);
    expect(log).toBeGreaterThan(0);
    const reply = await askChat(service, job.id, `What does source ${log} say about the ramp hydraulics?`);
    expect(reply).toMatch(/serviced overnight by two engineers/);
    expect(new Set(citationMarkers(reply))).toEqual(new Set([log]));
  });

  it('says so when that source has nothing on what is asked, and cites nothing', async () => {
    const reply = await askChat(service, job.id, 'What does the first source say about penguins?');
    // the whole reply is that one line: no sentence of the source is cited for penguins
    expect(reply).toMatch(/^Source \[1\], "[^"]+", says nothing on penguins\.$/);
  });

  it('"Do the sources agree on that?" says they give different figures, then sets each source\'s own sentence side by side', async () => {
    expect(job.results).toHaveLength(2);
    const reply = await askChat(service, job.id, 'Do the sources agree on that?');
    // the figure each states for what was asked ("38 passengers", not the "10" of the departure time 07:10)
    expect(reply).toMatch(/^On "How many passengers[^"]*", they give different figures: "[^"]+" says (?:38|41) passengers \[\d\]; "[^"]+" says (?:38|41) passengers \[\d\]\. What each says:/);
    expect(reply).toMatch(/38 passengers[^[]*\[\d\]/);
    expect(reply).toMatch(/41 passengers[^[]*\[\d\]/);
    expect(new Set(citationMarkers(reply))).toEqual(new Set([1, 2]));
  });

  it('"Tell me more" gives what the answer did not say, each time something new, until the sources have nothing more', async () => {
    const key = (t: string): string => t.replace(/\[\d+\]/g, '').replace(/^[^:]{0,40}: /, '').toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
    const seen = (job.content ?? '').split(/(?<=\]\.)\s+/).map(key);
    let last = '';
    const given: string[] = [];
    for (let turn = 0; turn < 8 && !/^These sources say nothing more/.test(last); turn += 1) {
      last = await askChat(service, job.id, 'Tell me more.');
      if (/^These sources say nothing more/.test(last)) break;
      const said = last.split(/(?<=\]\.)\s+/);
      for (const sentence of said) {
        expect(sentence).toMatch(/\[\d\]\.$/);
        expect(seen.some((s) => s.includes(key(sentence)) || key(sentence).includes(s))).toBe(false);
        seen.push(key(sentence));
        given.push(sentence);
      }
    }
    // the answer cites all but the swell's delay of what the sources say on the crossing
    expect(given.join(' ')).toMatch(/The crossing took longer than usual because of the swell \[\d\]\./);
    expect(last).toMatch(/^These sources say nothing more on this than the answer already does/);
    expect(citationMarkers(last)).toEqual([]);
  });

  it('"Why?" asks the last question again as a why-question', async () => {
    const how = await askChat(service, job.id, 'How long did the first crossing take?');
    expect(how).toMatch(/14 minutes/);
    const why = await askChat(service, job.id, 'Why?');
    expect(why.split(/(?<=\]\.)\s+/)[0]).toMatch(/because of the swell/);
  });

  it('"Put that in a table" gives the answer\'s cited sentences as table rows beside their sources', async () => {
    const reply = await askChat(service, job.id, 'Put that in a table.');
    const lines = reply.split('\n');
    expect(lines.slice(0, 2)).toEqual(['| What your sources say | Source |', '|---|---|']);
    const cited = (job.content ?? '').match(/\[\d+\]\./g) ?? [];
    expect(lines).toHaveLength(2 + cited.length);
    for (const row of lines.slice(2)) expect(row).toMatch(/^\| [^|]+\[\d\]\. \| (ferry log|Corran ferry keeps running through the gale) \|$/);
  });

  it('"Which source says the most?" ranks the sources by the answer sentences each supports', async () => {
    const reply = await askChat(service, job.id, 'Which source says the most about this?');
    const cited = (job.content ?? '').match(/\[\d+\]\./g) ?? [];
    const counts = [1, 2].map((n) => cited.filter((c) => c === `[${n}].`).length);
    const top = counts[0]! >= counts[1]! ? 1 : 2;
    const title = job.results.find((r) => r.citation_index === top)?.title ?? '';
    expect(reply).toBe(`"${title}" [${top}] supports ${Math.max(...counts)} of the answer's ${cited.length} cited sentences; "${job.results.find((r) => r.citation_index === 3 - top)?.title ?? ''}" [${3 - top}] ${Math.min(...counts)}.`);
  });

  it('"Give me the key numbers" lists the answer\'s sentences that state figures, each cited', async () => {
    const reply = await askChat(service, job.id, 'Give me the key numbers.');
    const lines = reply.split('\n');
    expect(lines.length).toBeGreaterThanOrEqual(2);
    for (const line of lines) expect(line).toMatch(/^- .*\d.*\[\d\]\.$/);
    expect(reply).toMatch(/38 passengers/);
  });

  it('"Explain citation 1 in plain words" explains that citation, not the whole answer', async () => {
    const reply = await askChat(service, job.id, 'Explain citation 1 in plain words');
    expect(reply).toMatch(/^Source \[1\] is "[^"]+", cited for \d+ sentences? of the answer\./);
  });

  it('"How sure are the sources?" on sources that state no limits says so, and that Quire judges no source', async () => {
    const reply = await askChat(service, job.id, 'How sure are the sources?');
    expect(reply).toBe("Your sources state this without hedging or saying what limits it. This answer rests on 2 sources; Quire cannot judge a source's reliability beyond what it says, so check who wrote them.");
  });

  it('"Translate the answer into French" says plainly that the built-in engine does not write, and cites nothing', async () => {
    const reply = await askChat(service, job.id, 'Translate the answer into French.');
    expect(reply).toMatch(/^Quire's built-in engine answers only with sentences quoted from your sources, so it does not translate them/);
    expect(citationMarkers(reply)).toEqual([]);
  });

  it('"How sure are the sources?" quotes what a source says of its own limits, cited', async () => {
    const trial = await waitForJob(service, await createJob(service, { query: 'Did the seaweed feed reduce methane from the Corran dairy herd?', reasoning_loops: 1 }));
    expect(trial.status).toBe('completed');
    const reply = await askChat(service, trial.id, 'How sure are the sources?');
    expect(reply).toMatch(/^What your sources say about the limits of what they found: /);
    expect(reply).toMatch(/not statistically significant[^[]*\[1\]\./);
    expect(reply).toMatch(/only twelve cows[^[]*\[1\]\./);
    expect(reply).toMatch(/This answer rests on one source; Quire cannot judge a source's reliability beyond what it says, so check who wrote it\.$/);
  });

  it('on an answer resting on one source, says there is no second account to compare', async () => {
    const single = await waitForJob(service, await createJob(service, { query: 'How did the islanders react to the ferry crew?', reasoning_loops: 1 }));
    expect(single.results).toHaveLength(1);
    const reply = await askChat(service, single.id, 'Compare the two accounts.');
    expect(reply).toMatch(/^This answer rests on one source, so there is no second account in it to compare with/);
    expect(citationMarkers(reply)).toEqual([1]);
  });
});
