// Two documents that give different figures for one thing, the second worded otherwise than the question (figure-pair.ts,
// disagreement.ts, compose.ts): a report that names the thing only in its opening headings ("LOUGH CARRA"), a figure
// whose sentence names no measure ("Mass: 2,700 g", "It measures 1,900 metres"), a question word of the amount
// ("total", "costing") or of the act measured ("rebuilding"), a document the coverage left out ("Outturn expenditure
// was £815,000" under "CORRAN FERRY SLIPWAY"). Both figures stay, each cited, and the answer says the sources disagree;
// another tunnel on the same line is never the rival figure. Documents and questions written here (session 17).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../src/service/server';
import { createJob, startLibraryService, waitForJob } from './helpers';

const DOCUMENTS: Record<string, string> = {
  'footbridge-reopens.md': `---
title: Moss Lane footbridge open again after eight months
url: https://www.example-valleynews.co.uk/moss-lane-footbridge
---

# Moss Lane footbridge open again after eight months

*By Carys Dean*

Walkers and cyclists were back on the Moss Lane footbridge over the river Wendle on Tuesday, eight months after it was fenced off.

The £310,000 repair, shared between the canal trust and the county, replaced the rotten oak deck and both handrails. "It feels like a new bridge," said Ron Pike, who crosses it every morning with his dog.

Fishermen say the new deck is noisier underfoot.
`,
  'footbridge-completion.txt': `MOSS LANE FOOTBRIDGE, WENDLE VALLEY
COMPLETION NOTE FOR THE HIGHWAYS PANEL

SUMMARY

Works finished in April, two weeks late. The final bill for the works came to £265,000, below the estimate of £290,000. The canal trust paid half.

DECK

The oak deck was replaced with larch on steel stringers.
`,
  'skerry-point-walk.md': `---
title: A walk out to Skerry Point
url: https://walks.example.net/skerry-point
---

# A walk out to Skerry Point

The path from the harbour to Skerry Point is four kilometres of cliff top. At the end stands the lighthouse, whose white tower rises 41 metres above the rocks; the keepers left in 1989.

On a clear day you can see the Calf islands from the lantern gallery, which is open on summer Sundays.
`,
  'skerry-register.html': `<html><head><title>Heritage register: Skerry Point Lighthouse</title></head><body>
<h1>Heritage register: Skerry Point Lighthouse</h1>
<p>Listed grade II in 1972. Built by the Northern Lights board to a design of Thomas Stevenson.</p>
<table>
<tr><th>Feature</th><th>Value</th></tr>
<tr><td>Height of tower</td><td>36 m</td></tr>
<tr><td>First lit</td><td>1854</td></tr>
<tr><td>Range of light</td><td>22 nautical miles</td></tr>
</table>
</body></html>
`,
  'glenarn-line-history.md': `---
title: The Glenarn branch line
url: https://railhistory.example.org/glenarn
---

# The Glenarn branch line

The branch opened in 1873. Its great work is the Glenarn tunnel: 2.4 kilometres of brick-lined bore under the moor, dug by some 900 navvies. Trains stopped running through it in 1965.

Today the tunnel is sealed and home to a colony of bats.
`,
  'glenarn-tunnel-survey.txt': `GLENARN TUNNEL
STRUCTURAL INSPECTION, 2024

Inspectors walked the tunnel in June 2024. It measures 1,900 metres from portal to portal and is lined with brick throughout. The shorter Carn tunnel on the same line is 600 metres long and was also inspected.

Water ingress was found at three ring joints.
`,
  'brennick-ferry.md': `---
title: Brennick ferry guide
url: https://islands.example.com/brennick-ferry
---

# Getting to Brennick

The little ferry to Brennick leaves the slipway at Portmore six times a day in summer. Allow for a crossing that lasts 40 minutes in calm weather, longer when the tide runs against it. Bicycles travel free.
`,
  'brennick-timetable.md': `---
title: Portmore to Brennick timetable
url: https://ferries.example.com/portmore-brennick
---

# Portmore to Brennick timetable

Journey time: 25 minutes. Sailings at 08:00, 10:00, 12:00, 14:00, 16:00 and 18:00 from May to September.
`,
  'lough-carra-angling.md': `---
title: Angling on Lough Carra
url: https://fishing.example.ie/lough-carra
---

# Angling on Lough Carra

Lough Carra is a shallow limestone lake for most of its area, but the water plunges to 31 metres at its deepest point, off the eastern shore, where the big trout lie in summer.
`,
  'lough-carra-survey.txt': `LOUGH CARRA
BATHYMETRIC SURVEY SUMMARY

Soundings were taken along 40 transects in 2019. The maximum depth recorded was 18 m, off the eastern shore. Mean depth is 1.8 m.
`,
  'tarn-gallery-news.md': `---
title: Tarn Gallery celebrates a busy first year
url: https://www.example-lakes.co.uk/tarn-gallery-year-one
---

# Tarn Gallery celebrates a busy first year

The Tarn Gallery, which opened its doors in March 2024, drew 48,000 visitors in its first twelve months, its director Priya Nair said on Friday. "We hoped for half that," she said.
`,
  'tarn-gallery-annual-report.txt': `TARN GALLERY TRUST
ANNUAL REPORT 2024-25

ATTENDANCE

Attendance in the first year of opening reached 61,500 visitors, including 9,000 school pupils.

FINANCES

Income from the shop covered the cost of the education room.
`,
  'halsey-library-roof.md': `---
title: Halsey library gets its roof back
url: https://www.example-halsey.gov.uk/news/library-roof
---

# Halsey library gets its roof back

Scaffolding came down at Halsey library this week. The new slate roof cost £1.4 million and should keep the reading room dry for the next sixty years, the council said.
`,
  'halsey-capital-programme.txt': `HALSEY COUNCIL CAPITAL PROGRAMME
OUTTURN 2025

LIBRARY

Re-roofing of Halsey library was completed for £920,000, against an allocation of £1 million.
`,
  'oswin-bells.md': `---
title: The bells of St Oswin's
url: https://stoswins.example.org/bells
---

# The bells of St Oswin's

Our ring of six was recast in 1787. The tenor bell, the heaviest of the six, weighs 1,150 kg and is rung for weddings and on Sunday mornings.
`,
  'oswin-bell-register.md': `---
title: Bell register, St Oswin's
url: https://bells.example.org/register/st-oswin
---

# Bell register, St Oswin's

| Bell | Note | Weight | Cast |
|---|---|---|---|
| Treble | D | 310 kg | 1902 |
| Tenor | D | 980 kg | 1787 |
`,
  'ardle-mill-walk.md': `---
title: Ardle mill and its chimney
url: https://history.example.org/ardle-mill
---

# Ardle mill and its chimney

The cotton mill at Ardle closed in 1958, but its chimney still stands. At 52 metres, it was once the tallest in the county, and steeplejacks repointed it in 2011.
`,
  'ardle-listing.html': `<html><body><h1>Listed building: Ardle Mill chimney</h1>
<p>Octagonal brick chimney of 1874 on a square base.</p>
<ul><li>Height: 47 m</li><li>Listed: grade II, 1986</li></ul></body></html>
`,
  'corran-slipway-news.txt': `Corran slipway back in use

Ferries are using the Corran slipway again after a winter of works. The slipway was rebuilt at a cost of £640,000, the harbour board said, with new concrete ramps on both sides.
`,
  'corran-slipway-outturn.txt': `CORRAN FERRY SLIPWAY
PROJECT OUTTURN

SUMMARY

Outturn expenditure was £815,000, including the temporary pontoon.
`,
  'brackley-school-news.md': `---
title: Brackley Primary's new hall
url: https://news.example.co.uk/brackley-hall
---

# Brackley Primary's new hall

Brackley Primary, which now has 212 pupils on roll, opened its new hall on Monday.
`,
  'brackley-inspection.md': `---
title: Inspection report, Brackley Primary School
url: https://inspect.example.gov.uk/brackley
---

# Inspection report: Brackley Primary School

## Information about the school

The school is larger than most primary schools, with 340 pupils.
`,
  'kelso-meteorite-news.md': `---
title: Farmer finds meteorite in Kelso field
url: https://news.example.co.uk/kelso-meteorite
---

# Farmer finds meteorite in Kelso field

The black stone, which weighed 3.2 kg when the farmer lifted it from the furrow, was confirmed as a meteorite by the museum.
`,
  'kelso-catalogue.md': `---
title: Meteorite catalogue entry: Kelso
url: https://meteorites.example.org/kelso
---

# Kelso

| Field | Value |
|---|---|
| Class | L6 chondrite |
| Mass | 2,700 g |
| Found | 2024 |
`,};

