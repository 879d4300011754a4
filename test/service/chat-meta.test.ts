// @vitest-environment node
// Everyday requests about the answer and its sources (issue #11, chat that answers): "Define SEI" and "What does X
// mean?" are definition questions; "Can you make it shorter?" is a summary, not a comparison of lengths (it was
// answered "Your sources disagree: …"); "What don't the sources cover?" gets the answer's own notes on what is missing;
// "Which source is the most recent?" gets each source's own date, never a guessed one. Table tests on chat-meta.ts's
// pure readings, then the real service over HTTP with documents written here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../src/service/server';
import { actionLines, asksAction, asksGaps, asksKeyPoint, asksNext, asksRecency, asksShorter, asksWhereToStart, definitionQuestion, gapLines, nextLines, recencyLines, saysAction } from '../../src/service/chat-meta';
import { chatIntent } from '../../src/service/chat-intent';
import { extractDocument, paragraphsOfRaw } from '../../src/service/extract';
import { bylineOf } from '../../src/service/byline';
import { askChat, createJob, waitForJob, type JobBody, startLibraryService } from './helpers';

describe('a definition asked in other words (definitionQuestion)', () => {
  it.each([
    ['Define SEI', 'What is SEI?'],
    ['Can you define "calendar ageing"?', 'What is calendar ageing?'],
    ['What does SEI stand for?', 'What is SEI?'],
    ['What does the term plating mean?', 'What is plating?'],
    ["What's meant by depth of discharge?", 'What is depth of discharge?'],
    ['Meaning of urchin barren?', 'What is urchin barren?'],
    // a verb of classing ("counts as", "is classed as") asks what the thing is
    ["what exactly counts as a 'swift brick'?", 'What is swift brick?'],
    ['What counts as fair wear and tear then?', 'What is fair wear and tear?'],
    ['What is classed as low income?', 'What is low income?'],
    ['How many count as a quorum?', null],
    // a pronoun asks what follows from it, and a question of its own is left as written
    ['What does that mean for me?', null],
    ['What does it mean?', null],
    ['Why does the film grow?', null],
  ])('%j → %j', (message, question) => {
    expect(definitionQuestion(message)).toBe(question);
  });
});

describe('a shorter answer, the gaps, the sources\' dates (asksShorter, asksGaps, asksRecency)', () => {
  it.each([
    ['Can you make it shorter?', 'shorter'],
    ['Too long', 'shorter'],
    ["That's too long.", 'shorter'],
    ['Shorten it please', 'shorter'],
    ['A briefer version?', 'shorter'],
    ["What don't the sources cover?", 'gaps'],
    ["What's missing?", 'gaps'],
    ['Any gaps?', 'gaps'],
    ['What can\'t they tell me?', 'gaps'],
    ['Which source is the most recent?', 'recency'],
    ['How old are the sources?', 'recency'],
    ['Are the sources up to date?', 'recency'],
    // topics of their own
    ['Which lasts shorter, A or B?', null],
    ['Is the winter season too long for storage?', null],
    ['What is missing from the kit list?', null],
    ['Which battery is the most recent model?', null],
  ])('%j → %s', (message, kind) => {
    const read = asksShorter(message) ? 'shorter' : asksGaps(message) ? 'gaps' : asksRecency(message) ? 'recency' : null;
    expect(read).toBe(kind);
  });

  it('are intents of their own, before any search for their words', () => {
    expect(chatIntent('Can you make it shorter?')).toEqual({ kind: 'summarise', sentences: 2 });
    expect(chatIntent("What don't the sources cover?")).toEqual({ kind: 'gaps' });
    expect(chatIntent('Which source is the most recent?')).toEqual({ kind: 'recency' });
  });
});

describe('the key point and where to start, asked with no topic of their own (asksKeyPoint, asksWhereToStart)', () => {
  it.each<[string, ReturnType<typeof chatIntent>['kind'] | null, number | null]>([
    ["What's the single most important point?", 'summarise', 1],
    ['What is the main takeaway?', 'summarise', 1],
    ['Bottom line?', 'summarise', 1],
    ['If I remember one thing, what should it be?', 'summarise', 1],
    ['Which source should I read first?', 'most-cited', null],
    ['Where should I start?', 'most-cited', null],
    ['Which one is most useful?', 'most-cited', null],
    // topics of their own
    ['What is the most important point about glaze thickness?', null, null],
    ['Which kiln should I start with?', null, null],
  ])('%j → %s', (message, kind, sentences) => {
    const read = asksKeyPoint(message) ? 'summarise' : asksWhereToStart(message) ? 'most-cited' : null;
    expect(read).toBe(kind);
    if (kind) {
      const intent = chatIntent(message);
      expect(intent.kind).toBe(kind);
      if (intent.kind === 'summarise') expect(intent.sentences).toBe(sentences);
    }
  });
});

