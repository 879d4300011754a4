// A run of points from one source names its title once (src/service/attribution.ts withoutTitleAgain, compose.ts):
// 'The authors of "T" set… The authors of "T" counted…' reads 'The authors of "T" set… The authors counted…'; an
// 'According to "T", …' keeps its title (its "their" would otherwise point at nothing named). Each cited sentence
// keeps the full attribution for a reply that quotes it alone. Table tests on sentences written here, then a
// composed answer over a diary written here.
import { describe, expect, it } from 'vitest';
import { withoutTitleAgain } from '../../src/service/attribution';
import { compose } from '../../src/service/compose';
import { extractDocument } from '../../src/service/extract';
import { chunkParagraphs } from '../../src/service/text';

describe('withoutTitleAgain', () => {
  it.each<[string, string]>([
    ['The authors of "Otter survey, Lune" found spraints under both bridges.', 'The authors found spraints under both bridges.'],
    ['The author of "Otter survey, Lune" waded the ford at dawn.', 'The author waded the ford at dawn.'],
    ['In "Otter survey, Lune", the authors\' camera failed twice.', 'The authors\' camera failed twice.'],
    ['In "Otter survey, Lune", the author writes that yesterday they saw a cub.', 'The author writes that yesterday they saw a cub.'],
    ['According to "Otter survey, Lune", most of their records come from May.', 'According to "Otter survey, Lune", most of their records come from May.'],
    ['Otters hold territories of up to 20 km of river.', 'Otters hold territories of up to 20 km of river.'],
  ])('%s', (sentence, again) => {
    expect(withoutTitleAgain(sentence, 'Otter survey, Lune')).toBe(again);
  });
});

const DIARY = `# Bat walk notes, Stainby Copse

We walked the copse edge with two detectors from 21:10 until midnight. We logged 64 passes of common pipistrelle and 9 of noctule.

We also heard a brown long-eared bat near the old chapel. We will repeat the walk in late August.
`;

describe('a composed answer names its source once per run', () => {
  it('the second and later first-person points of the same diary say "the authors" without the title', async () => {
    const doc = await extractDocument(Buffer.from(DIARY), 'bats.md');
    const passages = chunkParagraphs(doc.paragraphs).map((text) => ({ documentId: 'bats', text }));
    const answer = compose('What bats were recorded on the walk at Stainby Copse?', passages, new Map([['bats', { title: doc.title ?? 'bats', url: '' }]]));
    const titled = answer.content.match(/"Bat walk notes, Stainby Copse"/g) ?? [];
    expect(answer.sentences.filter((s) => s.text.includes('"Bat walk notes, Stainby Copse"')).length).toBeGreaterThan(1);
    expect(titled.length).toBe(1);
    expect(answer.content).toMatch(/\bThe authors (?:logged|also heard|walked)/);
  });
});
