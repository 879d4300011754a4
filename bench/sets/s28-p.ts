// Challenger ch28, class p: pages as saved (navigation, cookie banners, sidebars, related articles, footers,
// comments, a forum thread with a later correction, an e-mail with quoted replies, a blog post with an
// 'Update:'). 7 documents, 14 questions, written blind.
import type { ReviewerQuestion } from '../answers-reviewer-set';

export const DOCUMENTS: Record<string, string> = {
  // 1. national park page with cookie banner, nav, sidebar, comments, footer
  'carrow-fells-wild-camping.html': `<!DOCTYPE html>
<html lang="en">
<head><title>Wild camping | Carrow Fells National Park Authority</title></head>
<body>
<div class="cookie-banner">
<p>We use cookies to make this website work and to understand how you use it. Analytics cookies are stored for up to 12 months. <a href="/cookies">Manage settings</a> <button>Accept all</button> <button>Reject non-essential</button></p>
</div>
<nav><ul><li><a href="/">Home</a></li><li><a href="/visiting">Visiting</a></li><li><a href="/camping">Camping and caravans</a></li><li><a href="/dogs">Dogs</a></li><li><a href="/parking">Parking</a></li><li><a href="/events">Events</a></li><li><a href="/contact">Contact us</a></li></ul></nav>
<main>
<h1>Wild camping in the Carrow Fells</h1>
<p class="updated">Page last reviewed: 4 February 2025</p>
<p>Wild camping is permitted in the Carrow Fells only above the 450-metre contour line, and even there your tent must be at least 200 metres from any road, path junction or building. Below 450 metres the land is mostly working farmland, and you need the landowner's permission to camp on it.</p>
<h2>How long you can stay</h2>
<p>You may stay a maximum of two consecutive nights in the same spot. Pitch late and leave early: we ask campers to put up their tent after 7pm and to be packed away by 9am. Groups of more than six tents must apply for a group permit, which is free but needs 14 days' notice.</p>
<h2>Fires and stoves</h2>
<p>Open fires and disposable barbecues are banned at all times, everywhere in the park. Camping stoves are allowed if they stand on a stove stand or a flat rock, never directly on grass or moss. The ban exists because most of the high ground is peat: a fire on the surface can smoulder underground for weeks and break out again far from where it was lit. In May 2022 a single disposable barbecue left on Hesket Edge burned 40 hectares of moorland.</p>
<h2>Toilets</h2>
<p>Dig a hole at least 15 cm deep and at least 30 metres from any stream or lake, and carry your used toilet paper out with you.</p>
<h2>Dogs</h2>
<p>Dogs must be kept on a lead between 1 March and 31 July, when ground-nesting birds such as curlew and golden plover are on their nests.</p>
</main>
<aside class="sidebar">
<h3>You might also like</h3>
<p><strong>Thorngill Farm campsite</strong>: a valley campsite with toilets and showers, £12 per tent per night, open March to October. Campfires are allowed in the campsite's own fire pits.</p>
<p><strong>Parking</strong>: long-stay car parks cost £8 per day. Overnight parking in the Hesket Edge car park is not permitted.</p>
</aside>
<section class="comments">
<h3>Comments (3)</h3>
<div class="comment"><p><b>Dave_R</b> wrote: Are hammocks allowed or only tents?</p>
<p><b>Ranger Team</b> replied: Hammocks count as a tent and the same rules apply. Please use wide tree straps and don't hang them from young trees.</p></div>
<div class="comment"><p><b>Jen P</b> wrote: Last summer someone at the visitor centre told us a small fire is fine below the tree line as long as it's on the gravel beach by the lake. Is that still the case?</p>
<p><b>Ranger Team</b> replied: No, that isn't correct and we're sorry you were told that. The fire ban covers the whole park, including lake shores and gravel beaches.</p></div>
</section>
<footer><p>&copy; 2025 Carrow Fells National Park Authority. <a href="/privacy">Privacy</a> | <a href="/accessibility">Accessibility</a> | <a href="/sitemap">Sitemap</a></p><p>Sign up to our newsletter for events and volunteering news.</p></footer>
</body>
</html>`,

  // 2. forum thread: posters disagree, one later corrects himself
  'garage-freezer-thread.html': `<html><head><title>Chest freezer in a cold garage? - Home Appliances - HouseHelp Forums</title></head>
<body>
<div id="header">HouseHelp Forums | Log in | Register | Search</div>
<div class="breadcrumb">Forums &gt; Home Appliances &gt; Fridges and freezers</div>
<div class="ad">Sponsored: Save up to 30% on Frostline fridge freezers this weekend only!</div>
<h1>Chest freezer in a cold garage?</h1>
<div class="post" id="p1"><span class="user">marrowfat</span> <span class="date">12 Nov 2024, 19:02</span>
<p>We're moving our old chest freezer (a Frostline, about 10 years old) out of the kitchen and into the detached garage. The garage isn't heated and gets down to about -5°C in January. My father-in-law says it'll stop working out there. Surely a freezer likes the cold?</p></div>
<div class="post" id="p2"><span class="user">ColdComfort</span> <span class="date">12 Nov 2024, 19:40</span>
<p>Rubbish, cold is what a freezer wants. Mine has been in the garage for eight years without a single problem.</p>
<p class="sig">-- Proud owner of too many power tools</p></div>
<div class="post" id="p3"><span class="user">Fridgetech_Al</span> <span class="badge">Appliance engineer</span> <span class="date">12 Nov 2024, 21:15</span>
<p>It depends on the climate class printed on the rating plate (usually on the back or inside the lid). The climate class tells you the range of room temperatures the appliance is designed to work in. Most household freezers are class SN or N. An N-class freezer is designed for rooms between 10°C and 32°C. In a colder room the oil in the compressor thickens and the thermostat barely calls for cooling, so the freezer can struggle to hold -18°C and food can start to soften. None of the standard classes go below 10°C. If you want a freezer in a garage that freezes, buy a model the maker sells as garage-suitable; those are usually tested down to -15°C.</p></div>
<div class="post" id="p4"><span class="user">ColdComfort</span> <span class="date">13 Nov 2024, 08:05</span>
<p>Mine says class N on the back and it's been fine for eight years, so I'd not worry.</p></div>
<div class="post" id="p5"><span class="user">Fridgetech_Al</span> <span class="badge">Appliance engineer</span> <span class="date">13 Nov 2024, 09:30</span>
<p>Glad yours has coped, but plenty don't. And a correction to my post above: I got the two classes the wrong way round. SN (sub-normal) is the class rated for rooms from 10°C to 32°C. Plain N only goes down to 16°C. So an N-class freezer is even less suited to a cold garage than I said.</p></div>
<div class="post" id="p6"><span class="user">marrowfat</span> <span class="date">20 Nov 2024, 18:22</span>
<p>Thanks all. Our rating plate says SN. I rang the Frostline helpline: they said they do not recommend putting any of their standard freezers in an unheated garage. It won't be damaged by the cold, but it may not keep food frozen, and the warranty does not cover faults caused by using it outside its climate class. So it's staying in the utility room and we're selling the garage idea to the in-laws instead.</p></div>
<div class="sidebar"><h3>Similar threads</h3><ul><li>Fridge freezer in garage keeps defrosting (14 replies)</li><li>Best garage freezer under £300? (22 replies)</li><li>Garage door seal letting in rain (5 replies)</li></ul></div>
<div id="footer">HouseHelp Forums &copy; 2024. Posts are the opinions of members. Terms | Privacy | Cookie settings</div>
</body></html>`,

  // 3. e-mail with quoted replies; the newest message corrects an older one
  'minibus-email.txt': `From: Helen Marsh <helen.marsh@ashbyct.org.uk>
To: Tom Reilly <tom.reilly@bramptonwalkers.org.uk>
Cc: Gary Pike <gary.pike@ashbyct.org.uk>
Date: Tue, 8 Apr 2025 10:14
Subject: RE: RE: Minibus for Saturday 14 June

Hi Tom,

I'm sorry, I need to correct part of what Gary told you below. Since 1 April our insurer requires every driver to be at least 25 years old and to have held a full car licence for at least three years, so Graham will not be able to drive on the 14th. Could someone else in your group drive? They would still need to do the free MiDAS minibus driver training first; the next course is on Saturday 3 May at our Mill Lane depot.

Gary's prices are correct: £1.10 per mile plus a £30 day charge, fuel included. One more change: the bus now has 15 passenger seats rather than 16, because we took one seat out to make room for a wheelchair space.

Best wishes,
Helen

Helen Marsh | Transport Coordinator | Ashby Community Transport
Ashby Community Transport is a registered charity (no. 1094417). Office open Mon-Thu 9am-3pm.
This email and any attachments are confidential and intended only for the named recipient. Please consider the environment before printing.

-----Original Message-----
From: Tom Reilly
Sent: Sun, 6 Apr 2025 21:48
To: Gary Pike
Subject: RE: Minibus for Saturday 14 June

> Thanks Gary, that's great. There will be 16 of us plus the driver. Our driver
> will be Graham, who is 23 and passed his test in 2019. Could we pick people up
> from Brampton station at 8am? And can a couple of people bring their dogs?
>
> Tom
> Sent from my iPhone
>
> -----Original Message-----
> From: Gary Pike
> Sent: Fri, 4 Apr 2025 16:02
> Subject: Minibus for Saturday 14 June
>
>> Hi Tom,
>>
>> Yes, the minibus is free on Saturday 14 June. Drivers need to be 21 or over.
>> If they passed their test after 1 January 1997 they won't have D1 on their
>> licence, but they can still drive our bus as unpaid volunteers under our
>> Section 19 permit. Cost is £1.10 per mile plus a £30 day charge, and that
>> includes fuel. Keys can be collected from the depot on Mill Lane from 7.30am.
>> Dogs: assistance dogs only, I'm afraid.
>>
>> Gary
`,

  // 4. blog post with a later 'Update:' that changes what it first said, sidebar, comments
  'gallow-hole-caves.md': `---
title: A day out at Gallow Hole Caverns with the kids
url: https://www.littlefeetbigtrips.co.uk/gallow-hole-caverns
---

**Update (March 2025):** A few things have changed since we wrote this. Gallow Hole now runs booked tours only: you have to book online at least 24 hours ahead, and you can no longer pay on the door. Children must now be 4 or older, because every tour now includes the new Lower Chamber route, which has 180 steps, and baby carriers are no longer allowed underground. Tickets have gone up to £16 for adults and £10 for children. The rest of the post is as we wrote it in 2023.

---

Home | Destinations | Family hikes | Gear reviews | About us

# A day out at Gallow Hole Caverns with the kids

We finally made it to Gallow Hole Caverns last August, with Jamie (then 3, in the carrier) and Ella (7). You don't need to book: just turn up, buy tickets at the hut and join the next tour, which leave every 30 minutes from 10am. Tickets were £14 for adults and £9 for children.

The tour takes about 50 minutes. It's 11°C underground all year round, so bring a jumper even in summer, and wear shoes with a good grip because the floor is wet in places. The guide switched off all the lights for a minute in the Great Hall, which Ella still talks about, and Jamie slept through most of it.

The café at the entrance does a decent bacon roll, and there's a picnic field by the car park (parking £4).

**Our verdict:** a great rainy-day trip. Allow two hours including the café.

---

*Related posts:* Our top 10 caves in Wales | Packing list for a toddler on a hike | Is a baby carrier worth it?

**Comments**

**Suzie** (11 April 2025): My dad uses a wheelchair. Can he do any of it?

**Little Feet Big Trips** (12 April 2025): Hi Suzie, the Upper Gallery is step-free and reached by a lift, so he can do that part, but the Lower Chamber isn't accessible because of the steps. The caves offer a reduced-price Upper Gallery-only ticket for wheelchair users and a companion.

**Mike T** (2 May 2025): Went last week, the steps down to the Lower Chamber are steep but well lit. Worth it.

© 2025 Little Feet Big Trips. We may earn a commission on links to products.
`,

  // 5. shop product page: specs, 'you may also like', reviews, Q&A
  'pipit-14-balance-bike.html': `<html><head><title>Pipit 14 Balance Bike - Pipit Bikes</title></head>
<body>
<div class="banner">Free UK delivery on orders over £50 | We use cookies to personalise your shopping. <a>OK</a></div>
<nav>Shop | Balance bikes | Kids' bikes | Helmets | Spares | Size guide | Basket (0)</nav>
<div class="product">
<h1>Pipit 14 Balance Bike</h1>
<p class="price">£149.00</p>
<p>The Pipit 14 is our lightweight aluminium balance bike for riders aged 3 to 6 years. Its 14-inch air tyres grip on grass and gravel, and the rear hand brake helps children learn to brake before they move on to a pedal bike.</p>
<h2>Specifications</h2>
<table>
<tr><th>Recommended age</th><td>3-6 years</td></tr>
<tr><th>Seat height</th><td>38-52 cm</td></tr>
<tr><th>Weight</th><td>4.1 kg</td></tr>
<tr><th>Maximum rider weight</th><td>30 kg</td></tr>
<tr><th>Tyres</th><td>14 inch, air-filled</td></tr>
<tr><th>Brakes</th><td>Rear V-brake with child-sized lever</td></tr>
</table>
</div>
<div class="also-like"><h3>You may also like</h3>
<p><b>Pipit 12 Balance Bike</b>, £119.00: ages 2-4, seat height 30-41 cm, weight 3.2 kg, puncture-proof foam tyres, no brake.</p>
<p><b>Pipit 16 Pedal Bike</b>, £229.00: ages 5-8, for an inside leg of 48-58 cm, weight 6.9 kg.</p>
</div>
<div class="reviews"><h3>Customer reviews (4.6 out of 5)</h3>
<p>★★★★★ <b>Mum of two</b>: My son was 4 and nervous, and he was gliding along within a week. Really light to carry back from the park.</p>
<p>★★☆☆☆ <b>Ray</b>: Nice bike but the seat height claim is off. I measured the lowest setting at 40 cm, not 38, so my daughter couldn't get her feet flat at first.</p>
<p>★★★★☆ <b>Priya</b>: Good bike, tyres needed pumping up straight out of the box.</p>
</div>
<div class="qa"><h3>Questions and answers</h3>
<p><b>Q:</b> Is this suitable for a 7-year-old who never learned to ride?</p>
<p><b>A (Pipit team):</b> Choose by inside leg rather than age: the child's inside leg should be 2-3 cm more than the seat height, so that they can put both feet flat on the ground. Many older beginners fit the Pipit 14 well as long as they weigh under 30 kg.</p>
</div>
<footer>Pipit Bikes Ltd, Unit 4, Brookside Trading Estate | Delivery | Returns | Contact | © 2025</footer>
</body></html>`,

  // 6. local news article with cookie banner, most read, related articles, comments
  'kelsworth-library-open-plus.html': `<html><head><title>Kelsworth Library to stay open until 10pm - Kelsworth Courier</title></head>
<body>
<div class="cookies">This site uses cookies. By continuing to browse you agree to our use of cookies. <a>Find out more</a></div>
<div class="topnav">News | Sport | What's On | Jobs | Property | Announcements | Subscribe</div>
<div class="ad">ADVERTISEMENT: Kelsworth Carpets - 20% off fitted carpets until Sunday</div>
<article>
<h1>Kelsworth Library to stay open until 10pm under new self-service scheme</h1>
<p class="byline">By Anna Feld, Local Democracy Reporter | 21 February 2025</p>
<p>Kelsworth Library will open from 8am to 10pm seven days a week from 3 March, under a self-service scheme the council calls Open+.</p>
<p>Staff will be on site only from 10am to 5pm, Tuesday to Saturday. Outside those hours, members aged 18 or over who have completed a 10-minute induction with staff can let themselves in by scanning their library card at the door and typing in their PIN. Under-18s can use the library during Open+ hours only if an adult card-holder is with them.</p>
<p>During unstaffed hours the building is covered by CCTV and the toilets are closed. Self-service printing and the study desks are available, but new members cannot join until staff are back.</p>
<p>The change comes as the council cuts staffed hours from 52 to 35 a week, which it says will save £85,000 a year. Councillor Dev Shah said: "People have told us they want to use the library in the evenings and at weekends, and Open+ lets us do that while we protect the service."</p>
<p>Unison said the scheme was "a cut dressed up as an extension".</p>
</article>
<div class="mostread"><h3>Most read</h3><ol><li>Kelsworth pool opening hours cut to 6am-8pm from April</li><li>Roadworks on the A614 to last until summer</li><li>Late-night bus to Kelsworth withdrawn</li></ol></div>
<div class="related"><h3>Related articles</h3><p><b>Kelsworth pool opening hours cut:</b> the leisure centre pool will close at 8pm instead of 10pm from April, with early swims from 6am kept.</p></div>
<div class="comments"><h3>Comments (2)</h3>
<p><b>Marjorie55</b>: So they're cutting staff and calling it longer opening hours. Shameful.</p>
<p><b>StudentJ</b>: Great news for people who work during the day. I did the induction last week and it took less than ten minutes.</p></div>
<div class="footer">© Kelsworth Courier 2025. Contact the newsroom | Advertise | Privacy | Terms</div>
</body></html>`,

  // 7. small business page with FAQ, testimonials and a sidebar on another service
  'harmon-piano-services.html': `<html><head><title>Piano tuning FAQ | Harmon &amp; Daughters Piano Services</title></head>
<body>
<div class="cookie">We use essential cookies only. <button>Got it</button></div>
<div class="menu">Home | Tuning | Removals | About us | Testimonials | Book online</div>
<h1>Piano tuning: your questions answered</h1>
<h3>How often should my piano be tuned?</h3>
<p>A home piano should be tuned at least once a year. If it is played every day, or it stands in a centrally heated room where the air goes from damp to dry, we recommend twice a year. Concert and recording instruments are tuned before every performance.</p>
<h3>Why does my piano go out of tune?</h3>
<p>A piano's soundboard is made of wood, which swells in damp air and shrinks in dry air. As it moves, the tension of the strings changes, and the pitch drifts. New strings also stretch during their first year. For a stable tuning keep the piano away from radiators, fires and windows, and aim for a room humidity of 40-50%.</p>
<h3>What does a tuning cost?</h3>
<p>A standard tuning costs £75 for homes within 10 miles of Hexham. If your piano has not been tuned for a long time and has dropped more than 20 cents below concert pitch (A440), it needs a pitch raise first, which is a second pass over every string; this adds £40.</p>
<h3>How long does it take?</h3>
<p>About an hour and a half, or two and a half hours with a pitch raise. We need the room to be quiet while we work.</p>
<div class="sidebar"><h3>Moving house?</h3><p>Our removals team moves upright pianos from £180 within Hexham. Grand pianos, and any stairs, are quoted separately. Fully insured.</p></div>
<div class="testimonials"><h3>What our customers say</h3>
<p>"Lovely job on our 1920s Broadwood, it hasn't sounded this good in years." - Mrs K, Corbridge</p>
<p>"Punctual, friendly and explained everything." - James, Hexham</p></div>
<div class="footer">Harmon &amp; Daughters Piano Services, 12 Fore Street, Hexham | Call 01434 000000 | © 2025</div>
</body></html>`,
};

