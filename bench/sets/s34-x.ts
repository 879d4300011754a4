// Challenger ch34, class x (across documents): 7 documents, 14 questions, written blind (before reading or
// running the engine, without reading its code, tests or the team's sets).
import type { ReviewerQuestion } from '../answers-reviewer-set';

export const DOCUMENTS: Record<string, string> = {
  'makerspace-rules.md': `---
title: Membership rules - Hollowbrook Makerspace
url: https://hollowbrookmakers.org.uk/rules
---
# Membership rules

Hollowbrook Makerspace is a members-run workshop in the old dairy on Tanner Street. These rules apply to all members and day-pass holders. Breaking them can lead to your membership being suspended.

## Who can join

Anyone aged 18 or over can take out a membership or buy a day pass. Concession membership is open to students in full-time education, people aged 65 and over, and anyone receiving Universal Credit or Pension Credit. Please bring proof of eligibility when you join. Prices for every membership are on our price list.

## Young people

- Under-14s are not allowed on the main workshop floor. Children aged 10 to 13 can come to Junior Makers, our supervised session on Saturday mornings from 10:00 to 12:00, which is booked separately.
- Young people aged 14 to 17 may use the workshop only when accompanied by a parent or guardian who is a member, and that adult must stay in the workshop for the whole visit. They may use hand tools, the pillar drill and the wood lathe once they have passed the induction for that machine.
- The table saw, the bandsaw and the planer-thicknesser are for over-18s only, with no exceptions.

## Inductions

No-one may use a powered machine before passing its induction. Inductions are run by volunteer stewards on Tuesday and Thursday evenings and last about an hour; the fee for each machine is on the price list. An induction stays valid as long as your membership does not lapse for more than six months.

## In the workshop

- Closed-toe shoes must be worn at all times: no sandals or open-backed shoes.
- Tie back long hair and remove loose jewellery before using the lathe or the drill.
- Sweep down your bench and return tools to the shadow board before you leave.
- Sign in and out on the tablet by the door.
- Food and drink are only allowed in the kitchen area.

## Opening hours

Members can use the workshop from 9:00 to 22:00 every day. Day-pass holders can use it from 10:00 to 18:00, Wednesday to Sunday.
`,

  'makerspace-prices.csv': `item,category,price_gbp,notes
Day pass,membership,12,"Valid 10:00-18:00 on the day of purchase, Wednesday to Sunday"
Monthly membership,membership,35,"Rolling; cancel any time with one month's notice"
Monthly membership (concession),membership,22,"See the membership rules for who qualifies"
Annual membership,membership,360,"Paid upfront; runs for 12 months from the joining date"
Annual membership (concession),membership,230,"Paid upfront; runs for 12 months from the joining date"
Junior Makers session,session,6,"Ages 10-13; Saturday mornings; booked separately"
Laser cutter induction,induction,15,"About one hour"
Wood lathe induction,induction,20,"Ages 14 and over"
Pillar drill induction,induction,10,"Ages 14 and over"
Vinyl cutter induction,induction,10,
Table saw induction,induction,20,"Over-18s only"
Bandsaw induction,induction,15,"Over-18s only"
Plywood 3mm 600x400mm sheet,materials,4.50,
MDF 6mm 600x400mm sheet,materials,3.50,
Acrylic 3mm 600x400mm sheet,materials,9.00,"Clear, black or white"
Beech turning blank 75x75x300mm,materials,6.00,
Sanding sheets (pack of 10),materials,3.00,"Mixed grits"
Birch plywood 6mm 600x400mm sheet,materials,7.00,"Laser-grade; cut to size on request"
Oak turning blank 75x75x300mm,materials,9.50,"Kiln-dried"
Wood glue 250ml,materials,4.00,
Finishing oil 100ml,materials,5.50,"For turned bowls and boards"
Laser cutting time,usage,0.50,"Per minute of cutting; paid at sign-out"
`,

  'makerspace-spring-offer.html': `<html><head><title>Spring offer - Hollowbrook Makerspace</title></head><body>
<nav><a href="/">Home</a> | <a href="/rules">Rules</a> | <a href="/prices">Prices</a> | <a href="/spring">Spring offer</a> | <a href="/contact">Contact</a></nav>
<article>
<h1>Spring into making: 14 months for the price of 12</h1>
<p class="date">Posted 24 February</p>
<p>Join on an annual membership between 1 March and 30 April and we will add two extra months free, so your membership runs for 14 months instead of 12. You also get your laser cutter induction free of charge (normally £15), so you can start cutting your own designs straight away.</p>
<h2>The small print</h2>
<ul>
<li>The offer applies to new standard annual memberships only. It cannot be combined with concession rates.</li>
<li>Monthly memberships and day passes are not included in the offer.</li>
<li>Existing members who renew their annual membership during the offer period get the free laser induction but not the extra months.</li>
<li>The free induction must be taken by 30 June.</li>
<li>One offer per person.</li>
</ul>
<h2>Open evening</h2>
<p>Come and see the workshop at our open evening on Thursday 5 March, 18:30 to 21:00. Stewards will demonstrate the laser cutter and the wood lathe, and you can sign up on the night.</p>
</article>
<footer>Hollowbrook Makerspace CIC · The Old Dairy, Tanner Street · Registered community interest company</footer>
</body></html>
`,

  'fireworks-notice.txt': `ASHCOMBE TOWN COUNCIL
PUBLIC NOTICE - posted 14 October

BONFIRE AND FIREWORKS NIGHT
Saturday 7 November, Millfield Recreation Ground

The Town Council's annual Bonfire and Fireworks Night returns to Millfield Recreation Ground on Saturday 7 November. All money raised goes to the Ashcombe Scouts and the town's lifeboat station.

PROGRAMME
  5:30pm   Gates open
  6:30pm   Bonfire lit by the Mayor
  7:30pm   Fireworks display

TICKETS
  Adults £6; children aged 5 to 15 £3; under-5s free.
  Family ticket (2 adults and 2 children) £16.
  Tickets are available online at ashcombe.gov.uk/fireworks and from the Town Council office,
  Market Place, Monday to Friday 9am to 4pm. No tickets will be sold on the night.

PARKING
  Free parking is available at Millfield Primary School, entrance on Ash Lane.
  Ash Lane will be closed to through traffic from 5pm.

SAFETY
  Sparklers may be used only in the marked sparkler area near the west gate, and gloves must be worn.
  Please do not bring your own fireworks.
  Please leave pets at home: the noise frightens them.
  A viewing area for wheelchair users is set aside beside the main entrance.

Volunteer stewards are still needed. If you can help on the night, please contact the Town Council office.
`,

  'fireworks-update.md': `---
title: Fireworks night - change of venue and other updates
url: https://ashcombe.gov.uk/news/fireworks-update
---
# Fireworks night: change of venue and other updates

*Ashcombe Town Council, 3 November*

This update replaces the arrangements in our notice of 14 October. The date is unchanged: the event goes ahead on Saturday 7 November.

After last week's heavy rain, Millfield Recreation Ground is waterlogged. The event's safety officer has advised that the ground could not safely take the expected crowd or the access needed for emergency vehicles, so the event is moving to Castle Meadow, off the B3120 on the north side of town. We are grateful to the Castle Meadow estate for stepping in at short notice.

## What has changed

- **Venue:** Castle Meadow instead of Millfield Recreation Ground.
- **No bonfire this year.** The landowner does not permit fires on Castle Meadow, so there will be a fireworks display only.
- **Times:** gates now open at 6pm and the fireworks start at 7pm.
- **Parking:** there is no parking at Castle Meadow, and the Millfield Primary School car park will not be used. Please use the park-and-ride from Station Road car park: buses run every 15 minutes from 5:15pm and cost £2 return per adult, with children travelling free.
- **Sparklers:** because the audience will be closer together on the smaller site, sparklers are no longer allowed anywhere on the site.

## What has not changed

Ticket prices are the same, and all tickets already bought remain valid for the new venue: there is no need to exchange them. Tickets are still on sale online and at the Town Council office until Friday 6 November at 4pm.

If you can no longer come, you can ask for a refund by emailing events@ashcombe.gov.uk before 6 November.
`,

  'orchid-care-guide.md': `---
title: Caring for your moth orchid (Phalaenopsis)
url: https://www.fernleighgardencentre.co.uk/advice/moth-orchid-care
---
# Caring for your moth orchid

Moth orchids (Phalaenopsis) are the easiest orchids to grow at home, and with a little care a plant will flower for months and then again year after year. Our range includes white, pink and yellow-flowered varieties, as well as miniatures that suit a narrow windowsill.

## Light

Give your orchid bright but indirect light: an east-facing windowsill is ideal. Direct summer sun through glass will scorch the leaves and leave pale or brown patches.

## Watering

Water your orchid once every 7 days. The easiest way is our ice cube method: place three ice cubes on the bark once a week and let them melt slowly, so the plant gets a steady drink and never sits in water. Empty any water that collects in the outer pot.

## Feeding

From spring to autumn, add orchid fertiliser at quarter strength every other watering. There is no need to feed in winter.

## Getting it to flower again

Once the last flower has dropped, cut the old flower spike back to the base. To trigger a new spike, give the plant about four weeks of cooler nights, between 13 and 16°C, in the autumn: an unheated spare room works well. A new spike usually appears within two to three months, and the buds take another two months to open.

## Repotting

Repot every two years in spring, using orchid bark rather than ordinary compost. Choose a clear pot only slightly bigger than the root ball.
`,

  'orchid-forum.html': `<html><head><title>Watering - every week like the label says? | Wessex Orchid Society forum</title></head><body>
<div class="breadcrumb">Forum » Beginners' corner » Watering - every week like the label says?</div>
<div class="post" id="p1">
<div class="author">Dani_K</div><div class="date">12 January</div>
<p>Hi all, first orchid! It's a phal from the garden centre and the label says three ice cubes once a week. I've been doing that since October. Now one of the bottom leaves has gone yellow. Am I killing it?</p>
</div>
<div class="post" id="p2">
<div class="author">Margaret (Society secretary)</div><div class="date">12 January</div>
<p>Welcome! Don't water by the calendar. Water when the roots you can see through the clear pot have turned silvery-grey; when they are wet they are green. In a warm house that works out at about every 7 to 10 days in summer but often only every 10 to 14 days in winter. Soak the pot in tepid water for ten minutes, then let it drain completely.</p>
<p>I'd skip the ice cubes. These are tropical plants and the cold does the roots no favours, and three cubes is too little water to wet a whole pot of bark anyway.</p>
<p>On the leaf: one bottom leaf going yellow and dropping now and then is normal. The plant sheds its oldest leaf as it grows a new one at the top. Worry if several leaves go yellow at once, or the base of a leaf turns soft and black: that is usually rot from overwatering or from water left sitting in the crown.</p>
</div>
<div class="post" id="p3">
<div class="author">tomh</div><div class="date">13 January</div>
<p>Agree about the ice cubes. And when it finishes flowering, don't cut the spike right back like the labels tell you. Cut just above the second node below the old flowers and it will often branch and flower again within a couple of months. Cutting to the base gives a stronger plant, but you wait longer.</p>
</div>
<div class="post" id="p4">
<div class="author">Dani_K</div><div class="date">13 January</div>
<p>Thank you both! It's only the one bottom leaf and it's still firm, so I'll leave it alone and switch to soaking.</p>
</div>
<div class="footer">Wessex Orchid Society · Members' forum · Be kind to beginners</div>
</body></html>
`,
};

