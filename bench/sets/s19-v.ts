// Challenger ch19, class v: verdicts in the source's own words. 7 documents, 14 yes/no questions.
import type { ReviewerQuestion } from '../answers-reviewer-set';

export const DOCUMENTS: Record<string, string> = {
  'harbourside-lido-faq.md': `---
title: Harbourside Lido – Visitor FAQ
url: https://harbourside-lido.example.org/faq
---

# Harbourside Lido – Visitor FAQ

## Can my kids swim on their own?

Children under 8 must be accompanied in the water by an adult aged 16 or over, one adult for every two children. Children aged 8 to 11 may swim without an adult in the water, as long as a responsible adult stays on the poolside and watches them the whole time. From the age of 12, swimmers may come on their own.

## Opening times

The lido is open from 07:00 to 19:30 every day between May and September. Last entry is 45 minutes before closing. Early swims from 06:30 are for season-ticket holders only.

## Is the water heated?

Yes, but only to about 24 degrees, so on cold mornings it will still feel chilly. The solar panels on the changing block do most of the work.

## Inflatables and toys

Armbands and swim noodles are welcome. Inflatable rings, lilos and balls are not allowed in the pool at any time, because they block the lifeguards' view of the water.

## Food and drink

You may bring your own picnic to the lawn. Glass bottles and glass containers are banned anywhere on site.

## Dogs

Assistance dogs only.
`,

  'skerrow-ferry-luggage.html': `<!DOCTYPE html>
<html lang="en">
<head><title>Luggage and what you can bring on board – Skerrow Island Ferries</title></head>
<body>
<nav><a href="/">Home</a> | <a href="/timetable">Timetable</a> | <a href="/fares">Fares</a></nav>
<h1>Luggage and what you can bring on board</h1>
<p>Each foot passenger may bring two pieces of luggage free of charge. No single item may weigh more than 23 kg; anything heavier must travel as freight, booked at least 24 hours ahead.</p>
<h2>Bicycles</h2>
<p>Bicycles are carried free on all routes except the Tarn Sound crossing, where deck space is limited and a £6 cycle fare applies.</p>
<h2>Camping gas</h2>
<p>Gas cylinders for camping stoves travel on the vehicle deck and must be declared at check-in. They are never permitted in the passenger lounges.</p>
<h2>Kayaks and canoes</h2>
<p>Kayaks and canoes are carried on the Monday and Thursday sailings only, and must be booked in advance.</p>
<h2>Pets</h2>
<p>Pets travel in the sheltered pet area on the outer deck. The passenger lounges are open to assistance dogs alone.</p>
<footer>Skerrow Island Ferries Ltd · Pier Road, Skerrow</footer>
</body>
</html>
`,

  'bramley-marathon-rules.md': `# Bramley Valley Marathon 2026 – Entry rules

Please read these rules before you enter. By entering you agree to them.

1. All marathon runners must be 18 or older on race day.
2. Runners aged 16 and 17 may enter the Bramley 10K, which starts at 09:30, with the written consent of a parent or guardian.
3. Runners may wear one earphone only. The other ear must stay uncovered so that marshals' instructions can be heard.
4. The course closes 6 hours 30 minutes after the start. Runners still on the course after that time will be asked to board the sweep bus.
5. Race numbers are not transferable. Nobody may run under another entrant's number, and anyone found doing so will be disqualified and banned from future events.
6. Deferrals to next year are accepted until 1 March. After that date, entries can be neither deferred nor refunded.
7. Pushchairs, dogs and bicycles are not allowed on the course.
`,

  'bramley-forum-thread.txt': `RunnersChat forum > Races > Bramley Valley Marathon – what's the real cut-off?

Posted by slowandsteady_72:
Doing Bramley for the first time this year and I'm worried about the cut-off. I'm a 6-hour-ish marathoner on a good day. Anyone know how strict they are?

Reply from hillhobbit:
I ran it last year and walked a lot of the second half. The course stayed open for seven hours, the marshals at the start told us the cut-off was seven hours from the gun. I finished in 6:48 and still got a medal and a banana.

Reply from slowandsteady_72:
Thanks, that's reassuring! Did they have gels on the course?

Reply from hillhobbit:
Water every 5 km and gels at 20 and 30 km. Bring your own if you're fussy about flavours.
`,

  'greyford-allotment-rules.txt': `GREYFORD TOWN COUNCIL
ALLOTMENT TENANCY RULES (extract, revised April 2025)

1. Every tenant must keep at least three quarters of the plot in cultivation.
2. Bonfires. Burning is permitted only between 1 October and 31 March, and only of dry plant material from your own plot. Bonfires must be put out before dusk.
3. Livestock. Hens may be kept, up to a maximum of six per plot, in a secure run. Cockerels are not permitted.
4. Sheds and greenhouses must not exceed 2.4 m by 1.8 m in floor area or 2.2 m in height.
5. Watering by hosepipe is not allowed at any time. Please fill cans from the troughs.
6. Plots may not be sublet or shared with anyone who is not named on the tenancy.
7. The site gates are locked at 21:00 from April to September and at 17:00 for the rest of the year.
`,

  'kilnhouse-studio-membership.md': `# Kilnhouse Ceramics Studio – Membership

Kilnhouse is a shared pottery studio in the old dairy on Weaver Street. Members get a shelf, use of six wheels, the glaze room and the two electric kilns.

## Studio hours

Members may use the studio any day between 08:00 and 22:00. The building alarm is set at 22:15, so please be out by then.

## Firing

Bisque and glaze firing are included in membership for pieces up to 30 cm tall. Taller pieces are fired at £8 each, by arrangement with the studio manager.

## Glazes

All glazes are mixed in-house from our tested recipes. Members may not bring outside glazes into the studio, because an unknown glaze can run and ruin a whole kiln load.

## Fees

Membership costs £65 a month, with a minimum term of three months.
`,

  'tidewater-museum-visit.html': `<!DOCTYPE html>
<html lang="en">
<head><title>Plan your visit – Tidewater Maritime Museum</title></head>
<body>
<h1>Plan your visit</h1>
<p>The Tidewater Maritime Museum is open Tuesday to Sunday, 10:00 to 17:00. Entry is free for children under 5.</p>
<h2>Photography</h2>
<p>Photography for personal use is welcome throughout the museum except in the Textile Gallery, where the flags and tapestries are light-sensitive. Flash is never used anywhere in the building.</p>
<h2>Bags</h2>
<p>Rucksacks and bags larger than 40 cm must be left in the free cloakroom.</p>
</body>
</html>
`,
};

