// @vitest-environment node
// Follow-ups that must answer on material nobody tuned to (src/service/chat.ts, chat-context.ts; issue #11 item 5):
// a typed follow-up ("How old…", "Who…", "When…") is answered by a sentence about the thing asked, stating the
// answer next to it, not by any sentence carrying a date or a person; a note that a word is unused is given only
// when the reply does not say it in other terms. Table tests of the pure decisions, then the real service over
// documents written for this test (a lido's committee minutes, a local paper's report, the lido's season guide).
// An elliptic follow-up ("By how many points?", "Who beat them?") is read against the turn before it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerTypeOf, carriesType, namesSomeoneNew, otherKindNamed, readFollowUp, thingsAsked, typeDistance, unsaidWords } from '../../src/service/chat-context';
import { asksOfPrevious, determinedWords, isElliptic, withPrevious } from '../../src/service/chat-ellipsis';
import { comparedDimension } from '../../src/service/chat-compare';
import { answersBetterOutside, bestSentence, conceptsNamed } from '../../src/service/chat-elsewhere';
import { sameAsked } from '../../src/service/chat-intent';
import { instructionTopicWords, onInstructionTopic } from '../../src/service/chat-topic';
import { conceptsOf, stemsOf } from '../../src/service/concepts';
import type { RunningService } from '../../src/service/server';
import { askChat, createJob, startLibraryService, waitForJob, type JobBody } from './helpers';

describe('an age asked ("How old…") is a span of time or the date the thing began', () => {
  it.each([
    ['How old is the pavilion?', 'age'],
    ['And how old was the organ?', 'age'],
    ['How long did the repairs take?', 'time'],
  ] as const)('answerTypeOf(%j) = %s', (question, type) => {
    expect(answerTypeOf(question)).toBe(type);
  });

  it.each([
    ['The pavilion was built in 1923.', true],
    ['The organ is 140 years old.', true],
    ['The pavilion was painted green.', false],
  ] as const)('carriesType(%j, age) = %j', (sentence, carries) => {
    expect(carriesType(sentence, 'age')).toBe(carries);
  });
});

describe('how near a sentence states the answer to the thing asked (typeDistance)', () => {
  const organ = (w: string): boolean => /^organs?$/i.test(w);
  it.each([
    ['The organ was installed in 1884 by a Leeds firm.', 'age', 3],
    ['The vestry voted to restore the organ, and to shut the church for six weeks in the spring.', 'age', 7],
    ['The organ was restored.', 'age', null],
    ['Evensong starts at six.', 'age', null],
  ] as const)('%j → %j', (sentence, type, distance) => {
    expect(typeDistance(sentence, type, organ)).toBe(distance);
  });

});

describe('what a typed follow-up asks about, and which unused words a reply does not say in other terms', () => {
  const stems = stemsOf('The organist, Joan Pike, plays every Sunday. The organ was restored in 2019 and the church will close for six weeks. The choir sings.');
  it('a person noun asked for a person is the kind of answer, not the thing asked (thingsAsked)', () => {
    expect(thingsAsked(readFollowUp('Who was the best organist?', 'What happened to the church organ?', stems)).map((c) => c.term)).toEqual([]);
    // an act ("restored") is said by the evidence around a sentence, not asked about
    expect(thingsAsked(readFollowUp('When was the organ restored?', 'What happened at St Mary church?', stems)).map((c) => c.term)).toEqual(['organ']);
  });

  it.each([
    // "shut" is said by "close"; "far" by the distance stated; "stay" by nothing in the reply
    ['How long will the church be shut?', ['The church will close for six weeks.'], []],
    ['How far away is the organ builder?', ['The organ builder is 40 miles from the church.'], []],
    ['Who repaired the organ?', ['Joan Pike plays every Sunday.'], ['repaired']],
  ] as const)('%j over %j: still unsaid %j', (question, lines, unsaid) => {
    const reading = readFollowUp(question, 'What happened to the church organ?', stemsOf(`${lines.join(' ')} organ church`));
    expect(unsaidWords(reading, [...lines]).map((c) => c.term)).toEqual(unsaid);
  });

  it.each([
    // the measure a how-question asks, before an auxiliary, names no other kind of anything ("long will")
    ['How long will the church be shut?', null],
    ['How noisy will the new organ be?', 'new organ'],
  ] as const)('otherKindNamed(%j) = %j', (question, named) => {
    expect(otherKindNamed(question, 'What happened to the church organ?', stems)).toBe(named);
  });
});

