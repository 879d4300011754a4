// Supporting points from another document that add nothing (src/service/filler.ts withoutOffDocumentFiller,
// used by compose.ts after the lead is chosen): a point from a document other than the lead's stays only
// when it names a topic word of the question the lead's document does not, or half of them, or as many as the lead. Table test on
// units written for this test, then compose() keeping a second document's point that answers another part.
import { describe, expect, it } from 'vitest';
import { compose } from '../../src/service/compose';
import { withoutOffDocumentFiller } from '../../src/service/filler';

type U = { documentId: string; sentences: string[]; names: string[] };
const unit = (documentId: string, text: string, names: string[]): U => ({ documentId, sentences: [text], names });

describe('which points from other documents are filler (pure)', () => {
  const topic = ['order', 'evacuate', 'villages', 'tarn'];
  const lead = unit('agency', 'Orders to evacuate villages on the Tarn are given by the county office.', ['order', 'evacuate', 'villages', 'tarn']);
  const same = unit('agency', 'The agency reads its gauges every fifteen minutes.', []);
  const bakery = unit('bakery', '"The oven gives us a fine crust," says the owner of the village bakery.', ['villages']);
  const police = unit('police', 'Police close the Tarn roads once an evacuation order is given.', ['order', 'tarn']);
  const ferry = unit('ferry', 'The ferry to the villages stops when the Tarn floods.', ['villages', 'tarn']);
  const names = (u: U): string[] => u.names;

  it.each([
    ['a point of the lead\'s own document stays, whatever it names', same, true],
    ['another document naming one topic word the lead\'s document names is filler', bakery, false],
    ['another document naming half the topic words stays', police, true],
    ['…or two of four', ferry, true],
  ])('%s', (_, candidate, kept) => {
    expect(withoutOffDocumentFiller([lead, candidate], lead, topic, names)).toEqual(kept ? [lead, candidate] : [lead]);
  });

  it('a point naming a topic word the lead\'s document lacks answers another part and stays', () => {
    const partial = unit('agency', 'Orders to evacuate villages are given by the county office.', ['order', 'evacuate', 'villages']);
    const other = unit('river', 'The Tarn rose two metres in a night.', ['tarn']);
    expect(withoutOffDocumentFiller([partial, other], partial, topic, names)).toEqual([partial, other]);
  });
  it('a point naming as many topic words as the lead is as much about the question, though half is out of reach', () => {
    const many = ['finished', 'ridgeway', 'marathon', 'herald', 'organisers', 'same', 'number', 'people'];
    const organisers = unit('organisers', 'Our figure includes 170 runners who finished after the cut-off.', ['finished', 'organisers']);
    const herald = unit('herald', 'A record 2,140 runners finished the 39th Ridgeway Marathon on Sunday.', ['finished', 'ridgeway', 'marathon']);
    const weather = unit('herald', 'Temperatures on the Ridgeway reached 27 degrees by midday.', ['ridgeway']);
    const leadDocument = unit('organisers', 'The Ridgeway Marathon starts at Uffington.', ['ridgeway', 'marathon']);
    expect(withoutOffDocumentFiller([organisers, leadDocument, herald], organisers, many, names)).toEqual([organisers, leadDocument, herald]);
    // (fewer than the lead names, and nothing its document lacks: filler still)
    expect(withoutOffDocumentFiller([organisers, leadDocument, weather], organisers, many, names)).toEqual([organisers, leadDocument]);
  });
  it('a kept contrast and the lead always stay; no topic words, nothing is dropped', () => {
    expect(withoutOffDocumentFiller([lead, bakery], lead, topic, names, (u) => u === bakery)).toEqual([lead, bakery]);
    expect(withoutOffDocumentFiller([lead, bakery], lead, [], names)).toEqual([lead, bakery]);
  });
});

describe('compose keeps a second document that answers another part', () => {
  it('the ferry timetable stays in an answer led by the harbour notice', () => {
    const documents = new Map([['harbour', { title: 'Brenish harbour notice', url: 'h' }], ['ferry', { title: 'Brenish ferry timetable', url: 'f' }]]);
    const passages = [
      { documentId: 'harbour', text: 'The Brenish harbour wall was rebuilt in 2021 after the January storm breached it.' },
      { documentId: 'ferry', text: 'The Brenish ferry leaves the harbour at 06:40 and 17:10 on weekdays.' },
    ];
    const answer = compose('When was the Brenish harbour wall rebuilt, and when does the ferry leave?', passages, documents);
    expect(answer.content).toContain('2021');
    expect(answer.content).toContain('06:40');
  });
});
