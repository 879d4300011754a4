// Headings written as plain lines are headings (src/service/heading-lines.ts, extract.ts): "2. DIFFICULTIES"
// on the line above its section's text opens that section as context and is never glued onto the first
// sentence ("DIFFICULTIES Nine of the…"), nor copied into a subject supplied for "They…" (antecedent.ts).
// The same for a Markdown paragraph with a soft line break after its heading, a numbered Markdown list of
// such sections, and a Markdown or HTML paragraph that is a heading in all but markup. A block of such
// lines with no text under it (a title block, a list of names) stays as it is. The lines, documents and
// questions are written for this test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractDocument, numberedSections } from '../../src/service/extract';
import { blockPieces, headingShape, pseudoHeadingDepths } from '../../src/service/heading-lines';
import type { RunningService } from '../../src/service/server';
import { chunkParagraphs } from '../../src/service/text';
import { createJob, waitForJob, startLibraryService } from './helpers';

describe('headingShape: a line that reads as a heading (table)', () => {
  it.each<[string, string | null, number?]>([
    ['2. DIFFICULTIES', 'numbered', 2],
    ['3.1 Silt Removal', 'numbered', 3],
    ['IV. COSTS', 'numbered', 2],
    ['HOLLINS CANAL LOCK RESTORATION', 'capitals', 2],
    ['PROGRESS NOTE, WINTER 2025', 'capitals', 2],
    ['Volunteers and Funding', 'title', 2],
    ['Background', 'title', 2],
    ['How long will the towpath stay closed?', 'question', 2],
    // running text, a lead-in, a list or a byline: no heading
    ['In 2023 volunteers drained Lock 4.', null],
    ['The gates were fitted in', null],
    ['Lock keepers on the Hollins Canal', null],
    ['Costs:', null],
    ['- oak gates', null],
    ['By Ruth Ambler', null],
    ['Home | Visit | Events', null],
    ['1. Drain the chamber before you lift the gates', null],
    ['1. Drain the chamber. Then lift the gates.', null],
    ['Is it open? Ask the lock keeper', null],
    ['2025', null],
  ])('%j → %s', (line, form, depth) => {
    const shape = headingShape(line);
    expect(shape?.form ?? null).toBe(form);
    if (depth !== undefined) expect(shape?.depth).toBe(depth);
  });
});

describe('blockPieces: headings taken out of a block of lines (table)', () => {
  const pieces = (lines: string[], next?: string[]): string[] => blockPieces(lines, next).map((p) => ('heading' in p ? `#${p.heading.depth} ${p.heading.text}` : p.text));
  it.each<[string, string[], string[] | undefined, string[]]>([
    ['a numbered heading over its text', ['2. DIFFICULTIES', 'Nine coping stones cracked.'], undefined, ['#2 2. DIFFICULTIES', 'Nine coping stones cracked.']],
    ['two headings, the second nested', ['PART TWO', 'Costs', 'The gates cost £18,000.'], undefined, ['#2 PART TWO', '#3 Costs', 'The gates cost £18,000.']],
    ['a heading after a finished sentence', ['The gates were fitted.', 'NEXT STEPS', 'We reopen in June.'], undefined, ['The gates were fitted.', '#2 NEXT STEPS', 'We reopen in June.']],
    ['a title-case line inside a wrapped sentence stays text', ['The stone came from', 'Settle Quarry Company', 'Limited, near the river.'], undefined, ['The stone came from Settle Quarry Company Limited, near the river.']],
    ['text that goes on in lower case is no heading', ['SILT', 'removed by hand in 2023.'], undefined, ['SILT removed by hand in 2023.']],
    ['a block of names alone stays as it is', ['Ruth Ambler', 'Tomas Ward'], ['Ivy Lane', 'Hollins'], ['Ruth Ambler Tomas Ward']],
    ['a heading alone in its block, text in the next', ['1. OVERVIEW'], ['In 2023 volunteers drained Lock 4.'], ['#2 1. OVERVIEW']],
    ['a heading alone with no text after it', ['1. OVERVIEW'], undefined, ['1. OVERVIEW']],
  ])('%s', (_name, lines, next, expected) => {
    expect(pieces(lines, next)).toEqual(expected);
  });
});

describe('pseudoHeadingDepths: Markdown/HTML paragraphs that are headings in all but markup (table)', () => {
  it.each<[string, { text: string; lines?: boolean }[], number[]]>([
    ['capitals over text, under a real h2', [{ text: '## Work done' }, { text: 'DIFFICULTIES' }, { text: 'Nine stones cracked.' }], [0, 3, 0]],
    ['a question over its answer', [{ text: 'Can dogs walk the towpath?' }, { text: 'Yes, on a lead.' }], [2, 0]],
    ['a numbered heading over a list', [{ text: '2. TOOLS' }, { text: '- a spade\n- a bucket', lines: true }], [2, 0]],
    ['title case alone is a caption or a byline here', [{ text: 'Photo Ruth Ambler' }, { text: 'The gates were fitted.' }], [0, 0]],
    ['capitals with nothing after them (a footer)', [{ text: 'The gates were fitted.' }, { text: 'HOLLINS CANAL TRUST' }], [0, 0]],
  ])('%s', (_name, paragraphs, expected) => {
    expect(pseudoHeadingDepths(paragraphs)).toEqual(expected);
  });
});

