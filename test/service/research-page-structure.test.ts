// A saved page is read into its parts before anything else (src/service/page-structure.ts, used by extract.ts and
// writer-role.ts): its body text apart from nav, footer, aside, banners, breadcrumbs, link bars, button rows,
// greetings, sign-offs, signatures and quoted mail; a dated post head ("ripple_tank (3 March 2026, 08:12)") or a mail
// head opens its post. Table tests over the pure decisions, extraction of saved pages written here, then answers
// over the real service; then what a thread settled (src/service/thread-outcome.ts): the original poster's report back
// and the reply it bears out, which leads a why or what-caused answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { breadcrumbSteps, datedPostHead, isButtonRow, isChromeElement, isChromeText, isGreeting, isLinkBar, isSignOff, mailHead, pageTitle, plainBody } from '../../src/service/page-structure';
import { extractDocument } from '../../src/service/extract';
import { postHead, postsOf, type Post } from '../../src/service/writer-role';
import { asksCauseOrFix, settledLead, threadOutcome } from '../../src/service/thread-outcome';
import type { RunningService } from '../../src/service/server';
import { createJob, startLibraryService, waitForJob } from './helpers';

describe('post and mail heads (table)', () => {
  it.each<[string, string | null]>([
    ['ripple_tank (3 March 2026, 08:12)', 'ripple_tank'],
    ['DrCaridina [moderator] (10 March 2026, 19:34)', 'DrCaridina'],
    ['beth_and_molly (posted 14 October 2025)', 'beth_and_molly'],
    ['HoundMum · 2 days ago', 'HoundMum'],
    ['Helen Marsh (12/04/2025 21:10)', 'Helen Marsh'],
    // a calendar or structure word over a dated section names no writer
    ['Monday (3 March 2026)', null],
    ['Update (10 March 2026)', null],
    ['Spring (March 2025)', null],
    // no date: a line of text, not a head
    ['Tap water (treated)', null],
    ['The committee met (as usual) and agreed the budget.', null],
  ])('datedPostHead(%s) → %s', (line, writer) => {
    expect(datedPostHead(line)).toBe(writer);
  });

  it.each<[string, string | null]>([
    ['On Tue, 3 Mar 2026 at 09:12, Sam Lee <sam.lee@example.org> wrote:', 'Sam Lee'],
    ['On 4 March 2026, at 18:40, Priya Nair wrote:', 'Priya Nair'],
    ['From: Sam Lee <sam.lee@example.org>', 'Sam Lee'],
    ['From: facilities@example.org', 'facilities@example.org'],
    ['From the archive: the 1952 flood', null],
    ['On balance, the trial wrote off its losses.', null],
  ])('mailHead(%s) → %s', (line, writer) => {
    expect(mailHead(line)).toBe(writer);
  });

  it('postHead reads dated and mail heads too, and postsOf splits a thread by them', () => {
    expect(postHead('KarlB (3 March 2026, 09:05)')).toBe('KarlB');
    const thread = 'kiln_kate (2 May 2025, 10:00)\nMy glaze crawls.\n\nmudlark (2 May 2025, 11:30)\nDust on the bisque.\n\nkiln_kate (9 May 2025, 08:15)\nUpdate: wiping the bisque fixed it.';
    const posts = postsOf(thread);
    expect(posts.map((p) => p.writer)).toEqual(['kiln_kate', 'mudlark', 'kiln_kate']);
    expect(posts[2]?.original).toBe(true);
  });
});

