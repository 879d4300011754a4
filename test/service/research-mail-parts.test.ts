// A saved e-mail read into its parts (src/service/page-structure.ts): the header block wherever its subject line
// stands, the subject as the mail's title, a sign-off that is no fixed phrase ("Happy paddling," over the writer's
// name) with the signature under it, and quoted mail the writer answers below it (an inline reply: the message
// answered) kept, while quoted history under a reply stays out. Then, over the real service, a question asked in the
// quoted message's words is answered from the reply, and no note says a word is unused that a page's link or
// quoted mail holds (src/service/compose.ts: notes on unused words are checked against the library's saved forms).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answeredBelow, mailSubject, opensSignOff, plainBody } from '../../src/service/page-structure';
import { extractDocument } from '../../src/service/extract';
import { postHead } from '../../src/service/writer-role';
import type { RunningService } from '../../src/service/server';
import { createJob, startLibraryService, waitForJob } from './helpers';

const CANOE_MAIL = `Subject: Re: Paddlers' news - autumn
From: Gwen Hartley <gwen@riverbend-paddlers.example>

Hello all,

The autumn river clean-up starts at the slipway at 10am on Saturday 4 October; gloves and bags are provided.

> On 12 September, Tomasz wrote:
> Is the winter pool session going ahead this year?

Yes Tomasz, the pool sessions return on Thursday 6 November at Millbrook Leisure Centre, 7pm to 8pm.

Happy paddling,
Gwen Hartley
Membership Secretary, Riverbend Paddlers
Sent from my tablet
`;

const TOP_POSTED = `From: Gwen Hartley <gwen@riverbend-paddlers.example>

The club boats are stored in the north shed from November.

Gwen

On 2 Oct 2026, at 08:15, Ravi Patel <ravi@example.org> wrote:
> Where are the club boats kept in winter? Someone said the boathouse loft.
`;

const RECIPE_PAGE = `<html><head><title>Barley risotto | Orchard Kitchen</title></head><body>
<nav>Recipes | About | Contact</nav>
<h1>Barley risotto</h1>
<p>Toast the pearl barley in butter for two minutes before adding hot stock a ladle at a time.</p>
<p>The risotto is ready after about 35 minutes, when the grains are soft but still hold their shape.</p>
<aside>More like this: Parsnip and chestnut gratin | Quick spelt salad</aside>
</body></html>
`;

describe('mail parts (table)', () => {
  it.each<[string, string | null]>([
    ["Subject: Re: Paddlers' news - autumn\nFrom: Gwen <gwen@x.example>\n\nHello", "Paddlers' news - autumn"],
    ['From: Gwen <gwen@x.example>\nTo: Committee\nSubject: Fwd: RE: Boat trailer\n\nText', 'Boat trailer'],
    // a line "Subject: …" in running text, with no From: beside it, is no mail's subject
    ['Subject: photosynthesis\n\nPlants make sugar from light.', null],
    ['Plain notes with no header.', null],
  ])('mailSubject(%j) → %s', (text, subject) => {
    expect(mailSubject(text)).toBe(subject);
  });

  it.each<[string, string, boolean]>([
    ['Happy paddling,', 'Gwen Hartley', true],
    ['See you on the water,', 'Tom', true],
    // a sentence that runs on, or a next line that is no name alone
    ['The boats, the paddles,', 'and the buoyancy aids are checked.', false],
    ['Happy paddling,', 'the pool opens at 7pm', false],
    ['We meet at 7, 8 or 9,', 'Gwen Hartley', false],
  ])('opensSignOff(%s, %s) → %s', (line, next, opens) => {
    expect(opensSignOff(line, next)).toBe(opens);
  });

  it('a quote answered below it is the message answered; quoted history under a reply is not', () => {
    const inline = CANOE_MAIL.split('\n');
    expect(answeredBelow(inline, inline.findIndex((l) => l.startsWith('> Is the winter')))).toBe(true);
    const top = TOP_POSTED.split('\n');
    expect(answeredBelow(top, top.findIndex((l) => l.startsWith('> Where are')))).toBe(false);
  });

  it('plainBody: the header block whatever its order, the sign-off block, an inline quote kept unquoted', () => {
    const body = plainBody(CANOE_MAIL, (line) => postHead(line) !== null);
    expect(body).not.toMatch(/Subject:|Hello all|Happy paddling|Membership Secretary|Sent from my tablet/);
    expect(body).toContain('From: Gwen Hartley');
    expect(body).toMatch(/^Is the winter pool session going ahead this year\?$/m);
    expect(body).toContain('Yes Tomasz, the pool sessions return');
    expect(plainBody(TOP_POSTED, (line) => postHead(line) !== null)).not.toMatch(/boathouse loft/);
  });

  it('a saved e-mail is titled by its subject; its quoted question stands apart from the reply', async () => {
    const doc = await extractDocument(Buffer.from(CANOE_MAIL), 'paddlers.txt');
    expect(doc.title).toBe("Paddlers' news - autumn");
    expect(doc.paragraphs.some((p) => /Subject:|Happy paddling/.test(p))).toBe(false);
    expect(doc.paragraphs.findIndex((p) => /going ahead this year/.test(p))).toBeLessThan(doc.paragraphs.findIndex((p) => /^Yes Tomasz/.test(p)));
  });
});

describe('answers over the real service: mail and page parts', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService({ 'paddlers.txt': CANOE_MAIL, 'boats.txt': TOP_POSTED, 'risotto.html': RECIPE_PAGE });
  });
  afterAll(async () => {
    await service.close();
  });

  it('a question in the quoted message words is answered from the reply below it', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'Is the winter pool session going ahead this year?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    expect(job.content).toContain('6 November');
    expect(job.content).not.toMatch(/uses the word|Sent from my tablet|Membership Secretary/);
  });

  it('quoted history under a reply is still never cited', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'Where are the club boats kept in winter?', reasoning_loops: 1 }));
    expect(job.content).toContain('north shed');
    expect(job.content).not.toMatch(/boathouse loft/);
  });

  it('a word only a page link holds is never said to be used by no source', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'What temperature did they use for the parsnip risotto?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    expect(job.content).not.toMatch(/uses the words? [^.]*"parsnip"/);
    expect(job.content).not.toMatch(/\[1\]/);
  });
});
