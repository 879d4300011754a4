// Challenger ch29, class v: verdicts the documents settle, often not in the asker's words (an age band,
// a ban stated for a group, an exception to a rule, a figure to compare), plus a few left open.
// 7 documents, 14 questions, written blind (without reading the engine's code, tests or the team's sets).
import type { ReviewerQuestion } from '../answers-reviewer-set';

export const DOCUMENTS: Record<string, string> = {
  // 1. FAQ with headings and a list of age bands
  'bounce-yard-faq.md': `---
title: Bounce Yard Trampoline Park - Frequently asked questions
url: https://www.bounceyard-example.co.uk/faq
---
# Frequently asked questions

## How old do you have to be to jump?
Our open jump sessions are for ages 5 and up. Younger children can come to Tiny Bouncers, our toddler sessions for ages 1 to 4, which run on Tuesday and Thursday mornings from 9:30 to 10:30. Each toddler must have a parent or carer with them on the court.

## Do children need an adult with them?
It depends on the age of the jumper:

- Children aged 7 and under must have a paying adult (aged 18 or over) jumping with them on the same court. One adult can accompany up to two children.
- Children aged 8 to 11 can jump on their own, but a responsible adult must stay in the building for the whole session. Our viewing café overlooks the main court.
- Jumpers aged 12 and over can come without an adult.

Every jumper under 18 needs a waiver signed online by a parent or legal guardian before they arrive. We cannot accept a waiver signed by an older brother, sister or cousin.

## Do I need special socks?
Yes. Everyone on the trampolines must wear Bounce Yard grip socks, which have rubber pads on the sole. They cost £2.50 a pair from reception, and you can bring them back and use them again on any future visit. Ordinary socks and bare feet are not allowed on the courts.

## Is there a weight limit?
Each jumper must weigh under 120 kg (about 18 st 12 lb). The dodgeball court is for ages 10 and up, and the foam pit and airbag are closed to anyone under 6.

## Can I jump if I'm pregnant?
We're sorry, but we can't let anyone who is pregnant onto the trampolines. You are very welcome to watch from the café.

## Can I wear my glasses?
Yes, as long as they are held on with a sports strap. Please empty your pockets and take off watches and jewellery before you jump; lockers cost £1.

## Can I bring my own food?
No outside food or drink is allowed in the park, except birthday cakes for party bookings.

## What if I can't make my booking?
Bookings cannot be refunded, but you can move to another session free of charge up to 24 hours before your start time.
`,

  // 2. operator's web page in HTML
  'balloon-passenger-info.html': `<!DOCTYPE html>
<html lang="en">
<head><title>Passenger information | Thames Valley Balloon Flights</title></head>
<body>
<nav><a href="/">Home</a> | <a href="/flights">Flights</a> | <a href="/vouchers">Vouchers</a> | <a href="/contact">Contact</a></nav>
<main>
<h1>Before you fly: passenger information</h1>

<h2>Who can fly?</h2>
<p>Passengers must be at least 8 years old and at least 1.2 metres (4 ft) tall, so that they can see over the side of the basket. Children under 16 must fly with an adult aged 18 or over on the same flight.</p>
<p>There is no upper age limit, but every passenger must be able to stand for the whole flight (about an hour), climb in and out of a basket 1.1 metres high, and take up the landing position: knees bent, back to the direction of travel, holding the rope handles.</p>
<p>For safety reasons we are unable to carry expectant mothers at any stage, or anyone who has had major surgery in the last six months. If your circumstances change after booking, your voucher can be transferred to another person free of charge.</p>

<h2>Weight</h2>
<p>Please give us your weight when you book. Passengers over 17 stone (108 kg) pay a supplement of £45, because we have to carry fewer people in the basket.</p>

<h2>Accessible flights</h2>
<p>Our Skyseat basket has a side door and two fixed seats with harnesses, so passengers who cannot stand for an hour, including wheelchair users, can fly seated. The Skyseat basket flies only from our Marlow Meadow launch site, on selected dates between May and September. Our other launch sites, Henley Park and Wallingford, use standard baskets only.</p>

<h2>Weather and cancellations</h2>
<p>We fly at dawn and about three hours before sunset, and only when surface winds are below 10 knots, with no rain and good visibility. Around one flight in three is called off on the day. Vouchers are valid for 24 months; if we cancel your flight three or more times, we will extend your voucher by 12 months free of charge.</p>

<h2>On the day</h2>
<p>Allow four hours in total. Wear flat, sturdy shoes and a hat; the burners are hot overhead. After landing there is a glass of sparkling wine (soft drinks for under-18s and drivers) and a flight certificate.</p>

<h2>Prices</h2>
<p>Weekday flight: £189 per person. Anytime flight: £219 per person. Private flight for two in a smaller basket: £750.</p>
</main>
<footer>Thames Valley Balloon Flights Ltd, Marlow. Licensed by the Civil Aviation Authority.</footer>
</body>
</html>
`,

  // 3. plain-text policy with an exception for a group
  'hollybank-dogs.txt': `HOLLYBANK FARM COTTAGES - BRINGING YOUR DOG
Last updated March 2025

We have three holiday cottages on the farm: Hollybank (sleeps 6), Wren Cottage (sleeps 4) and Rowan Barn (sleeps 8).

WHICH COTTAGES TAKE DOGS?
Dogs are welcome at Hollybank and Wren Cottage. Rowan Barn is kept pet-free because several of our regular guests there have severe allergies, so please don't ask us to make an exception for a pet dog.

ASSISTANCE DOGS
Registered assistance dogs, including guide dogs and hearing dogs, are welcome in all three properties, Rowan Barn included. We never charge for an assistance dog, and it does not count towards the limit below.

HOW MANY, AND HOW MUCH?
Up to two dogs per booking. The charge is £25 per dog per stay (not per night), paid when you book. We are sorry that we can't take cats, rabbits or other pets.

HOUSE RULES
- Dogs stay downstairs and off the sofas and beds. Throws are provided.
- Please don't leave your dog alone in the cottage for more than three hours, and only in a crate (we lend crates free of charge).
- Hollybank has a fully enclosed garden. Wren Cottage's garden is open to the lane, so keep dogs on a lead there.
- The fields around the cottages have sheep in them from March to October, and dogs must be on a lead everywhere on the farm at all times.
- There are old towels in the boot room for muddy paws, and a dog-wash hose outside the boot room door.

DAMAGE AND EXTRA CLEANING
If a dog causes damage or leaves the cottage needing extra cleaning, we may keep some or all of the £150 security deposit.

ARRIVAL
Check-in is from 4pm and check-out by 10am. Please keep your dog in the car until we have shown you round.
`,

  // 4. official-style FAQ with figures and conditions
  'jury-service-faq.md': `---
title: Jury service - questions from people who have been summoned
url: https://jurorinfo.example.org/faq
---
# Jury service: your questions answered

## Who can be summoned?
Anyone aged 18 to 75 who is on the electoral register, and who has lived in the country for at least five years since the age of 13, can be picked at random. You must reply to the summons within 7 days, even if you think you cannot serve.

## I'm 71 or older. Do I have to serve?
If you will be 71 or over on the first day of your service, you have the right to be excused. Tick box C on the reply form; you do not need to give a reason or send any evidence. You can still serve if you would like to.

## Can I be excused because I'm a student?
Being in full-time education is not in itself a reason to be excused. If your dates clash with exams or coursework deadlines, ask to defer instead: we will usually move your service to a date in the holidays. You can defer only once, and the new date must be within 12 months of the original one.

## Can my employer stop me going?
No. Your employer must give you the time off, but does not have to pay you while you are on jury service. Ask the jury office for a Certificate of Loss of Earnings form to give to your employer.

## What can I claim?
- **Loss of earnings** (employed or self-employed): up to £64.95 a day for the first 10 days if you are at court for more than 4 hours, or £32.47 a day for 4 hours or less. From day 11 the limits rise to £129.91 and £64.95.
- **Childcare or care costs**: these can be claimed, but within the same daily loss-of-earnings limit.
- **Travel**: standard public transport fares. If you drive, 31.4p per mile, plus 4.2p per mile for each other juror you give a lift to. By bicycle, 9.6p per mile.
- **Food and drink**: up to £5.71 a day if you are away from home for up to 10 hours, or £12.17 for more than 10 hours.

## How long does it last?
Usually 10 working days. Some trials last longer; you will be told in advance if you are picked for a long trial.

## Can I keep my phone?
You may use your phone in the jury assembly area, but you must hand it in before you go into the deliberation room. Never look up anything about your case online or post about it on social media.
`,

  // 5. first-person blog post
  'kombucha-six-months.md': `---
title: Six months of brewing kombucha - what I've learned
url: https://smallbatchkitchen.example.net/2024/kombucha-six-months
---
I started brewing kombucha in January with a SCOBY a friend gave me in a jam jar. Six months and about twenty batches later, here is what I wish someone had told me.

**Vessels.** The rule everyone repeats is "no metal", and it is mostly right: kombucha is acidic and will eat into aluminium, copper, cast iron and chipped enamel, pulling metal into your drink. The exception is food-grade stainless steel, which does not react with the acid. I have brewed in my 12-litre stainless stockpot since March with no problems, and commercial breweries use stainless tanks. Glass is still my favourite, mainly because you can watch the SCOBY grow.

**Tea.** Use real tea (black or green). The culture needs the nitrogen in tea leaves, and a brew made only with rooibos or fruit teas gets weaker every batch. I now use up to a quarter herbal tea for flavour and the rest black tea.

**The vinegar batch.** My third batch was undrinkable: pure vinegar. I had left it 25 days while I was on holiday. Here is what happens in the jar. The yeast eat the sugar and make alcohol and carbon dioxide, and the bacteria then turn that alcohol into acetic acid, the same acid that is in vinegar. The longer you leave it, the more of the sugar is used up and the more acid builds up. Warmth speeds all of this up: at 26°C my brews are ready in six or seven days, at 20°C it is closer to twelve. These days I start tasting through a straw from day six and bottle while it is still a little sweet. A vinegary batch is not wasted, by the way: it makes excellent starter liquid for the next one.

**Is it alcohol-free?** Kombucha is often described as alcohol-free, but homemade kombucha is not necessarily. I bought a cheap hydrometer and measured my batches: about 0.3% after the first ferment, but 0.8% to 1.5% after a week of second ferment in sealed bottles with fruit. Shop-bought kombucha sold as alcohol-free here has to stay under 0.5%, which is why commercial brewers filter or pasteurise it.

**Second ferment.** Add fruit or ginger, bottle in swing-top bottles and open ("burp") them once a day. I skipped that for a raspberry batch and one bottle exploded in the cupboard.

**Mould or not?** New SCOBY growth is pale, smooth and jelly-like, and brown stringy bits are yeast. Fuzzy, dry, blue or green spots are mould: throw out the whole batch, SCOBY included.
`,

  // 6. Markdown table with a reading key
  'loft-insulation-materials.md': `---
title: Loft insulation materials compared
url: https://greenretrofit.example.org/guides/loft-insulation-materials
---
# Loft insulation materials compared

Thermal conductivity (the "lambda" value, in W/mK) tells you how easily heat passes through a material: the lower the number, the better it insulates at the same thickness. Prices are typical retail prices per square metre for a 100 mm layer, collected in January 2025. The fire column gives the material's Euroclass reaction-to-fire rating, from A1 (non-combustible) down to F.

| Material | Lambda (W/mK) | Price per m² (100 mm) | Fire rating | Notes |
|---|---|---|---|---|
| Glass mineral wool roll | 0.040 | £4.20 | A1 | Cheapest; itchy to handle, wear gloves and a mask |
| Stone wool slab | 0.035 | £6.80 | A1 | Denser; also good against noise |
| Sheep's wool roll | 0.035 | £11.50 | E | Treated against moths; takes up and gives off moisture |
| Wood fibre batt | 0.038 | £13.00 | E | Heavy; slows summer heat getting into rooms below |
| Hemp batt | 0.040 | £12.00 | E | Easy to cut; no protective kit needed |
| PIR foam board | 0.022 | £14.50 | E | Foil-faced; must be cut to fit tightly between joists |
| Blown cellulose | 0.039 | £5.50 | B | Contractor-installed only; price includes installation |

For a loft, building regulations for new work ask for roughly the performance of 270 mm of mineral wool. With PIR board you reach the same performance with about 150 mm, which helps where you want to board the loft over for storage. Whatever you choose, keep the eaves clear so air can move, and never cover recessed light fittings unless they are rated for it.
`,

  // 7. local news report in HTML
  'cathedral-charge-news.html': `<!DOCTYPE html>
<html lang="en">
<head><title>St Aldhelm's Cathedral to charge visitors £9 from March | Wessex Courier</title></head>
<body>
<header><a href="/">Wessex Courier</a> &gt; <a href="/news">News</a> &gt; Kingsbury</header>
<article>
<h1>St Aldhelm's Cathedral to charge visitors £9 from March</h1>
<p class="byline">By Tom Ashworth, 14 January 2025</p>
<p>Tourists visiting St Aldhelm's Cathedral in Kingsbury will have to pay to get in from 1 March, for the first time in the building's 800-year history.</p>
<p>Adults will pay £9 and concessions (people over 65, students and jobseekers) £7. Children under 16 go free with a paying adult.</p>
<p>Anyone coming to worship or pray will not be charged: services remain free, and the Lady Chapel will stay open free of charge for private prayer. People who live in the diocese can apply for a free annual Neighbour Pass by showing proof of address.</p>
<p>The Dean, the Very Rev Helen Marsh, said the decision had not been taken lightly. Donations, once the cathedral's main income from visitors, have fallen from an average of £1.40 per visitor in 2015 to 38p last year as fewer people carry cash. The cathedral costs £6,500 a day to keep open, and a survey last autumn found that the lead roof over the nave needs £2.3 million of repairs within five years.</p>
<p>"We would far rather be free, but we cannot ask the congregation alone to keep this building standing," she said.</p>
<p>The charge is expected to raise about £450,000 a year. Not everyone is pleased. "I come in to sit quietly on my lunch break, and now I'll need a pass to do it," said shop worker Karen Doyle, 52, who said she would apply for one.</p>
<p>Wellsmouth Cathedral, 20 miles away, which welcomes a similar number of visitors, remains free to enter and asks for a suggested donation of £6. Its tower tours cost £12. St Aldhelm's tower tours, now £8, will rise to £10 and will include entry to the cathedral.</p>
</article>
</body>
</html>
`,
};