describe('page chrome (table)', () => {
  it.each<[string, string[] | null]>([
    ['AquaKeepers Forum > Invertebrates > Cherry shrimp dying after water change, help!', ['AquaKeepers Forum', 'Invertebrates', 'Cherry shrimp dying after water change, help!']],
    ['Home » Guides » Pruning roses', ['Home', 'Guides', 'Pruning roses']],
    ['Home / Care', ['Home', 'Care']],
    // comparisons and fractions are no breadcrumb
    ['if the reading is > 5 and the flow > 3 litres', null],
    ['Sales rose from 3 / 4 to 5 / 6 of the market.', null],
  ])('breadcrumbSteps(%s)', (line, steps) => {
    expect(breadcrumbSteps(line)).toEqual(steps);
  });

  it('a title that is a breadcrumb is its last step', () => {
    expect(pageTitle('Home > Guides > Care')).toBe('Care');
    expect(pageTitle('Pruning roses: a guide')).toBe('Pruning roses: a guide');
  });

  it.each<[string, boolean]>([
    ['Home | Local | Weather', true],
    ['News · Sport · What’s on · Contact', true],
    ['Tides | 3 March 2026 | High water 06:12', false],
    ['We met at 7pm | the hall was full | it was a good night.', false],
  ])('isLinkBar(%s) → %s', (line, bar) => {
    expect(isLinkBar(line)).toBe(bar);
  });

  it.each<[string, boolean]>([
    ['Reply · Quote · Report', true],
    ['Like (3) Reply Share', true],
    ['Share: Facebook | X | Email', true],
    ['Reply to the council by Friday.', false],
  ])('isButtonRow(%s) → %s', (line, row) => {
    expect(isButtonRow(line)).toBe(row);
  });

  it.each<[string, boolean]>([
    ['We use cookies to improve your experience. Accept all or manage preferences.', true],
    ['© 2026 Harwick Gazette. All rights reserved.', true],
    ['Was this answer helpful?', true],
    ['Hi all,', true],
    ['Dear Ms Okafor,', true],
    ['Many thanks, Sam', true],
    ['Best wishes, Amira Patel', true],
    ['Cheers', true],
    // body text
    ['Best practice is to rinse the filter monthly.', false],
    ['Thanks to the volunteers, the path reopened in May.', false],
    ['Morning frost damages young shoots.', false],
    ['Cookies baked at 180 °C take twelve minutes.', false],
  ])('isChromeText(%s) → %s', (text, chrome) => {
    expect(isChromeText(text)).toBe(chrome);
  });

  it('greetings and sign-offs', () => {
    expect(isGreeting('Hello everyone!')).toBe(true);
    expect(isGreeting('Hello is the first word babies learn.')).toBe(false);
    expect(isSignOff('Kind regards,')).toBe(true);
    expect(isSignOff('Regards to the weather, nothing changed.')).toBe(false);
  });

  it.each<[string, { name: string; value: string }[], boolean]>([
    ['nav', [], true],
    ['footer', [], true],
    ['aside', [], true],
    ['div', [{ name: 'class', value: 'cookie-banner' }], true],
    ['div', [{ name: 'class', value: 'share-buttons' }], true],
    ['ol', [{ name: 'class', value: 'breadcrumb' }], true],
    ['section', [{ name: 'id', value: 'related-articles' }], true],
    ['div', [{ name: 'role', value: 'navigation' }], true],
    ['div', [{ name: 'class', value: 'post-body' }], false],
    ['article', [], false],
    ['header', [], false],
  ])('isChromeElement(%s, %j) → %s', (tag, attrs, chrome) => {
    expect(isChromeElement(tag, attrs)).toBe(chrome);
  });

  it('plainBody leaves out quoted mail, header fields and the signature', () => {
    const mail = ['From: Priya Nair <priya@example.org>', 'Sent: 4 March 2026 18:40', 'To: Allotment committee', 'Subject: Water butts', '', 'Hi all,', '', 'The new water butts arrive on Friday.', '', 'Cheers, Priya', '--', 'Priya Nair | Plot 14 | 07700 900123', '', 'On 3 Mar 2026, at 09:12, Sam Lee <sam@example.org> wrote:', '> When do the butts arrive?'].join('\n');
    const body = plainBody(mail, (line) => postHead(line) !== null);
    expect(body).toContain('The new water butts arrive on Friday.');
    expect(body).toContain('From: Priya Nair');
    expect(body).not.toMatch(/Sent:|To: Allotment|Subject:|Hi all|Cheers|Plot 14|When do the butts/);
  });
});

const BAKERY_PAGE = `<!doctype html>
<html><head><title>Home &gt; Baking guides &gt; Why sourdough needs a long proof</title></head>
<body>
<div class="cookie-banner">We use cookies to make this site work. <button>Accept all</button> <button>Manage preferences</button></div>
<header><a href="/">Crumb &amp; Crust</a>
<nav><a href="/">Home</a> | <a href="/guides">Guides</a> | <a href="/shop">Shop</a> | <a href="/contact">Contact</a></nav></header>
<ol class="breadcrumb"><li>Home</li><li>Baking guides</li><li>Sourdough proofing</li></ol>
<article>
<h1>Why sourdough needs a long proof</h1>
<p>Wild yeast works far more slowly than baker's yeast, so a sourdough loaf needs eight to twelve hours to rise at room temperature.</p>
<p>During the long proof, lactic acid bacteria sour the dough and break down some of the gluten, which gives the crumb its open texture.</p>
<div class="share-buttons">Share: <a>Facebook</a> | <a>X</a> | <a>Email</a></div>
</article>
<aside><h2>Related articles</h2><ul><li><a>Ten rye breads to try</a></li><li><a>Our favourite bread tins</a></li></ul></aside>
<footer>© 2026 Crumb &amp; Crust · <a>Privacy</a> · <a>Terms</a></footer>
</body></html>
`;

