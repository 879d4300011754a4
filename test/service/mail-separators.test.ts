// @vitest-environment node
// page-structure.ts plainBody over saved mail: an Outlook "-----Original Message-----" separates the earlier message
// (its From: head kept on a line of its own, not joined to the separator), the writer's name closing a message is left
// out (never read as a heading), and a header block with a Subject: and another field but no From: is a header block
// (so the mail is titled by its subject).
import { describe, expect, it } from 'vitest';
import { closesMessage, mailSubject, plainBody } from '../../src/service/page-structure';
import { extractDocument } from '../../src/service/extract';
import { postHead } from '../../src/service/writer-role';

const body = (mail: string): string => plainBody(mail, (line) => postHead(line) !== null).split('\n').map((l) => l.trim()).filter((l) => l !== '').join('|');

describe('mail separators, closing names and header blocks', () => {
  it.each<[string, string]>([
    ['From: Jane Rowe <jane@example.com>\nSent: 6 May 2025 09:14\nSubject: RE: Ride\n\nThe ride starts at 8am.\n\nJane\n\n-----Original Message-----\nFrom: Tom Hale <tom@example.com>\nSubject: Ride\n\nThe bridge is shut until 20 June.\n\nTom\n', 'From: Jane Rowe <jane@example.com>|The ride starts at 8am.|From: Tom Hale <tom@example.com>|The bridge is shut until 20 June.'],
    ['From: Ann <ann@x.org>\n\nYes, Friday.\n\nAnn\n---------- Forwarded message ---------\nFrom: Bo <bo@x.org>\n\nThe van comes at noon.\n', 'From: Ann <ann@x.org>|Yes, Friday.|From: Bo <bo@x.org>|The van comes at noon.'],
    // a name alone inside the text, over more of it, is no closing name
    ['From: Ann <ann@x.org>\n\nThe speakers are:\n\nTom Hale\n\nHe talks at noon.\n', 'From: Ann <ann@x.org>|The speakers are:|Tom Hale|He talks at noon.'],
  ])('plainBody(%j)', (mail, kept) => {
    expect(body(mail)).toBe(kept);
  });

  it.each<[string[], number, boolean]>([
    [['The ride starts at 8am.', '', 'Jane', '', '-----Original Message-----'], 2, true],
    [['The ride starts at 8am.', '', 'Jane'], 2, true],
    [['Jane', 'runs the ride.'], 0, false],
    [['the ride', ''], 0, false],
  ])('closesMessage(%j, %i) → %s', (lines, index, closes) => {
    expect(closesMessage(lines, index, lines[index] ?? '')).toBe(closes);
  });

  it('a header block with Subject: and Date: but no From: titles the mail and is left out of its text', async () => {
    const text = 'Subject: Boiler service\nDate: 3 March 2025\n\nThe engineer condemned the boiler on safety grounds.\n';
    expect(mailSubject(text)).toBe('Boiler service');
    const doc = await extractDocument(Buffer.from(text), 'boiler.txt');
    expect(doc.title).toBe('Boiler service');
    expect(doc.paragraphs).toEqual(['The engineer condemned the boiler on safety grounds.']);
    // one subject line alone is still no header block
    expect(mailSubject('Subject: photosynthesis\n\nPlants make sugar from light.')).toBeNull();
  });
});
