// Challenger ch31, class p: pages as saved (navigation, cookie banners, sidebars, related articles, footers,
// comments, a forum thread with a later correction, an e-mail with quoted replies, a blog post with an
// 'Update:'). 7 documents, 14 questions, written blind (before reading or running the engine).
import type { ReviewerQuestion } from '../answers-reviewer-set';

export const DOCUMENTS: Record<string, string> = {
  'piano-forum-moved-upright.html': `<html><head><title>Moved upright gone flat - pitch raise a con? | Keys &amp; Hammers Forum</title></head>
<body>
<div class="cookie">We use cookies to keep you logged in and to show relevant adverts. <a href="#">Accept all</a> <a href="#">Manage</a></div>
<nav>Home | Forums | Classifieds | Find a Technician | Tuning Pin Torque Calculator | Log in | Register</nav>
<div class="breadcrumb">Forums &gt; Piano Care &amp; Maintenance &gt; Tuning</div>
<h1>Moved upright gone flat - pitch raise a con?</h1>

<div class="post"><p class="who">tomsk_82 &middot; 3 Feb</p>
<p>Bought a second-hand 1984 Yamaha U1 from a seller two towns over and the removals firm brought it to our house last month. The tuner came yesterday, said the whole thing is about 30 cents flat and it needs a pitch raise before he can do a proper fine tuning: £60 on top of his usual £85. Is that a con? The seller swore it was tuned in March.</p></div>

<div class="post"><p class="who">Brenda_plays &middot; 3 Feb</p>
<p>Not a con. Moving always does it, all that bumping around in the van loosens the pins. Mine went flat after every house move.</p></div>

<div class="post"><p class="who">dave_r &middot; 3 Feb</p>
<p>Tip from my grandad: stand a jam jar of water in the bottom of the case over winter, keeps the wood from drying out. He did that for forty years.</p></div>

<div class="post"><p class="who">J. Okafor &middot; Registered Piano Technician &middot; 4 Feb</p>
<p>A couple of corrections. The van is rarely the culprit: a well-built upright that is moved carefully hardly shifts. What moves the pitch is humidity. The seller's house was probably damper than yours, and in a centrally heated room the soundboard dries out, loses some of its crown, and the strings lose tension, so the whole piano sinks flat together. A pitch raise is a quick rough pass that brings the tension back up near A440 so that the fine tuning afterwards holds. Doing both in one visit is normal, and £50 to £70 extra is a fair price.</p>
<p>And dave, please, no jars of water inside the case. The moisture rusts the strings and tuning pins and can grow mould on the hammer felts. Use a room humidifier instead and keep the room between 40 and 50% relative humidity, with the piano away from radiators.</p></div>

<div class="post"><p class="who">dave_r &middot; 4 Feb</p>
<p>Fair enough, I stand corrected on the jar. Now I think of it, grandad's piano did have rusty strings.</p></div>

<div class="post"><p class="who">Brenda_plays &middot; 4 Feb</p>
<p>Also, give it two or three days to get used to the room after a move before anyone tunes it.</p></div>

<div class="post"><p class="who">J. Okafor &middot; Registered Piano Technician &middot; 5 Feb</p>
<p>Two or three days is too short. I ask clients to wait two to three weeks after a move before tuning, so the piano has settled into its new room.</p></div>

<div class="post"><p class="who">tomsk_82 &middot; 26 Feb</p>
<p>Update for anyone finding this later: waited three weeks, then the tech did the pitch raise and the tuning in one visit, £145 all in. I bought a cheap hygrometer and the living room was reading 32%, so a humidifier is on order.</p></div>

<aside><h3>Similar threads</h3><ul><li>Digital or acoustic for a 7-year-old beginner?</li><li>Moving a baby grand up two flights of stairs - how much?</li><li>Sticky keys after a damp winter in the garage</li></ul>
<div class="ad">Piano removals from £180 - fully insured, stairs no problem. Call PianoShift today.</div></aside>
<footer>&copy; 2025 Keys &amp; Hammers Forum &middot; Community rules &middot; Privacy &middot; Cookie settings &middot; Advertise with us</footer>
</body></html>`,

  'ashgrove-street-party-email.txt': `From: Priya Nair <priya.nair@fastmail.example>
To: Ashgrove Road residents <ashgrove-residents@lists.example>
Subject: Re: Re: Street party this summer?
Date: Tue, 4 Mar 2025 21:14:05 +0000

Hi all,

Quick correction to what Martin said below. I rang the council's events team today and the rule changed in January: road closure applications for street parties now have to be in at least 8 weeks before the event, not 6. For our party on Saturday 7 June that means the form must reach them by Saturday 12 April at the latest, though I'd rather we sent it off by the end of March. The form goes to streetparties@kelbridge.gov.uk, and there's no fee for a residential street that isn't a bus route (we aren't).

They also confirmed we need public liability insurance with at least £5 million of cover, and they want a copy sent in with the application. I haven't got a quote for that yet. Does anyone know a broker?

Bouncy castle: allowed, but the hire company has to show its own public liability certificate, and it must be set up on the grass verge, not on the tarmac.

Priya (no. 31)
--
Sent from my phone

> On Sun, 2 Mar 2025 at 18:02, Martin Lowe wrote:
> Great idea Helen. I organised one for the jubilee on Beech Close. You apply
> to the council 6 weeks before, it's a simple online form. Someone will need
> to sort out insurance too. I can lend three trestle tables and a gazebo.
>
>> On Sat, 1 Mar 2025 at 10:47, Helen Burke wrote:
>> Hello neighbours! Shall we do a street party this summer? I was thinking
>> Saturday 7 June, 12 till 6, on the stretch between numbers 2 and 40.
>> Could we borrow the tea urn from the church hall? Replies welcome.
>> Helen (no. 14)

_______________________________________________
Ashgrove Road residents list. Neighbourhood Watch reminder: the council's
road resurfacing on Ashgrove Road is scheduled for the week of 19 May;
please keep cars off the road from 7am on those days.
To unsubscribe, reply with STOP in the subject line.
`,

  'gazette-church-roof-bats.html': `<html><head><title>Church roof repairs on hold after bats found in tower | Wenham Valley Gazette</title></head>
<body>
<div id="consent">We and our 143 partners store and access information on your device. <button>Accept</button> <button>Reject</button> <a href="#">More options</a></div>
<nav>News | Sport | What's On | Property | Obituaries | Jobs | Subscribe | Sign in</nav>
<div class="ticker">BREAKING: A12 southbound closed at Wenham junction after lorry fire</div>
<article>
<h1>Church roof repairs on hold after bats found in tower</h1>
<p class="byline">By Carla Mendes, Local Democracy Reporter &middot; Published 14 April 2025</p>
<p>Long-awaited repairs to the leaking roof of St Edmund's Church in Little Wenham have been put on hold after a colony of bats was discovered in the tower.</p>
<p>Scaffolders were due on site this month. But an ecological survey carried out before the works, as a condition of the church's grant, found a maternity roost of brown long-eared bats in the roof void above the nave, where females gather to give birth and raise their young.</p>
<p>Bats and their roosts are protected by law, so any work that would disturb the roost can only go ahead under a bat mitigation licence from Natural England. The parish has now applied for one. Even with a licence, the ecologist has advised that nothing can be done while the colony is in residence with young, roughly May to August, and that work should start in mid-September once the bats have dispersed.</p>
<p>The repairs are expected to cost £312,000, of which £210,000 comes from a national heritage grant and the rest from local fundraising.</p>
<p>"We were ready to put the scaffolding up after Easter," said churchwarden Alan Pryce. "It's frustrating, but the bats were here long before the leaks were. We'll keep the buckets out in the north aisle for one more summer."</p>
<p>The ecologist's report also recommends fitting two bat boxes on the churchyard yew trees and leaving one roof access gap open when the work is finished.</p>
</article>
<aside class="most-read"><h3>Most read</h3><ol>
<li>School roof blown off in storm - pupils moved to village hall</li>
<li>Bat walk at Wenham Mill this Friday: tickets £5, bring a torch</li>
<li>Planning row over barn conversion licence goes to appeal</li></ol></aside>
<section class="related"><h3>Related articles</h3><ul>
<li>Church bells to ring again after £40,000 restoration</li>
<li>Heritage grants: which Suffolk churches got the money?</li></ul></section>
<section class="comments"><h3>Comments (3)</h3>
<p><b>Ted_W:</b> Ridiculous, bats before people. Just block the holes up in winter and get on with it.</p>
<p><b>SallyEcology:</b> Ted, blocking a roost's access holes is itself an offence, even in winter. The licence route is the legal one.</p>
<p><b>Roger B:</b> Will the heating be fixed at the same time? <br><b>St Edmund's PCC:</b> Not in this phase, Roger, sorry.</p>
</section>
<footer>&copy; Wenham Valley Gazette 2025 &middot; Contact &middot; Advertise &middot; Terms &middot; Privacy &middot; Cookie policy</footer>
</body></html>`,

  'wormery-six-months.md': `---
title: Six months with a wormery in a terraced back yard
url: https://greenthumbsandmud.blog/2024/11/wormery-six-months
---

Home | Grow | Compost | Recipes | About | Shop

*Posted 3 October 2024 by Maggie · Filed under Compost · 12 comments*

Back in April I finally gave up on the plastic compost bin (too slow, too many flies) and bought a three-tray stacking wormery. The worms are tiger worms, *Eisenia fetida*, which came by post in a bag of damp bedding. Here's what six months have taught me.

## What goes in

Veg and fruit peelings, torn-up egg boxes, plastic-free tea bags, and a handful of shredded cardboard with every feed to keep it from getting soggy. Citrus peel is fine in small amounts: I add a bit of orange peel every week and they don't seem to mind. No meat, dairy or cooked food, which just attracts flies.

## The liquid

The tap at the bottom drains off the liquid ("worm tea"). I dilute it one part to ten parts water and use it on the tomatoes.

## Harvesting

After about four months the bottom tray was dark crumbly compost. Put the empty tray on top with fresh food and most of the worms migrate up within a few weeks.

## Where to keep it

Somewhere shady. Ours stays by the back wall all year round and has been fine.

**Update (22 November):** I need to take back what I said about citrus. After a few more weeks of orange peel the bottom tray turned sour, the worms were clustering on the underside of the lid trying to get out, and a pH strip showed it had gone acidic. I have stopped all citrus (and onion skins) and added crushed eggshells to sweeten it, and they're settling down again. So: no citrus, please.

**Update 2 (3 December):** Also, "all year round" was optimistic. We had a night of minus four and I moved it into the shed. If yours has to stay out, wrap it in old carpet or bubble wrap.

---

**Popular posts:** Why does my compost heap smell of ammonia? · Growing lemons indoors on a windowsill · Leaf mould in a bin bag

**Comments**

**Jo R:** I put loads of orange peel in mine, no bother at all!

**Maggie (author):** Lucky you, Jo. Mine really didn't like it, see the update.

**Pete:** Can you use the worm tea on houseplants? **Maggie:** Yes, same dilution.

*Subscribe for new posts · © Green Thumbs and Mud · Privacy · This site uses affiliate links*
`,

  'zephyr-junior-helmet.html': `<html><head><title>Zephyr Junior Cycle Helmet - Ocean Blue | RideRight Kids</title></head>
<body>
<div class="cookie-bar">This site uses cookies to improve your shopping experience. <a>OK</a></div>
<header>RideRight Kids &middot; Free UK delivery over £40 &middot; Basket (0)</header>
<nav>Bikes | Balance Bikes | Scooters | Helmets | Lights &amp; Locks | Clearance | Gift Cards</nav>
<div class="breadcrumb">Home &gt; Helmets &gt; Kids' Helmets &gt; Zephyr Junior</div>
<main>
<h1>Zephyr Junior Cycle Helmet - Ocean Blue</h1>
<p class="price">£34.99 <span class="stars">&#9733;&#9733;&#9733;&#9733;&#9734; (86 reviews)</span></p>
<ul class="features">
<li>Built-in rear LED light with three modes (steady, slow flash, fast flash)</li>
<li>Magnetic buckle that little fingers can open with one hand</li>
<li>Dial-fit cradle for fine adjustment</li>
<li>Removable, washable pads</li>
<li>Tested to EN 1078</li>
</ul>
<h2>Size guide</h2>
<table><tr><th>Size</th><th>Head circumference</th><th>Typical age</th><th>Weight</th></tr>
<tr><td>Small (S)</td><td>48-53 cm</td><td>3-7 years</td><td>230 g</td></tr>
<tr><td>Medium (M)</td><td>53-57 cm</td><td>7-12 years</td><td>260 g</td></tr></table>
<p>Measure around the head about 1 cm above the eyebrows. Always choose by head measurement rather than age.</p>
<h2>Safety</h2>
<p>Replace the helmet after any crash or significant impact, even if you can't see any damage. Do not paint or put stickers on the shell.</p>
<h2>Questions &amp; answers</h2>
<p><b>Q:</b> My son is 8 but his head is only 52 cm. S or M? <b>A:</b> Go by head size: the Small will fit him best.</p>
<p><b>Q:</b> Is the light rechargeable? <b>A:</b> It takes a CR2032 coin cell, included.</p>
<h2>Reviews</h2>
<p>&#9733;&#9733;&#9733;&#9733;&#9733; "Light is brilliant for winter school runs." - Hannah, Leeds</p>
<p>&#9733;&#9733;&#9733;&#9734;&#9734; "Runs small, my 10-year-old needed the medium." - Sam</p>
</main>
<section class="also-viewed"><h3>Customers also viewed</h3>
<div>Trailblazer Kids MIPS Helmet - £49.99 - sizes 50-56 cm - 310 g - MIPS rotational protection</div>
<div>Zephyr Toddler Helmet - £24.99 - sizes 44-49 cm - 195 g</div>
<div>Clip-on Bell, Rainbow - £4.99</div></section>
<footer>Delivery &amp; returns &middot; 30-day returns &middot; Contact us &middot; &copy; 2025 RideRight Kids Ltd</footer>
</body></html>`,

  'bounce-quarter-faq.html': `<html><head><title>FAQs | Bounce Quarter Trampoline Park</title></head>
<body>
<div class="cookies">Bounce Quarter uses cookies. By continuing you agree to our cookie policy. <button>Got it</button></div>
<nav>Book a Jump | Parties | Little Bouncers | Bounce Fit | FAQs | Gift Vouchers | Contact</nav>
<div class="promo">HALF-TERM DEAL: 2-for-1 on 90-minute jumps booked online before 10am!</div>
<h1>Frequently asked questions</h1>

<h3>How old do you have to be to jump?</h3>
<p>Our main arena sessions are for jumpers aged 5 and over. Children under 5 can jump only at our Little Bouncers sessions (Monday to Friday, 9:30 to 11:00, £7.50 per child), where one adult jumps free with each child. For safety, adults may not bring an under-5 into a main arena session, even holding hands.</p>

<h3>Do I need special socks?</h3>
<p>Yes. Everyone on the trampolines must wear Bounce Quarter grip socks, £2.50 a pair. Keep them and bring them back on your next visit.</p>

<h3>Does everyone need a waiver?</h3>
<p>Every jumper needs a waiver, filled in online before arrival. For under-18s it must be completed by a parent or guardian.</p>

<h3>How much does it cost?</h3>
<p>60 minutes £13, 90 minutes £17. Spectators are free and can watch from the café.</p>

<h3>Can I bring my own food?</h3>
<p>Not into the café, apart from birthday cakes for party bookings.</p>

<h3>Do you do group discounts?</h3>
<p>Groups of 10 or more jumpers booked together get 10% off.</p>

<h3>Can I jump if I'm pregnant?</h3>
<p>Sorry, no. Jumping isn't allowed at any stage of pregnancy.</p>

<h3>Is there a weight limit?</h3>
<p>Yes, 130 kg per jumper.</p>

<aside>Bounce Fit: 45-minute trampoline workouts for adults, Tuesdays and Thursdays 7pm. First class free!</aside>
<footer>Bounce Quarter, Unit 4, Riverside Trade Park &middot; Open 9am-8pm daily &middot; Careers &middot; Terms &middot; Privacy &middot; &copy; 2025</footer>
</body></html>`,

  'swallow-barn-listing.html': `<html><head><title>Swallow Barn, sleeps 4, near Keswick | CumbriaStays</title></head>
<body>
<div class="cookie">We use essential and analytics cookies. <a>Accept</a> <a>Settings</a></div>
<nav>CumbriaStays | Search | Last-minute deals | Dog-friendly | List your property | Sign in</nav>
<h1>Swallow Barn</h1>
<p class="summary">Converted stone barn on a working sheep farm, 3 miles from Keswick. Sleeps 4 in 2 bedrooms, 1 bathroom. &#9733; 4.8 (41 reviews)</p>

<h2>Prices (April to October)</h2>
<ul>
<li>Full week, Saturday changeover: £840</li>
<li>3-night weekend break, Friday to Monday: £420</li>
<li>4-night midweek break, Monday to Friday: £480</li>
</ul>
<p>Dogs: up to two well-behaved dogs welcome, £25 per dog per stay.</p>

<h2>Arrival and departure</h2>
<p>Check-in from 4pm, check-out by 10am. The key safe code is sent the morning you arrive.</p>

<h2>Facilities</h2>
<p>Fibre broadband with Wi-Fi (around 60 Mbps), wood burner with first basket of logs supplied, dishwasher, washing machine, enclosed garden, parking for two cars.</p>

<h2>Reviews</h2>
<p>&#9733;&#9733;&#9733;&#9733;&#9733; "Gorgeous barn. We turned up at 2pm and the cleaner was still there, but that was our fault for being early." - Nadia, August</p>
<p>&#9733;&#9733;&#9733;&#9733;&#9734; "Lovely and warm. The farm shop down the lane is worth a visit." - Chris, May<br>
<i>Host reply:</i> Thanks Chris! The farm shop is open 9am to 4pm, closed Sundays.</p>

<aside><h3>Similar properties</h3>
<p>Wren Cottage, sleeps 2, from £95 per night</p>
<p>High Fold Bothy, sleeps 6, from £160 per night</p></aside>
<footer>CumbriaStays Ltd &middot; Booking terms &middot; Cancellation policy &middot; Help &middot; &copy; 2025</footer>
</body></html>`,
};

