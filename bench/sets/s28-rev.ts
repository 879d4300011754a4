// Reviewer rev28's unseen answer-quality set (session 28): 10 documents, 30 questions, written blind (without
// reading the engine's code, its tests or the team's sets). Topics: Japanese knotweed (encyclopedic), a hosepipe
// ban (a news report in HTML and the water company's notice, which give different figures), a heat pump field
// trial (CSV), a windowsill chilli blog, a cast-iron rust forum thread (HTML), a repair café FAQ, a sit-stand desk
// trial summary, a sous vide circulator manual (.txt) and a stream survey's field notes (.txt).
import type { ReviewerQuestion } from '../answers-reviewer-set';

export const DOCUMENTS: Record<string, string> = {
  // 1. encyclopedic article
  'japanese-knotweed.md': `---
title: Japanese knotweed
url: https://www.plantatlas.example.org/species/reynoutria-japonica
---
# Japanese knotweed

Japanese knotweed (*Reynoutria japonica*, formerly *Fallopia japonica*) is a tall, fast-growing perennial in the dock family, Polygonaceae. It is native to Japan, Korea, Taiwan and northern China, where it is one of the first plants to colonise fresh volcanic slopes. Outside its native range it is regarded as one of the world's worst invasive species.

## Description

The plant forms dense stands of hollow, bamboo-like canes that reach 2 to 3 metres by midsummer. The stems are speckled with purple and grow in a distinct zig-zag from node to node. Leaves are shield- or heart-shaped and up to 14 cm long. In spring new shoots can grow by as much as 10 cm a day. Small creamy-white flowers appear in loose clusters in late August and September. The canes die back after the first frosts, leaving brown stems that stand through the winter.

## Introduction to Britain

The German physician and botanist Philipp Franz von Siebold collected the plant in Japan and sent it to the Royal Botanic Gardens at Kew in 1850. Nurseries sold it as an ornamental and as fodder for livestock, and by the end of the nineteenth century it had escaped into the wild. It is now recorded in every county of the British Isles.

## Spread

Almost all knotweed in Britain is a single female clone, so plants here do not produce viable seed. Instead it spreads vegetatively: a piece of rhizome (the underground stem) weighing as little as 0.7 grams can grow into a new plant. Fragments are carried along rivers during floods and, far more often, moved in soil on lorries or in garden waste dumped by people. Rhizomes usually extend up to 3 metres sideways from the visible plant and to a depth of about 2 metres; the often-quoted figure of 7 metres is now considered an overestimate.

## Damage to buildings

Knotweed has a reputation for breaking through concrete. A 2018 survey of 68 sites by researchers at the University of Leeds found that it caused no more structural damage than trees or other woody plants; it exploits existing cracks and weak drainage joints rather than making new ones. In 2022 the Royal Institution of Chartered Surveyors replaced the old "7-metre rule" used in mortgage valuations with an assessment of whether the plant is within 3 metres of a habitable building.

## Law

It is not illegal to have Japanese knotweed on your land, and there is no general duty to remove it. However, under the Wildlife and Countryside Act 1981 it is an offence in England and Wales to plant it or otherwise cause it to grow in the wild, and soil or plant material containing it is classed as controlled waste that must go to a licensed landfill site. Allowing it to spread onto a neighbour's property can lead to a claim for private nuisance.

## Control

Digging it out is rarely successful because of the rhizome. The usual treatment is a glyphosate-based herbicide, sprayed or injected into the canes in late summer and autumn, when the plant is moving sugars down into its rhizome; most sites need three to four years of treatment. In 2010 a sap-sucking psyllid, *Aphalara itadori*, was released at several sites in England, the first approved release of a biological control agent against a weed in the European Union. Progress has been slow because the insects struggle to survive British winters.
`,

  // 2. local news report, saved as HTML with its clutter
  'hosepipe-ban-harrowby.html': `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Hosepipe ban confirmed for 1.2 million Harrowby Water customers | Alderbury Gazette</title>
<meta name="description" content="Harrowby Water confirms a temporary use ban from 1 August after the driest spring since 1976.">
<link rel="stylesheet" href="/static/css/main.4f2a91.css">
<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());</script>
</head>
<body>
<div class="cookie-banner">We use cookies to improve your experience on our site. <button>Accept all</button> <button>Manage preferences</button></div>
<header>
<a class="logo" href="/">Alderbury Gazette</a>
<nav><ul><li><a href="/">Home</a></li><li><a href="/news">News</a></li><li><a href="/sport">Sport</a></li><li><a href="/whats-on">What's On</a></li><li><a href="/property">Property</a></li><li><a href="/jobs">Jobs</a></li><li><a href="/subscribe">Subscribe</a></li></ul></nav>
</header>
<div class="ad-slot" id="leaderboard">Advertisement</div>
<main>
<article>
<p class="breadcrumb"><a href="/news">News</a> &gt; <a href="/news/local">Local</a></p>
<h1>Hosepipe ban confirmed for 1.2 million Harrowby Water customers</h1>
<p class="byline">By Rachel Okafor, Environment Reporter &middot; Published 24 July 2025, 16:42 &middot; Updated 25 July 2025, 09:10</p>
<div class="share"><a href="#">Share on Facebook</a> | <a href="#">Share on X</a> | <a href="#">Email</a></div>
<figure><img src="/img/2025/07/lower-alder-dry.jpg" alt="Exposed banks at Lower Alder reservoir"><figcaption>Exposed banks at Lower Alder reservoir this week. Photo: Gazette</figcaption></figure>
<p>Harrowby Water has confirmed that a temporary use ban, better known as a hosepipe ban, will come into force on Friday 1 August, affecting around 1.2 million customers across the Alder valley and the coast.</p>
<p>The company said the decision followed the driest spring in the region since 1976, with rainfall between March and June at just 52 per cent of the long-term average. Lower Alder reservoir, which supplies around two-thirds of the company's customers, was 38 per cent full on Wednesday, compared with 71 per cent at the same point last year.</p>
<p>"We don't take this step lightly," said operations director Martin Keble. "Demand has been running at record levels during the heatwave, and we need to protect supplies for essential use into the autumn."</p>
<p>Under the ban, customers must not use a hosepipe to water gardens, clean cars, fill paddling pools or clean patios. Anyone breaking the rules could face a fine of up to &pound;1,000.</p>
<div class="ad-slot">Advertisement</div>
<p>Watering cans and buckets can still be used, and Blue Badge holders are exempt.</p>
<p>Campaigners were quick to criticise the company's record on leaks. Harrowby Water loses around 180 million litres a day through leaking pipes, according to its own figures, roughly a fifth of the water it puts into supply. "Customers are being asked to give up their hoses while the company lets a fifth of its water drain away," said Jenny Marsh of the Alder Valley Rivers Trust.</p>
<p>The company said it had fixed more than 9,000 leaks since April and was spending &pound;46 million on mains replacement this year.</p>
<p>The ban will stay in place until reservoir levels recover, which the company said was likely to need a wet autumn and winter.</p>
<p class="related-heading">Read more</p>
<ul class="related">
<li><a href="/news/heat-health-alert">Amber heat-health alert issued for the county</a></li>
<li><a href="/news/outdoor-pool-hours">Outdoor pool extends opening hours during hot spell</a></li>
<li><a href="/news/farmers-dry-spring">Farmers warn of poor harvest after dry spring</a></li>
</ul>
</article>
</main>
<aside class="most-read"><h2>Most read</h2><ol><li><a href="/news/a1">Road closed for three weeks for bridge repairs</a></li><li><a href="/news/a2">New bakery opens on the high street</a></li><li><a href="/news/a3">School wins national chess title</a></li></ol></aside>
<footer><p>&copy; 2025 Alderbury Gazette. All rights reserved.</p><p><a href="/privacy">Privacy</a> | <a href="/terms">Terms</a> | <a href="/contact">Contact us</a></p></footer>
</body>
</html>
`,

  // 3. the water company's statutory notice (disagrees with the news report on two figures)
  'harrowby-water-tub-notice.txt': `HARROWBY WATER LTD
PUBLIC NOTICE: TEMPORARY USE BAN
Water Industry Act 1991, Section 76

Dated 23 July 2025

Harrowby Water gives notice that, because of an exceptional shortage of rain, a temporary ban on the use of water supplied through a hosepipe for the purposes listed below will apply from 00:01 on Friday 1 August 2025. The ban applies to all customers in our supply area, approximately 1.1 million customers.

Our water resources position: on the date of this notice Lower Alder reservoir stood at 41% of its capacity. Rainfall in our area between March and June was the lowest since records began in our present form.

For this ban, a "hosepipe" includes anything designed, adapted or used to serve the same purpose as a hosepipe, such as sprinklers, dripper hoses and pressure washers connected to the mains.

PROHIBITED USES
You must not use a hosepipe for:
1. Watering a garden.
2. Cleaning a private motor vehicle.
3. Watering plants on domestic or other non-commercial premises.
4. Cleaning a private leisure boat.
5. Filling or maintaining a domestic swimming pool or paddling pool.
6. Filling or maintaining a domestic pond (ponds containing fish are excepted).
7. Filling or maintaining an ornamental fountain.
8. Cleaning walls or windows of domestic premises.
9. Cleaning paths, patios or other artificial outdoor surfaces.

EXEMPTIONS
The ban does not apply to:
- customers who hold a Blue Badge;
- watering plants with drip or trickle irrigation systems fitted with a pressure-reducing valve and a timer;
- watering newly laid turf during the first 28 days after it is laid;
- water that does not come from the mains, such as water from a water butt, a rainwater harvesting system or a greywater system;
- businesses for which the use of a hosepipe is part of the service they provide, such as commercial car washes and garden centres.

WHAT YOU CAN STILL DO
You may use water from the tap with a watering can or a bucket for any purpose, including watering the garden and washing your car.

PENALTIES
Using a hosepipe in breach of this ban is an offence. Anyone convicted may be fined up to £1,000.

LIFTING THE BAN
We will lift the ban as soon as reservoir stocks return to normal for the time of year. We will announce this in the local press and on our website.

To report misuse or to ask about an exemption, call 0800 917 2240 or use the form at harrowbywater.example.co.uk/tub.
`,

  // 4. a CSV table
  'heat-pump-field-trial-2024.csv': `home_id,property_type,year_built,floor_area_m2,heat_pump_kw,radiators_upgraded,design_flow_temp_c,heat_delivered_kwh,electricity_used_kwh,seasonal_cop,notes
H01,Victorian mid-terrace,1895,88,7,yes,45,9850,3010,3.27,solid walls; loft insulation topped up to 270 mm before install
H02,1930s semi-detached,1934,102,8,partial,50,11200,3730,3.00,cavity walls insulated in 2019
H03,1960s bungalow,1966,74,5,yes,40,6420,1780,3.61,
H04,Victorian end-terrace,1889,96,9,no,55,12650,4870,2.60,original radiators kept; occupant works from home
H05,new-build detached,2021,131,6,n/a (underfloor),35,7100,1750,4.06,underfloor heating on both floors
H06,1970s ground-floor flat,1974,61,5,yes,40,4980,1420,3.51,
H07,1950s semi-detached,1952,93,7,no,55,10400,4150,2.51,flow temperature raised to 60 C during the January cold snap
H08,stone farmhouse,1820,164,14,partial,50,21300,7610,2.80,oil boiler removed; underfloor heating added on ground floor
H09,1990s detached,1994,118,8,yes,45,9020,2600,3.47,
H10,1930s semi-detached,1936,98,8,yes,45,9300,2790,3.33,installed October 2023; first full winter
H11,Edwardian semi-detached,1908,120,9,partial,50,13900,4630,3.00,bay windows still single glazed; heat pump sized from a room-by-room heat loss survey
H12,1980s terraced house,1983,79,5,yes,40,5900,1700,3.47,
H13,converted chapel,1862,210,16,no,55,26400,10560,2.50,very high ceilings; occupants keep the thermostat at 18 C
H14,2000s townhouse,2004,105,6,yes,40,7300,2050,3.56,hot water cylinder replaced at the same time
`,

  // 5. a personal blog post
  'windowsill-chillies-year-two.md': `---
title: Windowsill chillies, year two: what worked and what didn't
url: https://www.thebalconyplot.example.blog/2025/10/windowsill-chillies-year-two
---
Posted 12 October 2025 by Hannah · 14 comments

Last year I grew three scrawny chilli plants on the kitchen windowsill of our flat and got a grand total of nine chillies. This year I was determined to do better, so here's an honest write-up of what I changed. The windowsill faces east, so it gets direct sun until about 11 in the morning and bright shade after that.

## Sowing

I sowed on 14 February, which feels ridiculously early but chillies need a long season. The seeds went into a heated propagator set to 25°C, after soaking overnight in weak chamomile tea (an old allotment tip; I have no idea whether it helps). Jalapeño came up in 8 days, Hungarian Hot Wax in 10, and Scotch Bonnet took a painful 23 days. Only 3 of my 6 Carolina Reaper seeds germinated, and that was after a month.

## Light

Last year's seedlings were leggy and floppy, so this time I added a 30 W LED grow light on a timer, 14 hours a day, from sowing until mid-April. The difference was huge: short, sturdy plants with dark leaves.

## Potting on and feeding

I moved seedlings into 9 cm pots once they had two true leaves, then into their final 5-litre pots in May, using peat-free compost with a couple of handfuls of perlite. Once the first flowers appeared I fed them weekly with half-strength tomato feed, which is high in potash.

## The great flower drop

In June the Scotch Bonnets dropped almost every flower without setting a single pod. I think there were two reasons. First, indoors there are no bees and no wind, so nothing was pollinating them; I started hand-pollinating every other day with a small paintbrush, going from flower to flower. Second, behind the glass the windowsill was hitting 35°C in the afternoons, and chilli flowers tend to drop when it's above about 32°C. I moved the pots back from the glass, kept pollinating, and pods started setting within two weeks.

## Pests

Aphids turned up in May on the undersides of the leaves. I squashed what I could and sprayed the rest with water and a few drops of washing-up liquid every few days until they were gone.

## The harvest

- Jalapeño (2 plants): 43 pods
- Hungarian Hot Wax (1 plant): 27 pods
- Scotch Bonnet (2 plants): 6 pods
- Carolina Reaper (1 plant): 2 pods, not worth the space

## Next year

I'm going to try overwintering the jalapeños: cut them back to a Y shape, keep them somewhere at 12 to 15°C and water sparingly until spring. I won't be growing Carolina Reaper again.
`,

  // 6. a forum thread, saved as HTML with its clutter
  'cast-iron-rust-thread.html': `<!DOCTYPE html>
<html>
<head>
<meta charset="utf-8">
<title>Rust on new cast iron skillet after ONE wash - ruined? - Cookware &amp; Kit - The Home Cooks Forum</title>
<link rel="stylesheet" href="/forum/styles/prosilver/theme/stylesheet.css?v=3.3">
</head>
<body>
<div id="top-bar"><a href="/forum/">The Home Cooks Forum</a> <span class="right"><a href="/forum/ucp.php?mode=login">Log in</a> | <a href="/forum/ucp.php?mode=register">Register</a> | <a href="/forum/faq.php">FAQ</a> | <a href="/forum/search.php">Search</a></span></div>
<div class="breadcrumbs"><a href="/forum/">Board index</a> &rsaquo; <a href="/forum/viewforum.php?f=12">Cookware &amp; Kit</a> &rsaquo; Rust on new cast iron skillet after ONE wash - ruined?</div>
<div class="sponsored">Sponsored: Shop cast iron cookware at 20% off this week only</div>
<h2 class="topic-title">Rust on new cast iron skillet after ONE wash - ruined?</h2>
<div class="pagination">5 posts &bull; Page <strong>1</strong> of <strong>1</strong></div>

<div class="post" id="p88121">
<div class="postprofile"><strong>crumbsandcoals</strong><br>Posts: 14<br>Joined: Jan 2025</div>
<div class="postbody"><p class="author">Mon 3 Mar 2025 8:02 am</p>
<div class="content">Bought a 10-inch cast iron skillet last month. Cooked bacon in it on Saturday, then left it soaking in the sink overnight with washing-up liquid because there was burnt-on stuff. This morning it has orange rust patches all over the cooking surface. Is it ruined? Should I just bin it?</div>
<div class="post-buttons">Quote | Reply | Report</div></div>
</div>

<div class="post" id="p88124">
<div class="postprofile"><strong>SkilletSam</strong><br>Posts: 2341<br>Joined: Jun 2016</div>
<div class="postbody"><p class="author">Mon 3 Mar 2025 9:15 am</p>
<div class="content">Not ruined at all, cast iron is almost impossible to kill. The problem was the soaking, not the soap. Scrub the rust off with steel wool until you're back to bare grey metal, wash it, and dry it straight away on the hob over a low heat. Then wipe on a very thin layer of oil and wipe off as much as you can, as if you'd put it on by mistake. Bake it upside down in the oven at 230°C (450°F) for an hour and let it cool in the oven. Do that three times. I use flaxseed oil, it gives the hardest finish.</div>
<div class="signature">Sam. 23 pans and counting.</div>
<div class="post-buttons">Quote | Reply | Report</div></div>
</div>

<div class="post" id="p88130">
<div class="postprofile"><strong>Mags_in_Leeds</strong><br>Posts: 687<br>Joined: Sep 2019</div>
<div class="postbody"><p class="author">Mon 3 Mar 2025 11:47 am</p>
<div class="content">I'd avoid flaxseed. I did a pan with it two years ago and the seasoning flaked off in sheets after a few months. Sunflower oil, rapeseed oil or vegetable shortening all work fine and cost a lot less. Everything else Sam said is spot on.</div>
<div class="post-buttons">Quote | Reply | Report</div></div>
</div>

<div class="post" id="p88139">
<div class="postprofile"><strong>ferrous_fred</strong><br>Posts: 1120<br>Joined: Feb 2018</div>
<div class="postbody"><p class="author">Mon 3 Mar 2025 2:30 pm</p>
<div class="content">On the soap question, since it always comes up: modern washing-up liquid is fine on a seasoned pan. The old rule dates from when soap was made with lye, which really does strip seasoning. What you should never do is soak it or put it in the dishwasher.</div>
<div class="post-buttons">Quote | Reply | Report</div></div>
</div>

<div class="post" id="p88152">
<div class="postprofile"><strong>DaveW</strong><br>Posts: 205<br>Joined: Nov 2021</div>
<div class="postbody"><p class="author">Tue 4 Mar 2025 7:58 pm</p>
<div class="content">For really heavy rust, a bath of half white vinegar and half water works, but check it every 15 minutes and don't leave it in for more than an hour or the acid will start to pit the iron. Rinse, dry and season it straight away, because bare iron will flash-rust within minutes.</div>
<div class="post-buttons">Quote | Reply | Report</div></div>
</div>

<div class="post" id="p88201">
<div class="postprofile"><strong>crumbsandcoals</strong><br>Posts: 15<br>Joined: Jan 2025</div>
<div class="postbody"><p class="author">Fri 7 Mar 2025 6:21 pm</p>
<div class="content">Update: it worked! Steel wool, then three coats of sunflower oil at 230°C. It looks a bit patchy but eggs slide around fine. Thanks all, and lesson learned: no more soaking.</div>
<div class="post-buttons">Quote | Reply | Report</div></div>
</div>

<div class="similar"><h3>Similar topics</h3><ul><li>Enamelled cast iron chipped - still safe to use?</li><li>Carbon steel wok seasoning keeps going sticky</li><li>Best oven gloves for a range cooker?</li></ul></div>
<div class="footer">Powered by phpBB&reg; Forum Software &copy; phpBB Limited | Privacy | Terms | All times are UTC</div>
</body>
</html>
`,

  // 7. an FAQ whose headings are its questions
  'millbrook-repair-cafe-faq.md': `---
title: Millbrook Repair Café: frequently asked questions
url: https://millbrookrepaircafe.example.org.uk/faq
---
# Frequently asked questions

## When and where is the Repair Café?

We meet on the second Saturday of every month from 10am to 1pm in St Anne's Church Hall, Station Road, Millbrook. We don't meet in August. The last items are booked in at 12:30.

## How much does it cost?

Repairs are free. We ask for a donation if you can afford it (most people give around £3), which goes towards hall hire and insurance. If a repair needs new parts, you pay for those.

## What can I bring?

Most small household items: lamps, toasters, kettles, radios, vacuum cleaners, clothes and other textiles, bicycles, jewellery, toys, laptops (hardware faults only) and small furniture you can carry in yourself. Please bring any chargers, cables or remote controls that go with the item.

## Is there anything you won't repair?

Yes. For safety we don't accept microwave ovens, because their high-voltage capacitors can hold a dangerous charge even when they are unplugged. We also can't take petrol-engined tools such as lawnmowers or strimmers, anything that runs on gas, or large white goods like washing machines and fridges.

## Do I need to book?

No booking is needed, just turn up. When it's busy we limit everyone to one item so that nobody waits too long; the typical wait is around 45 minutes. There is tea and homemade cake while you wait.

## Will you fix it for me?

We'll fix it with you. Our volunteer fixers will show you what they're doing, and you're expected to stay with your item. Children are welcome but must be accompanied by an adult.

## What happens after an electrical repair?

Every electrical item our fixers have opened gets a portable appliance test (PAT) before it goes home. If it fails, we'll explain why and won't hand it back as working.

## What if you can't fix it?

Not everything can be fixed. In 2024 we saw 412 items and repaired 68 per cent of them; another 11 per cent needed a part that the owner went away to order. If we can't fix something we'll tell you why, and suggest where to take it or how to recycle it.

## Are you responsible if something goes wrong?

Everyone signs our house rules when they check in. Our fixers are volunteers who do their best, but we can't accept liability for damage to items or for anything that goes wrong after a repair.

## How can I volunteer?

We're always looking for fixers, especially people who can sew or mend bikes, and for helpers on the welcome desk and the tea table. Email hello@millbrookrepaircafe.example.org.uk.
`,

  // 8. a research summary
  'sit-stand-desk-trial-summary.md': `---
title: Sit-stand desks and low back pain in office workers: a 12-week randomised trial (plain-language summary)
url: https://www.workhealthresearch.example.org/summaries/sit-stand-trial-2024
---
# Sit-stand desks and low back pain: plain-language summary

## Why we did this study

Office workers spend around 70 per cent of their working day sitting, and low back pain is one of the most common reasons for time off work. Sit-stand desks are widely sold as a way to ease back pain, but few randomised trials have tested whether they do.

## What we did

We recruited 146 office workers who had had low back pain for at least three months, all from the offices of a single insurance company in Kelworth. Half of them (73) were chosen at random to receive an electric sit-stand desk and a 20-minute coaching session on alternating between sitting and standing; the other 73 kept their usual desks. The desk manufacturer lent the desks for the study and had no role in its design or analysis. Participants wore a thigh-mounted activity monitor for one week at the start and one week at 12 weeks, and rated their back pain on a scale from 0 to 10 each month.

## What we found

At 12 weeks, the sit-stand group stood for 68 minutes more per working day than the comparison group, and sat for 57 minutes less. Average back pain in the sit-stand group fell from 4.1 to 3.2 points, and in the comparison group from 4.0 to 3.8 points. The difference between the groups, 0.7 points, was statistically significant but smaller than the 1.5 points usually taken as the smallest change that matters to patients. There was no difference between the groups in self-rated productivity or in days off sick.

The habit wore off over time: in week 2, 81 per cent of the sit-stand group stood at least once a day, but by week 12 this had dropped to 54 per cent. Nine participants reported new aching in their legs or feet, which the researchers linked to standing for long stretches without moving.

## What it means

Sit-stand desks made people sit less, and their back pain eased slightly, but the improvement was small and probably not enough for most people to notice. A desk on its own is unlikely to fix back pain; the researchers suggest that breaking up sitting with short walks may matter more than standing still.

## Limitations

Everyone worked for the same company, so the results may not apply to other workplaces. Participants knew which group they were in, which may have influenced how they rated their pain. The trial lasted only 12 weeks, so we do not know whether the effects last. The activity monitors were worn for only two weeks in total.

## Funding

The trial was funded by the Kelworth Occupational Health Trust.
`,

  // 9. a product manual
  'calder-sv1-manual.txt': `CALDER SV1 SOUS VIDE IMMERSION CIRCULATOR
USER MANUAL (model CSV-100). Please read all instructions before first use and keep this manual.

1. SAFETY
- Always keep the water level between the MIN and MAX marks on the circulator.
- Unplug the circulator before cleaning it or removing it from the pot.
- The clamp fits pot walls from 3 to 25 mm thick.
- Food safety: do not hold food at temperatures below 54°C for more than 4 hours.
- This appliance is not to be used by children under 8 years old.

2. SPECIFICATIONS
Power: 1000 W, 220-240 V
Temperature range: 25 to 90°C
Accuracy: plus or minus 0.1°C
Water volume: 6 to 15 litres
Pump flow: 8 litres per minute
Connectivity: Wi-Fi 2.4 GHz (802.11 b/g/n). 5 GHz networks are not supported.
Weight: 1.1 kg

3. SETTING UP
Step 1. Attach the clamp to the side of a pot and tighten the screw.
Step 2. Fill the pot with water to a level between the MIN and MAX marks.
Step 3. Plug in, then press and hold the power button for 2 seconds.
Step 4. Turn the dial to set the temperature. Press the dial to switch to the timer and turn it to set the time.
Step 5. Press Start. The display flashes while the water heats and the unit beeps three times when it reaches the set temperature.
Step 6. Seal the food in a vacuum bag, or a zip-lock bag with the air pressed out, and clip the bag to the side of the pot.

4. CONNECTING TO THE APP
Download the Calder Kitchen app. During setup your phone must be connected to the same 2.4 GHz network that the circulator will use. Press and hold the Wi-Fi button for 5 seconds until the Wi-Fi icon flashes blue, then follow the steps in the app.

5. SUGGESTED TIMES AND TEMPERATURES
Beef steak (2.5 cm thick), medium-rare: 56°C, 1 to 4 hours
Chicken breast: 63°C, 1.5 to 3 hours
Salmon fillet: 50°C, 40 to 60 minutes
Eggs (soft, in the shell): 63°C, 45 minutes
Carrots: 85°C, 1 hour

6. ERROR CODES
E01 Water level below the MIN mark. Add water; the unit stops heating until the level is restored.
E02 Overheating. The heater has gone above its safe temperature, usually because the water ran low. Unplug and leave to cool for 20 minutes.
E03 Temperature sensor fault. Unplug and contact Calder customer support. Do not use the unit.
E04 Wi-Fi connection failed. Check that your router is broadcasting a 2.4 GHz network and try again.

7. CLEANING AND DESCALING
After each use, wipe the circulator with a damp cloth. Do not put it in the dishwasher.
In hard-water areas white mineral deposits (limescale) build up on the heater and slow heating. To descale: fill the pot to the MAX mark with 1 part white vinegar to 3 parts water, run the circulator at 60°C for 20 minutes, then run it in clean water for 5 minutes to rinse. Repeat every 2 to 3 months, or whenever you see deposits.

8. WARRANTY
The Calder SV1 is guaranteed for 2 years from the date of purchase. Register within 30 days of purchase at calder-kitchen.example.com/register to extend the guarantee to 3 years. The guarantee does not cover damage caused by limescale.
`,

  // 10. a volunteer's field notes
  'wendle-brook-riverfly-notes.txt': `Wendle Brook riverfly monitoring: field notes
12 May 2025. Surveyors: Priya (me) and Tom H.

Weather: dry and sunny, no rain for 16 days. Flow low. Water clear at A, cloudy at B.
Method: standard 3-minute kick sample with a 1 mm mesh pond net, then a 1-minute hand search of stones, at each site. Sorted in a white tray, counted by group, everything returned alive.

SITE A: footbridge at Hollins Farm, about 200 m upstream of the sewage works outfall
Water 13.5°C, pH 7.6, conductivity 410 µS/cm
Cased caddis 21, caseless caddis 8, mayfly (Ephemeridae) 34, flat-bodied mayfly (Heptageniidae) 9, stonefly 12, Gammarus 140+, Asellus 2
Riverfly score: 11

SITE B: 50 m below the outfall
Water 15.0°C, pH 7.2, conductivity 780 µS/cm
Grey slimy growth (sewage fungus) on most stones. Bad smell.
Cased caddis 0, caseless caddis 1, mayfly 3, flat-bodied mayfly 0, stonefly 0, Gammarus 18, Asellus 96, lots of red bloodworm (chironomid larvae), not scored
Riverfly score: 3. Below the trigger level of 6 agreed for this site.

SITE C: road bridge at Lower Wendle, about 1.2 km below the outfall
Water 14.2°C, pH 7.4, conductivity 560 µS/cm
Cased caddis 10, caseless caddis 4, mayfly 15, flat-bodied mayfly 2, stonefly 2, Gammarus 85, Asellus 20
Riverfly score: 7

Thoughts
- B is the worst score we've recorded here. No stoneflies at all: they need cool water with plenty of dissolved oxygen, and they're usually the first to go when organic pollution uses the oxygen up. Asellus (water hoglouse) copes with low oxygen, which is why it's everywhere at B.
- Low flow means less dilution of whatever is coming out of the outfall, so the dry weather may be part of this.
- C shows partial recovery but is still well down on A.
- Phoned the Environment Agency pollution hotline on 13 May because of the trigger breach, and emailed them the recording sheet and photos of the sewage fungus.
- Next survey due 9 June. Ask Tom about borrowing a dissolved oxygen meter.
`,
};

