// Challenger ch33, class g (general): a new user's everyday questions over a small mixed library.
// 7 documents (encyclopedic article, how-to guide with headings and steps, FAQ in HTML, news report in HTML,
// first-person field notes in .txt, a safety leaflet in .txt, a practice policy), 14 questions of every kind,
// two of them needing two documents. Written blind (before reading or running the engine).
import type { ReviewerQuestion } from '../answers-reviewer-set';

export const DOCUMENTS: Record<string, string> = {
  // 1. encyclopedic article
  'hazel-dormouse.md': `---
title: Hazel dormouse
url: https://example.org/wiki/Hazel_dormouse
---
# Hazel dormouse

The hazel dormouse (Muscardinus avellanarius) is a small rodent native to northern Europe and Asia Minor. It is the only dormouse native to the British Isles; the larger edible dormouse (Glis glis) found in the Chilterns was introduced in 1902 by Walter Rothschild.

## Description

Adults measure 6 to 9 cm in body length, with a thick, furry tail of about 6 cm. The fur is golden or orange-brown above and paler cream below. An adult typically weighs 15 to 30 grams, but before hibernation an animal may put on fat until it weighs up to 40 grams, nearly double its summer weight. Unlike true mice, the hazel dormouse has a bushy tail and large black eyes.

## Behaviour

Hazel dormice are nocturnal and arboreal: they rarely come down to the ground during the active season, moving through the canopy along connected branches. A gap of just a few metres in a hedgerow can stop them from crossing. In summer they weave nests of stripped honeysuckle bark and leaves, usually in dense shrubs or tree holes, and they readily use nest boxes.

They hibernate from about October or November until April or May, in a tightly woven nest on or just below the ground, under leaf litter or at the base of a hedge, where temperature and humidity stay steadier than they would up in the trees. During cold spells in the active season they can also fall into a short torpor to save energy; this is why they are sometimes found cold and apparently lifeless in a nest box, and they recover when warmed.

## Diet

The diet changes through the year: flowers and pollen in spring, insects such as caterpillars and aphids in early summer, and fruits and nuts in autumn. Hazelnuts are the key autumn food. The dormouse opens them in a characteristic way, gnawing a smooth round hole with tooth marks running around the rim at an angle. Surveyors use this to tell its nuts from those opened by wood mice or bank voles, whose holes have rough edges with tooth marks across the rim.

## Breeding and lifespan

Females usually have one litter a year of about four young, born in summer; the young stay with the mother for six to eight weeks. In the wild a hazel dormouse may live up to five years, a long life for a rodent of its size, which is put down to the long periods it spends in hibernation.

## Status

The species has declined by around 51% in Britain since 2000, mostly because of the loss and fragmentation of woodland and hedgerows and changes in coppicing. In Great Britain it is a European protected species: it is an offence to disturb a dormouse or damage its nest without a licence from the relevant nature conservation body, and this includes checking nest boxes.
`,

  // 2. first-person field notes
  'coldharbour-box-check-notes.txt': `Field notes - Coldharbour Wood dormouse boxes, Saturday 14 September
Weather: dry, 13C at 9am, light wind.

Met Priya (our licence holder) at the car park at 8.45. I'm still on a trainee licence, so Priya handles every animal and I write the records and hold the bags. We checked 50 boxes along the eastern ride and in the hazel coppice in about three hours.

Results: 11 boxes had dormouse nests, and 6 of those had dormice in them - 14 animals in all, 7 adults and 7 juveniles. Two boxes had wood mice, which we left alone; one had an old blue tit nest from the spring. Box 23 had a mother with four pink young, eyes still closed, so we shut the lid straight away and did not weigh them. Priya says young that age must not be handled.

Weights (adults): heaviest was a male at 24 g in box 31, lightest adult a female at 15 g. The juveniles in box 8 were 9-11 g and grey-furred - young dormice are greyer than adults and turn golden after their first moult.

Two of the adults in box 40 were torpid: cold, curled up, breathing slowly. Priya warmed them in her hands inside the weighing bag for a few minutes before weighing, so they would not be stressed. Once warm they woke up and were lively. She says torpor is common on cool mornings in September.

Something I did differently this time: I used the new weighing bags with a zip instead of the drawstring ones, after two animals slipped out in August. No escapes today.

Nut search: in the coppice we found 18 hazelnuts with smooth round holes, all near boxes 30-36. Priya thinks the dormice are feeding there more than the boxes show.

Next check is 12 October, probably the last of the year before they go down to hibernate. I need to order more box lids - three are cracked (boxes 5, 17 and 44).

Mistake I won't repeat: I forgot to write down the time each box was opened, which the national monitoring scheme asks for.
`,

  // 3. how-to guide with headings and steps
  'bleed-a-radiator.md': `---
title: How to bleed a radiator
url: https://example.com/guides/bleed-a-radiator
---
# How to bleed a radiator

If a radiator is cold at the top but warm at the bottom, air has probably collected inside it. Air rises, so it gathers in the top of the radiator and stops hot water from filling it. Letting the air out ("bleeding" the radiator) is a ten-minute job that most people can do with a radiator key costing a couple of pounds.

## What you need

- A radiator bleed key (or a flat-head screwdriver for some newer valves)
- An old cloth or towel
- A small bowl or cup to catch drips

## Before you start

Turn the heating on and let the radiators heat up fully, so you can find the ones with cold patches. Then **turn the heating off and wait until the radiators are cool**, for at least 30 minutes. Water in a hot radiator can spray out and scald you, and if the pump is running you may draw more air in.

## Steps

1. Find the bleed valve: a small square nut at one of the top corners of the radiator.
2. Hold the cloth under the valve and fit the key onto the square nut.
3. Turn the key anticlockwise by a quarter to half a turn. You will hear a hissing sound as the air escapes.
4. When the hissing stops and water starts to dribble out, turn the key clockwise to close the valve. Don't overtighten it.
5. Wipe away any water and move on to the next radiator. If you have several to bleed, start with the one downstairs that is furthest from the boiler.

## After bleeding

Check the pressure gauge on your boiler. Letting air out lowers the pressure in the system; on most combi boilers it should read between 1 and 1.5 bar when the heating is cold. If it has dropped below 1 bar, top it up using the filling loop (see your boiler manual). Then turn the heating back on and check that the radiators heat evenly.

## When bleeding doesn't help

If a radiator is cold at the bottom but warm at the top, bleeding will not fix it: that usually means sludge has built up, and the system may need a power flush by a heating engineer. If you have to bleed the same radiators every few weeks, air is getting into the system somewhere. Call an engineer, as this can point to a leak or a faulty pump.
`,

  // 4. FAQ in HTML
  'dial-a-ride-faq.html': `<html><head><title>Wyebank Community Transport - Dial-a-Ride FAQ</title></head>
<body>
<h1>Dial-a-Ride: frequently asked questions</h1>
<h2>Who can use Dial-a-Ride?</h2>
<p>Anyone living in the Wyebank district who finds it hard to use ordinary buses because of age, disability or illness, or because there is no bus service near their home. You need to register with us first; registration is free and takes about ten minutes by phone.</p>
<h2>How do I book a journey?</h2>
<p>Phone 01632 960 418 between 9am and 3pm, Monday to Friday. Book at least two working days ahead; we cannot take bookings on the day. Regular journeys (for example every Tuesday to a day centre) can be booked once as a standing order.</p>
<h2>How much does it cost?</h2>
<p>Fares depend on distance: &pound;3.50 for a single journey of up to 5 miles and &pound;5 for 5 to 15 miles. Concessionary bus passes are not valid on Dial-a-Ride, because it is not a registered local bus service. Carers travelling with a passenger who needs help go free.</p>
<h2>Can I bring my wheelchair or mobility scooter?</h2>
<p>Wheelchairs, yes: all our minibuses have a rear lift and wheelchair spaces, and our drivers are trained to secure chairs. Mobility scooters can be carried only if they are class 2 scooters and you can move to a seat for the journey; class 3 road scooters are too large for our lifts.</p>
<h2>Can I take my dog?</h2>
<p>Assistance dogs are always welcome. Other pets can travel only in a secure carrier small enough to go on your lap.</p>
<h2>Where can I go?</h2>
<p>Anywhere within the Wyebank district, plus Hereford County Hospital for outpatient appointments on Wednesdays only. We do not take passengers to airports or to railway stations outside the district.</p>
<h2>What if I need to cancel?</h2>
<p>Please ring us by 3pm on the working day before. If you fail to turn up without telling us twice in one month, we may suspend your bookings for four weeks.</p>
<h2>Will the driver help me to the door?</h2>
<p>Yes. Drivers help passengers from their front door to the vehicle and back, and carry up to two shopping bags. They cannot help people up or down stairs inside a building.</p>
</body></html>
`,

  // 5. news report in HTML
  'ashcombe-post-office.html': `<html><head><title>Post office counter returns to Ashcombe - in the village pub | Mid-Vale Gazette</title></head>
<body><article>
<h1>Post office counter returns to Ashcombe - in the village pub</h1>
<p class="byline">By Tom Hargreaves, 3 March 2026</p>
<p>Ashcombe has its post office back, eighteen months after the village shop that housed it closed, with a new counter opening on Monday inside the Plough Inn.</p>
<p>The counter will open from 9am to 1pm on Mondays, Wednesdays and Fridays and will be run by the pub's landlady, Sarah Penrose, who completed four days of training with Post Office Ltd. Customers will be able to post letters and parcels, buy stamps, pay some bills, and withdraw or deposit cash for most high-street banks. It will not offer passport check-and-send or vehicle tax, which will still mean a trip to the main post office in Dunmere, 9 miles away.</p>
<p>Since the shop shut in autumn 2024, a mobile van had called at the village hall car park for one hour each Thursday. Residents said queues often spilled onto the road and that the van sometimes did not come at all in bad weather.</p>
<p>"For older people without a car it's been a real struggle," said parish councillor Ian Mabey, who led the campaign and collected more than 400 signatures. "The bus to Dunmere only runs twice a day."</p>
<p>Ms Penrose said the pub had applied for the counter partly to bring more people in during the day. "Lunchtimes in winter were very quiet. If people come in for stamps and stay for a coffee, that helps keep us open too." The pub has converted a former storeroom next to the bar so that customers using the post office do not have to go through the bar, and the counter has its own entrance with a ramp.</p>
<p>Post Office Ltd said the arrangement would be reviewed after 12 months. The mobile van service will stop once the counter opens.</p>
</article></body></html>
`,

  // 6. leaflet
  'carbon-monoxide-leaflet.txt': `CARBON MONOXIDE - THE SILENT KILLER
A leaflet from Mid-Vale Fire and Rescue Service

WHAT IS CARBON MONOXIDE?
Carbon monoxide (CO) is a poisonous gas produced when fuels such as gas, oil, coal and wood do not burn fully. You cannot see it, smell it or taste it.

WHERE DOES IT COME FROM?
Faulty or badly fitted boilers, gas fires, cookers and wood-burning stoves; blocked flues and chimneys; and running a barbecue or generator indoors or in a tent.

SYMPTOMS TO LOOK OUT FOR
- headaches
- dizziness and feeling sick
- tiredness and confusion
- breathlessness
- collapse and loss of consciousness
Symptoms are often mistaken for flu or food poisoning. Be suspicious if they ease when you are away from home, or if others in the house, including pets, are ill at the same time.

WARNING SIGNS ON APPLIANCES
- lazy yellow or orange flames instead of crisp blue ones on a gas appliance
- black sooty marks on or around the appliance
- more condensation than usual on the windows in the room

PROTECT YOURSELF
- Fit an audible CO alarm in every room with a fuel-burning appliance, 1 to 3 metres from it. Alarms should meet British Standard EN 50291. Test them monthly.
- Have gas appliances checked every year by a Gas Safe registered engineer. Landlords must do this by law.
- Have chimneys swept at least once a year, or twice a year if you burn wood.
- Never block air vents.

IF YOU SUSPECT CO
1. Open doors and windows.
2. Turn off appliances if you can, and leave the property.
3. Call the Gas Emergency number 0800 111 999 (free, 24 hours).
4. Get medical help: see your GP or go to A&E and tell them you think you have been exposed to carbon monoxide.
Do not go back inside until an engineer says it is safe.

Smoke alarms do not detect carbon monoxide. You need a separate CO alarm.
`,

  // 7. policy
  'missed-appointments-policy.md': `---
title: Missed appointments and late cancellations policy
url: https://brookfielddental.example/policies/missed-appointments
---
# Brookfield Dental Practice: missed appointments and late cancellations policy

Effective from 1 January 2026. Reviewed every year by the practice manager.

## 1. Purpose

Every missed appointment is time that another patient could have used. This policy explains what we ask of patients and what happens when appointments are missed.

## 2. Cancelling

2.1 Please give at least 24 hours' notice if you need to cancel or rearrange. You can phone, email reception@brookfielddental.example, or use the online booking page.

2.2 Cancellations made with less than 24 hours' notice count as late cancellations.

## 3. NHS patients

3.1 We cannot charge NHS patients for missed appointments.

3.2 If an NHS patient misses two appointments, or makes two late cancellations, within 12 months without good reason, the practice may decline to offer further NHS treatment once the current course of treatment is finished. We will write to you before doing this.

3.3 Children under 18 will not be refused care because of missed appointments; instead we will contact the parent or guardian, and may involve the school nurse or health visitor if we have concerns.

## 4. Private patients

4.1 A fee of £30 is charged for a missed examination or hygienist appointment, and £60 for a missed treatment appointment of 30 minutes or more.

4.2 A late cancellation is charged at half of these fees.

4.3 Fees are waived the first time in any 12-month period.

## 5. Good reasons

We will not count a missed appointment where there was a genuine emergency, a sudden illness, a bereavement, or where the practice made an error in booking. Please tell us as soon as you can.

## 6. Reminders

We send a text reminder two days before every appointment. Reminders are a courtesy: patients remain responsible for attending even if a reminder does not arrive.
`,
};