export const LIDO_DOCUMENTS: Record<string, string> = {
  'lido-minutes.md': `---
title: Ferncombe Lido Trust, committee minutes, 14 October 2025
---
# Ferncombe Lido Trust: minutes of the committee meeting, 14 October 2025

Present: Ruth Okafor (chair), Tom Varley (treasurer), Priya Das, Alan Brook.

## 1. The boiler

The treasurer reported that the gas boiler failed twice in September and that the engineer will not certify it for another winter. Tom Varley said the lido's heating bill for the last year came to £18,400.

The committee decided to replace the gas boiler with an air-source heat pump, and to close the lido for three weeks in February while it is fitted.

## 2. Paying for it

The heat pump will cost £62,000 installed. The trust will pay for it with a £40,000 grant from the county's climate fund, £12,000 from the trust's reserves and £10,000 raised by the members' sponsored swim.

## 3. Any other business

Priya Das will write to members about the February closure.
`,
  'lido-news.txt': `FERNCOMBE HERALD, Thursday 16 October 2025

Lido to swap its old boiler for a heat pump

By Martin Hale

The Ferncombe lido will close for three weeks next February while a heat pump replaces its gas boiler, the trust that runs it has announced.

The boiler was installed in 1987 and has broken down twice this autumn. Heating the water costs the trust about £21,000 a year, according to its chair, Ruth Okafor.

"Our swimmers have been cold too often," she said. "The heat pump should halve what we spend on heating."

Last month the lido's swimming club, the Ferncombe Seals, came second in the county gala at Dalby. The Dalby Otters won the gala with 212 points, ahead of the Seals on 187.

The club's coach, Dev Sharma, said the squad trains in the lido from May to September and in the school pool at Hartwell in winter.
`,
  'lido-season-guide.md': `# Ferncombe Lido: the summer season guide

The lido opens on the first Saturday of May and closes on the last Sunday of September.

A season ticket for an adult costs £95, and £40 for a child under 16. Single swims cost £5.50.

Lane swimming runs from 6:30 to 9:00 every weekday morning. The water is kept at 25 degrees.
`,
};

describe('typed follow-ups over the service: about the thing asked, with no note the reply makes untrue', () => {
  let service: RunningService;
  let job: JobBody;
  beforeAll(async () => {
    service = await startLibraryService(LIDO_DOCUMENTS);
    job = await waitForJob(service, await createJob(service, { query: 'Why is the Ferncombe lido closing in February?', reasoning_loops: 1 }));
    expect(job.results.map((r) => r.title).join(' ')).toMatch(/HERALD/);
  });
  afterAll(async () => {
    await service.close();
  });

  it('"How old is the boiler?": the year it was installed, not the three weeks of a closure', async () => {
    const reply = await askChat(service, job.id, 'How old is the boiler?');
    expect(reply).toMatch(/^The boiler was installed in 1987[^[]*\[\d\]/);
    expect(reply).not.toMatch(/three weeks/);
  });

  it('"How long will the lido be shut?": the three weeks, with no note that "shut" is unused ("close" says it)', async () => {
    const reply = await askChat(service, job.id, 'How long will the lido be shut?');
    expect(reply).toMatch(/three weeks[^[]*\[\d\]/);
    expect(reply).not.toMatch(/None of your sources uses|not in these sources/);
  });
});

describe('an elliptic follow-up says only what changes from the turn before (isElliptic, determinedWords, withPrevious)', () => {
  it.each([
    ['By how many points?', true],
    ['And for a child?', true],
    ['And in the second round?', true],
    ['What about the juniors?', true],
    ['Since when?', true],
    ['Who beat them?', true],
    ['Who won?', true],
    ['How many?', true],
    // a question of its own: an auxiliary verb, or a wh-word with words of its own
    ['And is it open on Sundays?', false],
    ['And how much is left in the fund?', false],
    ['Who signed the declaration?', false],
    ['How many lanes does the pool have?', false],
    ['Why?', false],
  ] as const)('isElliptic(%j) = %j', (message, elliptic) => {
    expect(isElliptic(message)).toBe(elliptic);
  });

  it.each([
    ['Who beat them?', true],
    ['Who designed it?', true],
    ['Who won?', false],
    ['Who designed the tower?', false],
  ] as const)('asksOfPrevious(%j) = %j: its pronoun stands for what the turn before was about', (message, asks) => {
    expect(asksOfPrevious(message)).toBe(asks);
  });

  it('words after a determiner are things asked of ("the relay", though "relay" is a verb too)', () => {
    expect(determinedWords('What about the relay?')).toEqual(['relay']);
    expect(determinedWords('And for a child?')).toEqual(['child']);
    expect(determinedWords('And the second one?')).toEqual(['second']);
  });

  it('the question an elliptic follow-up stands for: its words, then the previous question', () => {
    expect(withPrevious('And for a child?', 'How much is a season ticket?')).toBe('For a child? How much is a season ticket?');
  });
});

describe('a who-question asks for someone the question does not name (namesSomeoneNew)', () => {
  const asked = stemsOf('Who beat the Harbour Gulls?');
  it.each([
    ['The Harbour Gulls came third at the regatta.', false],
    ['The Mill Town Rowers beat the Harbour Gulls by a length.', true],
    ['The Harbour Gulls were beaten by a crew of students.', true],
  ] as const)('%j → %j', (sentence, fresh) => {
    expect(namesSomeoneNew(sentence, asked)).toBe(fresh);
  });
});

describe('elliptic follow-ups over the service, read against the turn before', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService(LIDO_DOCUMENTS);
  });
  afterAll(async () => {
    await service.close();
  });

  it('"By how many points?" after "Who won the county swimming gala?": the sentence with both scores, not a request for a searchable word', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'Who won the county swimming gala?', reasoning_loops: 1 }));
    const reply = await askChat(service, job.id, 'By how many points?');
    expect(reply).toMatch(/212 points, ahead of the Seals on 187 \[\d\]/);
    expect(reply).not.toMatch(/searchable word/);
    // a thing named after a determiner that no source uses: said plainly, uncited
    const relay = await askChat(service, job.id, 'What about the relay?');
    expect(relay).toMatch(/^That is not in these sources: none of them uses the word "relay"/);
    expect(relay).not.toMatch(/\[\d\]/);
  });

  it('"Who beat them?" after "How did the Ferncombe Seals do…?": the team that won, not the sentence that names only the Seals', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'How did the Ferncombe Seals do at the county gala?', reasoning_loops: 1 }));
    const reply = await askChat(service, job.id, 'Who beat them?');
    expect(reply).toMatch(/The Dalby Otters won the gala/);
    expect(reply).not.toMatch(/came second/);
  });

  it('"And single swims?" after a season-ticket question: the price of a single swim', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'How much does a season ticket for an adult cost at Ferncombe Lido?', reasoning_loops: 1 }));
    expect(await askChat(service, job.id, 'And single swims?')).toMatch(/Single swims cost £5\.50 \[\d\]/);
  });
});

