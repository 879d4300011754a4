// The title a document's body gives itself (body-title.ts): the first level-1 heading of its saved form, which extraction
// drops where the form has a title of its own. A name the question gives that only that heading says ("Oakfold" of "#
// Oakfold Riding Centre: lessons and hacks FAQ") counts with the document's title (compose.ts documentContexts), so the
// page the question names is read as the page about it; its ordinary words do not.
import { describe, expect, it } from 'vitest';
import { bodyTitle } from '../../src/service/body-title';
import { compose, documentContexts } from '../../src/service/compose';
import { conceptsOf } from '../../src/service/concepts';

describe('the first level-1 heading of a saved form (table)', () => {
  it.each<[string, string, string]>([
    ['Markdown under front matter', '---\ntitle: Lessons and hacks: your questions answered\nurl: https://example.org/faq\n---\n# Oakfold Riding Centre: lessons and hacks FAQ\n\n## Is there a weight limit?\n\nText.', 'Oakfold Riding Centre: lessons and hacks FAQ'],
    ['Markdown without front matter, closed by #s', '# Brookfield Dental Practice #\n\nText.', 'Brookfield Dental Practice'],
    ['a level-2 heading is no title', '---\ntitle: Notes\n---\n## Weights\n\nText.', ''],
    ['a "#" line inside a code fence is code', '```\n# not a heading\n```\n\nText.', ''],
    ['emphasis marks are left out', '# **Spring** into making\n\nText.', 'Spring into making'],
    ['HTML: the first <h1>, tags stripped and entities decoded', '<html><head><title>FAQ | Millbrook Club</title></head><body><h1 class="t">Millbrook <em>Junior</em> Chess &amp; Go Club</h1><h1>Second</h1></body></html>', 'Millbrook Junior Chess & Go Club'],
    ['HTML with no <h1>', '<html><body><h2>Fees</h2><p>Text.</p></body></html>', ''],
    ['nothing saved', '', ''],
  ])('%s', (_name, raw, expected) => {
    expect(bodyTitle(raw)).toBe(expected);
  });
});

describe('the heading counts with the title of its document', () => {
  const raw = '---\ntitle: Lessons and hacks: your questions answered\n---\n# Oakfold Riding Centre: lessons and hacks FAQ\n\n## Is there a weight limit?\n\nFor the welfare of our horses, all riders must weigh no more than 95 kg (15 stone) in their riding clothes.';
  const passage = { documentId: 'faq', text: '## Is there a weight limit?\nFor the welfare of our horses, all riders must weigh no more than 95 kg (15 stone) in their riding clothes.' };
  const concepts = conceptsOf('Would Oakfold let me go on one of their two-hour hacks?');
  const documents = (raw?: string): Map<string, { title: string; url: string; raw?: string }> => new Map([['faq', { title: 'Lessons and hacks: your questions answered', url: '', ...(raw === undefined ? {} : { raw }) }]]);
  it('a name the question gives that only the heading says is one of the title concepts, and said by the document', () => {
    const withRaw = documentContexts([passage], documents(raw), concepts, ['oakfold']).get('faq');
    const without = documentContexts([passage], documents(), concepts, ['oakfold']).get('faq');
    expect(withRaw?.titleConcepts.map((c) => c.term)).toContain('oakfold');
    expect(withRaw?.said?.has('oakfold')).toBe(true);
    expect(without?.titleConcepts.map((c) => c.term)).not.toContain('oakfold');
  });
  it('an ordinary word only the heading says is not: the heading names no title of its own', () => {
    const faqWord = conceptsOf('Is there an FAQ on the weight limit for riders?');
    const context = documentContexts([passage], documents(raw), faqWord, []).get('faq');
    expect(context?.titleConcepts.map((c) => c.term)).not.toContain('faq');
  });
  it('nor a name the question does not give', () => {
    const context = documentContexts([passage], documents(raw), concepts, []).get('faq');
    expect(context?.titleConcepts.map((c) => c.term)).not.toContain('oakfold');
  });
  it('the weight limit on the page the question names is cited for it', () => {
    const faq = [
      '## How old do you have to be?\nChildren can start with lead-rein lessons from age 4. Group lessons are open to riders from age 7. Hacks, our rides out on the bridleways around the farm, are for riders aged 10 and over.',
      passage.text,
      '## What should I wear?\nA riding hat that meets a current safety standard is compulsory. Wear long trousers and boots with a small heel.',
      '## How much do lessons cost?\n| Lesson: Hack | Length: 60 minutes | Price: £45 |\n| Lesson: Long hack | Length: 120 minutes | Price: £80 |',
    ].map((text, i) => ({ documentId: 'faq', text, chunkId: i }));
    const balloon = [
      'The pilot makes the final decision on the launch field, sometimes after letting go of a small helium balloon to watch how it drifts.',
      'Allow three to four hours from meeting the crew to getting back to the launch site. We fly in the first few hours after sunrise and in the two or three hours before sunset.',
    ].map((text, i) => ({ documentId: 'balloon', text, chunkId: 10 + i }));
    const documents = (withRaw: boolean): Map<string, { title: string; url: string; raw?: string }> =>
      new Map([
        ['faq', { title: 'Lessons and hacks: your questions answered', url: 'https://example.org/faq', ...(withRaw ? { raw } : {}) }],
        ['balloon', { title: 'Frequently asked questions | Skylark Balloon Flights', url: 'https://example.org/balloon' }],
      ]);
    const question = "I'm roughly 16 stone. Would Oakfold let me go on one of their two-hour hacks?";
    expect(compose(question, [...faq, ...balloon], documents(true)).content).toMatch(/95 kg/);
  });
});
