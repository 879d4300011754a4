// Challenger ch29, class t (tables and numbers asked in words): 7 documents, 14 questions, written blind
// (before reading or running the engine). Topics: a heritage railway timetable (CSV) and its visitor page,
// a dog-grooming price list (Markdown table), a garden centre's cordless mower spec sheet (Markdown table)
// and a forum thread that times two of them, a village horticultural show's results (CSV) and a news report.
import type { ReviewerQuestion } from '../answers-reviewer-set';

export const DOCUMENTS: Record<string, string> = {
  'ashcombe-pellbridge-timetable-2026.csv': `day,train,from,departs,calls at,to,arrives,traction,buffet car,notes
Saturday,0D,Ashcombe,09:20,Lodden Mill 09:34; Cray Bridge 09:49,Pellbridge,10:05,Diesel railcar,No,Bicycles carried (book ahead)
Saturday,1S,Ashcombe,10:15,Lodden Mill 10:33 (water stop); Cray Bridge 10:52,Pellbridge,11:10,Steam,Yes,
Saturday,2S,Pellbridge,11:35,Cray Bridge 11:52; Lodden Mill 12:10 (water stop),Ashcombe,12:30,Steam,Yes,
Saturday,3S,Ashcombe,13:00,Lodden Mill 13:18 (water stop); Cray Bridge 13:37,Pellbridge,13:55,Steam,Yes,
Saturday,4S,Pellbridge,14:20,Cray Bridge 14:37; Lodden Mill 14:55 (water stop),Ashcombe,15:15,Steam,Yes,
Saturday,5S,Ashcombe,15:45,Lodden Mill 16:03 (water stop); Cray Bridge 16:22,Pellbridge,16:40,Steam,Yes,Cray Bridge by request only
Saturday,6S,Pellbridge,17:05,Cray Bridge 17:22; Lodden Mill 17:40 (water stop),Ashcombe,18:00,Steam,Yes,
Saturday,7D,Pellbridge,18:20,Cray Bridge 18:36; Lodden Mill 18:51,Ashcombe,19:05,Diesel railcar,No,Last train of the day; bicycles carried (book ahead)
Sunday,1S,Ashcombe,10:45,Lodden Mill 11:03 (water stop); Cray Bridge 11:22,Pellbridge,11:40,Steam,Yes,
Sunday,2S,Pellbridge,12:05,Cray Bridge 12:22; Lodden Mill 12:40 (water stop),Ashcombe,13:00,Steam,Yes,
Sunday,3S,Ashcombe,13:30,Lodden Mill 13:48 (water stop); Cray Bridge 14:07,Pellbridge,14:25,Steam,Yes,Cream teas served
Sunday,4S,Pellbridge,14:50,Cray Bridge 15:07; Lodden Mill 15:25 (water stop),Ashcombe,15:45,Steam,Yes,
Sunday,5S,Ashcombe,16:15,Lodden Mill 16:33 (water stop); Cray Bridge 16:52,Pellbridge,17:10,Steam,Yes,
Sunday,6S,Pellbridge,17:35,Cray Bridge 17:52; Lodden Mill 18:10 (water stop),Ashcombe,18:30,Steam,Yes,Last train of the day
Wednesday,1D,Ashcombe,10:30,Lodden Mill 10:44; Cray Bridge 10:59,Pellbridge,11:15,Diesel railcar,No,Bicycles carried (book ahead)
Wednesday,2D,Pellbridge,11:40,Cray Bridge 11:56; Lodden Mill 12:11,Ashcombe,12:25,Diesel railcar,No,Bicycles carried (book ahead)
Wednesday,3D,Ashcombe,14:00,Lodden Mill 14:14; Cray Bridge 14:29,Pellbridge,14:45,Diesel railcar,No,Bicycles carried (book ahead)
Wednesday,4D,Pellbridge,15:10,Cray Bridge 15:26; Lodden Mill 15:41,Ashcombe,15:55,Diesel railcar,No,Last train of the day; bicycles carried (book ahead)
`,

  'visiting-the-railway.md': `---
title: Visiting the Ashcombe & Pellbridge Railway
url: https://www.ashcombe-pellbridge-railway.org.uk/visit
---
# Visiting the railway

The Ashcombe & Pellbridge Railway runs for nine and a half miles along the Lodden valley between Ashcombe and Pellbridge, calling at Lodden Mill and Cray Bridge. A journey behind steam takes 55 minutes. The diesel railcar makes the same trip in about 45 minutes, because it does not have to stop for water at Lodden Mill.

## Which trains run when

The railway is open on Saturdays, Sundays and Wednesdays from April to October. On Saturdays steam trains run through the day, with an early and a late diesel railcar service either side of them. Every Sunday train is hauled by one of our two resident locomotives, No. 4 *Lady Ellen* or No. 7 *Pellbridge*. On Wednesdays the diesel railcar runs the whole service. Full times are in the timetable.

## Fares

Return tickets let you break your journey at any station on the line, and are valid on the day of issue only.

- Adult return: £18.00
- Child return (ages 5 to 15): £9.00
- Children under 5: free
- Family return (two adults and up to three children): £48.00
- Single journeys cost two-thirds of the return fare.

On Wednesdays all fares are reduced: an adult return is £12.00 and a child return £6.00.

## Food and drink

Our buffet car, a restored 1950s kitchen coach, runs in every steam train and serves hot drinks, bacon rolls and cakes. There is no buffet on the Wednesday trains: the railcar is a two-car unit with no kitchen, and it cannot haul an extra coach. Please bring a flask, or visit the Station Café at Pellbridge, open from 10:00 to 16:30 on every running day.

## Bicycles and dogs

Bicycles can only be carried on diesel railcar services, whose guard's van has hooks for up to six bikes. We cannot take bicycles on steam trains, as the old coaches have no space for them. Bikes travel free, but please book a space by phone the day before. Well-behaved dogs are welcome on all trains for £2 each (return), though not in the buffet car.

## Accessibility

Coach B of every steam train has a wheelchair space, and staff carry a portable ramp. Ashcombe, Lodden Mill and Pellbridge stations have step-free access to the platform. Cray Bridge is a request stop with a low platform and a flight of steps from the lane, so it is not suitable for wheelchairs.
`,

  'tidy-tail-prices.md': `---
title: Prices | The Tidy Tail Grooming Parlour
url: https://www.tidytailgrooming.co.uk/prices
---
# Our prices

Every visit starts with a quick health check of your dog's coat, ears, eyes and skin. Prices go by your dog's weight, not the breed, and we weigh every dog on the scales when you arrive.

| Service | Small (under 10 kg) | Medium (10 to 25 kg) | Large (over 25 kg) | Time allowed |
|---|---|---|---|---|
| Bath & brush | £28 | £34 | £40 | 1 hour |
| Full groom (bath, clip and style) | £38 | £46 | £58 | 2 to 3 hours |
| Hand strip | £45 | £55 | £70 | 3 hours |
| De-shedding treatment | £30 | £38 | £48 | 1.5 hours |
| Puppy introduction (under 6 months) | £20 | £20 | £20 | 45 minutes |
| Nail clip only | £8 | £8 | £10 | 10 minutes |

## Good to know

- **Giant breeds**: dogs over 45 kg are priced on consultation, because they need two groomers and the large walk-in bath. Please ring us before booking.
- **Matted coats**: de-matting is charged at £10 for each extra 15 minutes. A badly matted dog may need to be clipped short for its own comfort; we will always phone you first.
- **Fleas**: if we find fleas we have to stop and give a flea bath before the groom can go on, at £12 extra, and we deep-clean the room afterwards.
- **Add-ons**: teeth cleaning £6, paw balm £4, bandana free.
- **Cancellations**: less than 24 hours' notice is charged at half the price of the booked service.

We are open Tuesday to Saturday, 8:30 to 17:00, and closed on Sundays and Mondays. The last full groom of the day starts at 14:00.
`,

  'cordless-mowers-spec-sheet.md': `---
title: Cordless lawnmowers compared: spring 2026 spec sheet
url: https://www.greenpatchgardencentre.co.uk/guides/cordless-mowers
---
# Cordless lawnmowers compared

We stock five battery lawnmowers this spring, from a small mower for a terrace lawn to a self-propelled machine for big gardens. All figures below are the makers' own. Runtimes are what each maker claims on one full charge, measured on a dry, short lawn with the deck at its highest cutting height.

| Model | Cutting width | Weight (with battery) | Battery | Claimed runtime | Grass box | Mulching | Self-propelled | Price |
|---|---|---|---|---|---|---|---|---|
| Verdant 33 | 33 cm | 11.2 kg | 36 V, 2.5 Ah | 25 min | 30 litres | No | No | £149 |
| Brookline 37 | 37 cm | 14.8 kg | 36 V, 4.0 Ah | 35 min | 40 litres | Yes | No | £219 |
| Verdant 40 | 40 cm | 13.9 kg | 36 V, 4.0 Ah | 30 min | 45 litres | No | No | £239 |
| Halden 42 | 42 cm | 17.5 kg | 2 × 18 V, 5.0 Ah | 45 min | 50 litres | Yes | Yes | £289 |
| Halden 46 Pro | 46 cm | 21.0 kg | 2 × 18 V, 5.0 Ah | 40 min | 55 litres | Yes | Yes | £349 |

## Which one is for you?

The Verdant 33 is the cheapest mower we sell and suits lawns up to about 150 m². The Brookline 37 and Verdant 40 are our best sellers for an ordinary back garden of up to 350 m²; the Verdant 40 has the bigger grass box, while the Brookline 37 can mulch, cutting the clippings finely and leaving them on the lawn instead of collecting them. The two Halden mowers are self-propelled, so they drive themselves forward and you only steer, which helps on slopes and big lawns of up to 600 m².

The Halden batteries also fit the Halden hedge trimmer and leaf blower. Every mower comes with one battery and a charger, and each maker offers a three-year guarantee when you register the mower online.
`,

  'mower-runtime-forum-thread.txt': `GardenChat Forum > Tools & Machinery > Battery mowers: real-world runtimes?

Posted by lawnrangerdave, 12 May 2026
Thinking of going cordless this year. The garden centre sheet says the Halden 42 does 45 minutes and the Brookline 37 does 35 on a charge. Does anyone actually get that? My lawn is about 300 square metres with a slope at the bottom.

Reply from Hettie_W, 12 May 2026
Funny you ask. I've got the Brookline 37 and my neighbour has the Halden 42, so last Saturday we timed both on my back lawn, same day, same grass (a bit long and still damp from the morning). The Brookline cut the whole lawn and kept going until 33 minutes. The Halden 42 gave up at 28 minutes, a good 17 minutes short of what it says on the box. The self-propel drive is lovely on the slope but it eats the battery. With the drive switched off for the flat part it would do better, I expect.

Reply from lawnrangerdave, 12 May 2026
That's really useful, thanks. So on paper the Halden wins but in your test the Brookline lasted longer?

Reply from Hettie_W, 13 May 2026
Yes, on our lawn that day. Remember the makers time them on short dry grass with the deck set high, so nobody gets the full figure on a normal lawn.

Reply from MossyBank, 13 May 2026
Just a note on weight since you mention the slope. I have the Verdant 40 and at under 14 kg I can lift it up the two steps into the shed easily, which I couldn't do with my old petrol mower. No mulching on the Verdant though, it only collects into the box.

Reply from lawnrangerdave, 14 May 2026
Ordered the Brookline 37 in the end. Thanks all.
`,

  'lodden-show-results-2026.csv': `class no,class,place,exhibitor,measured,judge's note
1,Heaviest onion,1st,Marjorie Pell,2.86 kg,
1,Heaviest onion,2nd,Tom Ashworth,2.71 kg,
1,Heaviest onion,3rd,Sunita Rao,2.40 kg,
2,Heaviest marrow,1st,Gwen Hollis,18.9 kg,
2,Heaviest marrow,2nd,Bill Fairweather,17.2 kg,
2,Heaviest marrow,3rd,Ray Dunmore,15.6 kg,
2,Heaviest marrow,NAS,Dennis Carrow,21.4 kg,Not according to schedule
3,Longest runner bean,1st,Tom Ashworth,56.5 cm,Show record
3,Longest runner bean,2nd,Ivy Carrow,53.0 cm,
3,Longest runner bean,3rd,Gwen Hollis,49.5 cm,
4,Heaviest potato,1st,Ray Dunmore,1.32 kg,
4,Heaviest potato,2nd,Tom Ashworth,1.18 kg,
4,Heaviest potato,3rd,Bill Fairweather,1.05 kg,
5,Three dahlias in a vase,1st,Sunita Rao,,Best in show
5,Three dahlias in a vase,2nd,Marjorie Pell,,
6,Victoria sponge,1st,Ivy Carrow,,
6,Victoria sponge,2nd,Marjorie Pell,,
6,Victoria sponge,3rd,Gwen Hollis,,
7,Heaviest tomato,1st,Bill Fairweather,0.94 kg,
7,Heaviest tomato,2nd,Ray Dunmore,0.88 kg,
8,Longest carrot,1st,Sunita Rao,61 cm,Measured from shoulder to tip
8,Longest carrot,2nd,Tom Ashworth,58 cm,Measured from shoulder to tip
9,Jar of soft fruit jam,1st,Gwen Hollis,,
9,Jar of soft fruit jam,2nd,Ivy Carrow,,Lid not labelled with the date
10,Children under 11: animal made from vegetables,1st,Ellie Dunmore (age 8),,A hedgehog made from a potato and cocktail sticks
10,Children under 11: animal made from vegetables,2nd,Sam Hollis (age 6),,A caterpillar made from five radishes
11,Photograph: a garden in the rain,1st,Ray Dunmore,,
11,Photograph: a garden in the rain,2nd,Alison Grey,,
`,

  'lodden-show-report.html': `<!DOCTYPE html>
<html lang="en">
<head><title>Cut stalk costs marrow man his prize at Lodden Valley show | Lodden Valley Gazette</title></head>
<body>
<article>
<h1>Cut stalk costs marrow man his prize at Lodden Valley show</h1>
<p class="byline">By Alison Grey, Lodden Valley Gazette, 10 August 2026</p>
<p>The biggest marrow at Saturday's Lodden Valley Horticultural Society summer show went home without a card. Dennis Carrow's giant weighed in at 21.4 kg, more than two kilos heavier than anything else on the bench, but judge Ruth Ames marked it "not according to schedule".</p>
<p>The show schedule asks for marrows to be staged with at least 5 cm of stalk attached, and Mr Carrow had cut his flush with the fruit. "I had to trim it to get it in the car," he said. "Next year I'm hiring a van." First prize went instead to Gwen Hollis, whose marrow weighed 18.9 kg.</p>
<p>There was a new show record in the runner bean class, where Tom Ashworth's bean measured 56.5 cm, beating the 54 cm record set by Ivy Carrow in 2019. Mr Ashworth also took the Pell Cup for the most points across all classes, with 31 points.</p>
<p>Marjorie Pell won the heaviest onion class for the fourth year running with an onion of 2.86 kg. Best in show was awarded to Sunita Rao's vase of three dahlias.</p>
<p>Entries were up this year, with 412 exhibits staged in Lodden Mill village hall compared with 365 in 2025, despite heavy rain on the morning of the show. Prize money is £3 for a first, £2 for a second and £1 for a third place, and the society's secretary said all of it would be paid out at the autumn meeting.</p>
</article>
</body>
</html>
`,
};