describe('whether the sources give the same figure, asked in other words (sameAsked, comparedDimension)', () => {
  it.each([
    ['Do the minutes and the newsletter give the same figure for the rent?', 'the rent'],
    ['Do both reports quote the same price?', 'price'],
    ['Is the entry fee the same in both?', 'the entry fee'],
    ['Do they give the same figure?', null],
    // the same as something else than another source: a question for the sources, not about them
    ['Does the club have the same coach as last year?', null],
    ['What did the paper say about the rent?', null],
  ] as const)('sameAsked(%j) = %j', (message, about) => {
    expect(sameAsked(message)).toBe(about);
  });

  it.each([
    ['What about the repair bill?', 'money'],
    ['What about the entry fee?', 'money'],
    ['How many members are there?', 'count'],
    ['What about the new route?', null],
  ] as const)('comparedDimension(%j) = %j', (question, dimension) => {
    expect(comparedDimension(question)).toBe(dimension);
  });
});

describe('agreement on a figure named in other words, over the service', () => {
  let service: RunningService;
  let job: JobBody;
  beforeAll(async () => {
    service = await startLibraryService(LIDO_DOCUMENTS);
    job = await waitForJob(service, await createJob(service, { query: 'Why is the Ferncombe lido closing in February?', reasoning_loops: 1 }));
    expect(job.results.length).toBeGreaterThanOrEqual(2);
  });
  afterAll(async () => {
    await service.close();
  });

  it.each(['Do the minutes and the newspaper give the same figure for the heating bill?', 'Is the heating bill the same in both?'])('%j: the two figures side by side, said to differ, never a bare yes', async (message) => {
    const reply = await askChat(service, job.id, message);
    expect(reply).toMatch(/^On "the heating bill", they give different figures: [^\n]*£18,400 \[\d\][^\n]*£21,000 \[\d\]/);
    expect(reply).not.toMatch(/point to yes|not in these sources/);
  });
});

