// Challenger ch32, class e (everyday words and stories): questions typed the way people type them, leading with
// their situation and ending with the ask, in everyday words where the documents use formal ones, with shorthand
// and a misspelling or two, the asked thing sometimes named once in a long message, choices between two things;
// plus unanswerable questions whose words look close to what the documents cover.
// 7 documents, 14 questions, written blind (before reading or running the engine).
import type { ReviewerQuestion } from '../answers-reviewer-set';

export const DOCUMENTS: Record<string, string> = {
  // 1. council service page (HTML)
  'careline-personal-alarms.html': `<html><head><title>Careline personal alarms - Ashdown District Council</title></head><body>
<nav>Home &gt; Adult social care &gt; Living at home &gt; Careline</nav>
<h1>Careline personal alarms</h1>
<p>Careline is the council's personal alarm service for older and disabled residents who want to stay independent in their own home. It is run from our 24-hour monitoring centre in Ashdown and is available to anyone living in the district, whether or not they already receive care services.</p>
<h2>How it works</h2>
<p>We fit a small base unit in the home, and the resident wears a pendant button either on a cord around the neck or on a wristband like a watch. Pressing the button connects the resident through the base unit's loudspeaker to an operator at the monitoring centre, who can talk to them from anywhere in the room. The operator will then contact one of the resident's named responders, or the emergency services if needed.</p>
<p>The pendant works up to about 50 metres from the base unit, which normally covers the garden but not the street beyond it. It is water resistant and should be worn in the shower and bath, where many falls happen. We ask every user to press the button once a month as a test call.</p>
<p>The base unit plugs into a phone socket. Homes without a landline can have a unit with a built-in mobile SIM instead, at no extra cost. If the power goes off, a backup battery keeps the base unit working for about 24 hours.</p>
<h2>Fall detectors</h2>
<p>An automatic fall detector can be added for an extra £1.20 a week. It is worn on the wrist or belt and raises an alarm by itself if it senses a hard fall followed by no movement, so the person does not need to press a button. Fall detectors do not pick up every fall: a slow slide from a chair or bed to the floor may not set it off, so users should still press their button if they can.</p>
<h2>Responders and key safes</h2>
<p>Each user must give us two responders (family, friends or neighbours) who hold a key and live within 20 minutes' drive. Where no responder can attend, our mobile response team visits, but this team currently covers the Northbrook area only; elsewhere the operator calls an ambulance if needed. We can fit a key safe outside the door for a one-off charge of £65, so responders and paramedics can get in.</p>
<h2>Charges</h2>
<table>
<tr><th>Service</th><th>Charge</th></tr>
<tr><td>Standard Careline (pendant and monitoring)</td><td>£4.85 a week</td></tr>
<tr><td>Residents receiving Pension Credit Guarantee Credit</td><td>£2.10 a week</td></tr>
<tr><td>Fall detector (add-on)</td><td>£1.20 a week</td></tr>
<tr><td>Installation</td><td>Free</td></tr>
<tr><td>Key safe (fitted)</td><td>£65 one-off</td></tr>
</table>
<h2>How to apply</h2>
<p>Anyone can refer, including the resident, a relative or a health worker. Call 01632 960412 or fill in the online form. We aim to install within 10 working days, or within 48 hours for people being discharged from hospital.</p>
<footer>© Ashdown District Council · Accessibility · Cookies</footer>
</body></html>`,

  // 2. heating installer's advice page (Markdown, headings, steps, list)
  'boiler-pressure-guide.md': `---
title: Boiler losing pressure? A plain guide
url: https://www.kestrelheating.co.uk/advice/boiler-pressure
---
# Boiler losing pressure? A plain guide

Most combi and system boilers run on a sealed heating circuit, and the water in it has to be kept at the right pressure. You can read it on the pressure gauge on the front or underside of the boiler.

## What the gauge should read

With the heating off and the system cold, the gauge should read between 1 and 1.5 bar. When the heating is running the water expands and the reading rises, and up to about 2 bar is normal. If it drops below about 0.5 bar, most boilers lock out and show a low-pressure fault code, and the heating and hot water stop. If it climbs to 3 bar, the pressure relief valve opens and lets water out through a copper discharge pipe that usually runs to the outside wall.

## Topping up (re-pressurising)

The filling loop is a braided silver hose under the boiler with a valve at each end; on some boilers it is a built-in lever instead.

1. Turn the boiler off and let the system cool.
2. Check both ends of the filling loop are connected tightly.
3. Open the valves slowly and watch the gauge.
4. Close both valves when the gauge reads 1.2 bar.
5. Turn the boiler back on and reset it if it shows a fault code.

Never leave the filling loop open: overfilling pushes the pressure up until the relief valve opens.

## Why does the pressure keep dropping?

Losing a little pressure after you bleed radiators is normal, because air and some water come out; top up once and it should hold. If you find yourself topping up every week or two, water is escaping from the sealed system somewhere. The usual causes are:

- **A leak** on the pipework, a radiator valve or inside the boiler. Look for damp patches, rust stains or drips under radiators and the boiler.
- **A faulty pressure relief valve** that no longer closes fully. Check the end of the copper discharge pipe outside: if it is wet or dripping, the valve is letting water by.
- **A flat expansion vessel.** This tank inside the boiler holds a cushion of air that absorbs the expansion as the water heats up. When it loses its air charge, the pressure shoots up when the heating is on, the relief valve opens, and the pressure then falls low when the system cools.

## When to call an engineer

If you need to top up more than once a month, book a Gas Safe registered engineer. Recharging the expansion vessel and replacing the relief valve are jobs for an engineer, and so is anything that means opening the boiler casing.
`,

  // 3. parenting forum thread (plain text, several posters, an anecdote, an update)
  'car-seat-forum-thread.txt': `Little Ones Parenting Forum > Car seats & travel
Thread: Extended rear facing or turn him round at 15 months??

Jess_84 wrote (3 March):
DS is 14 months and about 11kg. His current seat can go forward-facing from 15 months and honestly his legs are squashed right up against the back seat, so I was going to turn him round on his birthday. My MIL says we're mad not to have done it already. Is rear facing actually safer or is it just the latest thing?

CarSeatLou (trained car seat fitter) wrote:
Rear facing is significantly safer, and it's not a fad. Most serious crashes are frontal. In a rear-facing seat the child's head, neck and back are pushed into the shell of the seat, which spreads the force over the whole back. Forward facing, the harness holds the body but the head is thrown forward, and a toddler's head is very heavy for their body while the bones in the neck are not fully joined up yet. Swedish data is often quoted showing that children kept rear facing up to about 4 years are around five times less likely to be seriously injured.
On the law: if his seat is an i-Size (R129) seat, it must stay rear facing until at least 15 months. That's a minimum, not a target. The older R44 seats allowed forward facing from 9kg, but that's no longer recommended.
Legs touching the seat is not a reason to turn him. Kids sit cross-legged or with their feet up on the vehicle seat quite happily, and broken legs in rear-facing seats are extremely rare.
One more thing: never put a rear-facing seat in the front passenger seat unless the front airbag has been switched off. An airbag going off against the back of the seat can kill a child.

BigDave77 wrote:
Turned both mine at a year in the old days and they were fine.

CarSeatLou wrote:
@BigDave77 most of us were, because most cars never crash. It's about what happens on the day one does.

Jess_84 wrote (update, 20 March):
Thanks all. We went to a fitting shop and bought an extended rear-facing seat that rear faces up to 25kg (roughly 4 years), fitted with ISOFIX. It was £249, and the fitter checked it in our car before we left, which is worth doing as not every seat fits every car. He sits cross-legged now and doesn't seem bothered at all.
`,

  // 4. nursery fee list (CSV)
  'little-acorns-fees-2025.csv': `room,age_range,session,times,hours,fee_gbp,lunch_and_snacks_included,notes
Baby Room,0-2 years,Full day,08:00-18:00,10,72.00,yes,"Parents supply formula milk and nappies"
Baby Room,0-2 years,Morning,08:00-13:00,5,40.00,lunch only,"Minimum two sessions a week"
Baby Room,0-2 years,Afternoon,13:00-18:00,5,38.00,tea only,"Minimum two sessions a week"
Toddler Room,2-3 years,Full day,08:00-18:00,10,68.00,yes,"Nappies supplied by the nursery from this room"
Toddler Room,2-3 years,Morning,08:00-13:00,5,37.00,lunch only,
Toddler Room,2-3 years,Afternoon,13:00-18:00,5,35.00,tea only,
Preschool Room,3-4 years,Full day,08:00-18:00,10,64.00,yes,"Children move up to Preschool at the start of the term after their third birthday"
Preschool Room,3-4 years,Morning,08:00-13:00,5,34.00,lunch only,
Preschool Room,3-4 years,Funded school day,09:00-15:00,6,6.00,yes,"For children using government-funded hours: the 6.00 is a daily consumables charge covering meals and activities"
All rooms,,Late collection,after 18:15,,15.00,,"Charged for each 15 minutes or part of 15 minutes"
All rooms,,Registration fee,,,50.00,,"One-off and non-refundable"
All rooms,,Deposit,,,250.00,,"Refunded with the final invoice when four weeks' written notice is given"
All rooms,,Closure days,,,0.00,,"Closed on bank holidays and for one week at Christmas; fees are not charged for these days"
`,

  // 5. local news report (HTML)
  'route-47-bus-cuts.html': `<html><head><title>Village bus cut to hourly as Sunday service scrapped | Wealdon Gazette</title></head><body>
<header>Wealdon Gazette · News · Sport · What's On · Subscribe</header>
<article>
<h1>Route 47 cut to hourly and Sunday buses axed</h1>
<p class="byline">By Priya Nandra, Transport Reporter · 14 July 2025</p>
<p>Villagers in Hatherley and Combe Green will lose their Sunday bus and see weekday services halved under changes announced by Ridgeway Buses this week.</p>
<p>From Monday 1 September, route 47 between Hatherley and Wealdon town centre will run every hour on Mondays to Saturdays instead of every 30 minutes. The Sunday service will be withdrawn completely. The last bus from the town centre will leave at 18:40, instead of 22:10 as now.</p>
<p>Ridgeway said passenger numbers on the route have fallen by 38 per cent since 2019, and that the county council has cut its subsidy for the route by £410,000 a year. Morning journeys into town remain well used, the company said, but most evening journeys carry fewer than five passengers.</p>
<p>To replace the evening buses, the county council will run a new "Wealdon Link" minibus from Monday to Saturday between 19:00 and 23:00. Link journeys must be booked by 6pm the day before, through the Link app or by phone, and the minibus picks up from any stop in Hatherley, Combe Green and the town centre. The fare will be a flat £3 a journey, and older and disabled people's bus passes will be accepted.</p>
<p>Councillor Mark Ellery, cabinet member for transport, said: "Nobody wanted to lose services, but we cannot keep paying to run large buses that are almost empty after teatime. The Link will take people door to door at the times they actually travel."</p>
<p>Sue Harding, who chairs Hatherley parish council, said older residents were "devastated". "Plenty of people here have no car. For some, the Sunday bus was the only way to get to church or to visit family in hospital," she said.</p>
<p>A consultation on the changes closes on 8 August. Timetables will be posted at stops and on the Ridgeway website in mid-August.</p>
</article>
<aside>Most read: Fire at Combe Green barn · Summer fete raises £2,300</aside>
<footer>© Wealdon Gazette 2025 · Privacy · Contact us</footer>
</body></html>`,

  // 6. allotment blog post (Markdown, first person)
  'wormery-two-years.md': `---
title: Two years with a wormery - what I wish I'd known
url: https://www.muddyboots-plot.blog/2025/03/two-years-wormery
---
# Two years with a wormery: what I wish I'd known

I set up my first wormery on the allotment two springs ago, mostly to deal with the kitchen scraps our compost bin couldn't keep up with. Here's what I've learned.

## Which worms

You can't use worms dug up from the garden. Ordinary earthworms are burrowing soil worms: they live deep in the ground, need soil rather than rotting food, and will die or escape in a wormery. You need composting worms, usually tiger worms (Eisenia fetida, sometimes sold as brandlings or red wigglers), which live in the top layer of rotting leaves and manure and breed happily in a bin. I started with 500g of tiger worms bought online, which is roughly a thousand worms.

## Feeding

Mine get raw fruit and vegetable peelings, coffee grounds, tea bags (plastic-free ones), crushed eggshells and a handful of shredded cardboard. A healthy colony eats about half its own weight a day, but it takes a few weeks to build up to that, so go slowly at first.

Things I keep out: citrus peel and onions, which make the bin too acidic and which the worms avoid; meat, fish and dairy, which rot and attract rats; and anything cooked in oil.

## Smells and flies

A wormery shouldn't smell of much more than damp soil. If it starts to smell sour, you're overfeeding or it's too wet: stop feeding for a week and mix in dry shredded cardboard. Little fruit flies are common in summer; a sheet of damp newspaper over the food keeps them down.

## Worm tea and compost

The liquid that collects in the bottom tray ("worm tea") is drained off through the tap. Dilute it about one part to ten parts water before putting it on plants; neat, it can scorch leaves. The solid compost was ready to harvest after about six months.

## Winter

The worms slow right down below about 10°C and will die if the bin freezes solid, so from November to March mine lives in the garage. Last year I left it out through a cold snap and lost about half of them.

## Would I recommend one?

Yes, if you have the patience. It has cut what goes in our food waste caddy by half.
`,

  // 7. vet practice client leaflet (plain text)
  'cat-dental-leaflet.txt': `MEADOWBANK VETERINARY CENTRE
Client leaflet 14: Dental disease in cats

Dental disease is one of the most common problems we see in cats. Around 7 in 10 cats over the age of three have some degree of it, and because cats hide pain well, owners often don't notice until it is advanced.

SIGNS TO LOOK OUT FOR
- Bad breath
- Drooling, sometimes with blood
- Pawing at the mouth
- Dropping food, or chewing on one side only
- Red, swollen gums or brown tartar on the teeth
- Going off dry food or losing weight

TOOTH RESORPTION (FORL)
Many cats develop tooth resorption, also called FORL (feline odontoclastic resorptive lesions). The body breaks down the tooth from the inside, leaving painful holes, usually near the gum line. It cannot be filled or reversed, so affected teeth are normally removed.

WHAT HAPPENS AT A DENTAL
A proper dental examination and treatment is always carried out under general anaesthetic. Cats will not keep still for scaling under the gum line, probing or X-rays while conscious, and the airway must be protected from water and debris. For cats over seven, we recommend a blood test before the anaesthetic to check the kidneys and liver. Older cats are not automatically at higher risk, and the blood test helps us choose the safest drugs.
Please do not feed your cat after midnight the night before; water can be left down. Most cats go home the same afternoon.
During the procedure we scale and polish the teeth, take dental X-rays, and remove any teeth that are badly diseased or resorbing. A scale and polish starts from £350; extractions and X-rays are charged on top, and we will always phone you before doing anything not agreed on the consent form.

CARING FOR TEETH AT HOME
Brushing daily is the best way to slow tartar coming back. Use a soft finger brush or small toothbrush and a toothpaste made for pets, which cats can swallow safely. Never use human toothpaste: it contains fluoride and foaming agents that are harmful if swallowed. Start slowly, a few seconds at a time, with plenty of praise.
Prescription dental diets can help cats who won't accept brushing. Ordinary dry food on its own does not keep teeth clean.
`,
};

