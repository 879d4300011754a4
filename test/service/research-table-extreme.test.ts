// A superlative or a comparison asked of a table whose column is named by another word than the
// question's (src/service/table-columns.ts, table-rows.ts askedColumn/extremeOrder, table-extreme.ts,
// table-compare.ts): "the lightest" reads the weight column, "longer" the length column (WordNet's
// attribute relation), "stretchiest" the stretch column (word family); the extreme row is named in the
// lead and the others follow in the column's order. Documents written here: a Markdown table of sea
// kayaks and a CSV of a weather station's monthly readings.
import { describe, expect, it } from 'vitest';
import { compose } from '../../src/service/compose';
import { extractDocument } from '../../src/service/extract';
import { attributesOf, columnOfQuality, parseAttributes } from '../../src/service/table-columns';
import { acrossRowSentence, columnPhrase, extremeSentence } from '../../src/service/table-extreme';
import { askedColumn, extremeOrder, superlativeEnd } from '../../src/service/table-rows';
import { chunkParagraphs } from '../../src/service/text';

describe('columnOfQuality: the column a quality word measures', () => {
  it.each<[string, string, number | null]>([
    ['Hull length (m)', 'longest', 1],
    ['Hull length (m)', 'shorter', -1],
    ['Weight (kg)', 'lightest', -1],
    ['Weight (kg)', 'heavier', 1],
    ['Beam width (cm)', 'wider', 1],
    ['Beam width (cm)', 'narrowest', -1],
    ['Tensile strength (MPa)', 'weaker', -1],
    ['Flex (mm under load)', 'flexible', null],
    ['Seat stretch', 'stretchiest', 1],
    ['Price', 'longest', null],
    ['Colour', 'heaviest', null],
  ])('%s for "%s" → %s', (column, quality, expected) => {
    expect(columnOfQuality(column, quality)).toBe(expected);
  });
  it('reads its own file format, and a word it does not know has no attribute', () => {
    const table = parseAttributes('# comment\nt deep depth +\nt shallow depth -\nnot a line\n');
    expect(attributesOf('deeper', table)).toEqual([{ noun: 'depth', end: 1 }]);
    expect(columnOfQuality('Depth (m)', 'shallowest', table)).toBe(-1);
    expect(attributesOf('purple', table)).toEqual([]);
  });
});

const kayak = (name: string, length: string, weight: string, width: string): { name: string; value: string }[] => [
  { name: 'Kayak', value: name },
  { name: 'Length (m)', value: length },
  { name: 'Weight (kg)', value: weight },
  { name: 'Beam width (cm)', value: width },
];
const KAYAKS = [kayak('Tern', '4.9', '23', '56'), kayak('Skua', '5.3', '26', '53'), kayak('Petrel', '4.3', '19', '61'), kayak('Fulmar', '5.1', '27', '58')];

describe('askedColumn / extremeOrder: which column and which end a superlative asks', () => {
  it.each<[string, string[], string | null, number[] | null]>([
    ['Which kayak is the lightest?', ['kayak', 'lightest'], 'Weight (kg)', [2, 0, 1, 3]],
    ['Which kayak is the longest?', ['kayak', 'longest'], 'Length (m)', [1, 3, 0, 2]],
    ['Which kayak is the narrowest?', ['kayak', 'narrowest'], 'Beam width (cm)', [1, 0, 3, 2]],
    ['Which kayak has the most weight?', ['kayak', 'weight'], 'Weight (kg)', [3, 1, 0, 2]],
    ['Which kayak is the prettiest?', ['kayak', 'prettiest'], null, null],
    ['What colour is the Tern?', ['colour', 'tern'], null, null],
  ])('%s', (query, terms, column, order) => {
    const asked = extremeOrder(KAYAKS, terms, query);
    expect(asked?.column ?? null).toBe(column);
    expect(asked?.order ?? null).toEqual(order);
  });
  it('figures with thousands separators are ordered as thousands ("12,100" above "1,240" above "980")', () => {
    const visitors = [['Dunmore', '1,240'], ['Kessock', '980'], ['Carra', '12,100']].map(([site, n]) => [{ name: 'Site', value: site as string }, { name: 'Visitors', value: n as string }]);
    expect(extremeOrder(visitors, ['site', 'visitors'], 'Which site had the most visitors?')?.order).toEqual([2, 0, 1]);
  });
  it('a row that sums or averages the others is never the extreme', () => {
    const withTotal = [...KAYAKS, kayak('Total', '19.6', '95', '228'), kayak('Average', '4.9', '23.75', '57')];
    expect(extremeOrder(withTotal, ['kayak', 'heaviest'], 'Which kayak is the heaviest?')?.order).toEqual([3, 1, 0, 2]);
  });
  it('a yes/no column is read as yes and no, not as an extreme', () => {
    const rows = [
      [{ name: 'Kayak', value: 'Tern' }, { name: 'Rudder', value: 'Yes' }],
      [{ name: 'Kayak', value: 'Skua' }, { name: 'Rudder', value: 'No' }],
    ];
    expect(askedColumn(rows, ['kayak', 'rudder'], 'Which kayak has a rudder?')).toMatchObject({ kind: 'yesno', yes: [true, false] });
  });
});