export const QUESTIONS: ReviewerQuestion[] = [
  // ---- yes/no (6)
  {
    query: "My son is 6 and his cousin is 14. Can the cousin take him to an open jump session at Bounce Yard and go on the trampolines with him, or does it have to be me?",
    type: 'yes/no',
    probe: 'age band: 7 and under need a paying adult of 18+ on the court; a 14-year-old does not count',
    verdict: 'no',
    expect: {
      kind: 'answer',
      facts: [
        ['7 and under', 'aged 7', 'seven and under', 'under 8', '7 or under', '7 or younger', 'age 7', 'ages 7'],
        ['18 or over', 'over 18', '18 or older', 'aged 18', '18+', 'paying adult'],
      ],
      lead: ['no', 'not', 'adult', '18', 'must', 'has to', 'cannot', "can't"],
      offTopic: ['dodgeball', '120 kg', 'lockers', 'refunded'],
    },
    untrue: ['cousin can take', 'cousin can accompany', 'cousin can go', 'yes, the cousin', 'no adult is needed'],
  },
  {
    query: "I'm 14 weeks pregnant and we've got a balloon flight booked for our anniversary next month. I feel absolutely fine - am I still OK to go up?",
    type: 'yes/no',
    probe: 'ban for a group stated in other words ("expectant mothers at any stage")',
    verdict: 'no',
    expect: {
      kind: 'answer',
      facts: [['any stage', 'expectant', 'at any point']],
      lead: ['no', 'not', 'unable', 'cannot', "can't"],
      offTopic: ['trampoline', '17 stone', 'Skyseat'],
    },
    untrue: ['first trimester', "doctor's letter", 'GP letter', 'letter from your', 'up to 20 weeks', 'up to 24 weeks'],
  },
  {
    query: "I've got a guide dog. We're looking at Rowan Barn for a family get-together - will I get stung with the £25 dog charge?",
    type: 'yes/no',
    probe: 'exception for a group (assistance dogs) to a fee and to a pet-free cottage',
    verdict: 'no',
    expect: {
      kind: 'answer',
      facts: [
        ['assistance dog'],
        ['never charge', 'no charge', 'not charged', "don't charge", 'do not charge', 'free of charge', 'no fee', 'not be charged', "won't be charged", 'will not be charged'],
      ],
      lead: ['no', 'not', 'never', 'free'],
      offTopic: ['sheep', 'check-in', 'security deposit', 'boot room'],
    },
    untrue: ['you will have to pay', 'you will be charged', 'not allowed at Rowan', 'cannot stay at Rowan', 'will need to pay'],
  },
  {
    query: "I'm a full-time uni student and my jury summons lands right in the middle of my summer exams. Does being a student get me out of it?",
    type: 'yes/no',
    probe: 'rule stated as "not in itself a reason", with the deferral it offers instead',
    verdict: 'no',
    expect: {
      kind: 'answer',
      facts: [
        ['not in itself', 'not on its own', 'not by itself', 'not a reason', 'is not a reason', 'not enough'],
        ['defer', 'postpone', 'move your service', 'moved', 'later date'],
      ],
      lead: ['no', 'not'],
      offTopic: ['31.4', 'mileage', 'phone'],
    },
    untrue: ['students are excused', 'automatically excused', 'right to be excused', 'can be excused because'],
  },
  {
    query: "My grandad is 73 and he's just had a jury summons through the door. He's dreading it - can he get out of it without needing a doctor's note or anything?",
    type: 'yes/no',
    probe: 'age threshold (71 or over) gives a right to be excused with no reason or evidence',
    verdict: 'yes',
    expect: {
      kind: 'answer',
      facts: [
        ['71'],
        ['no reason', 'not need to give a reason', 'without giving a reason', "don't need to give", 'no evidence', 'any evidence', 'without a reason', 'need to give a reason', 'without evidence', 'not need to give'],
      ],
      lead: ['yes', 'excused', 'right', '71'],
      offTopic: ['full-time education', 'loss of earnings', 'deliberation room'],
    },
    untrue: ['has to serve', 'must serve', 'needs a doctor', 'medical certificate', 'must provide evidence'],
  },
  {
    query: "Everyone online says kombucha must never touch metal. All I've got is a big stainless steel stock pot - can I brew in that or do I need to buy a glass jar?",
    type: 'yes/no',
    probe: 'a rule ("no metal") with a stated exception (food-grade stainless steel)',
    verdict: 'yes',
    expect: {
      kind: 'answer',
      facts: [
        ['food-grade', 'food grade'],
        ['not react', "doesn't react", 'does not react', 'no reaction', "won't react"],
      ],
      lead: ['yes', 'stainless', 'fine', 'can'],
      offTopic: ['hydrometer', 'exploded', 'rooibos'],
    },
    untrue: ['avoid all metal', 'need a glass jar', 'must use glass', 'should not use stainless', 'never use metal'],
  },

  // ---- comparisons (3)
  {
    query: "Is sheep's wool actually a better insulator than the cheap glass fibre rolls, or am I just paying extra for the eco label?",
    type: 'comparison',
    probe: 'compare two lambda figures where lower is better (stated once in the intro)',
    verdict: 'yes',
    expect: {
      kind: 'answer',
      facts: [
        ['0.035'],
        ['0.040', '0.04'],
        ['lower', 'less heat', 'better insulat', 'insulates better'],
      ],
      lead: ['yes', 'sheep', 'better', '0.035'],
      offTopic: ['PIR', 'hemp', 'cellulose', 'recessed light'],
    },
    untrue: ['worse insulator', 'no better', 'same as glass', 'the same lambda', 'insulates less well'],
  },
  {
    query: "Is St Aldhelm's going to be dearer to get into than Wellsmouth now?",
    type: 'comparison',
    probe: 'price against "free with a suggested donation", with a tower-tour price as a trap',
    verdict: 'yes',
    expect: {
      kind: 'answer',
      facts: [
        ['£9', '9 pounds'],
        ['free', 'no charge', 'suggested donation', '£6'],
      ],
      lead: ['yes', '£9', 'St Aldhelm', 'dearer', 'more'],
      offTopic: ['2.3 million', 'lead roof', 'Karen Doyle', '450,000'],
    },
    untrue: ['Wellsmouth charges £12', 'Wellsmouth costs £12', 'Wellsmouth is dearer', 'Wellsmouth is more expensive', '£12 to enter', '£12 entry'],
  },
  {
    query: "Should I go for PIR boards rather than stone wool in my loft - are they better?",
    type: 'comparison',
    probe: 'better on one measure (lambda), worse on others (fire rating, price): qualified',
    verdict: 'qualified',
    expect: {
      kind: 'answer',
      facts: [
        ['0.022'],
        ['0.035'],
        ['A1', 'non-combustible', '£14.50', '14.50', '£6.80', '6.80'],
      ],
      lead: ['PIR'],
      offTopic: ['sheep', 'hemp', 'itchy'],
    },
    untrue: ['PIR is non-combustible', 'stone wool insulates better', 'PIR is cheaper', 'same fire rating'],
  },

  // ---- why/how (1)
  {
    query: "Why did my kombucha turn into basically vinegar? I left it going for nearly 4 weeks while I was away.",
    type: 'why/how',
    probe: 'cause chain: yeast make alcohol from sugar, bacteria turn alcohol into acetic acid, longer = more acid',
    expect: {
      kind: 'answer',
      facts: [['acetic'], ['alcohol'], ['sugar']],
      lead: ['acetic', 'too long', 'longer', 'ferment', 'bacteria', 'acid'],
      offTopic: ['stainless', 'exploded', 'hydrometer', 'rooibos'],
    },
    untrue: ['contaminated', 'the SCOBY died', 'mould caused'],
  },

  // ---- what/which (1)
  {
    query: "My dad's in a wheelchair and really wants to come up in the balloon with us. Which of your launch sites would we need to book?",
    type: 'what',
    probe: 'the one site with the seated basket, beside the two that have none',
    expect: {
      kind: 'answer',
      facts: [['Marlow'], ['Skyseat', 'seated', 'seats', 'seat']],
      lead: ['Marlow'],
      offTopic: ['17 stone', '108 kg', 'expectant', 'sparkling wine'],
    },
    untrue: ['any of our launch sites', 'all launch sites', 'any launch site', 'cannot fly', 'from Henley Park', 'from Wallingford'],
  },

  // ---- unanswerable (1)
  {
    query: "Do you get money off balloon flights if you book for a big group? Thinking of a hen party of about 10.",
    type: 'unanswerable',
    probe: 'group discount: prices, a private flight for two, concessions and party bookings elsewhere, but nothing on group rates',
    expect: { kind: 'none' },
    untrue: ['group discount of', '10% off', 'groups get'],
  },

  // ---- half-answerable (2)
  {
    query: "Do I have to buy new grip socks every time we go to Bounce Yard, and can they go in the washing machine?",
    type: 'half',
    probe: 'reuse is covered (bring them back); washing them is not',
    expect: {
      kind: 'partial',
      facts: [['again', 'future visit', 'reuse', 're-use', 'bring them back', 'reusable']],
      missing: 'wash',
    },
    untrue: ['machine washable', 'can be washed at', 'hand wash only', 'dog-wash'],
  },
  {
    query: "If I drive to court for jury service what do I get per mile, and can I claim back what I pay for the car park?",
    type: 'half',
    probe: 'mileage rate is covered; parking charges are not mentioned anywhere',
    expect: {
      kind: 'partial',
      facts: [['31.4']],
      missing: 'park',
    },
    untrue: ['parking is covered', 'parking can be claimed', 'claim parking', 'parking costs can be'],
  },
];
