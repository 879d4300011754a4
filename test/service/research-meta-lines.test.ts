// Lines about the document or its sender are not evidence (src/service/meta-lines.ts, used by compose.ts
// buildUnits): a sentence saying what the document does ("This leaflet sets out…", "In this guide we look
// at…") and a contact or signature line ("Bridges Officer, Hexley District Council.", "Tel: …") are never
// cited; a document's own finding ("This report found that…") is. The sentences and the river-survey
// note below are written for this test.
import { describe, expect, it } from 'vitest';
import { compose } from '../../src/service/compose';
import { isContactLine, isMetaSentence } from '../../src/service/meta-lines';

describe('meta-lines.ts (pure)', () => {
  it.each<[string, boolean]>([
    ['This leaflet sets out the new mooring rules.', true],
    ['This article explains what went wrong with the weir, what was repaired, and why.', true],
    ['In this guide we look at how to coppice hazel.', true],
    ['This handbook is for new lock keepers.', true],
    ['Readers often write to us, so we have collected their questions here.', true],
    ['Below we answer the questions anglers ask most.', true],
    ['This report found that 64 per cent of the bank was stable.', false],
    ['This guide explains that coppicing in winter is best.', false],
    ['This article was first published in 2019.', false],
    ['The keeper explains how the sluice works.', false],
    ['In this valley, we found otters at six sites.', false],
    // the line naming what the document is and who sent it, with no verb of its own
    ["Notice from the Club Captain, posted in the boathouse and on the members' page.", true],
    ['*Letter from the chair to all members, March 2026.*', true],
    ['Update from the site team: the car park is closed until Friday.', false],
    ['A notice from the council says the path will close in May.', false],
    ["A report by the county medical officer blamed the Tanner's Row pump.", false],
    ['A letter from the mayor thanks volunteers.', false],
    ['Notes from a working farrier', true],
  ])('isMetaSentence(%j) → %s', (sentence, expected) => {
    expect(isMetaSentence(sentence)).toBe(expected);
  });
  it.each<[string, boolean]>([
    ['Bridges Officer, Hexley District Council.', true],
    ['Treasurer, Lowmoor Rowing Club', true],
    ['Councillor Ann Bright, Chair of the Rivers Committee.', true],
    ['Tel: 01632 960418', true],
    ['Email: rivers@hexley.example', true],
    ['Yours faithfully,', true],
    ['With kind regards,', true],
    ['14 Weir Lane, Hexley HX3 9QT.', true],
    ['Open Tuesday to Sunday, 10am to 4pm.', false],
    ['The District Council.', false],
    ['Brown Trout, Grayling and European Eel.', false],
    ['The Rivers Committee meets every month.', false],
    ['Hexley Weir was rebuilt in 1998.', false],
  ])('isContactLine(%j) → %s', (sentence, expected) => {
    expect(isContactLine(sentence)).toBe(expected);
  });
});

const documents = new Map([['weir', { title: 'Hexley weir survey 2024', url: 'https://rivers.example/weir' }]]);
const passages = [
  { documentId: 'weir', text: 'The Hexley weir reopened to canoes in June 2024 after nine months of repairs. This note explains what was found, what was repaired and what was left for later.' },
  { documentId: 'weir', text: '## Findings\nThe survey found that the fish pass had silted up and that eels could no longer climb it. Divers also found a crack 3 metres long in the weir crest.' },
  { documentId: 'weir', text: '## Contact\nRivers and Weirs Officer, Hexley District Council.' },
];

describe('compose: a meta sentence and a contact line are not cited', () => {
  it('the note about what the document explains is left out; the repair time is cited', () => {
    const answer = compose('What was found and repaired at the Hexley weir?', passages, documents);
    expect(answer.content).toMatch(/nine months of repairs \[1\]/);
    expect(answer.content).not.toMatch(/This note explains/);
  });
  it('the contact line is never cited, even for a question about the council', () => {
    const answer = compose('Which Hexley District Council officer looks after the weir survey?', passages, documents);
    expect(answer.content).not.toMatch(/Rivers and Weirs Officer, Hexley District Council \[1\]/);
  });
});