describe('questions to research next (asksNext, nextLines)', () => {
  it.each<[string, number | null]>([
    ['Give me three questions I should research next.', 3],
    ['What should I look into next?', 3],
    ['Suggest some follow-up questions', 3],
    ['Give me 5 questions to research next', 5],
    // a question of its own
    ['What did the potters research next?', null],
    ['Which kiln should I buy next?', null],
  ])('%j → %s', (message, count) => {
    expect(asksNext(message)).toBe(count);
  });

  it('names what the sources discuss and the answer does not, each with its source, then what needs new documents', () => {
    const answer = 'In short: Crawling happens when the glaze is applied too thickly [1].\n\nNone of your sources uses the word "raku"; the answer below covers the rest of the question.';
    const lines = nextLines(
      [
        { phrase: 'glaze is applied', citation: 1 },
        { phrase: 'cone 6 stoneware', citation: 2 },
        { phrase: 'damp sponge', citation: 1 },
      ],
      answer,
      2,
    ).map((l) => l.text);
    expect(lines[0]).toMatch(/^Questions your sources could answer next/);
    expect(lines).toContain('- What do your sources say about cone 6 stoneware? (source [2] discusses it)');
    expect(lines).toContain('- What do your sources say about damp sponge? (source [1] discusses it)');
    expect(lines.join('\n')).not.toMatch(/glaze is applied\?/);
    expect(lines.at(-1)).toMatch(/^Beyond your sources .*raku/);
  });
});

describe('what can be done, asked with no topic of its own (asksAction, saysAction, actionLines)', () => {
  it.each([
    ['What should be done about it?', true],
    ['What can I do?', true],
    ['So what should I do then?', true],
    ['Is anyone trying to fix it?', true],
    ['What are they doing about it?', true],
    ['How can it be stopped?', true],
    ['Can it be reversed?', true],
    ['Any solutions?', true],
    // a topic of its own: a question for the sources
    ['What should be done with old batteries?', false],
    ['What can otters do with tools?', false],
    ['Is anyone trying to breed axolotls?', false],
  ])('%j → %s', (message, asked) => {
    expect(asksAction(message)).toBe(asked);
  });

  it.each([
    ['Do not store a battery completely empty.', true],
    ['Check stored batteries every few months.', true],
    ['Potters should wipe dusty bisque before glazing.', true],
    ['Restoration projects now pay divers to remove urchins.', true],
    ['Researchers are studying whether otters could help.', true],
    ['The collapse followed a marine heatwave.', false],
    ['Crawling is a glaze fault.', false],
  ])('%j says what is done or advised: %s', (sentence, action) => {
    expect(saysAction(sentence)).toBe(action);
  });

  it('quotes the action sentences on the topic, or says plainly there are none', () => {
    const said = [
      { text: 'Potters should wipe dusty bisque before glazing.', citation: 1 },
      { text: 'Crawling is a glaze fault.', citation: 1 },
      { text: 'Keep the kiln in a dry shed.', citation: 2 },
    ];
    expect(actionLines(said, ['bisqu', 'glaze'])).toEqual([
      { text: 'What your sources say is being done, or should be done:', citations: [] },
      { text: '- Potters should wipe dusty bisque before glazing.', citations: [1] },
    ]);
    expect(actionLines(said, ['ferri'])).toEqual([{ text: 'Your sources do not say what is being done or could be done about this; they describe what happened and why.', citations: [] }]);
    expect(chatIntent('What can be done about it?')).toEqual({ kind: 'action' });
  });
});

describe('the lines of those replies (recencyLines, gapLines)', () => {
  it('names the newest and oldest dated sources, and the undated ones as unknown', () => {
    expect(
      recencyLines([
        { citation_index: 1, title: 'Old survey', date: '12 March 2019' },
        { citation_index: 2, title: 'New report', date: '2024-06-01' },
        { citation_index: 3, title: 'Leaflet', date: null },
      ]),
    ).toEqual(['The most recent dated source is [2], "New report" (2024-06-01); the oldest is [1], "Old survey" (12 March 2019).', '[3] gives no date, so it may be newer or older.']);
  });

  it('never guesses a date none gives', () => {
    expect(recencyLines([{ citation_index: 1, title: 'A', date: null }, { citation_index: 2, title: 'B', date: null }])).toEqual(["None of this research’s 2 sources gives a date, so Quire cannot say how recent they are or which is newest."]);
  });

  it("quotes the answer's own notes on what is missing, or says it names none", () => {
    expect(gapLines('None of your sources uses the word "winter"; the answer below covers the rest of the question.\n\nIn short: Store it half charged [1].')).toEqual(['What the answer says its sources do not cover:', '- None of your sources uses the word "winter".']);
    expect(gapLines('In short: Store it half charged [1]. Keep it cool [1].')[0]).toMatch(/^The answer names no part of the question its sources leave out/);
  });
});