export const QUESTIONS: ReviewerQuestion[] = [
  // ---- yes/no (3) ----
  {
    query: "My nan's 79 and gets the 47 into town every sunday for church, she uses her bus pass. after they change it in september will she still be able to get the bus on a sunday or not?",
    type: 'yes/no',
    verdict: 'no',
    probe: 'story first; "change it in september" = the Sunday service withdrawn; the Link minibus is Mon-Sat only',
    expect: {
      kind: 'answer',
      facts: [
        ['withdrawn', 'axed', 'scrapped', 'no longer', 'will not run', "won't run", 'no sunday', 'lose their sunday', 'stop running', 'removed', 'cut'],
        ['monday to saturday', 'mondays to saturdays', 'not on sunday', 'not sunday'],
      ],
      lead: ['sunday'],
      offTopic: ['every hour on Mondays to Saturdays instead of every 30 minutes', 'consultation'],
    },
    untrue: ['sunday service will continue', 'still run on sundays', 'hourly on sundays'],
  },
  {
    query: "my mum is 82 and lives alone, she's had 2 falls since xmas and was on the floor for hours the second time. if she gets the careline button, will it call for help by itself if she falls and cant press it?",
    type: 'yes/no',
    verdict: 'qualified',
    probe: 'everyday "call by itself" = the optional automatic fall detector (extra cost), which misses slow slides',
    expect: {
      kind: 'answer',
      facts: [
        ['fall detector', 'falls detector'],
        ['£1.20', '1.20'],
        ['slow slide', 'slide', 'not pick up every fall', 'every fall', 'may not set it off'],
      ],
      lead: ['fall detector', 'falls detector', 'automatic'],
      offTopic: ['key safe', 'within 10 working days', 'phone socket'],
    },
    untrue: ['detects all falls', 'detects every fall', 'always detects'],
  },
  {
    query: 'Our cat is 12 and keeps dropping his biskits and only chewing on one side, vet says he needs a dental. do they really have to knock him out for it?? worried because of his age',
    type: 'yes/no',
    verdict: 'yes',
    probe: '"knock him out" = general anaesthetic; misspelling; the age worry answered by the blood test over seven',
    expect: {
      kind: 'answer',
      facts: [
        ['general anaesthetic', 'anaesthetic', 'anesthetic', 'anaesthesia', 'anesthesia'],
        ['blood test'],
      ],
      lead: ['anaesthetic', 'anesthetic', 'anaesthesia', 'anesthesia'],
      offTopic: ['toothpaste', 'dental diets'],
    },
    untrue: ['not need an anaesthetic', 'no anaesthetic is needed', 'without anaesthetic is fine'],
  },

  // ---- comparisons (2) ----
  {
    query: "Little one's 14 months and about 11kg and his legs are all squished up against the back seat now. is rear facing genuinely safer than forward facing or is that just hype and i should turn him round??",
    type: 'comparison',
    verdict: 'yes',
    probe: 'comparison asked with a story and a doubt; the fitter decides it (neck, legs are not a reason), one anecdote dissents',
    expect: {
      kind: 'answer',
      facts: [
        ['neck', 'spine', 'spreads the force', 'shell of the seat'],
        ['cross-legged', 'cross legged', 'not a reason', 'broken legs', 'legs touching'],
      ],
      lead: ['rear facing', 'rear-facing'],
      offTopic: ['£249', 'ISOFIX'],
    },
    untrue: ['forward facing is safer', 'forward-facing is safer', 'just hype', 'no safer'],
  },
  {
    query: 'startin a wormery for the veg scraps. would ordinary worms dug up from the garden do just as well as the ones you buy, or do i need special ones?',
    type: 'comparison',
    verdict: 'no',
    probe: '"X as well as Y or special ones?": garden earthworms will not do; composting (tiger) worms needed',
    expect: {
      kind: 'answer',
      facts: [
        ['tiger worm', 'brandling', 'red wiggler', 'eisenia', 'composting worm'],
        ['burrowing', 'deep in the ground', 'die or escape', 'need soil'],
      ],
      lead: ['tiger', 'brandling', 'composting worm', 'earthworm', 'garden', 'dug up'],
      offTopic: ['worm tea', 'garage', 'fruit flies'],
    },
    untrue: ['garden worms will do', 'any worms will do', 'just as well'],
  },

  // ---- why/how (2) ----
  {
    query: "boiler keeps dropping to like 0.5 bar every couple of weeks, I top it up with the little tap thingy underneath and its fine for a bit then goes down again. why does it keep doing that?",
    type: 'why/how',
    probe: 'why, in everyday words ("little tap thingy" = filling loop): water escaping via a leak, the relief valve or a flat expansion vessel',
    expect: {
      kind: 'answer',
      facts: [
        ['leak'],
        ['relief valve'],
        ['expansion vessel'],
      ],
      lead: ['escaping', 'leak', 'relief valve', 'expansion vessel', 'losing water', 'water is'],
      offTopic: ['Check both ends of the filling loop', 'Close both valves when'],
    },
    untrue: ['normal to top up every week', 'nothing to worry about'],
  },
  {
    query: "how come they're cutting the 47?? its absolutely rammed every morning when i get it at 8",
    type: 'why/how',
    probe: 'why, with a challenge the source answers (mornings busy, evenings nearly empty): passenger fall and subsidy cut',
    expect: {
      kind: 'answer',
      facts: [
        ['38 per cent', '38%', '38 percent'],
        ['subsidy', 'funding'],
        ['fewer than five', 'evening journeys', 'almost empty'],
      ],
      lead: ['passenger', 'subsidy', 'funding', '38'],
      offTopic: ['consultation on the changes', 'Timetables will be posted'],
    },
    untrue: ['driver shortage', 'roadworks'],
  },

  // ---- what/which (3) ----
  {
    query: 'DD turns 3 in feb, she does full days in the toddler room atm at little acorns. whats a full day going to cost once she goes up to preschool and is her lunch still included?',
    type: 'what',
    probe: 'shorthand (DD, atm); the asked row is Preschool full day, not the toddler row the asker is in now',
    expect: {
      kind: 'answer',
      facts: [
        ['£64', '64.00', '64 pounds'],
        ['lunch'],
      ],
      lead: ['64'],
      offTopic: ['late collection', 'registration fee', 'deposit'],
    },
    untrue: ['lunch is not included', 'lunch not included'],
  },
  {
    query: "Hi all, bit of background first. My dad had a stroke in March and has been home since May. My brother and I both work in Leeds which is over an hour away, his neighbour Pat has a spare key, the social worker has been lovely but we're drowning in forms and the GP keeps changing his tablets. He's on pension credit and gets help with his council tax. The social worker mentioned the careline alarm, and what I'm trying to work out is what that will cost him each week?",
    type: 'what',
    probe: 'the asked thing (weekly cost) named once at the end of a long story; the Pension Credit rate is the one that applies',
    expect: {
      kind: 'answer',
      facts: [
        ['£2.10', '2.10'],
      ],
      lead: ['2.10', '4.85'],
      offTopic: ['01632', 'within 48 hours'],
    },
    untrue: ['£65 a week', '65 a week', 'free of charge each week'],
  },
  {
    query: "got loads of orange peel and onion skins from cooking every day, what can i actually put in the wormery?",
    type: 'what',
    probe: 'what goes in, where the asker\'s own examples are both on the keep-out list',
    expect: {
      kind: 'answer',
      facts: [
        ['peelings', 'peel', 'fruit and vegetable', 'vegetable'],
        ['coffee'],
        ['citrus', 'orange'],
        ['onion'],
      ],
      lead: ['peel', 'fruit', 'vegetable', 'coffee', 'citrus', 'onion', 'eggshell'],
      offTopic: ['garage', 'worm tea', 'six months'],
    },
    untrue: ['orange peel is fine', 'onions are fine', 'citrus is fine'],
  },

  // ---- unanswerable (2) ----
  {
    query: 'my mum keeps forgetting her tablets since she came out of hospital, does the careline thing do reminders to take medication?',
    type: 'unanswerable',
    probe: 'shares careline / mum / hospital with the page, which says nothing about medication reminders',
    expect: { kind: 'none' },
    untrue: ['reminds her to take', 'medication reminders are included'],
  },
  {
    query: "had a bloke round who says the expansion vessel on my combi needs recharging and quoted £180 - is that a fair price or am I being ripped off?",
    type: 'unanswerable',
    probe: 'shares expansion vessel / recharging / engineer with the guide, which gives no prices',
    expect: { kind: 'none' },
    untrue: ['fair price', 'about right', 'ripped off'],
  },

  // ---- half-answerable (2) ----
  {
    query: 'how much is a morning in the baby room at little acorns nursary, and is there a discount if youve got 2 kids there at once?',
    type: 'half',
    probe: 'price in the CSV (misspelt "nursary"); no sibling discount anywhere in the list',
    expect: { kind: 'partial', facts: [['£40', '40.00', '40 pounds']], missing: 'discount' },
    untrue: ['10% discount', 'sibling discount of'],
  },
  {
    query: "my husband uses a wheelchair and we rely on the late bus back from town on a thursday. does this new link minibus thing take wheelchairs, and how far ahead do you have to book it?",
    type: 'half',
    probe: 'booking rule covered (6pm the day before); wheelchair access not mentioned',
    expect: { kind: 'partial', facts: [['6pm', '6 pm', '18:00'], ['day before', 'previous day']], missing: 'wheelchair' },
    untrue: ['wheelchair accessible', 'takes wheelchairs'],
  },
];