export const QUESTIONS: ReviewerQuestion[] = [
  // ---- yes/no (3)
  {
    query: "Going wild camping in the Carrow Fells with my brother in July - are we ok to have a little campfire down on the gravel by the lake as long as we're careful?",
    type: 'yes/no',
    verdict: 'no',
    probe: 'a ranger reply in the comments decides it; the sidebar campsite allows fires',
    expect: {
      kind: 'answer',
      facts: [
        ['ban', 'not allowed', 'prohibited', 'not permitted', 'no fires', 'forbidden'],
        ['whole park', 'lake shore', 'lakeshore', 'gravel', 'everywhere', 'at all times'],
      ],
      lead: ['no', 'not', 'ban', 'prohibit', 'forbid'],
      offTopic: ['Thorngill', 'fire pits', '£12', 'cookies', 'hammock'],
    },
    untrue: ['fire is fine', 'fires are allowed', 'a small fire is allowed', 'allowed below the tree line', 'fire is allowed'],
  },
  {
    query: "I'm 19 and work till 7 most days, could I actually get into the Kelsworth library at like 9pm now to study?",
    type: 'yes/no',
    verdict: 'yes',
    probe: 'the answer sits in a news article among a related article about pool hours that share the words',
    expect: {
      kind: 'answer',
      facts: [
        ['10pm', '10 pm', '22:00', 'until 10'],
        ['induction'],
        ['card', 'PIN'],
      ],
      lead: ['yes', 'can', '10pm', '10 pm', 'Open+'],
      offTopic: ['pool', '6am', 'A614', 'carpets', 'bus'],
    },
    untrue: ['closes at 8pm', 'close at 8pm', 'not open in the evening', 'under-18s only'],
  },
  {
    query: "our walking group's driver Graham is 23 and passed his test in 2019, is he ok to drive the Ashby community minibus for our trip in June?",
    type: 'yes/no',
    verdict: 'no',
    probe: 'the newest message of an e-mail thread corrects the quoted older one (21 -> 25)',
    expect: {
      kind: 'answer',
      facts: [
        ['25', 'twenty-five'],
        ['insurer', 'insurance'],
      ],
      lead: ['no', 'not', "can't", 'cannot', '25'],
      offTopic: ['charity', 'environment before printing', 'assistance dogs', 'Brampton station'],
    },
    untrue: ['21 or over', 'he can drive', 'Graham can drive', 'is able to drive'],
  },
  // ---- comparisons (2)
  {
    query: "Is the Pipit 14 balance bike heavier than the Pipit 12? My little one insists on carrying hers up the steps to the park",
    type: 'comparison',
    verdict: 'yes',
    probe: "the neighbour's figures sit in a 'you may also like' box",
    expect: {
      kind: 'answer',
      facts: [['4.1'], ['3.2']],
      lead: ['yes', 'heavier', '4.1', '0.9'],
      offTopic: ['6.9', 'free UK delivery', 'Pipit 16'],
    },
    untrue: ['lighter than the Pipit 12', 'the Pipit 12 is heavier', 'same weight'],
  },
  {
    query: "My dad's in a wheelchair - would the Upper Gallery at Gallow Hole be easier for him to get round than the Lower Chamber?",
    type: 'comparison',
    verdict: 'yes',
    probe: 'the answer is only in a reply in the comments under a blog post',
    expect: {
      kind: 'answer',
      facts: [
        ['step-free', 'step free', 'lift'],
        ['steps', 'not accessible', "isn't accessible", 'inaccessible'],
      ],
      lead: ['yes', 'Upper Gallery'],
      offTopic: ['bacon roll', 'picnic', 'commission', 'Wales'],
    },
    untrue: ['Lower Chamber is accessible', 'Lower Chamber is step-free', 'both are accessible'],
  },
  // ---- why/how (2)
  {
    query: "why are the national park so strict about disposable bbqs up on the Carrow fells? seems a bit over the top for one little tray",
    type: 'why/how',
    probe: 'the cause among rules, sidebar and comments',
    expect: {
      kind: 'answer',
      facts: [
        ['peat'],
        ['smoulder', 'underground'],
        ['40 hectares', 'Hesket Edge', 'break out again', 'far from where'],
      ],
      lead: ['peat', 'smoulder', 'underground'],
      offTopic: ['cookies', 'Thorngill', '£8', 'hammock', 'curlew'],
    },
    untrue: ['litter', 'wildlife', 'ground-nesting'],
  },
  {
    query: "How come Gallow Hole won't take my 3 year old anymore? We took her brother at the same age a couple of years back",
    type: 'why/how',
    probe: "the 'Update:' at the top changes what the body says further down",
    expect: {
      kind: 'answer',
      facts: [
        ['180 steps', 'steps'],
        ['Lower Chamber', 'new route'],
      ],
      lead: ['steps', 'Lower Chamber', '4 or older', 'four'],
      offTopic: ['bacon roll', '£4', 'jumper', 'lights'],
    },
    untrue: ['kids of all ages', 'no need to book', 'every 30 minutes'],
  },
  // ---- what/which (3)
  {
    query: "what's the lowest room temp an N class freezer is actually meant to run in? our garage gets pretty cold",
    type: 'what',
    probe: 'a forum poster corrects his own earlier figure later in the thread',
    expect: {
      kind: 'answer',
      facts: [['16°C', '16 °C', '16 degrees', '16C', '16 c']],
      lead: ['16'],
      offTopic: ['30%', 'power tools', 'garage door seal', '£300'],
    },
    untrue: ['between 10°C and 32°C', 'N-class freezer is designed for rooms between 10'],
  },
  {
    query: 'how many people can we fit in the Ashby community minibus now? there are 16 of us',
    type: 'what',
    probe: 'the newest e-mail changes the seat count; the quoted older mail has 16 in it',
    expect: {
      kind: 'answer',
      facts: [['15']],
      lead: ['15', 'fifteen'],
      offTopic: ['environment before printing', 'Mon-Thu', 'assistance dogs'],
    },
    untrue: ['16 passenger seats', 'has 16 seats', 'seats 16'],
  },
  {
    query: "how often should I get our piano tuned? it's in the living room by the radiator and my son practises on it most days",
    type: 'what',
    probe: 'the condition that applies, beside a removals sidebar and prices',
    expect: {
      kind: 'answer',
      facts: [['twice a year', 'two times a year', 'every six months', 'twice yearly', 'every 6 months']],
      lead: ['twice', 'six months', '6 months', 'two times'],
      offTopic: ['£180', 'removals', 'Broadwood', 'grand pianos'],
    },
    untrue: ['every two years', 'every 2 years'],
  },
  // ---- unanswerable (2)
  {
    query: "How much is the fine if a ranger catches you wild camping below the 450m line in the Carrow Fells?",
    type: 'unanswerable',
    probe: 'the page gives the line and the permission rule but no fine or penalty; prices (£12, £8) sit nearby',
    expect: { kind: 'none' },
    untrue: ['£12', '£8', 'fine is'],
  },
  {
    query: "A few keys on our old upright have started sticking - can Harmon & Daughters sort that out and what do they charge?",
    type: 'unanswerable',
    probe: 'the page prices tuning, pitch raises and removals of upright pianos but says nothing about repairs',
    expect: { kind: 'none' },
    untrue: ['£75', '£40', '£180'],
  },
  // ---- half-answerable (2)
  {
    query: 'What will it cost us to hire the Ashby minibus for a 90 mile round trip, and do they want a deposit up front?',
    type: 'half',
    probe: 'prices from a quoted reply confirmed by the newest e-mail; no deposit anywhere',
    expect: {
      kind: 'partial',
      facts: [
        ['£1.10', '1.10', '110p'],
        ['£30', '30 day charge', '£129', '129'],
      ],
      missing: 'deposit',
    },
    untrue: ['deposit of'],
  },
  {
    query: "what's the weight limit on the Pipit 14 and how long is the guarantee if the frame breaks? my 6yo is quite tall and heavy",
    type: 'half',
    probe: 'the limit is in the spec table and repeated in the Q&A; nothing on guarantee or warranty',
    expect: {
      kind: 'partial',
      facts: [['30 kg', '30kg', '30 kilograms']],
      missing: 'guarantee',
    },
    untrue: ['lifetime', 'two-year', '2-year', '2 years'],
  },
];
