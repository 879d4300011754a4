// Challenger ch30, class x (across documents): 7 documents, 14 questions, written blind (before reading or
// running the engine, without reading its code, tests or the team's sets).
import type { ReviewerQuestion } from '../answers-reviewer-set';

export const DOCUMENTS: Record<string, string> = {
  'westbrook-course-fees-2026-27.csv': `course,code,day,start_time,weeks,tuition_fee,materials_fee,min_age,notes
Conversational Italian (Beginners),LG101,Monday,18:30,10,£180,£0,16,No previous knowledge needed
Conversational Italian (Improvers),LG102,Wednesday,18:30,10,£180,£0,16,For learners with about a year of Italian
Watercolour Painting,AR210,Tuesday,10:00,8,£144,£35,16,Paper and a starter paint set included in materials
Beginners' Woodturning,WD301,Thursday,18:00,10,£260,£60,18,Materials fee covers timber blanks and finishing oils
Digital Photography,PH120,Wednesday,19:00,6,£120,£0,16,Bring your own camera or phone
Stained Glass Taster,AR230,Saturday,10:00,1,£55,£20,16,One-day taster; glass and lead came supplied
Pottery: Wheel Throwing,AR240,Tuesday,18:30,10,£230,£45,16,Clay and glazes included in materials
Creative Writing,EN110,Thursday,10:00,10,£170,£0,16,Includes a short reading evening at the end of term
Bookkeeping for Small Business,BS150,Monday,18:00,12,£210,£0,19,Eligible learners may be fully funded - see enrolment policy
`,

  'bring-a-friend-spring-2027.html': `<!DOCTYPE html>
<html lang="en">
<head><title>Bring a Friend this Spring | Westbrook Adult Learning Centre</title></head>
<body>
<nav><a href="/">Home</a> | <a href="/courses">Courses</a> | <a href="/offers">Offers</a> | <a href="/contact">Contact</a></nav>
<main>
<h1>Bring a Friend this Spring</h1>
<p class="lede">Learning is more fun together. Enrol with a friend, partner or family member for the spring term and
the second person pays only half the tuition fee.</p>
<h2>How it works</h2>
<ul>
  <li>Both of you must enrol on the <strong>same course</strong>, starting in the spring term (the week beginning 12 April 2027).</li>
  <li>The first person pays the full tuition fee; the second person pays 50% of the tuition fee.</li>
  <li>Both learners pay the materials fee in full. The half-price saving applies to tuition only.</li>
  <li>You must enrol at the same time, either at reception or using the joint booking form online.</li>
</ul>
<h2>The small print</h2>
<p>The offer is not available on one-day taster sessions or on Bookkeeping for Small Business. It cannot be combined
with any other discount, including our concessionary rate: if you qualify for a concession you can choose either the
concession or this offer, but not both on the same booking.</p>
<p>If either of you withdraws from the course, the half-price place is recalculated at the full tuition fee, and the
person who stays pays the difference. Any refund to the person who leaves is worked out under our standard refund
policy.</p>
<p>Offer closes on 2 April 2027 or when courses are full.</p>
</main>
<footer>Westbrook Adult Learning Centre, 14 Orchard Row, Westbrook. Registered charity no. 1098812.</footer>
</body>
</html>
`,

  'enrolment-and-refund-policy.md': `---
title: Enrolment, concessions and refunds policy (2026-27)
url: https://westbrooklearning.org.uk/policies/enrolment
---

# Enrolment, concessions and refunds policy (2026-27)

## Who can enrol

Most of our courses are open to anyone aged 16 or over. Learners aged 16 or 17 need a parent or guardian to sign the
enrolment form. Courses that use powered lathes, saws or other workshop machinery, including Beginners' Woodturning,
are open only to learners aged 18 or over, because our insurer does not cover younger learners on machinery. We are
not able to make exceptions to this, even when a parent attends the same class.

## Concessions

Learners aged 65 or over, and learners receiving Universal Credit, Pension Credit or Employment and Support
Allowance, pay a concessionary rate of 30% off the tuition fee. The concession does not apply to materials fees.
Please bring proof of age or a recent benefit letter when you enrol.

## Funded courses

Bookkeeping for Small Business is part of our adult skills programme. Learners aged 19 or over who earn less than
£25,000 a year, or who are unemployed, are fully funded and pay no tuition fee. Other learners pay the fee shown in
the course list.

## Refunds

- If you withdraw 14 days or more before the course starts, we refund the tuition fee in full.
- If you withdraw less than 14 days before the start, or after the first session but before the second, we refund
  half of the tuition fee.
- We cannot give any refund once the second session has taken place.

Materials fees are refunded only if the materials have not yet been given out to you.

## Transfers

You may transfer to a different course once per term at no charge, provided the new course has space. If the new
course costs more, you pay the difference.
`,

  'pottery-studio-notice-12-jan.txt': `WESTBROOK ADULT LEARNING CENTRE
Notice to Pottery learners (AR240, Tuesday evenings)
Sent 12 January 2027

Dear learners,

We are delighted to let you know that the studio's old kiln, which has been with us since 1998, is being replaced
with a new electric kiln.

To allow the old kiln to be removed and the new one installed, the pottery studio will be closed from 1 February to
19 February 2027. This means the Tuesday sessions on 2, 9 and 16 February are cancelled.

Missed sessions will be added to the end of term, which will now finish on 30 March instead of 9 March.

Please take home any finished pieces from the shelves by 26 January. Anything left after that date will be boxed
and stored in the main building.

If you have any questions, please speak to your tutor or email arts@westbrooklearning.org.uk.

We are sorry for the disruption and thank you for your patience.

Maria Kowalczyk
Arts Programme Coordinator
`,

  'pottery-studio-update-29-jan.txt': `WESTBROOK ADULT LEARNING CENTRE
UPDATE for Pottery learners (AR240) - please read, this replaces our notice of 12 January
Sent 29 January 2027

Dear learners,

The manufacturer has told us that delivery of the new kiln has been delayed by six weeks. As a result, the studio
will NOT close in February after all. All Tuesday sessions in February will go ahead as normal, and the term will
end on 9 March as originally timetabled. The dates in our earlier notice no longer apply.

The kiln will now be replaced during the Easter break, from 29 March to 9 April 2027, when no classes run. The
studio will reopen for the spring term in the week beginning 12 April.

If you have already taken your finished pieces home, there is no need to bring them back. Anything boxed up this
week has been returned to the studio shelves.

Thank you, and apologies for the change of plan.

Maria Kowalczyk
Arts Programme Coordinator
`,

  'gazette-woodturning-article.html': `<html>
<head><title>Learning centre to axe woodturning as numbers fall - Westbrook Gazette</title></head>
<body>
<header><span class="masthead">Westbrook Gazette</span> <span class="section">Local News</span></header>
<article>
<h1>Learning centre to axe woodturning as numbers fall</h1>
<p class="byline">By Tom Hennessy, 3 March 2027</p>
<p>Westbrook Adult Learning Centre will stop offering woodturning from September, the Gazette understands, after a
sharp drop in the number of people signing up for evening classes.</p>
<p>Figures seen by this paper show 1,150 learners enrolled at the Orchard Row centre last year, down from 1,390 the
year before. Fees also rose by 8% across all courses this year, which some learners say has put people off.</p>
<p>The woodturning class, which has run on Thursday evenings for more than fifteen years, will no longer be offered
once the current workshop lease ends in the summer, according to a source at the centre.</p>
<p>"It would be a real loss," said Derek Aldous, 71, who has attended the class since 2012. "Where else in town can
you learn to use a lathe properly with someone watching over you?"</p>
<p>The centre did not respond to the Gazette's request for comment before publication.</p>
</article>
<aside class="related"><h3>Related</h3><ul><li>Library opening hours cut at weekends</li><li>Orchard Row
resurfacing to start in May</li></ul></aside>
</body>
</html>
`,

  'centre-statement-woodturning.md': `---
title: Our response to the Westbrook Gazette
url: https://westbrooklearning.org.uk/news/response-to-gazette
---

# Our response to the Westbrook Gazette

*Published 5 March 2027 by Helen Marsh, Centre Manager*

You may have read a report in this week's Westbrook Gazette saying that we are axing woodturning. We want to
reassure learners that this is not the case.

Our lease on the Orchard Row workshop does end this summer, but woodturning is not closing. From September,
Beginners' Woodturning will move to the Mill Lane workshop, which we are sharing with the Westbrook Men's Shed. The
class will stay on Thursday evenings, with the same tutor and the same lathes.

The Gazette also reported that enrolments fell to 1,150 last year. That figure counts only the autumn term. Across
the whole year, 1,430 learners enrolled with us, up from 1,390 the year before.

On fees: our tuition fees rose by an average of 5% this year, not 8%. Some courses did not go up at all, including
Beginners' Woodturning and both Italian courses.

We were sorry not to have the chance to give these figures to the Gazette before the article was printed, and we have
asked the paper to publish a correction.
`,
};