export const QUESTIONS: ReviewerQuestion[] = [
  // --- "no" in the source's own words ---
  {
    query: 'We usually get to the lido at about seven in the evening after work. Can we still get in at 19:00?',
    type: 'yes/no',
    probe: 'a time asked against closing time and a last-entry rule (45 minutes before 19:30)',
    verdict: 'no',
    expect: { kind: 'answer', facts: [['45 minutes before closing'], ['19:30']], lead: ['Last entry is 45 minutes before closing', '45 minutes before closing'] },
  },
  {
    query: 'Is it OK to bring a lilo for the kids to play on at the lido?',
    type: 'yes/no',
    probe: 'a listed prohibition ("are not allowed in the pool at any time")',
    verdict: 'no',
    expect: { kind: 'answer', facts: [['not allowed in the pool']], lead: ['lilos and balls are not allowed', 'not allowed in the pool'] },
  },
  {
    query: 'My suitcase weighs 26 kilos. Can I just bring it on the ferry as normal luggage?',
    type: 'yes/no',
    probe: 'a weight limit asked with a figure above it (23 kg)',
    verdict: 'no',
    expect: { kind: 'answer', facts: [['23 kg']], lead: ['No single item may weigh more than 23 kg', 'more than 23 kg'] },
  },
  {
    query: 'We want to paddle round Skerrow. Can we take our kayak across on the Saturday boat?',
    type: 'yes/no',
    probe: '"only" days asked about another day',
    verdict: 'no',
    expect: { kind: 'answer', facts: [['Monday and Thursday sailings only']], lead: ['Monday and Thursday'] },
  },
  {
    query: "I'm 17 and have been training all year. Am I able to run the full Bramley marathon?",
    type: 'yes/no',
    probe: 'an age floor asked with an age below it (the 10K is the neighbour)',
    verdict: 'no',
    expect: { kind: 'answer', facts: [['18 or older']], lead: ['must be 18 or older', '18 or older'] },
  },
  {
    query: "I've hurt my knee. Would it be fine for my friend to run Bramley using my number?",
    type: 'yes/no',
    probe: 'a universal ("Nobody may run under another entrant\'s number")',
    verdict: 'no',
    expect: { kind: 'answer', facts: [['not transferable', "Nobody may run under another entrant's number"]], lead: ['not transferable', 'Nobody may run'] },
  },
  {
    query: 'Can I have a bonfire on my Greyford allotment in July to get rid of weeds?',
    type: 'yes/no',
    probe: 'a date window asked with a month outside it',
    verdict: 'no',
    expect: { kind: 'answer', facts: [['1 October and 31 March']], lead: ['1 October and 31 March', 'Burning is permitted only'] },
  },
  {
    query: 'Are visitors allowed to take pictures of the tapestries in the Textile Gallery at Tidewater?',
    type: 'yes/no',
    probe: 'a place excepted from a general permission ("welcome throughout ... except in")',
    verdict: 'no',
    expect: { kind: 'answer', facts: [['except in the Textile Gallery']], lead: ['except in the Textile Gallery', 'Textile Gallery'] },
  },
  // --- "yes" in other words ---
  {
    query: 'Do cyclists have to pay extra to bring a bike on the Tarn Sound crossing?',
    type: 'yes/no',
    probe: 'a yes given as an exception to "carried free" ("a £6 cycle fare applies")',
    verdict: 'yes',
    expect: { kind: 'answer', facts: [['£6']], lead: ['£6', 'except the Tarn Sound'] },
  },
  {
    query: 'Could I keep a few chickens on my plot at Greyford?',
    type: 'yes/no',
    probe: 'a yes in other words ("Hens may be kept", chickens)',
    verdict: 'yes',
    expect: { kind: 'answer', facts: [['Hens may be kept'], ['six']], lead: ['Hens may be kept'] },
  },
  {
    query: 'Does the lido warm its water at all?',
    type: 'yes/no',
    probe: 'an FAQ "Yes, but" under a heading worded otherwise (heated / warm)',
    verdict: 'yes',
    expect: { kind: 'answer', facts: [['24 degrees']], lead: ['24 degrees', 'Yes, but'] },
  },
  // --- qualified / conditional ---
  {
    query: "My daughter is 10. Can she swim at the lido without me being in the water with her?",
    type: 'yes/no',
    probe: 'an age band with a condition (an adult on the poolside)',
    verdict: 'qualified',
    expect: { kind: 'answer', facts: [['responsible adult stays on the poolside', 'on the poolside']], lead: ['8 to 11', 'poolside'] },
  },
  {
    query: 'Can I listen to music on headphones during the Bramley marathon?',
    type: 'yes/no',
    probe: 'a permission with a limit ("one earphone only")',
    verdict: 'qualified',
    expect: { kind: 'answer', facts: [['one earphone']], lead: ['one earphone'] },
  },
  {
    query: 'Does the Bramley marathon course stay open for seven hours?',
    type: 'yes/no',
    probe: 'the rules (6 h 30) and a forum reply (seven hours) disagree; no verdict may be made up',
    verdict: 'qualified',
    expect: { kind: 'answer', facts: [['6 hours 30 minutes'], ['seven hours']] },
  },
];