interface Job {
  status: string;
  content: string | null;
  results: { title: string; citation_index: number }[];
}

/** The citation that follows a figure in the answer (the first "[n]" after it). */
function citationAfter(content: string, figure: string): number | undefined {
  const at = content.indexOf(figure);
  const m = at < 0 ? null : /\[(\d+)\]/.exec(content.slice(at));
  return m ? Number(m[1]) : undefined;
}

async function ask(service: RunningService, query: string): Promise<Job> {
  return (await waitForJob(service, await createJob(service, { query, reasoning_loops: 3 }))) as unknown as Job;
}

describe('two documents that disagree on a figure worded otherwise', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService(DOCUMENTS);
  });
  afterAll(async () => {
    await service.close();
  });

  it.each([
    ['How deep does Lough Carra get at its deepest?', '31 metres', '18 m', /angling/i, /lough carra survey/i],
    ['How long is the Glenarn tunnel?', '2.4 kilometres', '1,900 metres', /glenarn branch/i, /glenarn tunnel survey/i],
    ['What is the weight of the tenor bell at St Oswin\'s?', '1,150 kg', '980 kg', /bells of st oswin/i, /bell register/i],
    ['What was the total spent on re-roofing Halsey library?', '1.4 million', '920,000', /gets its roof back/i, /capital programme/i],
    ['How much did rebuilding the Corran slipway cost?', '640,000', '815,000', /back in use/i, /outturn/i],
    ['How heavy was the Kelso meteorite?', '3.2 kg', '2,700 g', /farmer finds/i, /catalogue entry/i],
    ['How tall is the chimney of Ardle mill?', '52 metres', '47 m', /ardle mill and its chimney/i, /listed building/i],
  ])('%s: both figures, each cited, and the disagreement said', async (query, a, b, first, second) => {
    const job = await ask(service, query);
    const content = job.content ?? '';
    const one = job.results.find((r) => first.test(r.title))?.citation_index;
    const two = job.results.find((r) => second.test(r.title))?.citation_index;
    expect(one, JSON.stringify(job.results)).toBeDefined();
    expect(two, JSON.stringify(job.results)).toBeDefined();
    expect(content).toMatch(/^Your sources disagree: /m);
    expect(citationAfter(content, a)).toBe(one);
    expect(citationAfter(content, b)).toBe(two);
  });

  it('the other tunnel\'s figure is never the rival of the one asked', async () => {
    const job = await ask(service, 'How long is the Carn tunnel?');
    const content = job.content ?? '';
    expect(content).toContain('600 metres');
    expect(content).not.toMatch(/disagree/i);
  });
});