export const QUESTIONS: ReviewerQuestion[] = [
  // yes/no: a rule in one document, the asker's case in the question; the CSV agrees
  {
    query: "My lad turns 17 in March and wants to come to the woodturning evening class with me, can he join if I'm there too?",
    type: 'yes/no',
    verdict: 'no',
    probe: 'age rule for machinery courses (policy + CSV), parent attending is no exception',
    expect: {
      kind: 'answer',
      facts: [['18'], ['insur'], ['exception', 'even when a parent', 'even if a parent', 'even with a parent']],
      lead: ['18', 'no', 'not', 'cannot', "can't"],
      offTopic: ['Pension Credit', 'refund'],
    },
    untrue: ['he can join', 'he can attend', 'parent or guardian to sign'],
  },
  // yes/no: old notice superseded by a later update
  {
    query: "I've got pottery marked as cancelled on the Tuesdays in Feb from that email in January, is that still the case?",
    type: 'yes/no',
    verdict: 'no',
    probe: 'later update supersedes the first notice',
    expect: {
      kind: 'answer',
      facts: [['go ahead', 'not close', 'will not close', 'as normal', 'no longer apply'], ['Easter', '29 March']],
      lead: ['no', 'go ahead', 'as normal'],
      offTopic: ['Watercolour', 'Saturday'],
    },
    untrue: ['now finish on 30 March', 'closed from 1 February'],
  },
  // yes/no: offer + policy, both say they cannot be combined
  {
    query: "I'm on universal credit so I get the cheaper rate. If I book with my mate on the spring offer can I have both?",
    type: 'yes/no',
    verdict: 'no',
    probe: 'offer small print + concession rule; cannot stack',
    expect: {
      kind: 'answer',
      facts: [['combined', 'not both', 'either the concession'], ['30%', '30 per cent']],
      lead: ['no', 'not', 'cannot', "can't", 'either'],
      offTopic: ['kiln', 'woodturning'],
    },
    untrue: ['you can have both', 'you can use both'],
  },
  // comparison: price list + offer + concession policy, a calculation across three documents
  {
    query: "Me and my wife are both 68 and want to do the beginners Italian together. Would the half price friend deal save us more than our pensioner discount?",
    type: 'comparison',
    verdict: 'no',
    probe: 'fee (CSV) with 50% for one vs 30% for both (policy); concession wins',
    expect: {
      kind: 'answer',
      facts: [['£180', '180'], ['30%', '30 per cent'], ['50%', 'half']],
      lead: ['concession', '30%', 'pensioner', 'discount', 'no'],
      offTopic: ['Improvers', 'Wednesday'],
    },
    untrue: ['friend offer saves more', 'offer would save you more'],
  },
  // comparison: two sources disagree; a good answer gives both
  {
    query: 'Did more people sign up at the learning centre last year than the year before or fewer? heard different things',
    type: 'comparison',
    verdict: 'qualified',
    probe: 'newspaper vs centre statement disagree on enrolments; say both',
    expect: {
      kind: 'answer',
      facts: [['1,150', '1150'], ['1,430', '1430'], ['1,390', '1390'], ['autumn']],
      lead: ['1,430', '1430', '1,150', '1150', 'disagree', 'Gazette', 'statement'],
      offTopic: ['kiln', 'Pension Credit'],
    },
    untrue: [],
  },
  // why: only the later update gives the reason; the first notice only seems to
  {
    query: 'why have they moved the pottery studio closure to easter?',
    type: 'why/how',
    probe: 'reason is in the update (delivery delay), not the first notice',
    expect: {
      kind: 'answer',
      facts: [['delay', 'delayed'], ['six weeks', '6 weeks', 'manufacturer', 'delivery']],
      lead: ['delay', 'delayed', 'manufacturer', 'delivery'],
      offTopic: ['Stained Glass', 'woodturning'],
    },
    untrue: ['since 1998'],
  },
  // how: offer's withdrawal clause + refund policy
  {
    query: 'how does it work if I booked on the bring a friend deal and my friend drops out a couple of weeks before it starts? do I lose the half price?',
    type: 'why/how',
    probe: 'offer recalculates at full fee (offer) + friend refund under policy (14 days)',
    expect: {
      kind: 'answer',
      facts: [['full tuition', 'full fee', 'full price', 'recalculated'], ['difference'], ['14 days', 'fourteen days', 'two weeks']],
      lead: ['full', 'recalculated', 'difference', 'yes'],
      offTopic: ['kiln', 'Gazette'],
    },
    untrue: ['keep the half price', 'keep the discount'],
  },
  // what: the statement answers; the newspaper only seems to
  {
    query: "where's woodturning going to be held after the summer?",
    type: 'what',
    probe: 'location from statement; Gazette says it is being dropped',
    expect: {
      kind: 'answer',
      facts: [['Mill Lane'], ['Thursday', 'same tutor', "Men's Shed", 'September']],
      lead: ['Mill Lane'],
      offTopic: ['Library opening hours', 'resurfacing'],
    },
    untrue: ['will no longer be offered', 'stop offering woodturning'],
  },
  // which: offer exclusions, matched to the CSV's course names
  {
    query: 'which classes are left out of the spring bring a friend thing?',
    type: 'what',
    probe: 'offer excludes tasters and Bookkeeping; the taster is Stained Glass in the CSV',
    expect: {
      kind: 'answer',
      facts: [['taster'], ['Bookkeeping']],
      lead: ['taster', 'Bookkeeping'],
      offTopic: ['kiln', 'Mill Lane'],
    },
    untrue: ['Pottery: Wheel Throwing is excluded', 'Italian is excluded'],
  },
  // what: policy answers the real cost; the CSV only seems to
  {
    query: "I'm 34 and earn about 21 grand, what would the bookkeeping course actually cost me?",
    type: 'what',
    probe: 'funded rule (policy) overrides listed £210 (CSV)',
    expect: {
      kind: 'answer',
      facts: [['fully funded', 'no tuition', 'nothing', 'free', '£0'], ['25,000', '25000']],
      lead: ['fully funded', 'no tuition', 'nothing', 'free', '£0', 'funded'],
      offTopic: ['kiln', 'Gazette'],
    },
    untrue: ['£147'],
  },
  // unanswerable
  {
    query: 'Is there disabled parking close to the pottery studio?',
    type: 'unanswerable',
    probe: 'no document covers parking; pottery studio is named often',
    expect: { kind: 'none' },
    untrue: [],
  },
  // unanswerable
  {
    query: 'Does the Italian beginners course get you a proper qualification like a GCSE at the end?',
    type: 'unanswerable',
    probe: 'no document covers qualifications or certificates',
    expect: { kind: 'none' },
    untrue: [],
  },
  // half: fee covered (CSV), safety gear not covered anywhere
  {
    query: 'How much is the woodturning course all in, and do they give you safety goggles or do I need my own?',
    type: 'half',
    probe: 'fee + materials from CSV; goggles covered by no document',
    expect: { kind: 'partial', facts: [['£260', '260'], ['£60', '60']], missing: 'goggle' },
    untrue: ['goggles are provided', 'goggles are included'],
  },
  // half: new closure dates (update), compensation discount covered by none (though 'discount' appears elsewhere)
  {
    query: "When is the pottery studio actually shutting for the new kiln now, and are we getting any discount next term for the hassle?",
    type: 'half',
    probe: 'dates from the update; no document mentions compensation (discount appears only in the offer)',
    expect: { kind: 'partial', facts: [['29 March', 'Easter'], ['9 April', 'Easter']], missing: 'discount' },
    untrue: ['1 February to 19 February'],
  },
];