describe('numberedSections: a numbered Markdown list of heading lines over text (table)', () => {
  it.each<[string[], string[] | null]>([
    [['OVERVIEW\nLock 4 was drained.', 'DIFFICULTIES\nNine stones cracked.'], ['## 1. OVERVIEW', 'Lock 4 was drained.', '## 2. DIFFICULTIES', 'Nine stones cracked.']],
    [['Drain the chamber.', 'Lift the gates.'], null],
    [['OVERVIEW\nLock 4 was drained.', 'Lift the gates.'], null],
  ])('%j → %j', (items, expected) => {
    expect(numberedSections(items, 1)?.map((s) => s.text) ?? null).toEqual(expected);
  });
});

const REPORT = `HOLLINS CANAL LOCK RESTORATION
PROGRESS NOTE, WINTER 2025

1. OVERVIEW
In 2023 volunteers drained Lock 4 on the Hollins Canal and removed 140 tonnes of silt from its chamber. The new oak gates were fitted in March 2025.

2. DIFFICULTIES
Nine of the original coping stones cracked during the frost of January 2024, when water froze in their joints. They were replaced with granite from a quarry near Settle, which has not cracked since. Vandals damaged a balance beam once.

3. NEXT STEPS
We will reopen the towpath beside the lock in June.
`;

describe('extraction: heading lines in text, Markdown and HTML', () => {
  it('a .txt report: its numbered capital headings open their sections', async () => {
    const doc = await extractDocument(Buffer.from(REPORT), 'hollins-lock.txt');
    expect(doc.paragraphs).toContain('## 2. DIFFICULTIES');
    expect(chunkParagraphs(doc.paragraphs)).toContain(
      '## 2. DIFFICULTIES\nNine of the original coping stones cracked during the frost of January 2024, when water froze in their joints. They were replaced with granite from a quarry near Settle, which has not cracked since. Vandals damaged a balance beam once.',
    );
    // the title block has no text under it: it stays one line, never a heading of the overview
    expect(doc.paragraphs[0]).toBe('HOLLINS CANAL LOCK RESTORATION PROGRESS NOTE, WINTER 2025');
  });
  it('Markdown: a soft line break after a heading line, and a numbered list of sections', async () => {
    const soft = await extractDocument(Buffer.from('# Lock 4\n\nDIFFICULTIES\nNine coping stones cracked in the frost.\n'), 'lock.md');
    expect(soft.paragraphs).toEqual(['## DIFFICULTIES', 'Nine coping stones cracked in the frost.']);
    const listed = await extractDocument(Buffer.from('# Lock 4\n\n1. OVERVIEW\nLock 4 was drained in 2023.\n2. DIFFICULTIES\nNine coping stones cracked in the frost.\n'), 'lock.md');
    expect(listed.paragraphs).toEqual(['## 1. OVERVIEW', 'Lock 4 was drained in 2023.', '## 2. DIFFICULTIES', 'Nine coping stones cracked in the frost.']);
  });
  it('HTML: a line in capitals before <br>, and a bold question in a paragraph of its own', async () => {
    const html = '<html><body><h1>Lock 4</h1><h2>Work</h2><p>DIFFICULTIES<br>Nine coping stones cracked in the frost.</p><p><b>Can dogs walk the towpath?</b></p><p>Yes, on a lead.</p><footer>HOLLINS CANAL TRUST</footer></body></html>';
    const doc = await extractDocument(Buffer.from(html), 'lock.html');
    // (the footer is the page's chrome, no text: page-structure.ts)
    expect(doc.paragraphs).toEqual(['## Work', '### DIFFICULTIES', 'Nine coping stones cracked in the frost.', '### Can dogs walk the towpath?', 'Yes, on a lead.']);
  });
});

describe('over the real service: a plain-text report with numbered capital headings', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService({
      'hollins-lock.txt': REPORT,
    });
  });
  afterAll(async () => {
    await service.close();
  });
  it('no heading word is glued onto a cited sentence or into a supplied subject', async () => {
    for (const query of ['Why did the coping stones on Lock 4 crack?', 'What were the coping stones replaced with?', 'How much silt was taken out of Lock 4?']) {
      const job = await waitForJob(service, await createJob(service, { query, reasoning_loops: 1 }));
      expect(job.status).toBe('completed');
      expect(job.content).toMatch(/coping stones|silt/);
      expect(job.content, query).not.toMatch(/OVERVIEW|DIFFICULTIES|NEXT STEPS/);
    }
  });
  it('the sentence after the heading leads the answer on its own', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'Why did the coping stones on Lock 4 crack?', reasoning_loops: 1 }));
    expect(job.content).toMatch(/(?:^|: )Nine of the original coping stones cracked during the frost of January 2024/m);
  });
});