describe('a sentence outside the job that answers a follow-up better (conceptsNamed, bestSentence, answersBetterOutside)', () => {
  const concepts = conceptsOf('When does the museum café open on Sundays?', { dropInstructionWords: true }).filter((c) => !c.soft);
  it('counts the follow-up words a sentence names, and picks the sentence naming most', () => {
    expect(conceptsNamed(concepts, 'The museum café opens at 10:00 on Sundays.')).toBe(concepts.length);
    expect(conceptsNamed(concepts, 'The museum holds 4,000 objects.')).toBe(1);
    const best = bestSentence(concepts, [{ text: 'The museum holds 4,000 objects.' }, { text: 'The museum café opens at 10:00 on Sundays.' }]);
    expect(best?.sentence.text).toBe('The museum café opens at 10:00 on Sundays.');
  });

  it.each([
    // all named, more than the job's best, and the kind asked (a time for "when")
    ['The museum café opens at 10:00 on Sundays.', 1, 'date', true],
    // the job's sources already name as much
    ['The museum café opens at 10:00 on Sundays.', 4, 'date', false],
    // not the kind asked
    ['The museum café opens on Sundays after the lecture.', 1, 'money', false],
    // too little of the follow-up named
    ['The museum holds 4,000 objects.', 0, null, false],
  ] as const)('%j over a job best of %d (%s) → %j', (text, jobBest, type, better) => {
    expect(answersBetterOutside(concepts, type, jobBest, { text, count: conceptsNamed(concepts, text) })).toBe(better);
  });
});

describe('a follow-up another library document answers, over the service', () => {
  let service: RunningService;
  let job: JobBody;
  beforeAll(async () => {
    service = await startLibraryService(LIDO_DOCUMENTS);
    job = await waitForJob(service, await createJob(service, { query: 'Why is the Ferncombe lido closing in February?', reasoning_loops: 1 }));
    expect(job.results.map((r) => r.title).join(' ')).not.toMatch(/season guide/);
  });
  afterAll(async () => {
    await service.close();
  });

  it('"How warm is the water kept?": the season guide named, uncited, instead of a bare refusal', async () => {
    const reply = await askChat(service, job.id, 'How warm is the water kept?');
    expect(reply).toBe('That is not in this research\'s sources, but your library has a document on it that this research did not use: "Ferncombe Lido: the summer season guide". Start a new research job with this question to use it.');
  });

  it('after a reply the job\'s sources give only weakly (a word no source uses), the document that says it is named too', async () => {
    const other = await waitForJob(service, await createJob(service, { query: 'How much does a season ticket for an adult cost at Ferncombe Lido?', reasoning_loops: 1 }));
    expect(other.results.map((r) => r.title)).toEqual(['Ferncombe Lido: the summer season guide']);
    const reply = await askChat(service, other.id, 'Why is the lido closing in February?');
    expect(reply).toMatch(/Your library also has a document on this that this research did not use: "FERNCOMBE HERALD, Thursday 16 October 2025"\. Start a new research job with this question to use it\.$/);
  });

  it('a follow-up no document answers is still refused plainly', async () => {
    const reply = await askChat(service, job.id, 'Does the lido have a diving board?');
    expect(reply).toMatch(/^That is not in these sources/);
    expect(reply).not.toMatch(/your library's/);
  });
});

describe('the topic an instruction names beyond the answer (instructionTopicWords, onInstructionTopic)', () => {
  const sourceStems = stemsOf('The council decided to sell the old library. The sale will raise £300,000. The library opened in 1905.');
  it.each([
    ['Summarise the decision in two sentences.', ['decision']],
    ['Sum that up in one sentence.', []],
    ['Boil all of that down.', []],
    // the research question's own words are the answer's topic already; a word no source uses names nothing here
    ['Give me a summary of the library sale.', ['sale']],
    ['Summarise the protests.', []],
  ] as const)('%j → %j', (instruction, words) => {
    expect(instructionTopicWords(instruction, 'What will happen to the old library?', sourceStems).map((c) => c.term)).toEqual(words);
  });

  it('a sentence is on the topic in the topic\'s own words or in other words ("decided" for decision)', () => {
    const topic = instructionTopicWords('Summarise the decision.', 'What will happen to the old library?', sourceStems);
    expect(onInstructionTopic(topic, 'The council decided to sell the old library.')).toBe(true);
    expect(onInstructionTopic(topic, 'The library opened in 1905.')).toBe(false);
  });
});

describe('a summary of something the answer does not lead with, over the service', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService(LIDO_DOCUMENTS);
  });
  afterAll(async () => {
    await service.close();
  });

  it('"Summarise the decision in two sentences." states the decision, not the answer\'s lead', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'How much does the lido spend on heating?', reasoning_loops: 1 }));
    expect(job.content ?? '').not.toMatch(/^In short[^.]*decided/);
    const reply = await askChat(service, job.id, 'Summarise the decision in two sentences.');
    expect(reply).toMatch(/^The committee decided to replace the gas boiler with an air-source heat pump[^[]*\[\d\]/);
  });
});
