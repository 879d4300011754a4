// Challenger ch20, class m (one question, several demands): 8 documents, 14 questions, written blind.
// Topics: a forum thread on frozen pipes, a blog on balcony solar panels, a textile mill museum page,
// a blood donation FAQ, a news report on food waste collections, a Markdown table of heritage apple
// varieties, a sewing machine manual, and a forum thread on a dashcam draining a car battery.
import type { ReviewerQuestion } from '../answers-reviewer-set';

export const DOCUMENTS: Record<string, string> = {
  'forum-frozen-pipe.md': `# DIY Home Forum › Plumbing › Kitchen pipe frozen, no cold water – help!

**Original post by crumbly_cottage (8 January):**
Woke up to no cold water at the kitchen tap. It was minus 9 overnight and the pipe runs along the outside wall under the sink, behind the cupboard. I think it's frozen. What should I do?

**Reply by old_plumber_pete:**
First, turn off the stopcock in case the pipe has split. Open the tap so that water and steam can escape as it thaws. Then warm the pipe gently from the tap end back towards the frozen part with a hairdryer or a hot-water bottle. Never use a blowtorch or any naked flame.

**Reply by crumbly_cottage (same day):**
Update: I turned off the stopcock, opened the cupboard doors and used my hairdryer on the pipe for about forty minutes, working back from the tap. It worked! The water started trickling and then ran normally. No leaks as far as I can see. I've now wrapped the pipe in foam lagging and I'm leaving the cupboard doors open at night.

**Reply by frosty_fred:**
Glad it worked. I wish I'd been that patient last winter. I used a blowtorch on a frozen pipe in our garage, the pipe split, and when it thawed the garage flooded. The repair cost me £340. Lesson learned: lag your pipes in the autumn.
`,

  'balcony-solar-blog.md': `---
title: Six months with plug-in solar panels on our balcony
url: https://smallflatbigideas.example.net/balcony-solar-six-months
---

# Six months with plug-in solar panels on our balcony

*By Anja Keller, 2 October 2025*

In April we fitted two 400-watt solar panels to the railing of our south-facing balcony on the fourth floor. They came as a kit with a small inverter that plugs into an ordinary outdoor socket, so we did not need an electrician. The kit cost 620 euros.

We registered the system with the grid operator online, which took ten minutes and is required here for plug-in systems.

Between April and September the panels produced 410 kWh. Because they only produce during the day, we moved the washing machine and the dishwasher to run at lunchtime. Our electricity bill for those six months was 18 percent lower than for the same months last year.

Not everything went to plan. In June a storm loosened one of the brackets, and we had to buy stronger stainless-steel clamps. In winter the balcony is in the shade of the building opposite after 14:00, so we expect much less power from October to February.

At the current saving we think the kit will pay for itself in about five years.
`,

  'arkwright-mill-museum.html': `<!DOCTYPE html>
<html lang="en">
<head><title>The Spinning Floor – Holmebridge Mill Museum</title></head>
<body>
<nav><a href="/">Home</a> | <a href="/visit">Visit</a> | <a href="/collections">Collections</a></nav>
<h1>The Spinning Floor</h1>
<p>Holmebridge Mill spun cotton from 1832 until 1968. On the museum's second floor you can see a working spinning mule, one of only a handful left in working order in the country.</p>
<h2>How the mule works</h2>
<p>A spinning mule makes yarn in two movements. First the carriage, which carries hundreds of spindles, rolls out away from the rollers, drawing the loose cotton out and stretching it thin while the spindles twist it. Then the carriage rolls back in, and the freshly spun yarn is wound onto the spindles. One cycle takes about fifteen seconds.</p>
<h2>Working in the mill</h2>
<p>Mule spinners worked barefoot on floors made slippery by oil, in air kept hot and damp so that the threads would not break. Children called piecers mended broken threads by running under and alongside the moving carriage.</p>
<h2>Demonstrations and tickets</h2>
<p>The mule is demonstrated at 11:00 and 14:30 every day the museum is open. Admission is £10 for adults and £5 for children; the ticket is valid for a year.</p>
</body></html>
`,

  'blood-donation-faq.md': `# Giving blood – frequently asked questions

## How often can I give blood?

Men can give whole blood every 12 weeks and women every 16 weeks. The gap is needed because your body takes weeks to replace the iron lost in a donation, and giving again too soon can leave you with low iron levels. Women have a longer gap because on average they have lower iron stores.

## Is there anything that means I have to wait before donating?

Yes, several things mean a temporary wait. For example, you must wait four months after getting a tattoo or a body piercing. You must also wait seven days after finishing a course of antibiotics, and 28 days after returning from some countries where mosquito-borne infections such as West Nile virus are found.

## How long does a donation take?

The donation itself takes about ten minutes, but allow an hour for the whole appointment, including the health check and the time to rest afterwards.

## Will it hurt?

Most donors feel only a brief pinch when the needle goes in.
`,

  'dunmore-food-waste-news.md': `# Dunmore's food waste bins cut landfill by a fifth

*Dunmore Evening News, 20 May 2025*

Dunmore's weekly food waste collections, which started on 1 April 2024, have cut the amount of household rubbish sent to landfill by 21 percent in their first year, the council said on Monday.

Households were given a 23-litre kerbside caddy and a kitchen caddy with a roll of compostable liners. In the first twelve months the council collected 6,800 tonnes of food waste, which is sent to an anaerobic digestion plant at Carrick Farm and turned into biogas and fertiliser.

Landfill tonnage fell from 41,000 tonnes in the year before the scheme to 32,400 tonnes in its first year.

Councillor Moira Baird said the results were "better than we dared hope". Participation is lowest in blocks of flats, where only about a third of households use the caddies, and the council plans to install shared bins in those blocks later this year.
`,

  'heritage-apples-table.md': `# Heritage apple varieties in the Westmoor community orchard

| Variety | Origin | Picking time | Keeps until | Best use | Notes |
|---|---|---|---|---|---|
| Beauty of Bath | Somerset, 1864 | early August | a few days | eating | Soft and sweet; falls from the tree easily |
| Ellison's Orange | Lincolnshire, 1904 | September | October | eating | Aniseed flavour when fully ripe |
| Bramley's Seedling | Nottinghamshire, 1809 | October | March | cooking | Cooks to a fluffy purée; very large fruit |
| Ashmead's Kernel | Gloucestershire, c. 1700 | October | February | eating and juice | Nutty, sharp flavour that improves in store |
| Court Pendu Plat | Normandy, medieval | late October | April | eating | Flowers late, so it escapes spring frosts |

All varieties keep best in a cool, dark shed, laid out so that the fruits do not touch.
`,

  'janome-style-sewing-manual.txt': `STITCHMASTER 200 SEWING MACHINE – TROUBLESHOOTING

PROBLEM: LOOPS OR A TANGLE OF THREAD UNDER THE FABRIC

Loops or a "bird's nest" of thread under the fabric are almost always caused by the upper thread, not the bobbin. The usual reason is that the machine was threaded with the presser foot down. With the foot down, the tension discs are closed and the thread does not sit between them, so there is no tension on the upper thread and it piles up underneath.

To fix it: raise the presser foot, take the upper thread out completely and thread the machine again, following the numbered guides.

PROBLEM: THE NEEDLE BREAKS

Needles break when they hit a pin, when the fabric is pulled through the machine by hand, or when the needle is too fine for the fabric. Use size 90/14 or larger for denim.

PROBLEM: SKIPPED STITCHES

Skipped stitches usually mean a blunt or bent needle, or the wrong type of needle for the fabric. Use a ballpoint needle for jersey and other knits. Change the needle after about eight hours of sewing.
`,

  'forum-dashcam-battery.md': `# CarTalk Forum › Electrics › Dashcam draining my battery overnight?

**Original post by velvet_vectra:**
Since I hardwired a dashcam with parking mode into my car three weeks ago, the car has failed to start twice after sitting for two days. The battery is only two years old. Is the dashcam the problem?

**Reply by sparky_sam:**
Almost certainly. Parking mode keeps the camera recording while the engine is off. You need a hardwire kit with a low-voltage cut-off, which switches the camera off when the battery drops to a set level. Set it to 12.0 volts or higher for a normal lead-acid battery.

**Reply by velvet_vectra (two weeks later):**
Thanks Sam. I bought a hardwire kit with an adjustable cut-off for £24 and set it to 12.2 volts. The car has started every morning since, including after four days parked at the airport. Parking mode now stops after about 20 hours, which is fine for me.
`,
};

