// Challenger set ch21/v (session 21): the verdict that decides. 7 documents, 14 questions: 9 yes/no
// (several denied or conditioned in the source's own words, some naming the subject in other words)
// and 5 comparisons (one clear, two where a document speaks to one side only, two where documents
// disagree). Topics: a public sauna, horse hooves, forest fungi picking, record care (two sources),
// wood stoves (two sources).
import type { ReviewerQuestion } from '../answers-reviewer-set';

export const DOCUMENTS: Record<string, string> = {
  'kallio-sauna-faq.html': `<!doctype html>
<html lang="en"><head><title>Visiting Kallioranta Public Sauna – questions and answers</title>
<meta name="url" content="https://kallioranta-sauna.example.fi/en/faq"></head>
<body>
<nav><a href="/en">Home</a> | <a href="/en/prices">Prices</a> | <a href="/en/faq">FAQ</a></nav>
<h1>Visiting Kallioranta Public Sauna</h1>
<h2>What should I bring?</h2>
<p>Bring a towel, a seat cover or small towel to sit on, slippers and a bottle of water. Towels can also be rented at the door for 3 euros.</p>
<h2>Do I have to wear a swimsuit?</h2>
<p>In the separate men's and women's sessions most bathers go without clothes, and that is the tradition here. Swimwear is required only in the mixed sessions on Wednesday and Sunday evenings. Please do not wear a swimsuit that has been in a chlorinated pool, as the smell fills the hot room.</p>
<h2>Can children come?</h2>
<p>Families are welcome and many local children learn to bathe here. Children under 12 may use the sauna rooms only if an adult from their own group stays with them the whole time. Our staff cannot supervise children, and the upper benches can reach 90 degrees.</p>
<h2>What about food and drink?</h2>
<p>Drink plenty of water before and after bathing. Beer, cider and snacks are sold at the terrace café from 18:00. Alcohol must not be drunk before or during bathing, because it lowers blood pressure and, combined with the heat, has caused fainting on the benches; please keep the beer for after your last round.</p>
<h2>Is the sea swim safe?</h2>
<p>The ladder into the bay is open all year. In winter a hole is kept open in the ice, and a lifeguard is on duty at weekends. Do not swim alone after dark.</p>
<h2>Which rooms are open during the renovation?</h2>
<p>The renovation of the changing rooms began in October. The electric sauna stays closed until the end of April while its changing room is rebuilt. The smoke sauna, heated with alder logs for five hours before each session, reopened on 2 February after its chimney was relined. The steam room beside the café is unaffected.</p>
<h2>Prices</h2>
<p>A morning session (07:00–11:00) costs 9 euros, or 6 euros for students and pensioners. An evening session (16:00–22:00) costs 14 euros, or 10 euros for students and pensioners. A ten-visit card costs 110 euros and is valid for both.</p>
</body></html>
`,

  'barefoot-or-shod.md': `---
title: Does my horse need shoes? Notes from a working farrier
url: https://hoofandforge.example.co.uk/articles/barefoot-or-shod
---

# Does my horse need shoes?

I have been shoeing and trimming horses in the Welsh borders for twenty-two years, and this is the question owners ask me most. Here is how I answer it.

## What shoes are for

Steel shoes protect the hoof wall from wearing away faster than it grows. A hoof grows about a centimetre a month, and a horse doing a lot of road work can wear it down faster than that. Shoes also give a place to fit studs for grip in competition.

## When a horse can go without

A horse that is ridden lightly and lives on soft ground does not need shoes at all; regular trimming every six to eight weeks keeps its feet in shape. Many native ponies have hard, dense hooves and manage even on roads without shoes. Thoroughbreds more often have thin soles and flat feet, and they tend to go footsore on stony tracks when left unshod.

## Moving a horse out of shoes

If you take the shoes off, expect a transition of three to nine months. During that time the horse may be tender on gravel, and hoof boots help on rides. Do not take the shoes off just before a season of hard work.

## Grip on roads

Plain steel shoes can slip on smooth tarmac, especially in wet weather, which is why I often add road nails or small tungsten studs for horses that do a lot of road work.

## Costs

A full set of steel shoes costs between £90 and £130 in our area and needs replacing every five to seven weeks. A trim alone costs around £35.
`,

  'brackenfold-fungi-notice.md': `# Brackenfold Forest: picking wild fungi

*Notice from Harlow Vale District Council, Countryside Service. Revised September 2025.*

Brackenfold Forest is one of the richest sites for fungi in the county, with more than 600 species recorded. Every autumn thousands of visitors come to look for chanterelles, ceps and hedgehog fungi. To protect the forest, the following rules apply from 1 September 2025.

## Picking for your own use

Picking up to 1.5 kilograms per person per day for personal consumption does not require a permit. This does not apply inside the two Sites of Special Scientific Interest at Cold Ash and Penny Bottom, where no fungi may be picked at all.

## Commercial picking

Picking for sale, for restaurants or for any business is allowed only with a written licence from the Countryside Service. Licences are limited to twelve a year and cost £240.

## Selling at the market

Until 2024 local pickers sold fungi at the Saturday market in Brackenfold village. The sale of wild-picked fungi at the Saturday market is no longer permitted, following two cases of poisoning linked to misidentified mushrooms in 2024. Cultivated mushrooms may still be sold there.

## Safety

Never eat a fungus unless you are certain of its identity. The deadly webcap and the death cap both grow in Brackenfold. Free identification walks are run by the Harlow Vale Mycological Group on the first Sunday of October.

## Other rules

Use a knife or twist the stem gently, leave small and old specimens, and carry fungi in an open basket rather than a plastic bag. Dogs must be kept on a lead between March and July.
`,

  'record-care-guide.txt': `LOOKING AFTER YOUR RECORDS
A guide from the Sound Archive volunteers, Whitcombe Public Library

Our collection holds about 14,000 discs, from 78 rpm shellac records of the 1920s to vinyl LPs from last year. These notes are what we tell volunteers on their first day.

HANDLING

Hold a record by its edges and the label. The oils from your fingers attract dust into the grooves, and dust is what the stylus grinds into the surface.

CLEANING

For vinyl LPs and singles, a solution of one part isopropyl alcohol to four parts distilled water with a drop of wetting agent is safe and effective. Apply it with a soft brush along the grooves, never across them, and let the record dry in a rack.

Shellac discs, the 78 rpm records made before about 1955, must never be cleaned with alcohol of any kind, because shellac is dissolved by alcohol and the grooves will be permanently damaged. Clean them with distilled water and a little mild soap only.

STORAGE

Records should be stored upright, like books on a shelf, never stacked flat, because the weight of the pile warps the discs at the bottom. Keep them away from radiators and windows: vinyl begins to warp at about 50 degrees.

PRESSING WEIGHT

People often ask whether heavier pressings are better. In our listening tests, a 180-gram pressing did not sound better than a standard 140-gram pressing of the same master; what matters is the quality of the master and of the pressing plant, not the weight of the vinyl. Heavier records do warp less in storage.

PLAYING

Replace a stylus after about 1,000 hours of play. A worn stylus damages records faster than any amount of dust.
`,

  'groove-merchant-blog.md': `---
title: Why I only stock 180-gram vinyl now
url: https://groovemerchant.example.com/blog/180-gram
author: Dale Okafor, Groove Merchant Records
---

# Why I only stock 180-gram vinyl now

Customers sometimes ask me why the new releases in my racks are nearly all heavy pressings. The short answer is that I can hear the difference, and so can most of the people who come in.

To my ears a 180-gram pressing sounds better than a standard 140-gram record: the bass is fuller and the surface is quieter, because the thicker disc vibrates less under the stylus. I did a blind test in the shop last spring with nineteen regular customers, and fourteen of them picked the heavy pressing.

Heavy vinyl also survives the post better. We used to get about one return in forty for warped records; since we switched, it is about one in two hundred.

It does cost more. A 180-gram LP usually costs me two or three pounds more from the distributor, and I pass that on.

If you are cleaning second-hand records, my advice is a carbon-fibre brush before every play and a wet clean once a year. I don't sell record cleaning machines, but the Whitcombe library will show you theirs if you ask.
`,

  'stove-buyers-guide.md': `---
title: Choosing a wood-burning stove – buyer's guide
url: https://hearthandhome.example.co.uk/guides/choosing-a-stove
---

# Choosing a wood-burning stove

Hearth & Home Stoves has fitted more than 3,000 stoves across the county since 1998. This guide explains what to look for.

## Efficiency

An open fire sends most of its heat up the chimney and is only about 15 percent efficient. A modern closed stove is between 75 and 85 percent efficient, so it gives far more heat from the same wood.

## Ecodesign stoves

Since January 2022 every new stove sold in Great Britain must meet the Ecodesign standard. According to the manufacturers' association, an Ecodesign stove produces 90 percent less particulate pollution than an open fire. All the stoves in our showroom meet the standard.

## What to burn

Only dry wood should go in a stove. Logs may be burned only once their moisture content is below 20 percent, which for freshly felled wood takes one to two years of seasoning under cover. Kiln-dried logs can be burned straight away. Never burn treated timber, painted wood or household rubbish.

## Running costs

Seasoned hardwood logs bought by the cubic metre cost about 7 pence per kilowatt-hour of heat in a stove at current prices. Wood you cut and season yourself costs much less.

## Installation

Every stove must be fitted by a HETAS-registered installer or signed off by building control. A carbon monoxide alarm must be fitted in the same room.
`,

  'air-quality-stoves-report.html': `<!doctype html>
<html lang="en"><head><title>Indoor and outdoor smoke from home wood burning – summary of findings</title>
<meta name="url" content="https://cleanairtrust.example.org/reports/wood-burning-2025"></head>
<body>
<h1>Smoke from home wood burning: what our monitors found</h1>
<p>The Clean Air Trust placed particle monitors in 20 homes with wood stoves and 8 homes with open fires in the winter of 2024–25, and in the street outside each home. This page summarises the findings; the full report is available on request.</p>
<h2>Stoves compared with open fires</h2>
<p>Manufacturers often claim large reductions for new stoves. In our measurements, Ecodesign stoves emitted about 30 percent less fine particulate matter than open fires over a typical evening, not the 90 percent claimed in advertising. The difference narrowed further when stoves were run slowly overnight with the air supply turned down.</p>
<h2>Indoor air</h2>
<p>Indoor particle levels rose sharply each time a stove door was opened to add fuel. In three homes, peak indoor levels were higher than those measured beside a busy main road.</p>
<h2>Fuel</h2>
<p>Homes burning wet wood had the highest emissions of all, about three times those of homes burning dry logs.</p>
<h2>Recommendations</h2>
<p>We recommend that households who have another source of heat use their stove less often, and that local councils extend smoke control areas. We make no recommendation on particular brands.</p>
</body></html>
`,
};

