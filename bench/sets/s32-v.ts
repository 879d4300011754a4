// Challenger ch32, class v: verdicts the documents settle, often not in the asker's words (an age limit, a
// rule with an exception, a limit stated for a group, a ratio, a figure to compare, a sentence saying the same
// thing in other words), plus one comparison left open by a condition, one unanswerable and two half-answerable.
// 7 documents, 14 questions, written blind (without reading the engine's code, tests or the team's sets).
import type { ReviewerQuestion } from '../answers-reviewer-set';

export const DOCUMENTS: Record<string, string> = {
  // 1. an FAQ page in HTML
  'skyward-balloon-faq.html': `<!DOCTYPE html>
<html lang="en">
<head><title>FAQs | Skyward Balloon Flights</title></head>
<body>
<nav><a href="/">Home</a> | <a href="/flights">Flights</a> | <a href="/vouchers">Gift vouchers</a> | <a href="/faq">FAQs</a> | <a href="/contact">Contact</a></nav>
<main>
<h1>Frequently asked questions</h1>

<h2>Is there a minimum age?</h2>
<p>Yes. All passengers must be at least 8 years old on the day of the flight and at least 1.2 metres (4 ft) tall, so that they can see over the side of the basket. Both conditions must be met. Passengers under 16 must fly with a paying adult on the same flight.</p>

<h2>Is there a weight limit?</h2>
<p>The basket load is calculated for every flight, passenger by passenger. Passengers weighing over 19 stone (120 kg) need a Comfort ticket, which costs £40 more than a standard ticket and reserves extra room in the basket compartment. For safety we cannot carry anyone over 25 stone (159 kg). Please tell us your weight honestly when booking; we weigh passengers at the launch site.</p>

<h2>Can I fly if I'm pregnant?</h2>
<p>We are sorry, but we cannot fly expectant mothers at any stage, as landings can be bumpy.</p>

<h2>I use a wheelchair. Can I still fly?</h2>
<p>Yes. Passengers who cannot climb into a standard basket can fly in our access basket, which has a side door and a harnessed seat. It flies from Hartley Field only, so please book it by phone.</p>

<h2>How often are flights cancelled?</h2>
<p>Ballooning depends on calm weather: we only fly in surface winds under 10 knots, with good visibility and no rain. Around half of all scheduled flights are cancelled, usually on the morning itself. If your flight is cancelled you can rebook free of charge, as many times as you need to.</p>

<h2>How long are vouchers valid?</h2>
<p>Vouchers are valid for 24 months from the date of purchase. You can extend a voucher once, by six months, for £30, provided you ask before it expires.</p>

<h2>How long does it all take?</h2>
<p>Allow three to four hours for the whole experience, including inflation, packing away and the drive back to the launch site. The flight itself lasts about an hour.</p>

<h2>What should I wear?</h2>
<p>Flat, sturdy shoes and clothes you would wear for a country walk. A hat is a good idea, as the burners are hot overhead. High heels and sandals are not allowed in the basket.</p>
</main>
<footer>&copy; Skyward Balloon Flights Ltd &middot; Operating under an Air Operator Certificate issued by the Civil Aviation Authority</footer>
</body>
</html>`,

  // 2. a race's terms (Markdown with a table and lists)
  'riverside-10k-entry-terms.md': `---
title: Riverside 10K: entry terms and conditions
url: https://riverside10k.org.uk/terms
---
# Riverside 10K: entry terms and conditions

Please read these terms before entering. By entering you agree to them.

## Who can enter

- The 10K is open to runners aged 15 or over on race day. This is a UK Athletics rule for road races over 5 km and we cannot make exceptions.
- Runners under 18 must have their entry form signed by a parent or guardian.
- The 2K Family Fun Run, which starts at 9:15, is open to all ages; children under 11 must run with an adult.
- Wheelchair racers are welcome in the 10K and start two minutes before the main field.

## Entry fees

| Entry | Fee |
|---|---|
| 10K, affiliated runner (member of a UKA-registered club) | £24 |
| 10K, unaffiliated runner | £26 |
| 2K Family Fun Run | £6 per person |

The extra £2 for unaffiliated runners is the UK Athletics race licence levy, which club members have already paid through their club.

## Refunds and transfers

Entry fees are non-refundable. If the organisers cancel the event, for example because of severe weather, entrants will receive 80% of their fee back; the rest covers costs we will already have paid. You may transfer your place to another runner until 1 September by emailing the race office; the transfer fee is £5. Anyone running under someone else's number without an official transfer will be disqualified.

## On the course

- The course is on open roads with traffic management. Headphones and earbuds that cover or sit in the ear are not permitted. Open-ear bone-conduction headphones, which leave the ear canal free, are allowed.
- No dogs may run in the 10K, including on canicross harnesses.
- Pushchairs and running buggies are not permitted in the 10K; they are welcome in the 2K.
- The course closes 90 minutes after the start. Runners still on the course at that point will be asked to continue on the pavement or to board the sweep bus.

## On the day

Bag drop is in the rowing club boathouse beside the start. Every finisher receives a technical T-shirt and a banana at the finish. Results are posted online by 6pm.
`,

  // 3. a CSV table
  'houseplants-and-pets.csv': `plant,botanical_name,light,watering,toxic_to_cats,toxic_to_dogs,max_height_cm,notes
Spider plant,Chlorophytum comosum,bright indirect,weekly in summer; fortnightly in winter,no,no,60,Cats love chewing the leaves; not poisonous
Peace lily,Spathiphyllum wallisii,low to medium,when the leaves start to droop,yes,yes,65,Calcium oxalate crystals irritate the mouth and throat
Snake plant,Dracaena trifasciata (syn. Sansevieria trifasciata),low to bright,every 3-4 weeks,mild,mild,90,Contains saponins; chewing causes drooling and vomiting
Calathea,Goeppertia spp.,medium indirect,keep compost just moist,no,no,60,Leaves curl if the air is too dry
Golden pothos,Epipremnum aureum,low to bright indirect,every 1-2 weeks,yes,yes,200 (trailing),Calcium oxalate crystals
Boston fern,Nephrolepis exaltata,bright indirect,keep compost moist; mist daily,no,no,90,Needs humidity; good in bathrooms
Aloe vera,Aloe barbadensis,bright direct,every 3 weeks,yes,yes,60,Sap causes vomiting and lethargy
Parlour palm,Chamaedorea elegans,low to medium,every 1-2 weeks,no,no,120,Tolerates north-facing rooms
ZZ plant,Zamioculcas zamiifolia,low,every 3-4 weeks,yes,yes,90,Stores water in its rhizomes
Swiss cheese plant,Monstera deliciosa,bright indirect,weekly,yes,yes,250,Needs a moss pole to climb
Jade plant,Crassula ovata,bright direct,every 2-3 weeks,yes,yes,100,Causes vomiting and a slow heart rate in pets
`,

  // 4. a local news report in HTML
  'hadley-shop-share-offer.html': `<html>
<head><title>Villagers launch share offer to save Little Hadley shop | Wendle Valley Gazette</title></head>
<body>
<header>Wendle Valley Gazette &middot; News &middot; Sport &middot; What's On &middot; Subscribe</header>
<article>
<h1>Villagers launch share offer to save Little Hadley shop</h1>
<p class="byline">By Priya Castell, 12 February</p>
<p>Residents of Little Hadley have launched a community share offer to buy the village's last shop and post office, which closed in November when its owners retired.</p>
<p>The newly formed Little Hadley Community Shop Ltd, a community benefit society, aims to raise £180,000 by 31 March to buy the building and refit it. If the target is not reached, every investor will get their money back in full.</p>
<p>Shares cost £1 each. The minimum investment is £50 and the maximum is £10,000. "You don't have to live in the village," said the society's chair, Tom Okafor. "Anyone aged 16 or over can invest, wherever they live, and we've already had applications from former residents as far away as Aberdeen."</p>
<p>Every investor becomes a member of the society. Voting at general meetings is on a one-member-one-vote basis, not by the size of a member's shareholding.</p>
<p>The society plans to pay interest of up to 3% a year from the third year, if the shop trades well enough. No interest will be paid in the first two years while the society repays a £40,000 start-up loan from Wendle District Council.</p>
<p>Community shares cannot be sold or passed on to someone else. Members can withdraw their money after holding shares for three years, by giving three months' notice; withdrawals are at the board's discretion and depend on the shop's finances.</p>
<p>The shop will open from 7am to 7pm daily, with a post office counter and a café corner staffed partly by volunteers. Around 40 people have already signed up to volunteer.</p>
<p>Share offer documents are available at the village hall and at littlehadleyshop.org.uk.</p>
</article>
<aside><h3>Related</h3><ul><li>Bus route 41 to be cut back in spring</li><li>Hadley Fields housing plan goes to appeal</li></ul></aside>
</body>
</html>`,

  // 5. a how-to guide with headings and steps
  'watercolour-paper-guide.md': `---
title: Choosing watercolour paper: a beginner's guide
url: https://www.brushandwash.co.uk/guides/watercolour-paper
---
# Choosing watercolour paper: a beginner's guide

Paper matters more than paint. A cheap sheet can make good paint behave badly, and most beginners blame themselves for what is really the paper's fault.

## Weight

Weight is given in grams per square metre (gsm) or in pounds per ream (lb). The three common weights are 190gsm (90lb), 300gsm (140lb) and 640gsm (300lb).

Lighter sheets cockle when they get wet: they buckle into hills and valleys where the paint pools. Anything under 300gsm must be stretched before you lay a wash on it. A 300gsm sheet will cope with light to moderate washes if you tape it firmly to a board on all four sides, but it should still be stretched for heavy, wet-in-wet work. A 640gsm sheet is as stiff as card and never needs stretching, whatever you do to it; the catch is that it costs roughly twice as much as 300gsm.

## Surface

- **Hot-pressed (HP)**: smooth, for fine detail and botanical work.
- **Cold-pressed**, also called **NOT** ("not hot-pressed"): a gentle tooth; the most popular all-rounder.
- **Rough**: a pronounced texture that makes some pigments granulate.

## Cotton or cellulose?

Papers made from 100% cotton are slower to dry, giving you more time to blend, soften edges and lift out mistakes. Cellulose (wood-pulp) papers dry quickly, which leaves hard edges and makes lifting difficult. Cotton papers cost about three times as much as cellulose ones, but most teachers recommend them for anything you want to keep.

## Sizing, and a note for vegans

Size is what stops paint soaking straight in as it would on blotting paper. Bellmoor papers are sized with gelatine made from animal bones and hides, both in the pulp and on the surface, so they are not suitable for vegans. Kestrel Studio and Marlow Cotton use a synthetic size and are certified vegan.

## How to stretch paper

1. Soak the sheet in cold water: about 3 minutes for 190gsm, 8 to 10 minutes for 300gsm.
2. Lift it out by a corner, let the excess water drain and lay it flat on a wooden board.
3. Stick down all four edges with gummed brown paper tape. Masking tape will not hold.
4. Leave it to dry flat overnight, away from radiators.
`,

  // 6. a first-person blog post
  'quail-six-months.md': `---
title: Six months of keeping quail in a suburban garden
url: https://www.backgardenquail.blog/2025/06/six-months-in
---
# Six months of keeping quail in a suburban garden

It's six months since seven Japanese quail arrived in a cardboard box on our doorstep: six females and one male, whom the children named Gerald. Here is what I've learned.

**Eggs.** The girls started laying at seven weeks old, which still amazes me. Through the summer each hen laid almost an egg a day. A quail egg weighs about 10 g against roughly 50 g for a large hen's egg, so I use five quail eggs wherever a recipe asks for one egg, and cakes come out exactly the same. Laying slowed right down in October and stopped in November: quail need about 14 hours of daylight to keep laying. Some keepers add a lamp on a timer; I decided to give mine a rest.

**Do you need a male?** Only if you want fertile eggs to hatch. The hens lay just as well without one. I kept Gerald anyway. His call is a short, rather comical burst, nowhere near as loud as a cockerel's crow, and the neighbours haven't noticed him.

**Housing.** Allow at least one square foot of floor per bird. Quail "popcorn": when startled they shoot straight upwards, and they can injure their heads on a hard roof. Either keep the roof low (under 25 cm), so they can't build up speed, or fit a soft netting ceiling. I went with netting in a converted rabbit hutch.

**Free-ranging.** Don't. Quail don't come home to roost the way chickens do; a startled quail will fly over the fence and you will never see it again. Mine get supervised time in a covered run on the lawn.

**Registration.** This one caught me out. Since the rules changed in 2024, everyone in Great Britain who keeps poultry, quail included, has to register with the Animal and Plant Health Agency (APHA), even if they keep a single bird. The old threshold of 50 birds no longer applies. Registration is free and online, and it means you'll be told about bird flu outbreaks near you.

**Lifespan.** Most quail live two to three years, and laying tails off after the first year.
`,

  // 7. a leisure centre leaflet in plain text
  'parkway-leisure-rules.txt': `PARKWAY LEISURE CENTRE
Gym and pool: rules for members and visitors (April edition)

GYM ACCESS BY AGE
Children under 11 may not use the gym.
Aged 11 to 15: Junior Gym sessions only (weekdays 4pm to 6pm, Saturdays 9am to 11am), after a 45-minute junior induction with one of our instructors.
Aged 16 and over: full gym access at any time after a standard induction.
Free weights: members aged 16 and 17 may use the free-weights area (barbells, dumbbells, benches and racks) only while an instructor is supervising them. Members aged 18 and over may use it freely.

INDUCTIONS
Inductions cost £15 and are free for Premium members. Book at reception or in the Parkway app.

POOL SUPERVISION
Children under 8 must be accompanied in the water by a responsible person aged 16 or over. One adult may accompany no more than two children under 8. Children aged 8 to 11 who can swim 25 metres may swim without an adult in the water, but a responsible person aged 16 or over must stay in the building.
Armbands and swim vests are welcome. Inflatable toys are only allowed in the Saturday fun session.

LOCKERS AND TOWELS
Lockers take a £1 coin, which is returned. Towels can be hired at reception for £2.

GUESTS
Premium members may bring one guest per calendar month free of charge. Guests of Standard members pay the day rate of £8.50.

CANCELLING
Standard membership has a minimum term of three months. After that, either plan can be cancelled with 30 days' notice, in writing or in the app. Premium membership has no minimum term.
`,
};

