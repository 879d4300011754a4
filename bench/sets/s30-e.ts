// Challenger ch30, class e (everyday words and stories): questions typed the way people type them, leading with
// their situation and ending with the ask, in everyday words where the documents use formal ones, with shorthand
// and a misspelling or two; plus unanswerable questions whose words look close to what the documents cover.
// 7 documents, 14 questions, written blind (before reading or running the engine).
import type { ReviewerQuestion } from '../answers-reviewer-set';

export const DOCUMENTS: Record<string, string> = {
  'careline-personal-alarms.md': `---
title: Careline - personal alarms for independent living
url: https://www.eastmoor.gov.uk/adult-social-care/careline
---
# Careline: personal alarms for independent living

Careline is Eastmoor Council's community alarm service. It helps older and disabled residents stay safe and independent in their own homes by giving them a way to summon help 24 hours a day, 365 days a year.

## Who can use Careline?

Any Eastmoor resident aged 18 or over who would benefit from a quick way to call for help can apply. You do not need an assessment from social services first. Relatives may apply on someone's behalf, as long as the person who will use the alarm agrees.

## How it works

We install a base unit in the home and give the resident a pendant, worn round the neck or on the wrist. Pressing the button on the pendant connects the resident to our monitoring centre through the base unit's loudspeaker. Our operators can see the resident's details on screen and will talk to them, then contact a nominated responder (a relative, friend or neighbour) or call an ambulance if needed. If the resident cannot speak, the operator treats the call as an emergency.

The pendant works anywhere in the home and in the garden, up to around 50 metres from the base unit.

The pendant is waterproof and should be worn at all times, including in the bath or shower, because many falls happen in the bathroom. Please do not take it off to wash. The pendant battery lasts around five years and we check it remotely.

## Falls detectors

An automatic falls detector, worn on the wrist or on a belt, raises an alarm by itself if it senses a heavy fall followed by no movement, even if the wearer cannot press the button. A falls detector costs an additional £1.20 per week.

## Responders and key safes

We ask for two nominated responders who live within 20 minutes of the resident and can hold a key. We also recommend a key safe by the front door so that responders and ambulance crews can get in; we can fit one for a one-off charge of £45.

## What does it cost?

The standard Careline service costs £4.50 a week, billed every four weeks. The charge is the same for everyone: it is not means-tested. Residents leaving hospital can have Careline free for the first six weeks after discharge when the hospital discharge team refers them; after six weeks the standard charge applies unless you tell us you want to cancel.

## Phone line

The base unit works with a landline. Where there is no landline, we supply a digital base unit with a built-in mobile SIM at no extra cost.

## Installation

We aim to install Careline within 10 working days of receiving an application, or within 2 working days for referrals from the hospital discharge team.
`,

  'repeat-prescriptions.html': `<html>
<head><title>Repeat prescriptions | Castle Lane Medical Practice</title></head>
<body>
<nav><a href="/">Home</a> | <a href="/appointments">Appointments</a> | <a href="/repeats">Repeat prescriptions</a> | <a href="/results">Test results</a> | <a href="/contact">Contact us</a></nav>
<main>
<h1>Repeat prescriptions</h1>
<p>If you take a medicine regularly, your GP may agree to put it on a repeat prescription, so that you can order more without seeing a doctor each time.</p>

<h2>How to order</h2>
<ul>
<li>Through the NHS App or our online ordering service.</li>
<li>By ticking the items you need on the right-hand side of your last prescription and posting it to us or putting it in the box at reception.</li>
<li>Through your nominated pharmacy, if it offers an ordering service.</li>
</ul>
<p>We do not take repeat requests by telephone, because of the risk of errors. The only exception is patients who are housebound, who may call the prescription line between 10am and 12 noon.</p>

<h2>How long does it take?</h2>
<p>Please allow two full working days for us to process your request, and then allow your pharmacy a further two working days to prepare your medicines. We recommend ordering when you have about seven days of medicine left. Requests made on a Friday afternoon will not be processed until the Tuesday.</p>

<h2>Medication reviews</h2>
<p>Everyone on repeat medicines needs a review with a doctor or pharmacist at least once a year. If your review is overdue we may issue a short supply until you have been seen.</p>

<h2>Going abroad</h2>
<p>If you are travelling abroad, we can usually issue up to three months' supply of your regular medicines. Please request this at least two weeks before you travel and tell us your travel dates. If you will be away for longer than three months, you may need to register with a doctor in the country you are visiting. Some medicines, including controlled drugs, are limited to 30 days' supply, and you may need a letter from us to carry them through customs.</p>

<h2>Lost or stolen medicines</h2>
<p>Lost prescriptions or medicines can only be replaced at the doctor's discretion. Stolen controlled drugs must be reported to the police and a crime reference number given to us.</p>
</main>
<footer>&copy; Castle Lane Medical Practice &middot; Privacy notice &middot; Accessibility</footer>
</body>
</html>
`,

  'head-lice-guide-for-parents.txt': `HEAD LICE AND NITS: A GUIDE FOR PARENTS
Greenbank Primary School and the Community Children's Health Team

WHAT ARE HEAD LICE?
Head lice are small grey-brown insects, about the size of a sesame seed, that live on the scalp. Nits are the empty egg cases they leave behind; they are white and stick firmly to the hair. Head lice are common in children aged 4 to 11. They are not a sign of dirty hair or poor hygiene. Lice cannot jump, fly or swim: they spread by head-to-head contact.

HOW DO I CHECK?
The most reliable way to find lice is detection combing on wet hair:
1. Wash the hair and put plenty of ordinary conditioner on it.
2. Untangle the hair with a normal comb.
3. Using a fine-toothed detection comb (sold by pharmacies), comb from the roots to the ends, section by section.
4. Wipe the comb on a white tissue or kitchen paper after each stroke and look for lice.
5. Rinse out the conditioner and comb through again.
Only treat if you find a living, moving louse. Finding nits alone does not mean your child has lice now.

TREATMENT
You can treat head lice with wet combing alone, or with a lotion or spray from a pharmacy.
Wet combing: comb as above on days 1, 5, 9 and 13, so that you catch any young lice that hatch from eggs before they are old enough to lay eggs of their own. Check again on day 17; if you find no lice, your child is clear.
Lotions and sprays: products containing dimeticone work by coating the lice. Follow the instructions on the pack; most need to be used twice, seven days apart.
If you are pregnant or breastfeeding, or the child is under 6 months old, use wet combing or speak to a pharmacist before using a lotion.
There is no good evidence that tea tree oil, other essential oils or electric combs work, and we do not recommend them.

DOES THE WHOLE FAMILY NEED TREATING?
Check everyone in the household, but only treat the people in whom you find live lice.

SCHOOL
Children do not need to be kept off school because of head lice. They can go to school as normal while they are being treated. There is no need to wash bedding or clothes on a hot wash or to spray furniture.
Letting the class teacher know helps us send a reminder letter to the class; we will never name your child.
If lice keep coming back after you have treated properly, speak to the school nurse or a pharmacist.
`,

  'aurora-28c-user-guide-pressure.md': `---
title: Aurora 28C combination boiler - User guide, section 6 (system pressure)
url: https://www.aurora-heating.co.uk/manuals/28c/user-guide#section-6
---
# Section 6: System pressure

The pressure gauge on the front of the boiler shows the pressure of the water in your central heating system.

- When the system is cold, the gauge should read between 1 and 1.5 bar.
- When the heating is running the water expands, so the pressure rises; a reading of up to 2 bar is normal when hot.
- If the pressure falls below 0.5 bar, the boiler stops working to protect itself, and the display shows fault code F22 with a flashing red light.
- If the pressure reaches 3 bar, the pressure relief valve opens and lets water out through a copper pipe that runs to the outside of the house, usually near the boiler.

## 6.1 Topping up the pressure (re-pressurising)

Your boiler has a filling loop underneath it: a silver braided hose with a small tap at each end.

1. Turn the boiler off and let the system cool.
2. Check that both ends of the filling loop are firmly connected.
3. Open both taps slowly (turn the levers so that they line up with the hose). You will hear water entering the system.
4. Watch the gauge, and close both taps when it reads 1.5 bar.
5. Turn the boiler back on, and press the reset button if the display shows F22.

Do not leave the taps open: overfilling can make the pressure relief valve discharge.

## 6.2 If the pressure is too high

If the gauge reads above 2.5 bar when the system is hot, you can reduce the pressure by bleeding a radiator. With the heating off, open the radiator's bleed valve with a radiator key and let water out into a cloth until the gauge reads 1.5 bar.

## 6.3 Why does the pressure keep dropping?

A small loss of pressure over several months is normal. A boiler that keeps losing pressure usually has one of these causes:

- **A leak** somewhere in the system. Check radiator valves, visible pipe joints and the area under the boiler for drips or damp patches.
- **Bled radiators.** Bleeding radiators lets air, and some water, out of the system, so the pressure drops afterwards. Top up as in 6.1.
- **A faulty pressure relief valve** that lets water escape through the outside pipe even when the pressure is normal. Check whether the end of the pipe is dripping or wet.
- **The expansion vessel** inside the boiler has lost its air charge. The pressure then rises sharply when the water heats up, the relief valve opens, and the pressure drops when the system cools.

If you need to top up the pressure more than twice a month, do not keep topping it up: contact a Gas Safe registered engineer. Never remove the boiler casing yourself.
`,

  'tenancy-deposits-faq.html': `<html>
<head><title>Tenancy deposits: your questions answered | Harbour &amp; Vale Lettings</title></head>
<body>
<header><a href="/">Harbour &amp; Vale Lettings</a> <a href="/tenants">Tenants</a> <a href="/landlords">Landlords</a></header>
<main>
<h1>Tenancy deposits: your questions answered</h1>

<h3>How much deposit can you ask for?</h3>
<p>Under the Tenant Fees Act 2019, a tenancy deposit is capped at five weeks' rent where the total annual rent is less than £50,000, and at six weeks' rent where the annual rent is £50,000 or more. We work out a week's rent as the monthly rent multiplied by 12 and divided by 52.</p>

<h3>Where is my deposit kept?</h3>
<p>We protect every deposit in a government-approved tenancy deposit protection scheme within 30 days of receiving it. Within the same 30 days we send you the prescribed information: the name and contact details of the scheme, how to get your deposit back at the end of the tenancy, and what to do if there is a dispute.</p>

<h3>What if a deposit is not protected?</h3>
<p>If a landlord does not protect a deposit, or does not give the prescribed information, within 30 days, the tenant can apply to the county court. The court can order the landlord to pay the tenant between one and three times the amount of the deposit, as well as returning or protecting the deposit itself.</p>

<h3>What can be deducted from my deposit?</h3>
<p>Deductions can be made for unpaid rent, for damage beyond fair wear and tear, for items missing from the inventory, and for cleaning needed to return the property to the standard recorded at check-in. A landlord cannot charge you for a professional clean just because the tenancy has ended, and cannot charge for fair wear and tear.</p>

<h3>What counts as fair wear and tear?</h3>
<p>Fair wear and tear is the normal deterioration that comes from everyday living: curtains or carpets faded by sunlight, light scuffs on walls, a few small picture-hook holes, and carpet worn thin in walkways. Damage goes beyond this: burns or large stains on carpets, broken fixtures, or redecorating without permission.</p>

<h3>How quickly will I get my deposit back?</h3>
<p>Once you and the landlord have agreed the amount to be returned, we pay it back within 10 days.</p>

<h3>What if we cannot agree?</h3>
<p>Either side can use the scheme's free dispute resolution service (adjudication). An independent adjudicator decides on the evidence, such as the check-in inventory, photographs and the check-out report. The money in dispute stays protected until the adjudicator has decided.</p>
</main>
<footer>Harbour &amp; Vale Lettings Ltd is a member of a client money protection scheme. &copy; 2025</footer>
</body>
</html>
`,

  'nhs-dental-charges.csv': `item,band,charge,what it covers,notes
Band 1 course of treatment,1,£26.80,"Examination, diagnosis and advice; X-rays; a scale and polish if clinically needed; preventive care such as fluoride varnish or fissure sealants",Also the charge for a check-up on its own
Band 2 course of treatment,2,£73.50,"Everything in Band 1, plus fillings, root canal treatment and removing teeth (extractions)",
Band 3 course of treatment,3,£319.10,"Everything in Bands 1 and 2, plus crowns, dentures, bridges and other laboratory-made work",
Urgent treatment,urgent,£26.80,"Urgent assessment and specific urgent treatment such as pain relief or a temporary filling",
Charging rule,,one charge per course,"You pay only one charge for each course of treatment, even if you need more than one visit. If a course includes treatment from more than one band, you pay the charge for the highest band only.",
Further treatment within 2 months,,no extra charge,"Further treatment in the same band or a lower band within two months of finishing a course",Ask the practice before booking
Exemption: under 18,,free,Patients under 18 years old,
Exemption: under 19 in full-time education,,free,Patients aged 18 who are in qualifying full-time education,
Exemption: pregnancy and new mothers,,free,"Patients who are pregnant or have had a baby in the previous 12 months",Need a valid maternity exemption certificate
Exemption: certain benefits,,free,"Income Support, income-based Jobseeker's Allowance, Pension Credit guarantee credit, and Universal Credit where earnings criteria are met",
`,

  'forum-washer-wont-drain.md': `---
title: "Washing machine won't drain AND smells awful - help!"
url: https://forum.homefixers.co.uk/t/washing-machine-wont-drain-and-smells/48213
---
**jenb_84** (original post)

Our front loader (about 6 years old) stopped mid-cycle last night with the drum half full of water, beeping, and error code E21 flashing. It also smells musty, like old socks, even straight after a wash. We've got three kids so who knows what's gone in there. Any ideas before I pay someone to come out?

---

**SparkyDave**

E21 on most machines means a drainage fault, and nine times out of ten it's the pump filter blocked. It's behind the little flap at the bottom right of the front. Before you open it:

1. Switch off and unplug the machine.
2. Put old towels down and have a shallow tray or baking tray ready, because a lot more water comes out than you think.
3. If there's a small black emergency drain hose next to the filter, pull it out and drain the water into the tray first.
4. Then unscrew the filter slowly anticlockwise and let the rest drain out.
5. Pull out whatever is in there (coins, hair grips, socks, bra wires) and check that the little impeller behind it spins freely.
6. Screw the filter back in firmly so it doesn't leak.

---

**MrsMop**

For the smell: it's usually a build-up of gunk from washing everything at 30 or 40 with liquid detergent and fabric softener. Run an empty maintenance wash at 90°C once a month with a cup of soda crystals or a washing-machine cleaner. Wipe inside the rubber door seal, pull out the detergent drawer and scrub it, and leave the door and the drawer open between washes so it all dries out.

---

**TumbleweedTom**

I'd disagree about the 90. Our manual says a 60°C wash with a cleaning tablet once a month is enough, and plenty of newer machines don't even have a 90 setting. The important bit is doing it regularly and leaving the door open.

---

**MrsMop**

Fair enough, but ours is an older machine and a 60 never shifted the smell; only the 90 did. Probably depends on the machine.

---

**jenb_84** (UPDATE)

Thank you all!! Found a hair clip, two 20p coins and a Lego head in the filter. It drains fine now and the E21 has gone. Did a 90 wash with soda crystals and the smell is much better already.
`,
};

