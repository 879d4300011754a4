// Challenger ch33, class x (across documents): 7 documents, 14 questions, written blind (before reading or
// running the engine, without reading its code, tests or the team's sets).
import type { ReviewerQuestion } from '../answers-reviewer-set';

export const DOCUMENTS: Record<string, string> = {
  'harbourside-music-fees-2025-26.md': `---
title: Fees 2025-26 | Harbourside Music School
url: https://harbourside-music.org.uk/fees
---
# Fees for the 2025-26 school year

Lessons run for twelve weeks in each of our three terms (autumn, spring and summer). Fees are charged per
term and must be paid in full before the first lesson of the term. Teachers are all graded musicians with
at least three years' teaching experience, and every pupil gets a short written report at the end of the
summer term.

| Lesson | Length | Fee per term |
|---|---|---|
| Individual lesson | 30 minutes | £168 |
| Individual lesson | 45 minutes | £246 |
| Individual lesson | 60 minutes | £320 |
| Group theory class (up to 8 pupils) | 45 minutes | £72 |
| Junior ensemble (Saturday mornings) | 60 minutes | £40 |

## Instrument hire

Violins, cellos, flutes, clarinets and trumpets can be hired from the school's instrument store for £35 per
term. Instruments are handed over at the pupil's first lesson and must be returned by the last week of the
summer term so they can be checked and restrung over the holidays. Pianos and guitars are not available for
hire.

## Registration

A one-off registration fee of £20 is charged per family when the first child joins the school. It is not
charged again for brothers or sisters who join later.

## Paying

You can pay by bank transfer (the reference is your family account number) or by card at the office, which
is open Monday to Friday from 3pm to 7pm during term. Bursaries are available for families on a low income;
ask the office for a form. Fees for the following school year are published each June.
`,

  'spring-enrolment-email.txt': `From: Harbourside Music School <office@harbourside-music.org.uk>
To: Parents and carers
Date: Tuesday 20 January 2026
Subject: Spring term enrolment is open - and our new sibling offer

Dear parents and carers,

Enrolment for the spring term is now open. Spring lessons start on Monday 23 February and run for twelve
weeks, with no lessons in the Easter week. We are pleased to say that spring term fees are the same as
autumn's: there is no increase this year, and the 2025-26 fee list on our website still applies.

NEW THIS SPRING: THE SIBLING OFFER

When two or more children from the same household take individual lessons with us, every child after the
first gets 20% off their individual lesson fee. The discount always comes off the cheaper fee, so if one
child has a 45-minute lesson and the other a 30-minute lesson, it is the 30-minute fee that is reduced.

A few conditions:
 - The offer is for individual lessons only. It does not apply to the group theory class, the junior
   ensemble or instrument hire.
 - All the children must be enrolled for the spring term by Saturday 14 February.
 - It cannot be combined with a bursary.

TEACHER NEWS

We welcome Ms Adaeze Okafor, who joins the brass department from the county youth orchestra, and we say
goodbye to Mr Harland, who retires after nineteen years of teaching piano here. His pupils will move to
Ms Lindqvist, who has already met most of them.

CONCERT

The spring pupils' concert is on Saturday 16 May at St Anne's church hall. Every pupil in the junior
ensemble will play, and individual pupils can put their names down with their teacher.

With best wishes,
The office team
Harbourside Music School
`,

  'volunteer-expenses-policy.md': `---
title: Volunteer expenses policy - Tideway Rivers Trust
url: https://tidewayrivers.org/volunteer/expenses
---
# Volunteer expenses policy

Version 3, approved by the trustees in November 2024.

Nobody should be out of pocket for volunteering with the Trust. This policy sets out what volunteers can
claim back and how. Expenses for the Trust's employees are covered by the staff handbook, not by this policy.

## Travel

- Car or van: 45p per mile, for the round trip from your home to the activity and back.
- Passengers: add 5p per mile for each other volunteer you carry to the same activity.
- Motorbike: 24p per mile.
- Bicycle: 20p per mile.
- Bus and train: the actual fare, standard class, with the ticket or a screenshot of the e-ticket.

## Meals

If a task keeps you away from home for more than five hours, you can claim up to £8 towards a meal or
refreshments, with a receipt. Meals are not paid for on shorter tasks.

## Overnight stays

Accommodation is only paid for if your volunteer coordinator has approved it in writing before you book.

## How to claim

Fill in the volunteer expenses form (VE1), which you can download from the volunteer hub, and send it to your
volunteer coordinator with any receipts attached. For mileage, list the date, the start and end points and
the miles travelled; no receipt is needed for mileage. Claims must reach us within three months of the date
of the expense. Approved claims are paid by bank transfer, usually within 14 days.

## What we do not pay for

Alcohol, tips, and clothing or footwear you buy for yourself. Waders, gloves and life jackets are lent free of
charge from the Trust store.
`,

  'ashby-survey-day-email.txt': `From: Priya Natarajan <priya.natarajan@tidewayrivers.org>
To: Upper Wend survey volunteers
Date: 2 June 2026
Subject: Ashby Weir river survey - Saturday 13 June, final details

Hi all,

Thank you for signing up for the Ashby Weir invertebrate survey. Here is everything you need for the day.

WHEN AND WHERE: we meet at 9am in Ashby Weir car park (the one by the mill, not the pub). We'll do kick
sampling at three sites between the weir and Tollbar footbridge in the morning, then sort and count the
samples in Ashby village hall after lunch. Expect to finish at about half past four.

FOOD: there is no cafe near the weir, so bring lunch with you. If you buy it on the way, keep the receipt.
Tea and biscuits will be laid on in the hall.

LIFTS: Dan Whitlock is driving over from Hollins (18 miles each way) and has room for two more, so if you're
in Hollins and need a lift, reply to me and I'll put you in touch.

KIT: waders and gloves are provided. Wear warm layers and bring a waterproof - it is always colder by the
water than you think.

STAYING OVER: if you're coming from further afield and think you'll need to stay the night before, please talk
to me before you book anything.

CLAIMS: please get your mileage and lunch claims to me within six weeks of the survey, so I can close the
project budget for the quarter. Use the usual form from the volunteer hub.

See you there,
Priya
Volunteer Coordinator, Tideway Rivers Trust
`,

  'staff-handbook-travel.html': `<html>
<head><title>Staff handbook - 7. Travel and subsistence | Tideway Rivers Trust</title></head>
<body>
<nav><a href="/handbook">Handbook home</a> | <a href="/handbook/6">6. Working hours</a> | <a href="/handbook/7">7. Travel and subsistence</a> | <a href="/handbook/8">8. Annual leave</a></nav>
<main>
<h1>7. Travel and subsistence</h1>
<p>This section applies to employees of the Trust, whether full-time, part-time or on fixed-term contracts.</p>

<h2>7.1 Mileage</h2>
<p>Staff using their own car for Trust business are paid 40p per mile for the first 8,000 business miles in
the financial year and 25p per mile after that. Travel between your home and your usual workplace is not
business mileage. Where a pool car is free, staff must use it instead of their own car.</p>

<h2>7.2 Meals</h2>
<p>Where work keeps you away from your usual workplace for more than four hours, you may claim a meal allowance
of £12 per day. This is a flat rate: you do not need a receipt.</p>

<h2>7.3 Hotels</h2>
<p>Overnight stays must be booked through the office, up to £95 a night outside London and £140 a night in
London.</p>

<h2>7.4 Claiming</h2>
<p>Claim through the HR portal by the 10th of the month after the expense. Expenses are paid with your salary.</p>
</main>
<footer>Tideway Rivers Trust, registered charity. Handbook last reviewed April 2025.</footer>
</body>
</html>
`,

  'kingsford-farmers-market-notice.html': `<html>
<head><title>Kingsford Farmers' Market is moving | Kingsford Town Council</title></head>
<body>
<header><a href="/">Kingsford Town Council</a> &gt; <a href="/news">News</a></header>
<article>
<h1>Kingsford Farmers' Market is moving to Bridge Street</h1>
<p class="date">Published Tuesday 10 February 2026</p>
<p>The Sunday farmers' market will move from the Corn Exchange to Bridge Street car park from Sunday 5 April
2026. The Corn Exchange hall is to close for about eighteen months so that its roof can be replaced and a lift
put in, and the market cannot stay in the building while the work goes on.</p>
<p>At Bridge Street the market will open from 8am to 1pm, an hour earlier than now, because traders told us
that early shoppers come for bread and eggs and that trade drops off after one o'clock. The market will still
be held every Sunday.</p>
<p>Pitches at the new site are larger (three metres by three) and come with a gazebo, so the stall fee will
rise from £24 to £30 per market. Traders will be invoiced monthly as now.</p>
<p>Councillor Helen Marsh said: "Bridge Street is right by the river walk and the bus station, and we think
the market will win new customers there."</p>
</article>
<footer>Kingsford Town Council, Guildhall, Kingsford. Tel 01632 960 415.</footer>
</body>
</html>
`,

  'kingsford-market-update.md': `---
title: Farmers' market move postponed until September
url: https://kingsford-tc.gov.uk/news/farmers-market-move-postponed
---
# Farmers' market move postponed until September

Kingsford Town Council, news, Friday 27 March 2026

The farmers' market will not move to Bridge Street car park in April after all. While resurfacing the car
park, contractors found that a Victorian culvert running underneath it had partly collapsed, and the drainage
repairs will take most of the summer. The car park cannot be used for the market until the drainage works are
finished.

The market will therefore stay in the Corn Exchange for now. The last market there will be on Sunday 30
August, and the first market at Bridge Street will be on Sunday 6 September. The building work at the Corn
Exchange has been put back to start later in September.

Until the move, nothing changes for shoppers or traders: the market stays open from 9am to 2pm and the stall
fee stays at £24. Traders who have already paid the new fee for April will be refunded the difference.

The council is sorry for the confusion after the February announcement, and thanks traders for their patience.
`,
};

