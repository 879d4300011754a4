// Notes checked before they are said (src/service/note-check.ts, compose.ts): an answer that gives what a question
// asks in other words carries no note that "none of your sources uses" the question's word for it (a fraction asked,
// "one in five" given; the verb of the duration asked, "train", where the source gives the apprenticeship's years; a
// synonym the answer uses; a word of a statement before the question; half of a two-word verb), while a word the
// answer does not speak to stays named. Variants written here, in varied wording, over documents written here.
import { describe, expect, it } from 'vitest';
import { compose } from '../../src/service/compose';
import { extractDocument } from '../../src/service/extract';
import { chunkParagraphs } from '../../src/service/text';

async function answer(query: string, documents: Record<string, string>): Promise<string> {
  const passages: { documentId: string; text: string }[] = [];
  const meta = new Map<string, { title: string; url: string }>();
  for (const [name, text] of Object.entries(documents)) {
    const doc = await extractDocument(Buffer.from(text), name);
    passages.push(...chunkParagraphs(doc.paragraphs).map((t) => ({ documentId: name, text: t })));
    meta.set(name, { title: doc.title ?? name, url: '' });
  }
  return compose(query, passages, meta).content;
}

const KEEPERS = {
  'keepers.md': `# Keepers of the Skerry light

When the Skerry lamp was automated in 1987, the board let most of its keepers go. Only one in five keepers stayed on, as part-time attendants who checked the engines once a month.

The keepers lived on salted fish, oatcakes and whatever the relief boat brought. Their shifts ran four weeks on the rock and four weeks ashore.
`,
};
const GLASS = {
  'glass-prices.md': `# Holm glass: prices

Tumblers are £18 each and paperweights £35. Commissions are quoted by the piece.
`,
  'glass-studio.txt': `WORKING AT THE HOLM GLASS STUDIO

A glassblowing apprenticeship at the studio runs for four years, most of it at the bench beside a master.

Apprentices start on paperweights and simple tumblers before they are let near the large furnace.
`,
};
const PONIES = {
  'ponies.html': `<html><head><title>The ponies of Lunna Holm</title></head><body><p>About <b>a third</b> of the ponies on Lunna Holm are grey; the rest are bay or black.</p><p>The herd is rounded up each October for the vet.</p></body></html>`,
};
const FERRY = {
  'ferry-rules.md': `---
title: Taking animals on the Sound ferry
---

Dogs may travel on the ferry only in the kennels on the car deck, and owners may visit them during the crossing.

Guide dogs may stay with their owners in the passenger lounge.
`,
};
const ROOF = {
  'parish-news.txt': `ST BRIDE'S ROOF

The new roof of St Bride's finally cost the parish £48,000, after the lead was stolen twice during the works.

The slates came from a quarry in Cumbria.
`,
};
const HARVEST = {
  'cider-report.md': `# Orchard report, 2025

Roughly 40 per cent of the apple harvest was exported to Belgium; the rest was pressed for cider at the farm.

The cold April cut the blossom on the early varieties.
`,
};
const CHOIR = {
  'choir.md': `# Harbour Voices: the year in review

Fourteen beginners joined the choir this year, most of them after the open rehearsal in March.

Rehearsals are on Thursday evenings in the chapel hall.
`,
};
const SEEDLINGS = {
  'nursery-log.txt': `NURSERY LOG, SPRING

Three quarters of the oak seedlings died in the March frost, and the rest were moved under fleece.

The alder seedlings were sown late and escaped it.
`,
};

describe('a note never names as missing a word the answer gives in other words (variants)', () => {
  it.each<[string, string, Record<string, string>, string]>([
    ['a fraction asked, "one in five" given', 'What fraction of the Skerry keepers stayed on after the lamp was automated?', KEEPERS, 'fraction'],
    ['the verb of a duration asked', 'How long does a glassblowing apprentice at the Holm studio train for?', GLASS, 'train'],
    ['a percentage asked, "a third" given (HTML, bold)', 'What percentage of the Lunna Holm ponies are grey?', PONIES, 'percentage'],
    ['a statement before the question', "We're moving to Skye in June; are dogs allowed on the Sound ferry?", FERRY, 'june'],
    ['half of a two-word verb', "What did St Bride's new roof end up costing the parish?", ROOF, 'end'],
    ['a share asked, "per cent" given (British spelling)', 'What share of the 2025 apple harvest was exported?', HARVEST, 'share'],
    ['a synonym the answer uses', 'How many novices joined Harbour Voices this year?', CHOIR, 'novices'],
    ['a proportion asked with a negation inside', 'What proportion of the oak seedlings did not survive the March frost?', SEEDLINGS, 'proportion'],
  ])('%s', async (_case, query, documents, word) => {
    const content = await answer(query, documents);
    expect(content).toMatch(/\[1\]/);
    expect(content).not.toMatch(new RegExp(`uses the words? [^.;]*"${word}"`, 'i'));
  });
});
