// Challenger ch29, class g (general): a new user's everyday questions over a small mixed library.
// 7 documents (encyclopedic article, how-to guide, FAQ in HTML, news report in HTML, first-person field
// notes, a leaflet in .txt, a school policy), 14 questions of every kind. Written blind.
import type { ReviewerQuestion } from '../answers-reviewer-set';

export const DOCUMENTS: Record<string, string> = {
  // 1. encyclopedic article
  'sheep-tick.md': `---
title: Sheep tick (Ixodes ricinus)
url: https://en.wikinature.example/wiki/Ixodes_ricinus
---
# Ixodes ricinus

Ixodes ricinus, commonly called the sheep tick or castor bean tick, is a hard-bodied tick found across most of Europe, from Ireland to the Urals and from Scandinavia to North Africa. It is an arachnid, more closely related to spiders and mites than to insects, and the adults have eight legs.

## Life cycle

The tick passes through three active stages (larva, nymph and adult), and each stage takes a single blood meal before dropping off its host to moult or to lay eggs. The whole cycle usually takes two to three years, most of which is spent off the host in the leaf litter. Larvae are barely visible and have six legs. Nymphs are about 1.5 mm long, roughly the size of a poppy seed, and because they are so hard to see they account for most bites on people. Adult females are about 3 mm long before feeding. A female feeds for five to seven days, swelling to around 1 cm, then drops off, lays up to 2,000 eggs in a single batch and dies. Males feed little, if at all.

## Behaviour

Ticks cannot fly or jump. They find hosts by "questing": climbing a stem of grass or bracken and waiting with their front legs held out to grab a passing animal. Most quest below knee height, rarely higher than 50 cm, and despite a popular belief they do not drop from trees. Once aboard, a tick may wander for several hours looking for thin, warm skin before it bites.

Ticks lose water quickly and need a relative humidity of at least 80% near the ground. They are therefore most numerous in woodland, bracken and long, rough grass, where the leaf litter stays damp, and scarce in short, sun-baked turf. They become active when the temperature rises above about 7 °C. In Britain the main season runs from March to October, with a peak in late spring and early summer and a smaller one in autumn.

## Hosts and disease

Larvae and nymphs feed mainly on small mammals such as mice and voles and on ground-feeding birds, while adults need a large animal, most often a deer or a sheep. Where deer are numerous, tick numbers tend to rise. I. ricinus is the main carrier in Europe of Borrelia burgdorferi, the bacterium that causes Lyme disease, and in parts of central and northern Europe it also carries tick-borne encephalitis virus. Only a minority of ticks carry Borrelia: surveys in Britain typically find it in between 2% and 10% of nymphs.
`,

  // 2. how-to guide with headings and steps
  'removing-a-tick.md': `---
title: How to remove a tick safely
url: https://outdoorhealth.example.org/guides/remove-a-tick
---
# How to remove a tick safely

Removing a tick promptly and correctly reduces the chance of infection. The whole job takes less than a minute.

## What you need

- Fine-tipped tweezers, or a tick removal tool (a small plastic hook or card, sold at pharmacies and outdoor shops)
- An antiseptic wipe, or soap and water
- A small sealable bag or a piece of sticky tape

### Tweezers or a tool?

Both work. A tick removal tool is easier to use on tiny nymphs and on pets, because its slot slides under the tick's body without pressing on it. Fine-tipped tweezers are fine for larger ticks on people. Avoid blunt household tweezers, such as the ones sold for eyebrows: they tend to squash the tick's body.

## Steps

1. Grasp the tick as close to the skin as possible, by its head or mouthparts, not by its swollen body.
2. With tweezers, pull upwards slowly and steadily. Do not twist or jerk. With a hook, slide it under the tick until it is held, then turn it two or three times and lift.
3. Do not squeeze, crush or puncture the body while you pull.
4. Clean the bite and your hands with antiseptic or with soap and water.
5. Note the date and where on the body the bite was, in case symptoms appear later.

## What not to do

Do not burn the tick, or cover it with petroleum jelly, nail varnish, alcohol or essential oils to make it let go. These methods stress the tick, which may then bring up its stomach contents into the bite, raising the risk of infection. They are also slower, and the tick keeps feeding in the meantime.

## If the mouthparts stay in

Sometimes a small black dot is left in the skin. Leave it alone: digging at it can cause infection, and the skin will push it out within a few days, like a splinter. Leftover mouthparts do not transmit Lyme disease.

## Getting rid of the tick

Put it in the sealed bag, stick it to the tape and fold the tape over, or flush it down the toilet. Do not crush it between your fingers.
`,

  // 3. FAQ (HTML)
  'tick-bites-faq.html': `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>Tick bites and Lyme disease: your questions answered | Marston Valley Health Centre</title></head>
<body>
<nav><a href="/">Home</a> | <a href="/services">Services</a> | <a href="/advice">Health advice</a></nav>
<main>
<h1>Tick bites and Lyme disease: your questions answered</h1>
<p>Every summer we see patients who are worried after a tick bite. Most bites are harmless. These are the questions we are asked most often.</p>

<h2>I've been bitten. How worried should I be?</h2>
<p>Most tick bites do not cause any illness. The bacteria that cause Lyme disease live in the tick's gut and usually take more than 24 hours to pass into the person; the risk rises sharply after 36 to 48 hours of feeding. Removing the tick as soon as you find it is the single most useful thing you can do.</p>

<h2>Should I ask for antibiotics just in case?</h2>
<p>No. We do not routinely prescribe antibiotics after a tick bite if you have no symptoms, even if the tick was attached for a while. Instead, keep an eye on the bite and on your general health for 30 days.</p>

<h2>What does a Lyme disease rash look like?</h2>
<p>The typical rash, called erythema migrans, is a circular red patch that spreads outwards from the bite over several days. It may look like a bull's-eye, with a paler centre, but often it is evenly red. It usually appears 3 to 30 days after the bite, grows to at least 5 cm across, and is rarely itchy or painful. On brown or black skin it may look like a bruise and be harder to see. A small red bump that appears within a day or two and then fades is a normal reaction to the bite, not Lyme disease.</p>

<h2>What other symptoms should I look out for?</h2>
<p>Some people get flu-like symptoms: a high temperature, a headache, aching muscles and joints, and tiredness. Less often, Lyme disease causes weakness on one side of the face, or pain and swelling in a joint weeks later.</p>

<h2>Should I send the tick off to be tested?</h2>
<p>No. Testing ticks is not recommended. A tick that carries the bacteria may not have passed them on, and a negative result does not rule out infection. Decisions are based on your symptoms.</p>

<h2>Can I catch Lyme disease from my dog?</h2>
<p>No. Lyme disease does not pass directly between animals and people. But dogs can carry ticks into the house, where they may crawl onto you, so check your dog after walks.</p>

<h2>Is there a vaccine?</h2>
<p>There is currently no Lyme disease vaccine for people in this country. A vaccine against tick-borne encephalitis, a different infection found in parts of central and northern Europe, is available privately for travellers who will spend time in forests there.</p>

<h2>When should I contact the practice?</h2>
<p>Book an appointment if you notice a spreading rash or flu-like symptoms within 30 days of a bite, and call us the same day if you develop weakness in your face. Tell us that you were bitten, and when.</p>
</main>
<footer>Marston Valley Health Centre, 4 Mill Lane, Marston. Last reviewed April 2025.</footer>
</body>
</html>
`,

  // 4. news report (HTML)
  'harrowdale-tick-bites.html': `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>Tick bites up by a third at Harrowdale Country Park | Wealdshire Gazette</title></head>
<body>
<header><p class="masthead">Wealdshire Gazette</p><p class="section">News / Local</p></header>
<article>
<h1>Tick bites up by a third at Harrowdale Country Park</h1>
<p class="byline">By Tom Ridley, 9 March 2026</p>
<p>Rangers at Harrowdale Country Park logged 412 reports of tick bites from visitors in 2025, up from 309 in 2024, according to figures released by Wealdshire District Council this week.</p>
<p>The council said the district recorded 27 laboratory-confirmed cases of Lyme disease last year, compared with 19 the year before, though it stressed that not all of them were linked to the park, which had around 380,000 visits in 2025.</p>
<p>Senior ranger Dana Okafor put the rise down to two things: a run of mild, wet winters, which let more ticks survive and stay active for longer, and a growing herd of roe deer, the adult ticks' main host in the park. "Our last count found about 210 deer, up from 140 five years ago," she said.</p>
<p>The council plans to put up tick warning boards at all six car park entrances by May. The grass and bracken beside the main paths will be mown short to a width of one metre on each side, so that walkers do not brush against it, and a public consultation on managing deer numbers will open in June.</p>
<p>Dr Priya Anand, a GP in nearby Marston, urged people not to stay away. "Don't let this put you off. Stick to the middle of the paths, check yourself when you get home and take any tick off promptly," she said.</p>
<p>Mo Hennessey, who walks his spaniel in the park every day, said the problem was obvious to dog owners. "In summer I pull two or three off him a week," he said.</p>
</article>
<aside><h2>Most read</h2><ul><li>Bypass roadworks to start in April</li><li>Marston bakery wins regional award</li></ul></aside>
</body>
</html>
`,

  // 5. first-person field notes (blog)
  'tick-drag-field-notes.md': `---
title: Field notes: a morning dragging for ticks on Crook Moor
url: https://hedgerowsandheather.example.blog/2025/05/tick-drag-crook-moor
---
# Field notes: a morning dragging for ticks on Crook Moor

Saturday 17 May 2025. I joined the county wildlife trust's tick survey for the first time today, so these are notes for my own memory as much as anything.

The method is wonderfully low-tech. You drag a white flannel sheet, one metre square, behind you along a measured 10 m stretch, stop, and count the ticks clinging to the cloth with a hand lens. They go into a tube of alcohol and you drag again. We did ten drags (100 m) in each kind of habitat.

Our counts, in nymphs per 100 m of dragging:

- bracken and long grass along the woodland edge: 31
- birch woodland with deep leaf litter: 18
- short, sheep-grazed turf on the open moor: 2
- the bare, trampled middle of the main path: 0

I was honestly shocked by the difference. I'd always assumed open grassland was the danger, but Gwen, who leads the survey, says the grazed turf dries out in the sun by mid-morning and ticks sitting up there shrivel and die. The bracken edge, where everyone steps aside to let others pass, was crawling.

What I wore: pale trousers tucked into my socks (the dark ticks show up well against light cloth), a long-sleeved shirt, and a 50% DEET repellent on my socks and ankles. It only lasts a few hours, so I put more on at lunch. Gwen swears by permethrin-treated trousers; I haven't tried them yet.

And still: that evening I found a nymph behind my left knee, smaller than a sesame seed. It must have climbed all the way up from my boots. So, the lesson I'm writing down for next time: do a proper tick check when you get home, not a quick glance. Ticks head for warm, thin-skinned places: the armpits, the groin, behind the knees, around the waistband and under bra straps. On children, look along the hairline and behind the ears too, because their heads are so much closer to the vegetation.

I took mine off with the little plastic tick card that now lives in my wallet. Next survey is in September, when the autumn peak should be starting.
`,

  // 6. leaflet (plain text)
  'ticks-and-your-dog-leaflet.txt': `HARROWDALE COUNTRY PARK
TICKS AND YOUR DOG
A leaflet from the Ranger Service

Ticks are active in the park from March to October. Dogs pick them up on the head, ears and legs as they push through undergrowth, and they can bring ticks home with them.

AFTER EVERY WALK
Run your fingers slowly through your dog's coat, feeling for small bumps. Check especially:
  * around the head and inside the ears
  * the neck and under the collar
  * the armpits and groin
  * between the toes
A tick that has been feeding for a few days can be the size of a pea, and is often mistaken for a wart or a skin tag.

PREVENTION
Ask your vet about a tick treatment. Spot-on liquids, collars and tablets are all available, and your vet can advise which suits your dog. Keep to the main paths between March and October: dogs that run through bracken pick up far more ticks.

DISEASES
Dogs can catch Lyme disease, though most infected dogs show no signs at all. When there are signs they include lameness that moves from leg to leg, a fever and tiredness. Canine babesiosis, a serious disease that destroys red blood cells, was found in dogs in Britain for the first time in 2016, in Essex, and is spread by a different kind of tick.

CATS
Many dog tick products contain permethrin, which is highly toxic to cats even in small amounts. Never use a dog product on a cat, and keep cats away from a freshly treated dog until the product has dried.

REMOVING A TICK FROM YOUR DOG
Use a tick hook: slide it under the tick, twist it two or three times and lift. Do not pull a tick off with your fingers.

Questions? Ranger office, Harrowdale Visitor Centre, open 9am to 5pm daily.
`,

  // 7. policy
  'brackenfield-tick-policy.md': `---
title: Brackenfield Primary School - Tick Awareness Policy (Outdoor Learning)
url: https://brackenfield-primary.example.sch.uk/policies/tick-awareness
---
# Tick Awareness Policy (Outdoor Learning)

Approved by the Governing Body: 12 March 2025. Next review: March 2026.

## 1. Purpose

Our Forest School sessions take place in Ashgrove Wood every Thursday and in the school's own wildlife area. This policy sets out how we reduce the risk of tick bites and what we do if a tick is found on a child.

## 2. Before sessions

2.1 Children must wear long trousers and long-sleeved tops to Forest School, whatever the weather. Trousers should be tucked into socks.

2.2 The school does not apply insect repellent to children. Parents may apply a repellent of their choice at home before school.

2.3 Staff remind children to keep to the paths and not to sit directly on long grass.

## 3. After sessions

3.1 Before the class returns indoors, staff check each child's exposed skin and hair for visible ticks. Staff do not check under clothing.

3.2 A reminder is sent home on every Forest School day asking parents to carry out a full-body check that evening.

## 4. If a tick is found

4.1 Staff remove a tick only if a parent or carer has signed the school's tick removal consent form. Removal is carried out by a member of staff trained to use a tick removal tool.

4.2 If no consent form has been signed, the school will telephone the parent or carer, who must then collect the child or arrange the removal themselves. The tick is left in place and the child kept comfortable until then.

4.3 Every tick found is recorded in the tick log, with the date, the place in the wood and the place on the body. Parents receive a copy of the entry the same day.

4.4 The school does not send ticks away for testing.

## 5. Staff

5.1 The Forest School leader holds an outdoor first aid qualification and reviews the tick log each half term. Spots in the wood where ticks are found repeatedly are no longer used for sessions.

## 6. What we ask of parents

- Return the consent form if you wish staff to remove ticks (this is optional).
- Dress your child as set out in 2.1.
- Carry out a full-body check on Forest School evenings, and seek medical advice if a rash appears.
`,
};

