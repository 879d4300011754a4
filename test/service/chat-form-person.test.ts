// @vitest-environment node
// Chat follow-ups (src/service/chat-followup.ts, chat.ts): the reply takes the form asked ("in one short
// sentence", "in plain words", "as three bullets"), whether the follow-up also asks a question or only
// speaks of the answer; "he"/"she" stand for the person the research last named, as its sources call
// them; a follow-up the job's sources do not cover gets the honest "not in these sources". Table tests
// of the pure functions, then the chat HTTP endpoints on documents written here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../src/service/server';
import { aboutOtherPerson, inQuestionCase, lastPersonNamed, personsNamed, replyFormat, resolvePersonPronouns, type ReplyFormat } from '../../src/service/chat-followup';
import { inForm } from '../../src/service/chat';
import { askChat, createJob, waitForJob, startLibraryService } from './helpers';

describe('the form a follow-up asks for (table)', () => {
  it.each<[string, Partial<ReplyFormat>, string]>([
    ['Summarise the answer in one short sentence.', { sentences: 1, plain: false }, ''],
    ['Explain it in plain words.', { sentences: null, plain: true }, ''],
    ['Say it simply, in two sentences', { sentences: 2, plain: true }, ''],
    ['Give me the answer as three bullets.', { sentences: null, bullets: 3 }, ''],
    ['How deep is the well? Answer in one sentence.', { sentences: 1 }, 'How deep is the well?'],
    ['Who paid for the well, in a single sentence?', { sentences: 1 }, 'Who paid for the well?'],
    ['What does the pump cost? Put it in bullet points', { bullets: null }, 'What does the pump cost?'],
    ['Explain the filter for a 10-year-old', { plain: true }, 'Explain the filter'],
    ['Explain that to a child.', { plain: true }, ''],
    ['Can you explain it to my 8-year-old?', { plain: true }, 'Can you?'],
    // "to children" after a verb that is no telling is part of what is asked, not a form
    ['Is the pool open to children?', { plain: false }, 'Is the pool open to children?'],
    ['List the main reasons as bullet points', { bullets: null }, 'List the main reasons'],
    ['How deep is the well?', { sentences: null, plain: false }, 'How deep is the well?'],
  ])('%s', (message, format, rest) => {
    const read = replyFormat(message);
    expect(read.format).toMatchObject(format);
    expect(read.rest).toBe(rest);
  });

  it('a note names what the follow-up capitalises as it does', () => {
    expect(inQuestionCase('Your sources discuss josiah, penrose and mill; none of them uses the word "breakfast".', 'What did Josiah Penrose eat for breakfast?')).toBe(
      'Your sources discuss Josiah, Penrose and mill; none of them uses the word "breakfast".',
    );
    expect(inQuestionCase('Your sources discuss what and mill.', 'What did the mill grind?')).toBe('Your sources discuss what and mill.');
  });

  it('inForm cuts to the sentences asked, or bullets them', () => {
    const sentences = [{ text: 'One.', citations: [1] }, { text: 'Two.', citations: [1] }, { text: 'Three.', citations: [2] }];
    expect(inForm(sentences, { sentences: 1, plain: false }).map((s) => s.text)).toEqual(['One.']);
    expect(inForm(sentences, { sentences: null, bullets: 2, plain: false }).map((s) => s.text)).toEqual(['- One.', '- Two.']);
    expect(inForm(sentences, { sentences: null, plain: false })).toHaveLength(3);
  });
});

const MILL = [
  'The Hallam watermill at Oxbridge Ford was rebuilt in 1794 by the millwright Josiah Penrose for the Hallam estate.',
  'Penrose had learned his trade in the Derbyshire cotton mills.',
  'The Hallam watermill ground oats and barley until 1931 and was restored as a working museum in 1988.',
  'Penrose also built the sluice gates downstream. He died in 1823 at Matlock and is buried at Oxbridge Ford.',
  'The estate belonged to Lady Anne Hallam, who paid for the rebuilding. She sold two farms to raise the money and died in 1811.',
].join(' ');

