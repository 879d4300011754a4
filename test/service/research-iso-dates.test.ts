// ISO months in data ("2024-06" in a CSV's month column) read as the month a question names in words
// (src/service/iso-dates.ts; concepts.ts stemsOf, table-rows.ts namedRowWeights, table-compare.ts sides and labels).
// A weather-station CSV written here.
import { describe, expect, it } from 'vitest';
import { compose } from '../../src/service/compose';
import { stemsOf } from '../../src/service/concepts';
import { extractDocument } from '../../src/service/extract';
import { isoMonths, withMonthNamed } from '../../src/service/iso-dates';
import { chunkParagraphs, stem } from '../../src/service/text';

describe('isoMonths / withMonthNamed', () => {
  it.each<[string, string[]]>([
    ['2023-11: rain 88 mm', ['November 2023']],
    ['From 2023-11-04 to 2024-02-28', ['November 2023', 'February 2024']],
    ['Part no. AB-2023-11', []],
    ['Scores 2023-13 and 1999-00', []],
    ['Rooms 10-12', []],
  ])('%s → %j', (text, months) => {
    expect(isoMonths(text)).toEqual(months);
  });
  it.each<[string, string]>([
    ['2023-11', '2023-11 (November 2023)'],
    ['2023-11-04', '2023-11-04 (November 2023)'],
    ['Week 3', 'Week 3'],
  ])('withMonthNamed(%s) = %s', (label, expected) => {
    expect(withMonthNamed(label)).toBe(expected);
  });
  it('a passage with an ISO month covers the month\'s name', () => {
    expect(stemsOf('2023-11,88,41').has(stem('November'))).toBe(true);
    expect(stemsOf('88,41').has(stem('November'))).toBe(false);
  });
});

const STATION = `month,rain_mm,frost_nights,station_notes
2023-10,71,0,"Leaves cleared from the gauge funnel"
2023-11,88,3,"New thermometer screen fitted"
2023-12,64,12,"Gauge heater switched on"
2024-01,59,17,"Snow measured as melted water"
`;

describe('a question naming a month in words, over a CSV of ISO months', () => {
  it('leads with the row of the month named and compares two months on the column asked', async () => {
    const doc = await extractDocument(Buffer.from(STATION), 'hillside-station.csv');
    const passages = chunkParagraphs(doc.paragraphs).map((text) => ({ documentId: 'station', text }));
    const documents = new Map([['station', { title: doc.title ?? 'Hillside station', url: '' }]]);
    const frost = compose('How many frost nights did the Hillside station record in December 2023?', passages, documents);
    expect(frost.content).not.toMatch(/uses the word "december"/i);
    expect(frost.sentences[0]?.original).toMatch(/^2023-12: /);
    const rain = compose('Did the Hillside station measure more rain in November than in December?', passages, documents);
    expect(rain.content).toMatch(/^Your sources point to yes: Rain mm: 2023-11 \(November 2023\) 88 vs 2023-12 \(December 2023\) 64, a difference of 24 mm \[1\]/);
  });
});