describe("a Markdown document's front matter is kept in its raw form, never read as a paragraph", () => {
  it('keeps the author and date it states, and re-indexes to the same paragraphs', async () => {
    const doc = await extractDocument(Buffer.from('---\ntitle: Kiln log\nauthor: Ruth Ames\ndate: 2024-02-03\n---\n\n# Kiln log\n\nThe kiln reached cone 6 in nine hours.\n'), 'kiln.md');
    expect(bylineOf(doc.raw)).toMatchObject({ author: 'Ruth Ames', date: '2024-02-03' });
    expect(paragraphsOfRaw(doc.raw, doc.rawFormat, doc.markdown)).toEqual(doc.paragraphs);
    expect(doc.paragraphs.join('\n')).not.toMatch(/author:|date:/);
  });
});

describe('those requests over the service', () => {
  let service: RunningService;
  let job: JobBody;
  beforeAll(async () => {
    service = await startLibraryService({
      'glaze-guide.md': '---\ntitle: Firing stoneware glazes\ndate: 2023-04-02\n---\n\n# Firing stoneware glazes\n\nCrawling is a glaze fault in which the glaze pulls back from the clay during firing and leaves bare patches. Crawling happens when the glaze is applied too thickly or over dusty bisque. Wiping the bisque with a damp sponge before glazing prevents most crawling. A slower firing near the top temperature lets the glaze heal small gaps.\n',
      'kiln-notes.txt': 'Kiln notes from the studio. Cone 6 stoneware glazes mature at about 1,220 degrees Celsius. Crawling glaze can often be refired after the bare patches are filled with fresh glaze. Potters should wipe dusty bisque before glazing to stop a glaze crawling.\n',
    });
    job = await waitForJob(service, await createJob(service, { query: 'Why does a glaze crawl during firing, and can a crawling glaze be refired?', reasoning_loops: 1 }));
    expect(job.results).toHaveLength(2);
  });
  afterAll(async () => {
    await service.close();
  });

  it('"Define crawling" is answered as "What is crawling?"', async () => {
    const reply = await askChat(service, job.id, 'Define crawling');
    expect(reply).toContain('Crawling is a glaze fault');
    expect(reply).not.toMatch(/define|not in these sources/i);
  });

  it('"Can you make it shorter?" is a summary, not a comparison', async () => {
    const reply = await askChat(service, job.id, 'Can you make it shorter?');
    expect(reply).not.toMatch(/disagree|not in these sources|shorter/i);
    expect(reply.match(/\[\d+\]/g)?.length ?? 0).toBeLessThanOrEqual(3);
    expect(reply).toMatch(/crawl/i);
  });

  it("gives each source's own date, and the undated one as unknown", async () => {
    const reply = await askChat(service, job.id, 'Which source is the most recent?');
    const guide = job.results.find((r) => /stoneware/i.test(r.title));
    expect(reply).toContain(`Only source [${guide?.citation_index ?? 0}], "Firing stoneware glazes", gives a date: 2023-04-02.`);
    expect(reply).toMatch(/gives no date, so it may be newer or older/);
  });

  it('"What can be done about it?" quotes the advice the sources give, cited', async () => {
    const reply = await askChat(service, job.id, 'What can be done about it?');
    expect(reply).toMatch(/^What your sources say is being done, or should be done:/);
    expect(reply).toMatch(/Potters should wipe dusty bisque before glazing to stop a glaze crawling \[\d\]/);
    expect(reply).not.toMatch(/not in these sources|"done"/);
  });

  it('"What\'s the single most important point?" is one cited sentence of the answer, not a refusal over "single"', async () => {
    const reply = await askChat(service, job.id, "What's the single most important point?");
    expect(reply).not.toMatch(/not in these sources|single/i);
    expect(reply.match(/\[\d+\]/g)?.length ?? 0).toBe(1);
    expect(reply).toMatch(/crawl/i);
  });

  it('"Which source should I read first?" names the sources by how much of the answer each supports', async () => {
    const reply = await askChat(service, job.id, 'Which source should I read first?');
    expect(reply).not.toMatch(/not in these sources|"first"|"read"/i);
    expect(reply).toMatch(/Firing stoneware glazes|Kiln notes/);
  });

  it('"Give me three questions I should research next" suggests what the sources discuss beyond the answer, not a refusal', async () => {
    const reply = await askChat(service, job.id, 'Give me three questions I should research next.');
    expect(reply).not.toMatch(/not in these sources|"questions"|"next"/i);
    expect(reply).toMatch(/^Questions your sources could answer next/);
    expect(reply).toMatch(/- What do your sources say about .+\? \(source \[\d\] discusses it\)/);
  });

  it("says what the answer leaves out, from the answer's own notes", async () => {
    const reply = await askChat(service, job.id, "What don't the sources cover?");
    expect(reply).not.toMatch(/not in these sources|cover/i.test(job.content ?? '') ? /^$/ : /not in these sources/);
    expect(reply).toMatch(/^(?:What the answer says its sources do not cover:|The answer names no part of the question its sources leave out)/);
  });
});