export const QUESTIONS: ReviewerQuestion[] = [
  // --- yes/no ---
  {
    query: 'Do I need to wear a swimsuit at Kallioranta sauna?',
    type: 'yes/no',
    probe: 'a condition ("required only in the mixed sessions") among sentences about swimsuits and the tradition',
    verdict: 'qualified',
    untrue: ['Yes, swimwear is required in all', 'No, swimwear is never'],
    expect: { kind: 'answer', facts: [['only in the mixed sessions', 'mixed sessions']], lead: ['mixed session'] },
  },
  {
    query: 'My daughter is 10. Can she go into the sauna rooms on her own while I swim?',
    type: 'yes/no',
    probe: 'the subject in other words ("children under 12") and a condition ("only if an adult ... stays with them")',
    verdict: 'no',
    untrue: ['Yes, children', 'Families are welcome, so'],
    expect: { kind: 'answer', facts: [['only if an adult', 'under 12']], lead: ['under 12', 'only if an adult'] },
  },
  {
    query: 'Is it OK to have a beer before going into the sauna?',
    type: 'yes/no',
    probe: 'a denial ("must not be drunk before") beside a sentence that says beer is sold',
    verdict: 'no',
    untrue: ['Yes, beer', 'beer is fine'],
    expect: { kind: 'answer', facts: [['must not be drunk before', 'blood pressure']], lead: ['must not be drunk', 'alcohol'] },
  },
  {
    query: 'Has the smoke sauna reopened after the renovation works?',
    type: 'yes/no',
    probe: 'a yes among sentences where other rooms are still closed',
    verdict: 'yes',
    untrue: ['No, the smoke sauna', 'smoke sauna has not reopened', 'smoke sauna is still closed'],
    expect: { kind: 'answer', facts: [['reopened on 2 February', '2 February']], lead: ['reopened'] },
  },
  {
    query: 'Our cob only hacks out on the fields and lives out on soft grazing. Does he need shoes?',
    type: 'yes/no',
    probe: 'a denial in the farrier\'s words ("ridden lightly and lives on soft ground does not need shoes") among many shoe sentences',
    verdict: 'no',
    untrue: ['Yes, he needs shoes', 'needs a full set'],
    expect: { kind: 'answer', facts: [['does not need shoes']], lead: ['does not need shoes', 'soft ground'] },
  },
  {
    query: 'Can I clean my grandad\'s old 78s with the alcohol mix I use on my LPs?',
    type: 'yes/no',
    probe: 'the subject in other words ("shellac discs, the 78 rpm records") and a denial, beside the sentence saying the mix is safe for vinyl',
    verdict: 'no',
    untrue: ['is safe and effective for 78', 'Yes, you can'],
    expect: { kind: 'answer', facts: [['never be cleaned with alcohol', 'dissolved by alcohol']], lead: ['shellac', 'never be cleaned with alcohol'] },
  },
  {
    query: 'Do I need a permit to pick a few chanterelles in Brackenfold Forest for my own dinner?',
    type: 'yes/no',
    probe: 'other words ("personal consumption") and a denial with an exception (the SSSIs)',
    verdict: 'no',
    untrue: ['Yes, you need a permit', 'you need a licence'],
    expect: { kind: 'answer', facts: [['does not require a permit'], ['Cold Ash', 'Sites of Special Scientific Interest', '1.5 kilograms']], lead: ['does not require a permit', 'personal consumption'] },
  },
  {
    query: 'Can pickers still sell wild mushrooms at the Brackenfold Saturday market?',
    type: 'yes/no',
    probe: '"no longer permitted" beside a sentence that they used to, and one that cultivated mushrooms still may be',
    verdict: 'no',
    untrue: ['Yes, pickers can', 'may still be sold there by pickers'],
    expect: { kind: 'answer', facts: [['no longer permitted']], lead: ['no longer permitted'] },
  },
  {
    query: 'We have an ash tree that came down last month. Would it be all right to burn those logs in the stove this winter?',
    type: 'yes/no',
    probe: '"only once their moisture content is below 20 percent ... one to two years" for freshly felled wood',
    verdict: 'no',
    untrue: ['Yes, you can burn', 'fine to burn those logs'],
    expect: { kind: 'answer', facts: [['below 20 percent', 'one to two years']], lead: ['only once', '20 percent', 'one to two years'] },
  },
  // --- comparisons ---
  {
    query: 'Is the evening session at Kallioranta cheaper than the morning one?',
    type: 'comparison',
    probe: 'a clear comparison from one price paragraph (14 vs 9 euros), with concession figures that could be mixed up',
    verdict: 'no',
    untrue: ['evening session is cheaper', 'Yes, the evening'],
    expect: { kind: 'answer', facts: [['14 euros'], ['9 euros']] },
  },
  {
    query: 'Does a 180-gram pressing sound better than a normal 140-gram record?',
    type: 'comparison',
    probe: 'two documents disagree (library listening tests: no; shop owner: yes); no single verdict',
    verdict: 'qualified',
    untrue: ['Yes, a 180-gram pressing sounds better', 'No, a 180-gram pressing does not sound better'],
    expect: { kind: 'answer', facts: [['did not sound better'], ['sounds better', 'fourteen', 'bass is fuller']] },
  },
  {
    query: 'How much cleaner is an Ecodesign stove than an open fire? Is it really 90 percent less smoke?',
    type: 'comparison',
    probe: 'two documents give different figures (90 percent claimed vs about 30 percent measured)',
    verdict: 'qualified',
    untrue: ['Yes, 90 percent less', 'Yes, an Ecodesign stove produces 90 percent'],
    expect: { kind: 'answer', facts: [['90 percent'], ['30 percent']] },
  },
  {
    query: 'Is heating with a wood stove cheaper than running an air-source heat pump?',
    type: 'comparison',
    probe: 'one document gives the stove\'s running cost only; heat pumps are in no document',
    verdict: 'qualified',
    untrue: ['cheaper than a heat pump', 'cheaper than an air-source heat pump', 'heat pump is cheaper'],
    expect: { kind: 'answer', facts: [['7 pence']] },
  },
  {
    query: 'Are shod horses more likely to slip on the road than unshod ones?',
    type: 'comparison',
    probe: 'one side only: shoes can slip on tarmac; nothing about unshod horses\' grip',
    verdict: 'qualified',
    untrue: ['Yes, shod horses are more likely', 'unshod horses slip less', 'No, shod horses'],
    expect: { kind: 'answer', facts: [['slip on smooth tarmac', 'road nails', 'tungsten studs']] },
  },
];