export const QUESTIONS: ReviewerQuestion[] = [
  // ---- yes/no (3) ----
  {
    query: "We're hoping to take the bikes on the steam train on a Sunday and cycle back along the valley. Can we do that?",
    type: 'yes/no',
    probe: 'yes/no decided by joining the timetable traction cell (Sunday = all steam) with the rule that bikes go only on railcar services',
    verdict: 'no',
    expect: {
      kind: 'answer',
      facts: [
        ['only be carried on diesel', 'diesel railcar services', 'cannot take bicycles on steam', 'no space for them'],
      ],
      lead: ['diesel', 'steam', 'cannot', 'only'],
      offTopic: ['£2 each', 'wheelchair space'],
    },
    untrue: ['bicycles can be carried on Sunday', 'bikes are allowed on Sunday'],
  },
  {
    query: 'My springer spaniel is about 14 kilos. Would a full groom at Tidy Tail come in under fifty quid?',
    type: 'yes/no',
    probe: 'yes/no decided by one table cell: weight picks the medium column, the full-groom row gives £46',
    verdict: 'yes',
    expect: {
      kind: 'answer',
      facts: [['£46', '46 pounds', '46']],
      lead: ['£46', '46'],
      offTopic: ['teeth cleaning', 'closed on Sundays'],
    },
    untrue: ['£58', '£38'],
  },
  {
    query: "Our Newfie weighs 52 kg. Am I right that she'd just be the £58 large-dog price for a full groom?",
    type: 'yes/no',
    probe: 'a note under the table overrides the large-dog column for dogs over 45 kg',
    verdict: 'no',
    expect: {
      kind: 'answer',
      facts: [['consultation'], ['45 kg', 'over 45']],
      lead: ['consultation', '45 kg', 'giant'],
      offTopic: ['flea bath', 'paw balm'],
    },
    untrue: ['yes, £58', 'full groom for a large dog is £58'],
  },
  // ---- comparisons (2) ----
  {
    query: 'Is the Brookline 37 lighter than the Verdant 40? My mum has to lift it up a step into her shed.',
    type: 'comparison',
    probe: 'comparison of two rows on one column where the narrower mower is in fact the heavier one',
    verdict: 'no',
    expect: {
      kind: 'answer',
      facts: [['14.8'], ['13.9', 'under 14 kg']],
      lead: ['14.8', '13.9', 'Verdant 40'],
      offTopic: ['three-year guarantee', 'hedge trimmer'],
    },
    untrue: ['Brookline 37 is lighter', 'the Brookline is lighter'],
  },
  {
    query: 'Does the Halden 42 actually last longer on one charge than the Brookline 37, or is that just the brochure?',
    type: 'comparison',
    probe: 'the spec table says yes (45 vs 35 min) but a forum test on real grass found the opposite (28 vs 33 min)',
    verdict: 'qualified',
    expect: {
      kind: 'answer',
      facts: [['45 min', '45 minutes'], ['35 min', '35 minutes', 'does 35'], ['28 minutes', '28 min', 'at 28'], ['33 minutes', '33 min', 'until 33']],
      lead: ['45', '28', 'Halden 42'],
      offTopic: ['hedge trimmer', 'grass box'],
    },
    untrue: ['Halden 42 always lasts longer'],
  },
  // ---- why/how (2) ----
  {
    query: 'Why is there no café carriage on the midweek trains? We went last Wednesday and there was nothing.',
    type: 'why/how',
    probe: 'cause stated in prose for a cell the timetable marks No (Wednesday = railcar, no buffet)',
    expect: {
      kind: 'answer',
      facts: [['no kitchen', 'two-car unit'], ['cannot haul an extra coach', 'extra coach']],
      lead: ['kitchen', 'railcar', 'two-car'],
      offTopic: ['wheelchair space', 'bicycles'],
    },
    untrue: ['buffet car runs on Wednesdays'],
  },
  {
    query: "How come the biggest marrow at the Lodden show didn't win? It was miles bigger than the others.",
    type: 'why/how',
    probe: 'the heaviest row carries NAS instead of a place; the report gives the reason (stalk cut flush)',
    expect: {
      kind: 'answer',
      facts: [['stalk', 'cut his flush', 'flush'], ['not according to schedule', 'NAS', '5 cm']],
      lead: ['stalk', 'schedule', 'flush'],
      offTopic: ['runner bean', 'Victoria sponge'],
    },
    untrue: ['Gwen Hollis grew the heaviest marrow'],
  },
  // ---- what/which (3) ----
  {
    query: "What's the earliest I can leave Ashcombe for Pellbridge on a Saturday?",
    type: 'what',
    probe: 'earliest row under a condition (Saturday, from Ashcombe); the first steam train is a trap because a diesel leaves earlier',
    expect: {
      kind: 'answer',
      facts: [['09:20', '9:20', '9.20', '0920']],
      lead: ['09:20', '9:20', '9.20'],
      offTopic: ['cream teas', 'Wednesday'],
    },
    untrue: ['earliest is 10:15', 'first train is at 10:15', '10:45'],
  },
  {
    query: "Which is the cheapest of those cordless mowers that cuts at least 40 cm? Don't want anything narrower.",
    type: 'what',
    probe: 'cheapest row under a condition (width >= 40 cm): Verdant 40 at £239; the cheaper mowers are too narrow',
    expect: {
      kind: 'answer',
      facts: [['Verdant 40'], ['£239', '239']],
      lead: ['Verdant 40', '£239'],
      offTopic: ['cheapest mower we sell', 'hedge trimmer'],
    },
    untrue: ['Verdant 33 is the cheapest', 'Brookline 37 is the cheapest'],
  },
  {
    query: "I've got two dogs, a Yorkie (6 kg) and a lab who's 30 kg. What would a bath and brush cost me for both?",
    type: 'what',
    probe: 'two cells chosen by weight band (small and large) and their sum (£68, not stated)',
    expect: {
      kind: 'answer',
      facts: [['£28', '28'], ['£40', '40']],
      lead: ['£28', '£40', '£68', '68'],
      offTopic: ['teeth cleaning', 'cancellations'],
    },
    untrue: ['£34'],
  },
  // ---- unanswerable (2) ----
  {
    query: 'Is there a car park at Ashcombe station, and what does it cost for the day?',
    type: 'unanswerable',
    probe: 'station and prices are covered at length, parking is not mentioned anywhere',
    expect: { kind: 'none' },
    untrue: ['£18', 'free parking'],
  },
  {
    query: 'How long does the Brookline 37 battery take to charge back up from flat?',
    type: 'unanswerable',
    probe: 'battery, charger and runtime are covered; charging time is not given in the table or the thread',
    expect: { kind: 'none' },
    untrue: ['35 min', '33 minutes'],
  },
  // ---- half-answerable (2) ----
  {
    query: "What's the normal adult return on the Ashcombe railway, and do they do senior tickets? My dad's 72.",
    type: 'half',
    probe: 'adult fare is in the fares list; no concession for older people is mentioned',
    expect: {
      kind: 'partial',
      facts: [['£18', '18.00']],
      missing: 'senior',
    },
    untrue: ['seniors travel free', 'senior return'],
  },
  {
    query: 'Who grew the heaviest onion at the Lodden Valley show this year, and what variety was it?',
    type: 'half',
    probe: 'winner and weight are in the results table and report; the variety is never given',
    expect: {
      kind: 'partial',
      facts: [['Marjorie Pell', 'Mrs Pell', 'Ms Pell'], ['2.86']],
      missing: 'variet',
    },
    untrue: ['Tom Ashworth won the heaviest onion'],
  },
];