export const QUESTIONS: ReviewerQuestion[] = [
  {
    query: "My son's 15 and obsessed with woodturning. If I become a member at Hollowbrook can he come along with me and use the lathe?",
    type: 'yes/no',
    verdict: 'yes',
    probe: 'rule for 14-17s (rules) applied to the asker, with the induction fee from the price list',
    expect: {
      kind: 'answer',
      facts: [['accompanied', 'with a parent', 'stay in the workshop'], ['induction'], ['£20', '20 pounds', 'gbp 20']],
      lead: ['yes', 'may use', 'can use', 'allowed', 'accompanied', 'once they have passed'],
      offTopic: ['Junior Makers', 'sandals'],
    },
    untrue: ['cannot use the lathe', 'not allowed to use the lathe'],
  },
  {
    query: "I'm a full-time student so I'd be on the cheaper rate. Can I still get the 2 free months if I join in March?",
    type: 'yes/no',
    verdict: 'no',
    probe: 'offer terms exclude concession rates; student qualifies for concession (rules)',
    expect: {
      kind: 'answer',
      facts: [['cannot be combined', 'not be combined', "can't be combined", 'not combinable', 'new standard annual memberships only']],
      lead: ['no', 'cannot', 'not'],
      offTopic: ['open evening', 'day pass'],
    },
  },
  {
    query: 'Is the bonfire still happening at the Ashcombe fireworks night? My kids are desperate to see it lit',
    type: 'yes/no',
    verdict: 'no',
    probe: 'later update cancels the bonfire that the earlier notice announced',
    expect: {
      kind: 'answer',
      facts: [['no bonfire', 'not be a bonfire', 'fireworks display only', 'does not permit fires']],
      lead: ['no bonfire', 'no', 'not'],
      offTopic: ['park-and-ride', 'refund'],
    },
    untrue: ['6:30pm', 'lit by the Mayor'],
  },
  {
    query: "The label on my moth orchid says water it every week but someone at work says that's too often. Who's right?",
    type: 'comparison',
    verdict: 'qualified',
    probe: 'two sources disagree (garden centre: weekly; society: when roots silvery, 10-14 days in winter); a good answer gives both',
    expect: {
      kind: 'answer',
      facts: [['7 days', 'once a week', 'every week', 'weekly'], ['10 to 14 days', '14 days', 'silvery', 'by the calendar']],
      offTopic: ['fertiliser', 'east-facing'],
    },
  },
  {
    query: "Is going annual actually cheaper than just paying month by month at the makerspace? I'd be joining in April so I'd get the spring deal",
    type: 'comparison',
    verdict: 'yes',
    probe: 'price list (£35 monthly, £360 annual) read with the offer (14 months for the price of 12)',
    expect: {
      kind: 'answer',
      facts: [['£360', '360'], ['£35', '35 a month', '35 per month', '£420', '420', 'gbp 35'], ['14 months', 'two extra months', '2 extra months', 'two months free', '2 months free']],
      offTopic: ['Junior Makers', 'plywood'],
    },
  },
  {
    query: 'Why has the fireworks night been moved away from Millfield?',
    type: 'why/how',
    probe: 'the cause is in the later update only; the first notice names Millfield but says nothing about why',
    expect: {
      kind: 'answer',
      facts: [['waterlogged', 'heavy rain']],
      lead: ['waterlogged', 'rain', 'safety officer', 'ground could not'],
      offTopic: ['landowner', 'Ash Lane', 'lifeboat'],
    },
  },
  {
    query: "My orchid finished flowering ages ago and it's just leaves now. How do I get it to bloom again?",
    type: 'why/how',
    probe: 'reflowering trigger (cool nights) from the guide; the forum adds a different way to cut the spike',
    expect: {
      kind: 'answer',
      facts: [['13 and 16', '16°C', 'cooler nights', 'cool nights'], ['four weeks', '4 weeks']],
      lead: ['cool', '13', 'night', 'spike', 'node'],
      offTopic: ['repot', 'east-facing'],
    },
  },
  {
    query: "If I sign up for a year at the makerspace in March, what will I pay for the laser cutter induction?",
    type: 'what',
    probe: 'price list says £15, the offer makes it free for annual members joining in March',
    expect: {
      kind: 'answer',
      facts: [['free', 'no charge']],
      lead: ['free', 'no charge'],
      offTopic: ['Laser cutting time', 'open evening'],
    },
  },
  {
    query: 'Where do we park for the fireworks on Saturday? Last year we just used the school',
    type: 'what',
    probe: 'the update supersedes the old notice: school car park not used, park-and-ride from Station Road',
    expect: {
      kind: 'answer',
      facts: [['Station Road'], ['park-and-ride', 'park and ride', 'bus']],
      lead: ['Station Road', 'park-and-ride', 'park and ride'],
      offTopic: ['sparkler', 'wheelchair'],
    },
    untrue: ['Free parking is available', 'entrance on Ash Lane'],
  },
  {
    query: "One of the bottom leaves on my orchid has gone yellow. What does that mean, is it dying?",
    type: 'what',
    probe: 'the forum answers; the care guide only mentions yellow-flowered varieties and scorch patches',
    expect: {
      kind: 'answer',
      facts: [['normal'], ['oldest']],
      lead: ['normal', 'oldest'],
      offTopic: ['yellow-flowered', 'scorch'],
    },
  },
  {
    query: 'Does Hollowbrook have welding gear I could use, like a MIG welder?',
    type: 'unanswerable',
    probe: 'no welding anywhere; machines and inductions share words',
    expect: { kind: 'none' },
  },
  {
    query: "What time will the Ashcombe fireworks be over? Need to tell the babysitter when we'll be back",
    type: 'unanswerable',
    probe: 'start times given in both notices, no end time anywhere',
    expect: { kind: 'none' },
  },
  {
    query: "How much are kids' tickets for the Ashcombe fireworks now, and can I pay by card at the council office?",
    type: 'half',
    probe: 'child price in the old notice, confirmed unchanged by the update; payment method in neither',
    expect: { kind: 'partial', facts: [['£3', '3 pounds']], missing: 'card' },
  },
  {
    query: "I'm 67 and retired. What would the makerspace cost me per month, and do members get a locker to keep their stuff in?",
    type: 'half',
    probe: 'over-65 concession (rules) with its monthly price (price list); lockers in neither',
    expect: { kind: 'partial', facts: [['£22', '22 pounds', '22 a month', 'gbp 22']], missing: 'locker' },
  },
];