describe('extremeSentence', () => {
  it('names the extreme row first, then the others in order, and the other end when more are left, in the table\'s own words', () => {
    expect(extremeSentence(KAYAKS, 'Weight (kg)', 'low', [2, 0, 1, 3])).toBe('Weight (kg): Petrel (19) < Tern (23) < Skua (26) < Fulmar (27).');
    const many = Array.from({ length: 8 }, (_, i) => [{ name: 'week', value: `W${i + 1}` }, { name: 'rain_mm', value: String(10 + i) }]);
    expect(extremeSentence(many, 'rain_mm', 'high', [7, 6, 5, 4, 3, 2, 1, 0])).toBe('Rain mm: W8 (17) > W7 (16) > W6 (15) > W5 (14) > W4 (13) > … > W1 (10).');
  });
  it.each<[string, string]>([
    ['Weight (kg)', 'weight (kg)'],
    ['camera_hours', 'camera hours'],
    ['UV index', 'UV index'],
  ])('columnPhrase(%s) = %s', (name, phrase) => {
    expect(columnPhrase(name)).toBe(phrase);
  });
});

const KAYAK_DOC = `# Four sea kayaks we hire out

Our centre hires four sea kayaks for day trips on the estuary. Beginners usually start in the Petrel.

| Kayak | Length (m) | Weight (kg) | Beam width (cm) |
|---|---|---|---|
| Tern | 4.9 | 23 | 56 |
| Skua | 5.3 | 26 | 53 |
| Petrel | 4.3 | 19 | 61 |
| Fulmar | 5.1 | 27 | 58 |

Longer kayaks track straighter in a crosswind but are harder to turn in the narrow creeks.
`;

const STATION_CSV = `month,rain_mm,sunshine_hours,frost_days,remarks
January,88,52,11,"Gauge heater fitted after the funnel froze twice"
February,61,71,9,"Snow on 3 days; melted snow measured as rain"
March,47,118,4,"Driest March since the station opened"
April,93,139,1,"Thunderstorm on 21 April gave 31 mm in one hour"
May,35,201,0,"Sunniest May on record at the station"
June,52,188,0,"Grass under the screen cut weekly"
`;

async function passagesOf(name: string, text: string): Promise<{ passages: { documentId: string; text: string }[]; documents: Map<string, { title: string; url: string }> }> {
  const doc = await extractDocument(Buffer.from(text), name);
  return { passages: chunkParagraphs(doc.paragraphs).map((t) => ({ documentId: name, text: t })), documents: new Map([[name, { title: doc.title ?? name, url: '' }]]) };
}