export const QUESTIONS: ReviewerQuestion[] = [
  // yes/no
  {
    query: "We're out all day at the Ashby weir survey (9 till half 4). Will the trust pay for my lunch, and how much can I put in for?",
    type: 'yes/no',
    verdict: 'yes',
    probe: 'rule (volunteer policy, over five hours) + case (survey day times); staff handbook only seems to answer (£12)',
    expect: {
      kind: 'answer',
      facts: [['£8', '8 pounds', 'eight pounds'], ['five hours', '5 hours', '5 hrs'], ['receipt']],
      lead: ['yes', '£8', 'can claim', 'up to £8'],
      offTopic: ['pool car', '£95'],
    },
    untrue: ['£12', 'no receipt', 'do not need a receipt', "don't need a receipt"],
  },
  {
    query: "is the Kingsford farmers market at the Bridge St car park this Sunday? it's the 26th of April",
    type: 'yes/no',
    verdict: 'no',
    probe: 'an old notice and a later correction that supersedes it',
    expect: {
      kind: 'answer',
      facts: [['Corn Exchange'], ['September', '6 September', '30 August']],
      lead: ['no', 'not', 'Corn Exchange', 'postponed'],
      offTopic: ['gazebo', 'three metres'],
    },
    untrue: ['is now at Bridge Street', 'has moved to Bridge Street', 'opens at 8am this', 'is held at Bridge Street car park this'],
  },
  {
    query: 'My son already has individual guitar lessons at Harbourside. My daughter (9) wants to join the group theory class this spring - does she get the sibling discount?',
    type: 'yes/no',
    verdict: 'no',
    probe: 'an offer (email) read against the price list; the condition excludes group classes',
    expect: {
      kind: 'answer',
      facts: [['individual lessons only', 'individual lessons', 'only individual', 'only for individual'], ['theory']],
      lead: ['no', 'not', 'does not apply', "doesn't apply"],
      offTopic: ['Okafor', 'concert'],
    },
    untrue: ['she gets 20%', 'she will get 20%', 'theory class is discounted'],
  },
  // comparisons
  {
    query: 'Do volunteers get a better mileage rate than the Trust staff do when they use their own car?',
    type: 'comparison',
    verdict: 'yes',
    probe: 'two documents of the same organisation, one rate in each',
    expect: {
      kind: 'answer',
      facts: [['45p', '45 pence', '£0.45'], ['40p', '40 pence', '£0.40']],
      lead: ['yes', '45p', 'volunteers get', 'higher', 'better'],
      offTopic: ['£95', 'HR portal'],
    },
    untrue: ['staff get a higher', 'staff get more', 'same rate'],
  },
  {
    query: "Is the spring term going to cost me more than autumn did for my lad's half hour lessons?",
    type: 'comparison',
    verdict: 'no',
    probe: 'later email confirms the fee list still applies: fee and no increase, from two documents',
    expect: {
      kind: 'answer',
      facts: [['£168'], ['same', 'no increase', 'not increase', 'still applies', 'unchanged']],
      lead: ['no', 'same', 'no increase', '£168', 'not'],
      offTopic: ['Okafor', 'Harland', 'concert'],
    },
    untrue: ['£176', 'fees have gone up', 'fees rise', 'increase of'],
  },
  // why/how
  {
    query: "Why isn't the farmers market moving to the car park in April any more?",
    type: 'why/how',
    probe: 'the reason for the postponement is in the correction; the first notice gives the reason for the move itself',
    expect: {
      kind: 'answer',
      facts: [['culvert', 'drainage'], ['collapsed', 'collapse', 'drainage repairs', 'drainage works']],
      lead: ['culvert', 'drainage', 'collapsed'],
      offTopic: ['roof', 'bread and eggs', 'gazebo'],
    },
    untrue: ['because of the roof', 'because the roof'],
  },
  {
    query: "how do I get my petrol money back for driving to the Ashby survey?",
    type: 'why/how',
    probe: 'the claim procedure from the policy, with the coordinator named in the survey email',
    expect: {
      kind: 'answer',
      facts: [['VE1', 'expenses form', 'claim form', 'usual form'], ['coordinator', 'Priya'], ['start and end', 'miles travelled', 'date']],
      lead: ['VE1', 'expenses form', 'form', 'claim'],
      offTopic: ['HR portal', 'with your salary'],
    },
    untrue: ['HR portal', 'with your salary', 'receipt for mileage is needed'],
  },
  // what/which
  {
    query: "I'm giving two of the other volunteers a lift to the Ashby weir survey in my car. What can I claim per mile?",
    type: 'what',
    probe: 'rule (car rate + passenger supplement per volunteer) applied to the asker\'s case; staff 40p seems to answer',
    expect: {
      kind: 'answer',
      facts: [['45p', '45 pence', '55p', '55 pence'], ['5p', '5 pence', '55p', '55 pence', '10p']],
      lead: ['45p', '55p', '45 pence', '55 pence'],
      offTopic: ['motorbike', 'bicycle', '24p'],
    },
    untrue: ['40p', '25p per mile'],
  },
  {
    query: 'my two kids (9 and 12) both want half-hour piano lessons from spring. what will the second one cost with the sibling deal?',
    type: 'what',
    probe: 'a price list and an offer: the 30-minute fee and the 20% taken off it',
    expect: {
      kind: 'answer',
      facts: [['20%', '20 per cent', 'twenty per cent', '£134.40', '134.40'], ['£168', '£134.40', '134.40']],
      lead: ['20%', '20 per cent', 'twenty per cent', '£134.40', '£168'],
      offTopic: ['Okafor', 'concert', 'Harland'],
    },
    untrue: ['£246', '£72'],
  },
  {
    query: 'How long after the survey have I got to send my expenses claim in?',
    type: 'what',
    probe: 'two sources that disagree: the policy (three months) and the coordinator (six weeks); a good answer gives both',
    expect: {
      kind: 'answer',
      facts: [['three months', '3 months'], ['six weeks', '6 weeks']],
      lead: ['three months', '3 months', 'six weeks', '6 weeks'],
      offTopic: ['10th of the month', 'HR portal'],
    },
    untrue: ['by the 10th', '14 days to claim'],
  },
  // unanswerable
  {
    query: 'Can I bring my dog along on the Ashby weir survey day?',
    type: 'unanswerable',
    probe: 'nothing on dogs; the survey email shares every other word',
    expect: { kind: 'none' },
  },
  {
    query: 'If my daughter gives up violin halfway through the spring term, do we get money back for the lessons she misses?',
    type: 'unanswerable',
    probe: 'nothing on withdrawing or missed lessons; the market update has a refund for traders, the fee pages share term words',
    expect: { kind: 'none' },
  },
  // half
  {
    query: "When's the market actually moving over to Bridge Street, and will shoppers get free parking there?",
    type: 'half',
    probe: 'the date is in the correction (not the first notice); nothing on parking for shoppers',
    expect: { kind: 'partial', facts: [['6 September', 'September']], missing: 'parking' },
  },
  {
    query: 'How much is it to rent a violin for my 9 year old at Harbourside, and is it insured if she breaks it?',
    type: 'half',
    probe: 'hire fee in the price list; nothing on insurance or damage',
    expect: { kind: 'partial', facts: [['£35']], missing: 'insur' },
    untrue: ['20% off the hire', '20% off instrument hire'],
  },
];