export const QUESTIONS: ReviewerQuestion[] = [
  // ---- yes/no (6) ----
  {
    query: "My son is 7 (8 in March) but he's tall for his age, about 4ft 3. Can he come on our Skyward balloon flight in February?",
    type: 'yes/no',
    probe: 'age limit that the height does not override; both conditions must be met',
    verdict: 'no',
    expect: {
      kind: 'answer',
      facts: [['8 years', 'eight years', 'at least 8', 'at least eight', 'aged 8', 'age of 8', '8 or over', 'eight or over']],
      lead: ['no', 'not', 'cannot', "can't", 'too young', 'at least 8', 'at least eight', '8 years'],
      offTopic: ['19 stone', 'wheelchair', 'expectant'],
    },
    untrue: ['seven-year-olds can', '7-year-olds can'],
  },
  {
    query: 'do they let you run the Riverside 10k with bone conduction headphones? I really struggle without music',
    type: 'yes/no',
    probe: 'ban with a stated exception that covers the asker',
    verdict: 'yes',
    expect: {
      kind: 'answer',
      facts: [['are allowed', 'ear canal', 'open-ear']],
      lead: ['yes', 'allowed', 'can', 'open-ear'],
      offTopic: ['canicross', 'pushchair', 'buggies', 'sweep bus'],
    },
    untrue: ['bone-conduction headphones are not', 'all headphones are banned'],
  },
  {
    query: 'We just brought a kitten home. Is my sansevieria poisonous to cats?',
    type: 'yes/no',
    probe: 'plant named by its old botanical name; a table cell that says mild',
    verdict: 'yes',
    expect: {
      kind: 'answer',
      facts: [['mild', 'toxic', 'saponin', 'drooling', 'vomiting']],
      lead: ['yes', 'mild', 'toxic', 'snake plant', 'saponin'],
      offTopic: ['calcium oxalate', 'moss pole'],
    },
    untrue: ['not toxic to cats', 'safe for cats', 'not poisonous to cats'],
  },
  {
    query: "Thinking of getting 4 quail just for eggs. Do I have to register them with anyone or is that only for big flocks?",
    type: 'yes/no',
    probe: 'rule for everyone that replaced an old size threshold',
    verdict: 'yes',
    expect: {
      kind: 'answer',
      facts: [
        ['APHA', 'Animal and Plant Health'],
        ['single bird', 'even if', 'no longer applies', 'everyone', 'even one'],
      ],
      lead: ['yes', 'register', 'APHA', 'Animal and Plant'],
      offTopic: ['square foot', 'popcorn', 'fertile'],
    },
    untrue: ['only if you keep 50', 'only flocks of 50', 'need to register only'],
  },
  {
    query: "I'm 16 and I've just done my gym induction at Parkway. Am I allowed to use the barbells on my own now?",
    type: 'yes/no',
    probe: 'age band with a narrower limit for one area of the gym',
    verdict: 'no',
    expect: {
      kind: 'answer',
      facts: [['instructor', 'supervis']],
      lead: ['no', 'not', 'only', 'instructor', 'supervis'],
      offTopic: ['lockers', 'towels', 'armbands'],
    },
    untrue: ['16-year-olds may use the free-weights area freely'],
  },
  {
    query: "Can I take my three kids swimming at Parkway by myself? They're 6, 5 and 2.",
    type: 'yes/no',
    probe: 'a ratio (one adult, at most two under-8s) applied to the asker',
    verdict: 'no',
    expect: {
      kind: 'answer',
      facts: [['no more than two', 'two children', '2 children', 'up to two', 'at most two', 'maximum of two']],
      lead: ['no', 'not', 'two', '2 children', 'no more than'],
      offTopic: ['free-weights', 'barbells', 'guest'],
    },
    untrue: ['may swim without an adult'],
  },

  // ---- comparisons (3) ----
  {
    query: "Is the Riverside 10K cheaper to enter if you're in a running club? I'm thinking of joining one anyway",
    type: 'comparison',
    probe: 'two figures in a table, and the sentence that explains the difference',
    verdict: 'yes',
    expect: {
      kind: 'answer',
      facts: [['£24', '24 pounds'], ['£26', 'levy', '£2 more', '£2 extra', '£2 less', '£2 cheaper']],
      lead: ['yes', 'cheaper', '£24', '£2'],
      offTopic: ['transfer fee', '80%'],
    },
    untrue: ['same price', 'no discount'],
  },
  {
    query: "If I put £5k into the Hadley village shop will I get more of a say than my neighbour who only puts in the minimum?",
    type: 'comparison',
    probe: 'a comparison settled by a rule stated in other words (one member, one vote)',
    verdict: 'no',
    expect: {
      kind: 'answer',
      facts: [['one-member-one-vote', 'one member one vote', 'one member, one vote', 'one vote']],
      lead: ['no', 'not', 'one-member', 'one member', 'one vote', 'same'],
      offTopic: ['7am', 'café', 'bus route'],
    },
    untrue: ['in proportion to', 'more votes than'],
  },
  {
    query: "Can I get away without stretching 300gsm watercolour paper like you can with the heavy 640gsm stuff?",
    type: 'comparison',
    probe: 'a comparison that holds only under a condition (light or moderate washes, taped down)',
    verdict: 'qualified',
    expect: {
      kind: 'answer',
      facts: [['moderate'], ['tape', 'taped'], ['wet-in-wet', 'heavy']],
      lead: ['moderate', 'tape', 'depends', 'only', 'if you'],
      offTopic: ['hot-pressed', 'granulate', 'vegan'],
    },
    untrue: ['300gsm never needs stretching', '300gsm must always be stretched'],
  },

  // ---- why/how (1) ----
  {
    query: "If I buy shares in the Little Hadley shop, how would I get my money back out later if I needed it?",
    type: 'why/how',
    probe: 'the procedure with its conditions, beside a refund rule for a different case',
    expect: {
      kind: 'answer',
      facts: [['three years', '3 years'], ['three months', '3 months'], ['discretion', 'board']],
      lead: ['withdraw', 'three years', '3 years', 'notice', 'cannot be sold'],
      offTopic: ['target is not reached', '7am', 'volunteer'],
    },
    untrue: ['shares can be sold', 'sell your shares to'],
  },

  // ---- what/which (1) ----
  {
    query: 'Out of my spider plant, peace lily, calathea and pothos, which ones are actually safe to keep with a dog?',
    type: 'what',
    probe: 'which of a list the table marks non-toxic for dogs',
    expect: {
      kind: 'answer',
      facts: [['spider plant'], ['calathea']],
      lead: ['spider plant', 'calathea'],
      offTopic: ['moss pole', 'bathrooms', 'rhizomes'],
    },
    untrue: ['peace lily is safe', 'pothos is safe', 'pothos is not toxic', 'peace lily is not toxic'],
  },

  // ---- unanswerable (1) ----
  {
    query: 'Do community shares in the Little Hadley shop qualify for any tax relief?',
    type: 'unanswerable',
    probe: 'the share offer is covered, tax is not mentioned anywhere',
    expect: { kind: 'none' },
  },

  // ---- half-answerable (2) ----
  {
    query: "What's the cut-off time for the Riverside 10k (I'm slow!) and does everyone who finishes get a medal?",
    type: 'half',
    probe: 'the time limit is given; a medal is not (a T-shirt is)',
    expect: {
      kind: 'partial',
      facts: [['90 minutes', 'ninety minutes', 'an hour and a half', '1.5 hours', 'one and a half hours', '90 mins']],
      missing: 'medal',
    },
    untrue: ['every finisher receives a medal', 'finishers get a medal'],
  },
  {
    query: "I'm vegan. Is Bellmoor watercolour paper ok for me, and is it acid free so my paintings won't yellow?",
    type: 'half',
    probe: 'the vegan part is settled by the sizing; acid-free is not covered',
    expect: {
      kind: 'partial',
      facts: [['gelatine', 'gelatin', 'animal', 'not suitable']],
      missing: 'acid',
    },
    untrue: ['bellmoor is vegan', 'bellmoor papers are certified vegan'],
  },
];