export const QUESTIONS: ReviewerQuestion[] = [
  // yes/no
  {
    query: "My dad reckons I should leave a glass of water inside our piano so it doesn't dry out over winter - is that actually a good idea?",
    type: 'yes/no',
    verdict: 'no',
    probe: 'forum advice later corrected by a technician; the correction decides',
    expect: {
      kind: 'answer',
      facts: [['rust'], ['room humidifier', 'humidifier']],
      lead: ['no', 'not', "don't", 'do not', 'rust', 'avoid'],
      offTopic: ['removals', '£180', 'pitch raise'],
    },
    untrue: ['keeps the wood from drying out'],
  },
  {
    query: "can i chuck my satsuma peels in the worm bin or will it upset them",
    type: 'yes/no',
    verdict: 'no',
    probe: "a blog's Update reverses its earlier statement; a commenter disagrees",
    expect: {
      kind: 'answer',
      facts: [['acid', 'sour'], ['escape', 'get out', 'lid']],
      lead: ['no', 'not', "don't", 'do not', 'avoid', 'stop', 'acid', 'sour'],
      offTopic: ['lemons indoors', 'ammonia', 'worm tea'],
    },
    untrue: ['fine in small amounts', "they don't seem to mind"],
  },
  {
    query: "I've got a 4 year old and a 7 year old - can I take the little one into the normal jump session with her sister if I'm holding her hand?",
    type: 'yes/no',
    verdict: 'no',
    probe: 'FAQ rule with a named exception session; promo banner and sidebar share words',
    expect: {
      kind: 'answer',
      facts: [['Little Bouncers'], ['aged 5', 'age 5', '5 and over', 'five and over', 'over 5', 'under 5', 'under-5', 'under five']],
      lead: ['no', 'not', "can't", 'cannot', 'only'],
      offTopic: ['2-for-1', 'Bounce Fit', 'pregnan'],
    },
    untrue: ['holding hands is fine', 'can bring an under-5 into a main arena'],
  },
  // comparisons
  {
    query: "my lad moans his helmet is too heavy - is the Zephyr one lighter than the Trailblazer MIPS shown underneath it?",
    type: 'comparison',
    verdict: 'yes',
    probe: "comparison with an item that exists only in the 'customers also viewed' clutter",
    expect: {
      kind: 'answer',
      facts: [['310'], ['260', '230']],
      lead: ['lighter', 'yes'],
      offTopic: ['CR2032', 'Clip-on Bell', 'magnetic buckle'],
    },
    untrue: ['heavier than the Trailblazer', 'Trailblazer is lighter'],
  },
  {
    query: "Thinking of Swallow Barn - would we pay less per night doing the full week than just the Fri-Mon weekend?",
    type: 'comparison',
    verdict: 'yes',
    probe: 'per-night comparison from listed stay prices; similar-property sidebar quotes per-night prices',
    expect: {
      kind: 'answer',
      facts: [['840'], ['420'], ['£120', '120 a night', '120 per night', '120/night']],
      lead: ['yes', 'cheaper', 'less', '£120', '120'],
      offTopic: ['Wren Cottage', 'High Fold', 'farm shop'],
    },
    untrue: ['£95 per night', 'weekend is cheaper'],
  },
  // why/how
  {
    query: "We just got our old upright moved into the new house and now the whole thing's gone flat and the tuner wants to do a 'pitch raise'. Why does that happen?",
    type: 'why/how',
    probe: 'cause in a forum thread where an early poster is wrong and a technician corrects',
    expect: {
      kind: 'answer',
      facts: [['humid', 'damp', 'moisture', 'dries', 'dry', 'dried', 'drier'], ['soundboard'], ['tension']],
      lead: ['humid', 'damp', 'moist', 'dries', 'dry', 'dried', 'drier', 'soundboard'],
      offTopic: ['removals from', 'baby grand', 'torque calculator'],
    },
    untrue: ['loosens the pins', 'loosen the pins'],
  },
  {
    query: 'how come the roof work at the church in Little Wenham has stalled?',
    type: 'why/how',
    probe: "news page whose 'most read' sidebar has another roof and a bat event",
    expect: {
      kind: 'answer',
      facts: [['bat'], ['licence', 'license'], ['young', 'maternity', 'breed', 'give birth', 'May to August']],
      lead: ['bat'],
      offTopic: ['School roof', 'blown off', 'bells', 'barn conversion', 'lorry fire'],
    },
    untrue: ['storm', 'lorry fire'],
  },
  // what/which
  {
    query: "What's our actual deadline for getting the road closure form to the council? Party's on 7 June",
    type: 'what',
    probe: 'e-mail where the newest message corrects a quoted older reply',
    expect: {
      kind: 'answer',
      facts: [['8 weeks', 'eight weeks'], ['12 April', 'April 12']],
      lead: ['12 April', 'April 12', '8 weeks', 'eight weeks'],
      offTopic: ['resurfacing', '19 May', 'tea urn', 'trestle'],
    },
    untrue: ['6 weeks before', 'six weeks before'],
  },
  {
    query: "my daughter is 9 and her head measures 55cm round, which size Zephyr should I order?",
    type: 'what',
    probe: 'size table on a product page with Q&A and reviews about other sizes',
    expect: {
      kind: 'answer',
      facts: [['medium', 'size M', '53-57', '53–57', '53 to 57']],
      lead: ['medium', 'size M', '53-57', '53–57', '53 to 57'],
      offTopic: ['Trailblazer', 'Toddler', 'CR2032'],
    },
    untrue: ['the Small will fit', 'order the small'],
  },
  {
    query: 'what time are we allowed to get into Swallow Barn on the day we arrive?',
    type: 'what',
    probe: 'check-in time beside a review mentioning an earlier arrival time and shop hours',
    expect: {
      kind: 'answer',
      facts: [['4pm', '4 pm', '4 p.m.', '16:00', 'four o']],
      lead: ['4pm', '4 pm', '4 p.m.', '16:00', 'four o'],
      offTopic: ['farm shop', 'closed Sundays', 'Wren Cottage'],
    },
    untrue: ['from 2pm', 'at 2pm', '9am'],
  },
  // unanswerable
  {
    query: 'How much is the Natural England bat licence costing the parish?',
    type: 'unanswerable',
    probe: 'licence and costs both mentioned, but no licence fee; a £5 bat-walk ticket in the sidebar',
    expect: { kind: 'none' },
    untrue: ['£5', '£312,000', '£210,000', '£40,000'],
  },
  {
    query: "My son's a wheelchair user - do you get a discount for him, or a free place for his carer?",
    type: 'unanswerable',
    probe: 'discounts and free places exist for other groups; nothing on disability or carers',
    expect: { kind: 'none' },
    untrue: ['10% off', 'jumps free', 'first class free'],
  },
  // half
  {
    query: "Do we need insurance for the street party, and roughly what's it going to cost us?",
    type: 'half',
    probe: 'requirement stated in the e-mail, price of the policy not',
    expect: {
      kind: 'partial',
      facts: [['public liability'], ['£5 million', '5 million', '£5m']],
      missing: 'cost',
    },
    untrue: ['costs nothing', 'free of charge'],
  },
  {
    query: "Has Swallow Barn got wifi? and is the mobile phone signal any good up there",
    type: 'half',
    probe: 'wifi stated in facilities; phone reception never mentioned',
    expect: {
      kind: 'partial',
      facts: [['wi-fi', 'wifi', 'broadband']],
      missing: 'signal',
    },
    untrue: ['good signal', 'no signal'],
  },
];