export const QUESTIONS: ReviewerQuestion[] = [
  // ---- yes/no ----
  {
    query: 'My 7 year old just started Forest School at Brackenfield. If the teachers find a tick on her, will they pull it off?',
    type: 'yes/no',
    verdict: 'qualified',
    probe: 'conditional yes from a policy: only with signed consent; otherwise parent phoned',
    expect: {
      kind: 'answer',
      facts: [['consent'], ['telephone', 'phone', 'call', 'ring']],
      lead: ['consent', 'only if', 'only when', 'only where'],
      offTopic: ['repellent', 'long trousers', 'long-sleeved'],
    },
    untrue: ['staff will always remove', 'always remove'],
  },
  {
    query: 'Got bitten by a tick at the weekend, feel totally fine. Should I ask my GP for antibiotics just to be safe?',
    type: 'yes/no',
    verdict: 'no',
    probe: 'plain no in an FAQ, with the advice to watch for 30 days',
    expect: {
      kind: 'answer',
      facts: [['not routinely', 'do not routinely', "don't routinely"], ['30 days', 'thirty days']],
      lead: ['routinely', 'no', 'not'],
      offTopic: ['vaccine', 'encephalitis', 'testing ticks', 'tested'],
    },
    untrue: ['should ask for antibiotics', 'antibiotics are recommended', 'yes, ask'],
  },
  {
    query: 'Do ticks actually jump on you or drop out of the trees?',
    type: 'yes/no',
    verdict: 'no',
    probe: 'myth denied in the encyclopedic article: cannot jump, do not drop from trees, quest low',
    expect: {
      kind: 'answer',
      facts: [
        ['cannot fly or jump', 'cannot jump', "can't jump", 'do not jump', "don't jump", 'not jump', 'fly or jump'],
        ['do not drop from trees', "don't drop", 'not drop', 'drop from trees'],
        ['quest', 'climb', '50 cm', 'knee'],
      ],
      lead: ['jump', 'drop', 'trees'],
      offTopic: ['poppy seed', 'eggs', 'encephalitis'],
    },
    untrue: ['ticks can jump', 'they jump', 'fall from trees onto'],
  },
  // ---- comparisons ----
  {
    query: "Is brushing through bracken at the edge of the woods worse for ticks than the short grass up on the open moor? I'd always assumed the grass was the problem",
    type: 'comparison',
    verdict: 'yes',
    probe: 'comparison decided by field-note counts (31 vs 2) and the drying explanation (notes + article)',
    expect: {
      kind: 'answer',
      facts: [['31'], ['dries out', 'dry out', 'shrivel', 'humidity', 'damp', 'lose water']],
      lead: ['bracken'],
      offTopic: ['deet', 'permethrin', 'bra strap'],
    },
    untrue: ['short grass is worse', 'grass is worse', 'grassland was the danger'],
  },
  {
    query: 'Are those little tick hook gadgets actually any better than normal tweezers, or is it a gimmick?',
    type: 'comparison',
    verdict: 'qualified',
    probe: 'guide says both work: tool easier for nymphs and pets, fine-tipped tweezers fine, blunt household ones not',
    expect: {
      kind: 'answer',
      facts: [['both work', 'both'], ['nymph', 'tiny', 'pets'], ['fine-tipped', 'fine tipped', 'blunt', 'household', 'eyebrow']],
      lead: ['both', 'easier', 'tool', 'hook'],
      offTopic: ['permethrin', 'flush', 'sealable bag'],
    },
    untrue: ['tweezers should never be used', 'never use tweezers', 'eyebrow tweezers are fine'],
  },
  // ---- why/how ----
  {
    query: "My mum always said to put vaseline on a tick so it lets go. Why is that supposed to be a bad idea?",
    type: 'why/how',
    probe: 'cause stated in the guide: stressed tick brings up stomach contents, raising infection risk; keeps feeding',
    expect: {
      kind: 'answer',
      facts: [['stomach', 'regurgitat', 'vomit', 'bring up', 'brings up'], ['infection']],
      lead: ['stomach', 'regurgitat', 'vomit', 'bring up', 'brings up', 'stress'],
      offTopic: ['mouthparts', 'splinter', 'flush'],
    },
    untrue: ['suffocat', 'makes it let go faster', 'works well'],
  },
  {
    query: 'We walk at Harrowdale every weekend and it feels like there are way more ticks than there used to be. How come?',
    type: 'why/how',
    probe: 'two causes from a news report (mild wet winters, more deer), not the council measures',
    expect: {
      kind: 'answer',
      facts: [['mild', 'wet winter'], ['deer']],
      lead: ['mild', 'winter', 'deer'],
      offTopic: ['warning board', 'consultation', 'car park', 'mown'],
    },
    untrue: ['hot summer', 'dry summer', 'cold winter', 'sheep'],
  },
  // ---- what/which ----
  {
    query: "what does a lyme disease rash actually look like? my husband has a red mark on his leg where he pulled a tick off yesterday",
    type: 'what',
    probe: 'description from the FAQ (spreading, maybe bull\'s-eye, 5 cm, 3 to 30 days) and the normal bump distinction',
    expect: {
      kind: 'answer',
      facts: [
        ['bull', 'target', 'paler centre'],
        ['5 cm', '5cm', 'five centimetres', '5 centimetres'],
        ['3 to 30 days', '3-30 days', '3 and 30 days', 'three to 30', 'three and thirty', '3 to 30'],
        ['spread', 'expand', 'grows'],
      ],
      lead: ['erythema', 'circular', 'red', 'rash'],
      offTopic: ['encephalitis', 'tweezers', 'vaccine'],
    },
    untrue: ['always a bull', 'always looks like', 'within 24 hours', 'very itchy'],
  },
  {
    query: "Which bits of my dog should I be checking for ticks after a walk? He's a long-haired collie",
    type: 'what',
    probe: 'list in the leaflet: head/ears, neck/collar, armpits/groin, between toes',
    expect: {
      kind: 'answer',
      facts: [['ear'], ['neck', 'collar'], ['armpit', 'groin'], ['toe']],
      lead: ['head', 'ear', 'neck', 'collar', 'armpit', 'toe'],
      offTopic: ['permethrin', 'babesiosis', 'red blood cells'],
    },
    untrue: ['tail', 'only the ears'],
  },
  {
    query: 'My daughter is 9 and does Forest School on Thursdays. What do the staff check when the class comes back in, and where else should I be looking on her that evening?',
    type: 'what',
    probe: 'needs two documents: the policy (exposed skin and hair only) and the field notes (armpits, behind knees, groin, hairline/ears on children)',
    expect: {
      kind: 'answer',
      facts: [
        ['exposed skin', 'exposed'],
        ['armpit'],
        ['behind the knee', 'behind knees', 'knees'],
        ['hairline', 'behind the ears', 'groin', 'waistband'],
      ],
      lead: ['exposed', 'visible'],
      offTopic: ['collar', 'between the toes', 'permethrin'],
    },
    untrue: ['staff check under', 'full-body check at school', 'staff do a full-body'],
  },
  // ---- unanswerable ----
  {
    query: 'How much does a tick removal tool cost at the chemist?',
    type: 'unanswerable',
    probe: 'tool and pharmacies mentioned, no price anywhere',
    expect: { kind: 'none' },
  },
  {
    query: 'Can my cat catch Lyme disease from ticks too?',
    type: 'unanswerable',
    probe: 'cats mentioned only for permethrin toxicity; dogs and people for Lyme; nothing on cats getting Lyme',
    expect: { kind: 'none' },
  },
  // ---- half ----
  {
    query: 'How many eggs does a tick lay, and how long do they take to hatch?',
    type: 'half',
    probe: 'egg count given (up to 2,000), hatching time not covered',
    expect: { kind: 'partial', facts: [['2,000', '2000', 'two thousand']], missing: 'hatch' },
  },
  {
    query: 'How long does a tick have to be stuck on you to pass on Lyme, and can mosquitoes spread it as well?',
    type: 'half',
    probe: 'attachment time given (24 h, 36-48 h), mosquitoes never mentioned',
    expect: { kind: 'partial', facts: [['24 hours', 'a day'], ['36', '48']], missing: 'mosquito' },
  },
];