const KILN_THREAD = `Potters' Corner > Glazes > Glaze crawling on my mugs, any ideas?

kiln_kate (2 May 2025, 10:00)
My celadon glaze has started crawling on every mug: bare patches where it pulled back from the clay. Same glaze and firing schedule as last year. Any ideas?

mudlark (2 May 2025, 11:30)
Probably the glaze is too thick. Thin it with water until it is like single cream.

SlipAndSlide [moderator] (2 May 2025, 14:05)
Crawling usually means dust or grease on the bisque. Glaze will not stick to a dusty surface, so wipe every piece with a damp sponge before glazing.

kiln_kate (9 May 2025, 08:15)
Update: wiping the bisque with a damp sponge fixed it. The new shed is much dustier than the old studio, and the last two firings came out with no crawling at all.

Like · Reply · Report
`;

const BUTTS_MAIL = `From: Priya Nair <priya@example.org>
Sent: 4 March 2026 18:40
To: Allotment committee
Subject: Re: Water butts

Hi all,

The six new water butts will be delivered on Friday 13 March and go beside the north gate. Each holds 200 litres.

Cheers, Priya
--
Priya Nair | Plot 14 | Hexley Allotment Society

On 3 Mar 2026, at 09:12, Sam Lee <sam@example.org> wrote:
> When do the water butts arrive, and where will they go? I heard they would go by the shed.
`;

describe('saved pages as extracted', () => {
  it('an HTML page: body paragraphs only, titled by the last step of its breadcrumb', async () => {
    const doc = await extractDocument(Buffer.from(BAKERY_PAGE), 'sourdough.html');
    expect(doc.title).toBe('Why sourdough needs a long proof');
    const text = doc.paragraphs.join('\n');
    expect(text).toContain('Wild yeast works far more slowly');
    expect(text).not.toMatch(/cookies|Accept all|Guides \| Shop|Facebook|Ten rye breads|Privacy|©/);
  });

  it('a forum thread as text: post heads are paragraphs of their own, the breadcrumb titles it', async () => {
    const doc = await extractDocument(Buffer.from(KILN_THREAD), 'kiln-thread.txt');
    expect(doc.title).toBe('Glaze crawling on my mugs, any ideas?');
    expect(doc.paragraphs).toContain('SlipAndSlide [moderator] (2 May 2025, 14:05)');
    expect(doc.paragraphs.some((p) => /^Crawling usually means/.test(p))).toBe(true);
    expect(doc.paragraphs.join('\n')).not.toMatch(/Like · Reply|Potters' Corner > Glazes >/);
  });

  it('an e-mail: no header fields, greeting, sign-off, signature or quoted text', async () => {
    const doc = await extractDocument(Buffer.from(BUTTS_MAIL), 'butts.txt');
    const text = doc.paragraphs.join('\n');
    expect(text).toContain('The six new water butts will be delivered on Friday 13 March');
    expect(text).not.toMatch(/Sent:|To: Allotment|Hi all|Cheers|Plot 14|by the shed/);
  });
});

describe('answers over the real service: saved pages', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService({ 'sourdough.html': BAKERY_PAGE, 'kiln-thread.txt': KILN_THREAD, 'butts.txt': BUTTS_MAIL });
  });
  afterAll(async () => {
    await service.close();
  });

  it('a thread is answered from its posts, never with a post head or the breadcrumb glued into a sentence', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'Why was the celadon glaze crawling on the mugs?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    expect(job.content).toMatch(/\[1\]/);
    expect(job.content).not.toMatch(/\(\d+ May 2025, \d\d:\d\d\)|Potters' Corner|Glazes >/);
  });

  it('a page is answered from its body, never from its banner, nav or footer', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'How long does a sourdough loaf need to rise?', reasoning_loops: 1 }));
    expect(job.content).toContain('eight to twelve hours');
    expect(job.content).not.toMatch(/cookies|Privacy|Home \|/);
  });

  it('an e-mail is answered from its body, not from the quoted question', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'Where will the new water butts go?', reasoning_loops: 1 }));
    expect(job.content).toContain('north gate');
    expect(job.content).not.toMatch(/by the shed|Plot 14/);
  });
});