export const QUESTIONS: ReviewerQuestion[] = [
  // ---- yes/no ----
  {
    query:
      "my mum is 82 and lives on her own, she's got the council alarm necklace thing but she takes it off every time she has a shower cos she thinks the water will break it. is she actually meant to wear it in the shower??",
    type: 'yes/no',
    verdict: 'yes',
    probe: 'everyday "necklace alarm thing" for the pendant; the yes is stated as "waterproof... including in the bath or shower"',
    expect: {
      kind: 'answer',
      facts: [['waterproof'], ['at all times', 'falls happen in the bathroom', 'many falls', 'do not take it off', "don't take it off"]],
      lead: ['yes', 'waterproof', 'should be worn', 'should wear', 'meant to wear'],
      offTopic: ['£4.50', 'key safe', 'landline'],
    },
    untrue: ['is not waterproof', "isn't waterproof", 'remove it before', 'should take it off'],
  },
  {
    query:
      'daughter (7) has got nits AGAIN, 3rd time since september 🙄 do i have to keep her off school till theyre all gone or can she still go in',
    type: 'yes/no',
    verdict: 'no',
    probe: '"nits"/"keep her off" in the asker\'s words; the document says children need not be kept off school',
    expect: {
      kind: 'answer',
      facts: [['kept off school', 'kept off', 'keep her off', 'go to school as normal', 'go to school', 'go in as normal', 'stay off']],
      lead: ['no', 'not need', "don't need", "doesn't need", 'do not need', 'does not need', 'can go', 'can still go'],
      offTopic: ['sesame seed', 'tea tree'],
    },
    untrue: ['must be kept off', 'should be kept off', 'should stay at home', 'should be kept home', 'must stay home'],
  },
  {
    query:
      "first time renting (me + my gf). rent is £1,100 a month and the letting agent wants 6 weeks rent up front as the deposit. is that more than theyre legally allowed to take??",
    type: 'yes/no',
    verdict: 'yes',
    probe: 'the asker gives monthly rent; the cap is five weeks below £50,000 a year, so six weeks is too much',
    expect: {
      kind: 'answer',
      facts: [['five weeks', '5 weeks'], ['£50,000', '50,000', '£50k', '50k']],
      lead: ['yes', 'more than', 'exceed', 'above', 'too much', 'over the', 'capped', 'five weeks', '5 weeks'],
      offTopic: ['fair wear', 'adjudicat', 'picture-hook'],
    },
    untrue: ['within the limit', 'within the cap', 'six weeks is allowed', '6 weeks is allowed', 'is allowed to take six'],
  },
  // ---- comparisons ----
  {
    query:
      "dentist says i need a crown on one of my back teeth (nhs). is a crown loads dearer than a filling?? last time i had a filling it was about 70 odd quid",
    type: 'comparison',
    verdict: 'yes',
    probe: 'everyday "dearer"/"quid"; crown is Band 3 (£319.10), filling Band 2 (£73.50), read from a CSV',
    expect: {
      kind: 'answer',
      facts: [['£319.10', '319.10'], ['£73.50', '73.50']],
      lead: ['319', 'band 3', 'dearer', 'more expensive', 'costs more', 'yes'],
      offTopic: ['maternity', 'jobseeker'],
    },
    untrue: ['same band', 'costs the same', 'same price', 'crowns are in band 2'],
  },
  {
    query:
      "my washer pongs like wet dog 🤢 everyone online says do a hot wash to clean it. is a 60 wash with one of those cleaning tablets as good as doing the 90 one, or not really?",
    type: 'comparison',
    verdict: 'qualified',
    probe: 'forum posters disagree (60 with a tablet enough vs only 90 shifted it on an older machine); "pongs" for smell',
    expect: {
      kind: 'answer',
      facts: [['60'], ['90'], ['disagree', 'depends', 'differ', 'older machine', 'one poster', 'another poster', 'mixed']],
      lead: ['60', '90', 'depends', 'disagree', 'differ'],
      offTopic: ['E21', 'impeller', 'anticlockwise'],
    },
    untrue: ['everyone agrees', 'all agree', 'posters agree'],
  },
  // ---- why/how ----
  {
    query:
      "sorry long post. we moved into this house in march, boiler's in the airing cupboard upstairs, no idea how old it is. since about october the little needle on the front keeps dropping below 1 and i've been topping it up with the silver hose thing underneath, did it twice last week alone. my husband bled all the radiators in september cos the upstairs ones were cold at the top. why does it keep dropping?",
    type: 'why/how',
    probe: 'the ask ("why does it keep dropping") comes last after a long story; everyday "needle"/"silver hose thing"',
    expect: {
      kind: 'answer',
      facts: [['leak'], ['bleeding', 'bled', 'bleed'], ['relief valve'], ['expansion vessel'], ['gas safe', 'engineer']],
      lead: ['leak', 'bleed', 'bled', 'bleeding', 'expansion vessel', 'relief valve', 'cause'],
      offTopic: ['2.5 bar'],
    },
    untrue: ['nothing to worry about'],
  },
  {
    query:
      "how do i get the water out of my washing machine?? it stopped halfway thru, drum full of grey water, beeping and E21 on the screen. 3 kids so probs a sock or lego in there lol",
    type: 'why/how',
    probe: 'steps from a forum reply; everyday "get the water out" for draining via the pump filter',
    expect: {
      kind: 'answer',
      facts: [['filter'], ['unplug', 'switch off'], ['towel', 'tray'], ['anticlockwise', 'anti-clockwise', 'counter-clockwise']],
      lead: ['filter', 'unplug', 'switch off', 'towel', 'tray', 'drain hose'],
      offTopic: ['soda crystals', 'fabric softener', 'door seal'],
    },
    untrue: ['call an engineer first'],
  },
  // ---- what/which ----
  {
    query:
      "Dad's 79, came home from hospital tuesday after a fall. the discharge nurse mentioned the council's alarm button thing, my brother reckons it costs a fortune and dad's only got his state pension and pension credit. whats it actually going to cost him?",
    type: 'what',
    probe: 'cost named once at the end of a story; the weekly charge, the free six weeks after discharge, and that it is not means-tested',
    expect: {
      kind: 'answer',
      facts: [['£4.50', '4.50'], ['six weeks', '6 weeks'], ['not means-tested', 'not means tested', 'same for everyone']],
      lead: ['£4.50', '4.50', 'free'],
      offTopic: ['10 working days', 'waterproof'],
    },
    untrue: ['reduced for pension credit', 'discount for pension credit', 'free for people on pension credit'],
  },
  {
    query: 'dentits said i need a root canal 😩 what band is that on the nhs?? am i looking at 26 quid or 300+',
    type: 'what',
    probe: 'misspelling; the asker offers two wrong figures; root canal is Band 2 at £73.50',
    expect: {
      kind: 'answer',
      facts: [['band 2'], ['£73.50', '73.50']],
      lead: ['band 2', '73.50'],
      offTopic: ['maternity', 'jobseeker'],
    },
    untrue: ['root canal is band 3', 'root canal treatment is band 3', 'root canal is band 1', 'root canal treatment is in band 3', 'root canal treatment is in band 1'],
  },
  {
    query:
      "Hi, bit of a ramble sorry. My husband is 71, he has type 2 diabetes and high blood pressure and he's on metformin, ramipril and a statin. We're going out to Spain for 10 weeks after christmas to stay with our son who lives near Alicante. Normally he just orders on the app every month and picks them up from Boots. How much of his tablets can the surgery give him to take with us?",
    type: 'what',
    probe: 'the asked thing (how much supply for travel) named once at the end of a long message; answer: up to three months, ask two weeks ahead',
    expect: {
      kind: 'answer',
      facts: [['three months', '3 months'], ['two weeks', '2 weeks']],
      lead: ['three months', '3 months'],
      offTopic: ['housebound', 'friday afternoon', 'crime reference'],
    },
    untrue: ['only one month', "one month's supply", 'cannot give more than'],
  },
  // ---- unanswerable ----
  {
    query:
      "mum's 84 and really struggling getting in and out of the bath now. does the council do grants for grab rails or a walk in shower? she already has their alarm pendant if that makes a difference",
    type: 'unanswerable',
    probe: 'shares council/alarm/pendant/bath/shower with the alarm page, which says nothing on adaptations or grants',
    expect: { kind: 'none' },
  },
  {
    query:
      "we're 6 months into a 12 month fixed term and the landlord has just emailed saying the rent's going up £75 a month from next month. can he actually do that mid tenancy?",
    type: 'unanswerable',
    probe: 'shares landlord/rent/month/tenancy with the deposit FAQ, which says nothing on rent increases',
    expect: { kind: 'none' },
  },
  // ---- half ----
  {
    query:
      "just found out (3 months in) that our landlord never put our deposit in one of those protection schemes. what can we actually claim off him, and can he still evict us if we kick up a fuss about it?",
    type: 'half',
    probe: 'the claim (one to three times the deposit via the county court) is covered; eviction is not',
    expect: {
      kind: 'partial',
      facts: [['three times', '3 times', 'one and three', '1 and 3', '1 to 3', '1-3', 'one to three'], ['county court', 'court']],
      missing: 'evict',
    },
    untrue: ['cannot evict', "can't evict"],
  },
  {
    query:
      "boiler's died, red light flashing and F22 on the display and the gauge says 0.3. how do i top the pressure back up myself, and roughly what does a gas safe engineer cost for a call out if i can't?",
    type: 'half',
    probe: 'topping up with the filling loop is covered; what an engineer costs is not',
    expect: {
      kind: 'partial',
      facts: [['filling loop', 'braided hose', 'silver'], ['1.5']],
      missing: 'cost',
    },
    untrue: ['costs around £', 'call-out fee is'],
  },
];