export const QUESTIONS: ReviewerQuestion[] = [
  // --- yes/no ---
  {
    query: "I'm an NHS patient at Brookfield dental and I missed my check-up last week because I wrote the wrong date down. Are they going to charge me for it?",
    type: 'yes/no',
    probe: 'denial stated for the asker\'s group (NHS), beside private fees; the consequence rule',
    verdict: 'no',
    expect: {
      kind: 'answer',
      facts: [
        ['cannot charge', "can't charge", 'not charge', 'no charge', 'not be charged', 'cannot be charged', "won't charge", 'will not charge', 'not allowed to charge', 'no fee'],
        ['two appointments', 'two missed', 'twice', '2 appointments', '2 missed', 'two late', 'second'],
      ],
      lead: ['no', 'not', 'cannot', "can't", "won't"],
      offTopic: ['text reminder'],
    },
    untrue: ['will be charged', 'charged £30', 'charge you £30', 'fee of £30 applies'],
  },
  {
    query: "can my mum bring her labrador on the dial a ride bus with her? it's just her pet, not a guide dog",
    type: 'yes/no',
    probe: 'rule with exception (assistance dogs; pets only in a lap carrier) that decides no for a large pet',
    verdict: 'no',
    expect: {
      kind: 'answer',
      facts: [
        ['carrier', 'on your lap', 'lap'],
        ['assistance dog'],
      ],
      lead: ['no', 'not', 'only'],
      offTopic: ['wheelchair', 'scooter', 'shopping bags'],
    },
    untrue: ['pets are welcome', 'dogs are welcome', 'pets are allowed'],
  },
  {
    query: "Reading the Coldharbour Wood box check notes - was the heaviest adult they weighed a normal weight for an adult dormouse, or was it unusually big?",
    type: 'yes/no',
    probe: 'two documents: the figure in the field notes checked against the range in the article',
    verdict: 'yes',
    expect: {
      kind: 'answer',
      facts: [
        ['24 g', '24g', '24 grams'],
        ['15 to 30', '15-30', '15–30', '30 g', '30 grams', '30g'],
      ],
      lead: ['24', 'normal', 'within', 'yes', 'typical'],
      offTopic: ['edible dormouse', 'Rothschild'],
    },
    untrue: ['overweight', 'heavier than normal', 'above the normal', 'unusually heavy', 'unusually big'],
  },
  // --- comparisons ---
  {
    query: "my dad relied on the post office van that came to Ashcombe on Thursdays. will the new counter in the pub actually be open more than the van was?",
    type: 'comparison',
    probe: 'comparison of opening times stated separately (three mornings vs one hour a week)',
    verdict: 'yes',
    expect: {
      kind: 'answer',
      facts: [
        ['9am to 1pm', '9am-1pm', '9am–1pm', '9 to 1', '9-1', 'four hours', '4 hours', '12 hours', 'twelve hours'],
        ['Monday', 'three days', 'three mornings', '3 days'],
        ['one hour', '1 hour', 'an hour'],
      ],
      lead: ['yes', 'more', 'longer', '12 hours', 'twelve hours', 'three'],
      offTopic: ['400 signatures', 'storeroom'],
    },
    untrue: ['open less', 'fewer hours', 'open on Thursdays'],
  },
  {
    query: "Private patient at Brookfield here. I can't make my appointment tomorrow - is cancelling now (less than a day's notice) going to cost me less than just not turning up?",
    type: 'comparison',
    probe: 'comparison settled by a fraction of a fee (late cancellation at half), with the first-time waiver',
    verdict: 'yes',
    expect: {
      kind: 'answer',
      facts: [
        ['half', '£15', '£30'],
        ['waived', 'first time', 'free the first'],
      ],
      lead: ['yes', 'half', 'cheaper', 'less'],
      offTopic: ['NHS treatment', 'school nurse', 'health visitor'],
    },
    untrue: ['same fee', 'costs the same', 'full fee for a late'],
  },
  // --- why/how ---
  {
    query: "we found two dormice in a box that were cold and hardly moving, I honestly thought they were dead. why does that happen?",
    type: 'why/how',
    probe: 'cause (torpor to save energy on cool days) stated in both the article and the notes, in other words than the asker',
    expect: {
      kind: 'answer',
      facts: [
        ['torpor', 'torpid'],
        ['save energy', 'saving energy', 'conserve energy', 'cool mornings', 'cold spells', 'cold spell'],
        ['warm'],
      ],
      lead: ['torpor', 'torpid'],
      offTopic: ['hazelnut', 'coppicing', 'box lids', 'zip'],
    },
    untrue: ['they had died', 'were hibernating in the box'],
  },
  {
    query: "The radiator in my back bedroom is warm at the bottom but stone cold at the top. What's causing that?",
    type: 'why/how',
    probe: 'cause (trapped air rising) beside the opposite symptom (cold at the bottom = sludge)',
    expect: {
      kind: 'answer',
      facts: [
        ['air'],
        ['rises', 'bleed', 'gathers in the top', 'collects', 'collected'],
      ],
      lead: ['air'],
      offTopic: ['filling loop', 'scald'],
    },
    untrue: ['sludge has built up in your', 'caused by sludge', 'due to sludge', 'needs a power flush'],
  },
  // --- what/which ---
  {
    query: "what number do I ring to book dial-a-ride for my gran and how much notice do they need?",
    type: 'what',
    probe: 'two slots from one FAQ answer (number and notice), beside the cancellation deadline',
    expect: {
      kind: 'answer',
      facts: [
        ['01632 960 418', '01632960418', '01632 960418'],
        ['two working days', '2 working days', 'two days', '2 days'],
      ],
      lead: ['01632', 'two working days', '2 working days'],
      offTopic: ['assistance dog', 'shopping bags', 'class 3'],
    },
    untrue: ['one day ahead', 'a day ahead', '24 hours'],
  },
  {
    query: "Now the post office is back in Ashcombe, what will I still have to go into Dunmere for?",
    type: 'what',
    probe: 'the items the new counter does not offer (asked as what still needs the town), beside the bus sentence',
    expect: {
      kind: 'answer',
      facts: [
        ['passport'],
        ['vehicle tax', 'car tax', 'road tax'],
      ],
      lead: ['passport', 'vehicle tax', 'car tax'],
      offTopic: ['twice a day', 'bus to Dunmere', '400 signatures'],
    },
    untrue: ['buy stamps in Dunmere', 'post parcels in Dunmere'],
  },
  {
    query: "First time bleeding radiators in my new flat, all done. What should the boiler pressure read now, and how often am I meant to get the boiler checked?",
    type: 'what',
    probe: 'two documents: pressure from the how-to guide, annual check by a Gas Safe engineer from the leaflet',
    expect: {
      kind: 'answer',
      facts: [
        ['1 and 1.5 bar', '1 to 1.5 bar', '1-1.5 bar', '1–1.5 bar', '1.5 bar', '1 bar'],
        ['every year', 'once a year', 'annually', 'each year', 'yearly', 'annual'],
        ['Gas Safe'],
      ],
      lead: ['1 and 1.5', '1 to 1.5', '1-1.5', '1–1.5', '1.5 bar'],
      offTopic: ['chimney', 'smoke alarm', 'twice a year'],
    },
    untrue: ['every two years', 'every 2 years', 'twice a year'],
  },
  // --- unanswerable ---
  {
    query: "Roughly how much does a heating engineer charge to power flush a central heating system?",
    type: 'unanswerable',
    probe: 'the power flush is named but never priced; the only price is the radiator key',
    expect: { kind: 'none' },
    untrue: ['couple of pounds'],
  },
  {
    query: "What do the big edible dormice in the Chilterns eat?",
    type: 'unanswerable',
    probe: 'the edible dormouse is named, but the diet given is the hazel dormouse\'s',
    expect: { kind: 'none' },
    untrue: ['hazelnuts', 'caterpillars', 'pollen', 'honeysuckle'],
  },
  // --- half ---
  {
    query: "what colour should the flame on my gas fire be, and how do I adjust it myself if it's wrong?",
    type: 'half',
    probe: 'colour covered (blue, not yellow/orange); adjusting it yourself not covered',
    expect: {
      kind: 'partial',
      facts: [
        ['blue'],
        ['yellow', 'orange'],
      ],
      missing: 'adjust',
    },
    untrue: ['turn the key anticlockwise', 'adjust the air'],
  },
  {
    query: "How many babies does a hazel dormouse have at once, and how much do they weigh when they're born?",
    type: 'half',
    probe: 'litter size covered (about four); birth weight not covered (juvenile weights in September are not birth weights)',
    expect: {
      kind: 'partial',
      facts: [
        ['four', '4 young', 'about 4'],
      ],
      missing: 'birth',
    },
    untrue: ['born weighing', 'at birth they weigh'],
  },
];