export const QUESTIONS: ReviewerQuestion[] = [
  // --- form in the question ---
  {
    query: 'In one sentence: why do men have to wait 12 weeks between blood donations?',
    type: 'why/how',
    probe: 'one sentence that answers the why (iron), not the sentence that only states the 12 weeks',
    expect: { kind: 'answer', facts: [['iron']], lead: ['iron'] },
  },
  {
    query: 'Give an example of something that means you have to wait before you can give blood.',
    type: 'what',
    probe: 'an instance (tattoo, piercing, antibiotics, travel), not a sentence with the word "example" alone',
    expect: { kind: 'answer', facts: [['tattoo', 'piercing', 'antibiotics', 'West Nile']], lead: ['tattoo', 'piercing', 'antibiotics', 'West Nile'] },
  },
  {
    query: 'Explain simply how the spinning mule at Holmebridge makes yarn.',
    type: 'why/how',
    probe: 'a simple explanation keeping the two movements (draw out and twist, then wind on)',
    expect: { kind: 'answer', facts: [['stretching it thin', 'drawing the loose cotton', 'twist'], ['wound onto the spindles', 'rolls back']], lead: ['two movements', 'carriage', 'drawing', 'twist'] },
  },
  {
    query: 'In one sentence, why does my Stitchmaster 200 make a tangle of thread under the fabric?',
    type: 'why/how',
    probe: 'one sentence with the cause (threaded with the presser foot down / upper thread), not the fix alone',
    expect: { kind: 'answer', facts: [['presser foot down', 'upper thread', 'tension discs']], lead: ['presser foot', 'upper thread', 'tension'] },
  },
  {
    query: 'Give an example of an apple from the Westmoor orchard that will keep through the winter.',
    type: 'what',
    probe: 'an instance from a Markdown table (Bramley, Ashmead, Court Pendu Plat), not the storage advice sentence',
    expect: { kind: 'answer', facts: [['Bramley', 'Ashmead', 'Court Pendu Plat']], lead: ['Bramley', 'Ashmead', 'Court Pendu Plat'] },
  },
  // --- two-part questions ---
  {
    query: 'Which Westmoor apple keeps the longest, and is it any good for cooking?',
    type: 'comparison',
    probe: 'both parts from one table row (Court Pendu Plat keeps until April; its best use is eating, not cooking)',
    expect: { kind: 'answer', facts: [['Court Pendu Plat'], ['April'], ['eating']], lead: ['Court Pendu Plat'] },
  },
  {
    query: 'When did Dunmore start collecting food waste, and has it cut how much goes to landfill?',
    type: 'yes/no',
    probe: 'a date and a yes, both covered; each part answered',
    verdict: 'yes',
    expect: { kind: 'answer', facts: [['1 April 2024'], ['21 percent', '32,400']], lead: ['1 April 2024', '21 percent'] },
  },
  {
    query: 'How much did Anja Keller\'s balcony solar kit cost, and did she need her landlord\'s permission?',
    type: 'half',
    probe: 'the price is covered; a landlord is never mentioned (the grid operator registration must not count)',
    expect: { kind: 'partial', facts: [['620 euros']], missing: 'landlord' },
  },
  {
    query: 'What does a ticket to Holmebridge Mill Museum cost, and is there a café?',
    type: 'half',
    probe: 'admission is covered; a café is never mentioned',
    expect: { kind: 'partial', facts: [['£10']], missing: 'caf' },
  },
  {
    query: 'What tends to break the needle on the Stitchmaster, and which needle should I use for jersey?',
    type: 'what',
    probe: 'two parts from two problems of the manual (needle breaks; skipped stitches)',
    expect: { kind: 'answer', facts: [['pin', 'pulled through', 'too fine'], ['ballpoint']] },
  },
  // --- what a forum poster or blogger did, and whether it worked ---
  {
    query: 'What did the person with the frozen kitchen pipe on the DIY forum do, and did it work?',
    type: 'why/how',
    probe: 'first-person update ("I turned off ... used my hairdryer ... It worked!") rewritten in the third person',
    untrue: ['the author gets', 'my hairdryer', 'I turned off'],
    expect: { kind: 'answer', facts: [['hairdryer'], ['worked', 'ran normally']], lead: ['hairdryer', 'stopcock', 'worked'] },
  },
  {
    query: 'Did anyone in the frozen pipe thread try a blowtorch, and what happened?',
    type: 'yes/no',
    probe: 'a second poster\'s bad experience in the first person (pipe split, garage flooded, £340)',
    verdict: 'yes',
    untrue: ['cost me', 'our garage'],
    expect: { kind: 'answer', facts: [['blowtorch'], ['split', 'flooded', '£340']], lead: ['blowtorch'] },
  },
  {
    query: 'Did the balcony solar panels actually cut the blogger\'s electricity bill, and by how much?',
    type: 'yes/no',
    probe: 'a blogger\'s result in the first person plural ("Our electricity bill ... 18 percent lower")',
    verdict: 'yes',
    untrue: ['the author gets', 'our electricity bill', 'the authors\' bill'],
    expect: { kind: 'answer', facts: [['18 percent']], lead: ['18 percent'] },
  },
  {
    query: 'The dashcam poster on CarTalk kept getting a flat battery. What did they do about it and did it fix the problem?',
    type: 'why/how',
    probe: 'a poster\'s fix and its outcome in the first person ("I bought a hardwire kit ... The car has started every morning since")',
    untrue: ['the author gets', 'I bought', 'I set it'],
    expect: { kind: 'answer', facts: [['hardwire kit'], ['12.2 volts', 'cut-off'], ['started every morning']], lead: ['hardwire kit', 'cut-off'] },
  },
];