describe('who "he" and "she" are (table)', () => {
  it('the people a text calls he or she, never a place or a thing', () => {
    expect(personsNamed(MILL)).toEqual(['Josiah Penrose', 'Anne Hallam']);
    expect(personsNamed(MILL, 'he')).toEqual(['Josiah Penrose']);
    expect(personsNamed(MILL, 'she')).toEqual(['Anne Hallam']);
    expect(personsNamed('The Oxbridge Ford bridge was widened in 1902. Its span is 14 metres.')).toEqual([]);
  });
  it('the person the research last named', () => {
    const research = 'Who rebuilt the Hallam watermill? The Hallam watermill was rebuilt in 1794 by the millwright Josiah Penrose.';
    expect(lastPersonNamed(research, MILL)).toBe('Josiah Penrose');
    expect(lastPersonNamed(`${research} Lady Anne Hallam paid for it.`, MILL, 'he')).toBe('Josiah Penrose');
    expect(lastPersonNamed(`${research} Lady Anne Hallam paid for it.`, MILL, 'she')).toBe('Anne Hallam');
    expect(lastPersonNamed('What did the mill grind?', MILL)).toBeNull();
  });
  it.each<[string, string]>([
    ['When did he die?', 'When did Josiah Penrose die?'],
    ['Where did he learn his trade?', "Where did Josiah Penrose learn Josiah Penrose's trade?"],
    ['Who trained him?', 'Who trained Josiah Penrose?'],
    ['What did the mill grind?', 'What did the mill grind?'],
  ])('%s → %s', (followUp, resolved) => {
    expect(resolvePersonPronouns(followUp, 'Josiah Penrose')).toBe(resolved);
  });
  it.each<[string, boolean]>([
    ['She sold two farms to raise the money and died in 1811.', false],
    ['He died in 1823 at Matlock.', true],
    ['Penrose also built the sluice gates downstream.', true],
    ['In 1811, he was building sluices.', true],
    ['The estate belonged to Lady Anne Hallam, who paid for the rebuilding.', false],
    ['The mill ground oats and barley.', false],
  ])('asked about Anne Hallam ("she"), %j is about another person: %s', (sentence, other) => {
    expect(aboutOtherPerson(sentence, 'Anne Hallam', 'she', ['Josiah Penrose', 'Anne Hallam'])).toBe(other);
  });

  it('"her" before a content word is possessive, before a stop word it is the person', () => {
    expect(resolvePersonPronouns('What did her brother make?', 'Ada Lind')).toBe("What did Ada Lind's brother make?");
    expect(resolvePersonPronouns('Did anyone pay her in 1850?', 'Ada Lind')).toBe('Did anyone pay Ada Lind in 1850?');
  });
});

let service: RunningService;
const ask = (jobId: string, content: string): Promise<string> => askChat(service, jobId, content);
const sentenceCount = (text: string): number => text.split(/(?<=[.!?])\s+(?=[A-Z-])/).filter(Boolean).length;

describe('chat follow-ups over the HTTP endpoints', () => {
  let jobId = '';
  beforeAll(async () => {
    service = await startLibraryService({
      'hallam-mill.md': `# The Hallam Watermill\n\n${MILL}\n`,
      'river-levels.md': '# River Levels at Oxbridge Ford\n\nThe river at Oxbridge Ford floods most winters, when it rises about two metres above its summer level.\n',
    });
    const job = await waitForJob(service, await createJob(service, { query: 'Who rebuilt the Hallam watermill?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    expect(job.content).toContain('Josiah Penrose');
    jobId = job.id;
  });
  afterAll(async () => {
    await service.close();
  });

  it('"When did he die?" is asked of the person the research named, and cites his death', async () => {
    const reply = await ask(jobId, 'When did he die?');
    expect(reply).toMatch(/died in 1823 at Matlock/);
    expect(reply).not.toMatch(/^That is not in these sources/);
  });

  it('"she" is the woman the research named, not the man: her death, not his', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'Who paid for the rebuilding of the Hallam watermill?', reasoning_loops: 1 }));
    expect(job.content).toContain('Anne Hallam');
    const reply = await ask(job.id, 'When did she die?');
    expect(reply).toMatch(/1811/);
    expect(reply).not.toMatch(/1823/);
  });

  it('"… in one short sentence" gives one cited sentence, for a question and for the answer itself', async () => {
    const question = await ask(jobId, 'When was the mill restored? Answer in one short sentence.');
    expect(question).toMatch(/restored as a working museum in 1988/);
    expect(sentenceCount(question)).toBe(1);
    const summary = await ask(jobId, 'Summarise the answer in one short sentence.');
    expect(sentenceCount(summary)).toBe(1);
    expect(summary).toMatch(/\[1\]\.$/);
  });

  it('"as three bullets" gives at most three bullets, and "in plain words" is not read as a question', async () => {
    const bullets = await ask(jobId, 'Give me the answer as three bullets.');
    const lines = bullets.split('\n').filter((line) => line.startsWith('- '));
    expect(lines.length).toBeGreaterThanOrEqual(1);
    expect(lines.length).toBeLessThanOrEqual(3);
    for (const line of lines) expect(line).toMatch(/^- .*\[\d+\]\.$/);
    // (fewer than three: said in a paragraph of its own, never padded)
    const rest = bullets.split('\n').filter((line) => !line.startsWith('- ') && line !== '');
    expect(rest).toEqual(lines.length < 3 ? [`Quire found ${lines.length === 1 ? 'one point' : `${lines.length} points`} on this in your sources, not 3.`] : []);
    const plain = await ask(jobId, 'Explain it in plain words.');
    expect(plain).not.toMatch(/not in these sources/);
    expect(plain).toMatch(/\[1\]/);
  });

  it('a follow-up the job\'s sources do not cover is not answered from them; the library document that covers it is named for a new research', async () => {
    const reply = await ask(jobId, 'How high does the river rise in winter?');
    expect(reply).toBe('That is not in this research\'s sources, but your library has a document on it that this research did not use: "River Levels at Oxbridge Ford". Start a new research job with this question to use it.');
    expect(reply).not.toMatch(/two metres|\[\d\]/);
  });
});