export const QUESTIONS: ReviewerQuestion[] = [
  // ---- yes/no (6)
  {
    query: "my neighbour reckons it's illegal to have japanese knotweed in your garden, is that true?",
    type: 'yes/no',
    verdict: 'no',
    probe: 'a denial in the source\'s own words ("not illegal"), with the offence that is real (causing it to grow in the wild) as its qualification',
    expect: { kind: 'answer', facts: [['not illegal', 'no general duty'], ['cause it to grow in the wild', 'plant it', 'Wildlife and Countryside Act']], lead: ['not illegal', 'no general duty'], offTopic: ['psyllid', 'glyphosate', 'Siebold'] },
    untrue: ['point to yes'],
  },
  {
    query: 'During the hosepipe ban can I still wash the car using a bucket?',
    type: 'yes/no',
    verdict: 'yes',
    probe: 'an allowance stated in a "what you can still do" section and in the news report; the prohibition on cleaning cars with a hose is a neighbour',
    expect: { kind: 'answer', facts: [['bucket']], lead: ['bucket'], offTopic: ['180 million', '£46 million', '9,000 leaks'] },
    untrue: ['point to no'],
  },
  {
    query: 'can i take a broken microwave to the millbrook repair cafe',
    type: 'yes/no',
    verdict: 'no',
    probe: 'an FAQ refusal with its reason (capacitors), under a heading that does not name microwaves',
    expect: { kind: 'answer', facts: [['microwave'], ['capacitor']], lead: ['microwave'], offTopic: ['£3', '45 minutes', 'PAT'] },
    untrue: ['point to yes'],
  },
  {
    query: 'Do standing desks actually get rid of back pain or is that hype?',
    type: 'yes/no',
    verdict: 'no',
    probe: 'a trial whose effect is statistically significant but too small to matter: the verdict must follow the authors\' reading, not the word "significant"',
    expect: { kind: 'answer', facts: [['0.7'], ['1.5', 'smallest change that matters'], ['unlikely to fix', 'not enough for most people to notice', 'small']], lead: ['unlikely to fix', 'small', 'slightly', '0.7', 'not enough'], offTopic: ['Kelworth Occupational Health Trust'] },
    untrue: ['point to yes'],
  },
  {
    query: 'will the calder sv1 connect to my 5ghz wifi?',
    type: 'yes/no',
    verdict: 'no',
    probe: 'a specification line ("5 GHz networks are not supported"), the question spelling the band differently',
    expect: { kind: 'answer', facts: [['2.4 GHz', '2.4GHz'], ['not supported']], lead: ['not supported', '2.4 GHz', '2.4GHz'], offTopic: ['E03', 'limescale', 'salmon'] },
    untrue: ['point to yes'],
  },
  {
    query: 'Is it ok to use washing up liquid on a cast iron pan or does it strip the seasoning?',
    type: 'yes/no',
    verdict: 'yes',
    probe: 'a forum reply that answers the soap question, beside the original poster who soaked the pan with soap; an "X or Y" yes/no',
    expect: { kind: 'answer', facts: [['fine on a seasoned pan', 'washing-up liquid is fine', 'not the soap'], ['lye'], ['soak', 'dishwasher']], lead: ['is fine', 'fine on a seasoned', 'not the soap'], offTopic: ['vinegar', 'flaxseed'] },
    untrue: ['point to no'],
  },

  // ---- comparisons (4)
  {
    query: 'did the jalapenos give a bigger harvest than the scotch bonnets?',
    type: 'comparison',
    verdict: 'yes',
    probe: 'two rows of a bulleted harvest list; the question spells jalapeño without its accent',
    expect: { kind: 'answer', facts: [['43'], ['6 pods']], lead: ['43'], offTopic: ['chamomile', 'aphids'] },
    untrue: ['point to no'],
  },
  {
    query: 'Were there more mayflies at site C than at site A on the Wendle Brook?',
    type: 'comparison',
    verdict: 'no',
    probe: 'counts in two lines of field notes; the answer must compare 15 with 34, not quote the Site B line',
    expect: { kind: 'answer', facts: [['15'], ['34']], lead: ['15', '34'], offTopic: ['Environment Agency', 'dissolved oxygen meter'] },
    untrue: ['point to yes'],
  },
  {
    query: 'In the heat pump trial, was the Victorian end-terrace less efficient than the mid-terrace?',
    type: 'comparison',
    verdict: 'yes',
    probe: 'two CSV rows (seasonal COP 2.60 against 3.27); the end-terrace kept its original radiators',
    expect: { kind: 'answer', facts: [['2.60', '2.6'], ['3.27']], lead: ['2.60', '2.6', '3.27'], offTopic: ['underfloor'] },
    untrue: ['point to no'],
  },
  {
    query: 'is flaxseed oil better than sunflower oil for seasoning cast iron?',
    type: 'comparison',
    verdict: 'qualified',
    probe: 'two forum posters who disagree (hardest finish against flaking); the original poster used sunflower and was happy',
    expect: { kind: 'answer', facts: [['hardest finish'], ['flaked', 'flake']], lead: ['hardest finish', 'flaked', 'avoid flaxseed'], offTopic: ['dishwasher', 'vinegar'] },
  },

  // ---- why/how (5)
  {
    query: "knotweed in the UK doesn't set seed so how does it keep spreading?",
    type: 'why/how',
    probe: 'the cause stated right after the premise the question repeats (a single female clone)',
    expect: { kind: 'answer', facts: [['rhizome'], ['0.7 grams', 'fragment', 'piece of rhizome'], ['soil', 'garden waste', 'rivers']], lead: ['rhizome', 'fragment', 'vegetatively'], offTopic: ['psyllid', 'glyphosate', 'mortgage'] },
  },
  {
    query: 'why has harrowby water brought in a hosepipe ban this summer',
    type: 'why/how',
    probe: 'the cause (a dry spring, low reservoir) across two documents, beside the leakage criticism that shares the words',
    expect: { kind: 'answer', facts: [['driest spring', 'shortage of rain', 'lowest since records'], ['52 per cent'], ['38 per cent', '41%', 'reservoir']], lead: ['driest spring', 'shortage of rain', 'rain', 'reservoir'], offTopic: ['£46 million', '9,000 leaks'] },
  },
  {
    query: 'Why do chilli flowers drop off without making any chillies when you grow them indoors?',
    type: 'why/how',
    probe: 'two causes (no pollinators indoors, heat behind the glass) in a blogger\'s first-person account',
    expect: { kind: 'answer', facts: [['pollinat', 'no bees'], ['32°C', '35°C']], lead: ['pollinat', 'no bees', '32°C', '35°C'], offTopic: ['chamomile', 'Carolina Reaper', 'aphids'] },
  },
  {
    query: 'why were there no stoneflies at all just below the sewage outfall?',
    type: 'why/how',
    probe: 'the cause in the surveyor\'s notes (stoneflies need dissolved oxygen; organic pollution uses it up), not the counts',
    expect: { kind: 'answer', facts: [['oxygen'], ['organic pollution', 'sewage']], lead: ['oxygen'], offTopic: ['9 June'] },
  },
  {
    query: 'how do you descale the calder sv1?',
    type: 'why/how',
    probe: 'steps in one manual paragraph (vinegar 1:3, 60°C, 20 minutes, rinse)',
    expect: { kind: 'answer', facts: [['vinegar'], ['60°C'], ['20 minutes']], lead: ['vinegar'], offTopic: ['E02', 'salmon', 'warranty'] },
  },

  // ---- what / which / when / how much (7)
  {
    query: 'when did japanese knotweed first arrive in britain',
    type: 'what',
    probe: 'a date beside other dates (1981 Act, 2010 psyllid, 2018 survey, 2022 rule)',
    expect: { kind: 'answer', facts: [['1850'], ['Kew', 'Siebold']], lead: ['1850'], offTopic: ['psyllid', '1981', '2018', '2010'] },
  },
  {
    query: "what's the most you can be fined for using a hose during the ban?",
    type: 'what',
    probe: 'one figure stated in both documents; other money figures (£46 million) share the page',
    expect: { kind: 'answer', facts: [['1,000']], lead: ['1,000'], offTopic: ['£46 million', '180 million'] },
    untrue: ['£46 million fine'],
  },
  {
    query: 'What day and time is the Millbrook repair café on?',
    type: 'what',
    probe: 'an FAQ answer under a heading in other words ("When and where")',
    expect: { kind: 'answer', facts: [['second Saturday'], ['10am', '10 am', '10:00'], ['1pm', '1 pm', '13:00']], lead: ['second Saturday'], offTopic: ['£3', 'capacitor'] },
  },
  {
    query: 'with the sit-stand desks how much longer were people standing each day?',
    type: 'what',
    probe: 'a figure beside its sibling (57 minutes less sitting) and the pain scores',
    expect: { kind: 'answer', facts: [['68 minutes']], lead: ['68'], offTopic: ['Kelworth Occupational Health Trust'] },
  },
  {
    query: 'my sous vide is showing E01, what does that mean?',
    type: 'what',
    probe: 'one line of an error-code list; siblings E02-E04 must not lead',
    expect: { kind: 'answer', facts: [['below the MIN', 'water level']], lead: ['water level', 'MIN'], offTopic: ['E03', 'sensor fault', 'E04'] },
  },
  {
    query: 'Which home in the heat pump trial got the best seasonal COP?',
    type: 'what',
    probe: 'the maximum of a CSV column (H05, the underfloor new-build, 4.06)',
    expect: { kind: 'answer', facts: [['H05', 'new-build'], ['4.06']], lead: ['H05', 'new-build', '4.06'] },
    untrue: ['H03 got the best'],
  },
  {
    query: 'How full is Lower Alder reservoir at the moment?',
    type: 'what',
    probe: 'two documents that give different figures for the same week (38 per cent in the news, 41% in the notice)',
    expect: { kind: 'answer', facts: [['38 per cent', '38%'], ['41%', '41 per cent']], lead: ['38', '41'], offTopic: ['180 million', '£1,000'] },
  },

  // ---- unanswerable (4)
  {
    query: 'is there parking near St Anne\'s church hall for the repair café?',
    type: 'unanswerable',
    probe: 'the venue and its street are named, parking never is',
    expect: { kind: 'none' },
  },
  {
    query: 'how many extra calories do you burn standing at a desk instead of sitting?',
    type: 'unanswerable',
    probe: 'the trial measured standing time and pain, never energy use',
    expect: { kind: 'none' },
  },
  {
    query: 'How loud is the Calder SV1 when the pump is running?',
    type: 'unanswerable',
    probe: 'the pump\'s flow is given, its noise is not',
    expect: { kind: 'none' },
  },
  {
    query: 'roughly how much does it cost to have japanese knotweed professionally removed?',
    type: 'unanswerable',
    probe: 'removal, treatment and years are described, a price never is',
    expect: { kind: 'none' },
  },

  // ---- half-answerable (4)
  {
    query: "What's the fine for breaking the hosepipe ban, and how many people have been prosecuted so far?",
    type: 'half',
    probe: 'the fine is given; no prosecutions are reported',
    expect: { kind: 'partial', facts: [['1,000']], missing: 'prosecut' },
  },
  {
    query: 'how many office workers were in the sit-stand desk trial and how much do those desks cost?',
    type: 'half',
    probe: 'the number of participants is given; the desks were lent and no price is named',
    expect: { kind: 'partial', facts: [['146']], missing: 'cost' },
  },
  {
    query: 'What temperature should I do salmon at in the Calder, and can I control it with Alexa?',
    type: 'half',
    probe: 'the salmon line is in the table; voice assistants are never mentioned (only the Calder app)',
    expect: { kind: 'partial', facts: [['50°C']], missing: 'alexa' },
  },
  {
    query: 'what mesh size net did they use on the Wendle Brook survey and what were the nitrate levels like?',
    type: 'half',
    probe: 'the net is in the method line; pH, temperature and conductivity were measured but no nitrate',
    expect: { kind: 'partial', facts: [['1 mm']], missing: 'nitrate' },
  },
];