describe('a composed answer to a superlative asked of a table', () => {
  it('leads with the lightest kayak from the weight column, the rest after it by weight', async () => {
    const { passages, documents } = await passagesOf('kayaks.md', KAYAK_DOC);
    const answer = compose('Which of the hire kayaks is the lightest to carry?', passages, documents);
    expect(answer.sentences[0]?.text).toBe('Weight (kg): Petrel (19) < Tern (23) < Skua (26) < Fulmar (27).');
    // the extreme row follows the lead, then the next by weight (not the file's order)
    expect(answer.sentences[1]?.text).toMatch(/^Petrel: /);
    expect(answer.sentences[2]?.text).toMatch(/^Tern: /);
  });
  it('names the month with the most rain in a CSV whose column says rain_mm, and the driest at the other end', async () => {
    const { passages, documents } = await passagesOf('station.csv', STATION_CSV);
    const answer = compose('In which month did the weather station measure the most rain?', passages, documents);
    expect(answer.content).toMatch(/In short: Rain mm: April \(93\) > January \(88\) > February \(61\) > June \(52\) > March \(47\) > May \(35\) \[1\]\./);
  });
  it('a question that asks no extreme keeps the usual answer', async () => {
    const { passages, documents } = await passagesOf('station.csv', STATION_CSV);
    const answer = compose('What happened to the rain gauge funnel in January?', passages, documents);
    expect(answer.content).not.toMatch(/with the (?:highest|lowest)/);
  });
});

describe('a comparison of two rows reads the column of the quality compared', () => {
  it('"longer" compares the length column; "wider" the beam width column', async () => {
    const { passages, documents } = await passagesOf('kayaks.md', KAYAK_DOC);
    expect(compose('Is the Skua longer than the Fulmar?', passages, documents).content).toMatch(/^Your sources point to yes: Length \(m\): Skua 5\.3 vs Fulmar 5\.1, a difference of 0\.2 m \[1\]/);
    expect(compose('Is the Skua wider than the Tern?', passages, documents).content).toMatch(/^Your sources point to no: Beam width \(cm\): Skua 53 vs Tern 56, a difference of 3 cm \[1\]/);
  });
});

describe('superlativeEnd: a superlative with no column to read it from', () => {
  it.each<[string, 'high' | 'low' | null]>([
    ['Which pond had the most newts?', 'high'],
    ['Which pond was visited least often?', 'low'],
    ['Which pond had the fewest frogs?', 'low'],
    ['Which pond is the smallest?', 'low'],
    ['What do most visitors do at the ponds?', null],
    ['When were the ponds dug?', null],
  ])('%s → %s', (query, expected) => {
    expect(superlativeEnd(query)).toBe(expected);
  });
});

describe('acrossRowSentence: the superlative across the one row the question names', () => {
  const newts = [{ name: 'Pond', value: 'Top pond' }, { name: 'Mar', value: '4' }, { name: 'Apr', value: '11' }, { name: 'May', value: '7' }, { name: 'Total', value: '22' }];
  it('orders the row\'s columns by its figures, a total column aside', () => {
    expect(acrossRowSentence(newts, 'In which month were the most newts counted in the top pond?')).toBe('Top pond: Apr (11) > May (7) > Mar (4).');
    expect(acrossRowSentence(newts, 'In which month were the fewest newts counted in the top pond?')).toBe('Top pond: Mar (4) < May (7) < Apr (11).');
    expect(acrossRowSentence(newts, 'How many newts were counted in the top pond?')).toBeNull();
  });
});

const CULVERT = `# Culvert camera counts

Animals recorded each month by the camera in the Fennick Lane culvert, January to May 2024.

| Species | Jan | Feb | Mar | Apr | May | Total |
|---|---|---|---|---|---|---|
| Badger | 14 | 19 | 27 | 31 | 34 | 125 |
| Fox | 9 | 11 | 13 | 16 | 12 | 61 |
| Hedgehog | 0 | 0 | 3 | 9 | 14 | 26 |
| Otter | 0 | 0 | 1 | 0 | 2 | 3 |
`;

describe('a table whose rows are the things and columns the months: the rows\' own labels', () => {
  it('reads the named row across its months, and the total column for a superlative of the whole row', async () => {
    const { passages, documents } = await passagesOf('culvert.md', CULVERT);
    expect(compose('In which month did the culvert camera record the fewest foxes?', passages, documents).content).toMatch(/^In short: Fox: Jan \(9\) < Feb \(11\) < May \(12\) < Mar \(13\) < Apr \(16\) \[1\]\. Fox: /);
    expect(compose('Which species did the culvert camera record most often?', passages, documents).content).toMatch(/^In short: Total: Badger \(125\) > Fox \(61\) > Hedgehog \(26\) > Otter \(3\) \[1\]/);
  });
});