describe('what a thread settled (table)', () => {
  const post = (writer: string, text: string, original = false): Post => ({ writer, text, original });
  const shrimp = [
    post('op', 'Six fish died the morning after a big water change with tap water. What went wrong?', true),
    post('a', 'A big change is too much. Change less each week.'),
    post('b', 'Check your tap water for zinc. Zinc from old galvanised pipes is toxic, so run the tap first.'),
    post('op', 'Thanks, the pipes are old.', true),
    post('op', 'Update: the zinc test showed a high level in the first water from the tap and none after running it. No more deaths since.', true),
  ];
  const stove = [
    post('op', 'The glass goes black and there is a tarry smell. The logs were cut in spring.', true),
    post('a', 'That is wet wood. Wet wood leaves tar on the glass. Buy a moisture meter.'),
    post('b', 'Logs need a year split and stacked under cover.'),
    post('op', 'Update: bought kiln-dried logs and the glass stays clean. The rest is stacked for next year.', true),
  ];

  it('the outcome is the original poster reporting back; the reply it bears out is the confirmed one', () => {
    const settled = threadOutcome(shrimp);
    expect(settled?.outcome).toBe(shrimp[4]);
    expect(settled?.confirmed).toBe(shrimp[2]);
    expect(settled?.shared).toContain('zinc');
  });

  it('two words said in passing bear out no reply', () => {
    expect(threadOutcome(stove)?.confirmed ?? null).toBeNull();
  });

  it('no report back, or no thread: no outcome', () => {
    expect(threadOutcome(shrimp.slice(0, 4))).toBeNull();
    expect(threadOutcome([])).toBeNull();
  });

  it.each<[string, string, boolean]>([
    ['My fish started dying after a water change. What could have caused it?', 'what', true],
    ['Why is the stove glass black?', 'why', true],
    ['What fixed it in the end?', 'what', true],
    ["What's the cause of the black glass?", 'what', true],
    ['How much does a test kit cost?', 'what', false],
  ])('asksCauseOrFix(%s) → %s', (query, kind, asks) => {
    expect(asksCauseOrFix(query, kind)).toBe(asks);
  });

  it('settledLead: the confirmed reply leads, a statement before an instruction, the report next', () => {
    const units = [
      { documentId: 'd', sentences: ['A big change is too much.'], score: 5 },
      { documentId: 'd', sentences: ['Check your tap water for zinc.'], score: 3 },
      { documentId: 'd', sentences: ['Zinc from old galvanised pipes is toxic, so run the tap first.'], score: 2 },
      { documentId: 'd', sentences: ['Update: the zinc test showed a high level in the first water from the tap and none after running it.'], score: 1 },
    ];
    const picked = settledLead(units[0] as (typeof units)[number], units, 'What could have caused it?', 'what', () => shrimp, (s) => /^Check\b/.test(s));
    // (the first statement of the reply that names the point: "Zinc from old galvanised pipes…", not the instruction before it)
    expect(picked?.lead).toBe(units[2]);
    expect(picked?.outcome).toBe(units[3]);
    expect(settledLead(units[0] as (typeof units)[number], units, 'How much is a test kit?', 'what', () => shrimp, () => false)).toBeNull();
  });
});

describe('answers over the real service: what a thread settled', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService({ 'kiln-thread.txt': KILN_THREAD });
  });
  afterAll(async () => {
    await service.close();
  });

  it('asked why, the reply the original poster bore out leads, not the first guess', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'My celadon glaze keeps crawling on my mugs. What could have caused it?', reasoning_loops: 1 }));
    const lead = (job.content ?? '').split('\n\n')[0] ?? '';
    expect(lead).toMatch(/dust|bisque/i);
    expect(lead).not.toMatch(/too thick/);
    expect(job.content).toMatch(/fixed it|no crawling/);
  });
});

describe('an e-mail with a quoted reply is one message, not a thread', () => {
  it('postsOf: a head whose quoted text is left out is no post', async () => {
    const doc = await extractDocument(Buffer.from(BUTTS_MAIL), 'butts.txt');
    expect(postsOf(doc.paragraphs.join('\n\n'))).toEqual([]);
  });
});
