// The reviewer's third answer-quality set (bench/answers.bench.ts, reported apart from the others): 8
// documents and 28 questions written by a third reviewer of issue #11 (reviewer d, /tmp/rev11d) before
// reading the engine's code, on topics in none of the library or the other sets (a Markdown article with
// sections, an HTML news page and a study abstract that disagree, a plain .txt without headings, a
// how-to with numbered steps, a table-heavy comparison, an FAQ, a history text). Measured unseen: 63%
// (34/54) fact recall on 2b7c804, verdicts 3 of 9. The engine was tuned on its findings in the same
// session and it was added here after that, so it is NO LONGER an unseen set: read its figures as a
// regression check. Documents and questions as the reviewer wrote them (/tmp/rev11d/set.ts), without
// the reviewer's own bookkeeping fields (category, verdicts a reader could also accept).
import type { ReviewerQuestion } from './answers-reviewer-set';

export const REVIEWER_3_DOCUMENTS: Record<string, string> = {
  // 1. Markdown article with sections (encyclopedic)
  'venus-flytrap.md': `---
title: Venus Flytrap
url: https://plants-encyclopedia.example.org/venus-flytrap
---

# Venus Flytrap

The Venus flytrap (Dionaea muscipula) is a carnivorous plant native to a small area of the coastal plain of North and South Carolina, within about 100 kilometres of the city of Wilmington. It grows in wet, sandy, nutrient-poor bogs and pine savannas.

## How the trap works

Each trap is a pair of hinged lobes at the tip of a leaf. On the inner surface of each lobe stand three or four stiff trigger hairs. A single touch does not close the trap. The trap shuts only when a hair is touched twice within about 20 seconds, or when two different hairs are touched in quick succession. This double check saves energy, because raindrops and falling debris rarely touch the hairs twice.

When it is triggered, the trap snaps shut in about a tenth of a second, one of the fastest movements in the plant kingdom. The lobes flip from a convex to a concave shape, much like a contact lens turned inside out. The stiff bristles along the rims interlock and form a cage.

## Digestion

If the prey keeps struggling, it touches the hairs again and the trap seals tightly and fills with digestive enzymes. Digestion takes five to twelve days, after which the trap reopens and the dry husk blows away. Each trap can close only a handful of times, usually three or four, before it dies and is replaced by a new leaf.

## Diet

The plant's prey is mostly ants, beetles, spiders and grasshoppers; flying insects make up only about five percent of its catch. Despite its name, flies are a minor part of what it traps.

## Why catch animals at all?

Like other green plants, the flytrap makes its sugars by photosynthesis. Animal prey is a source of nitrogen and phosphorus, which the poor soils of its bogs lack. A flytrap kept without prey survives but grows more slowly and produces fewer flowers.

## Conservation

Wild populations have shrunk as bogs were drained for housing and as fire, which clears competing shrubs, was suppressed. Poaching is also a threat: since 2014 it has been a felony in North Carolina to take flytraps from the wild.
`,
  // 2. HTML news page (disagrees with the study, document 8, on how much rain a green roof holds)
  'green-roof-bylaw.html': `<!doctype html>
<html><head><title>Harlow Point makes green roofs compulsory on new flat-roofed buildings</title></head>
<body>
<nav><a href="/">Home</a> | <a href="/local">Local news</a> | <a href="/weather">Weather</a></nav>
<article>
<h1>Harlow Point makes green roofs compulsory on new flat-roofed buildings</h1>
<p class="byline">By Mina Okafor, 14 October 2026</p>
<p>The city council of Harlow Point voted 11 to 4 on Tuesday to require a planted roof on every new building with a flat roof larger than 500 square metres. The rule takes effect on 1 March 2027 and also applies when an existing flat roof of that size is replaced.</p>
<p>Mayor Dario Lent said the city's drains overflowed six times last year during heavy rain, flooding basements in the old town. "A green roof soaks up nearly all the rain that falls on it," he told the council. "Every roof we plant is water that never reaches the drains."</p>
<p>Developers will be able to pay 120 euros per square metre into a city drainage fund instead of planting, if the roof cannot carry the extra load.</p>
<p>The builders' association opposed the rule. Its chair, Colm Reyes, said a planted roof adds between 60 and 90 euros per square metre to construction costs and that the council had not shown the roofs would work in winter.</p>
<p>The city will offer grants of up to 30 percent of the cost to owners who add a green roof to an existing building voluntarily.</p>
</article>
<footer>© 2026 Harlow Point Gazette. All rights reserved. Subscribe to our newsletter.</footer>
</body></html>
`,
  // 3. plain .txt with no headings (explanation, with a "Such small particles…" opener)
  'sky-colours.txt': `The daytime sky looks blue because of the way sunlight is scattered by the air. Sunlight contains all the colours of the rainbow. As it passes through the atmosphere, it meets molecules of nitrogen and oxygen that are much smaller than the wavelength of visible light.

Such small particles scatter short wavelengths far more strongly than long ones. The effect is called Rayleigh scattering, after the British physicist Lord Rayleigh, who described it in 1871. Blue light, with a wavelength of around 450 nanometres, is scattered about five times more than red light at around 700 nanometres. Scattered blue light reaches our eyes from every part of the sky, so the whole sky appears blue.

Violet light is scattered even more than blue, yet the sky does not look violet. The Sun emits less violet than blue, some violet is absorbed high in the atmosphere, and our eyes are much less sensitive to violet.

When the Sun is low, at sunrise and sunset, its light travels through much more air before it reaches us, up to about forty times as much as at noon. Most of the blue is scattered out of the beam along the way, and the light that remains is dominated by reds and oranges. Dust and smoke in the air make these colours deeper.

Clouds are white for a different reason. Their water droplets are much larger than the wavelength of light and scatter all colours about equally; this is known as Mie scattering. A thick cloud looks grey at its base because little light gets through it.
`,
  // 4. how-to with numbered steps (and first-person advice)
  'whetstone-sharpening.md': `---
title: How to Sharpen a Kitchen Knife on a Whetstone
url: https://kitchen-craft.example.org/whetstone
---

# How to Sharpen a Kitchen Knife on a Whetstone

A whetstone grinds a new edge onto a dull blade. It takes about fifteen minutes once you have practised, and a well-sharpened knife stays keen for several weeks of home cooking.

## What you need

- A combination water stone, 1000 grit on one side and 6000 grit on the other
- A damp tea towel to stop the stone from sliding
- A marker pen (optional)

## Steps

1. Soak the water stone in water for 10 to 15 minutes, until it stops releasing air bubbles. Splash-and-go stones only need wetting, and diamond plates and oil stones should never be soaked.
2. Put the stone on the damp towel with the coarse 1000-grit side up.
3. Hold the blade at an angle of 15 to 20 degrees to the stone. Two stacked coins under the spine give roughly the right angle. Colouring the edge with a marker shows whether you are grinding the very edge: the ink should disappear evenly.
4. Push the blade across the stone, edge first, from heel to tip, with light pressure. Do about ten strokes on one side.
5. Feel for a burr, a thin rough lip of metal, along the opposite side of the edge. When you feel it along the whole length, turn the knife over and repeat on the other side.
6. Turn the stone to the fine 6000-grit side and repeat with lighter strokes to polish the edge and remove the burr.
7. Rinse and dry the knife, and let the stone dry in the air before putting it away.

## Tips

Keep the stone wet throughout; add water whenever the surface looks dry. We recommend flattening the stone with a flattening plate every few sessions, because a dished stone rounds the edge. A honing steel does not sharpen: it only straightens an edge that has rolled over, and it is used between sharpenings.
`,
  // 5. table-heavy document
  'telescopes-compared.md': `---
title: "Choosing a Telescope: The Four Main Designs Compared"
url: https://stargazers-guild.example.org/telescope-types
---

# Choosing a Telescope: The Four Main Designs Compared

Aperture, the diameter of the main lens or mirror, matters more than magnification: a wider aperture gathers more light and shows fainter objects.

| Design | How it gathers light | Typical aperture | Typical price | Maintenance |
|---|---|---|---|---|
| Refractor | Objective lens at the front of a sealed tube | 60–120 mm | €300–€2,000 | Very little; the sealed tube never needs collimation |
| Newtonian reflector | Concave primary mirror and flat secondary mirror | 114–250 mm | €250–€900 | Mirrors need collimating every few sessions; the open tube collects dust |
| Dobsonian | Newtonian reflector on a simple rocker-box mount | 150–400 mm | €350–€1,800 | Collimation needed; mirrors recoated every 10–15 years |
| Schmidt-Cassegrain | Mirror plus corrector plate, folded light path | 150–280 mm | €1,200–€4,500 | Occasional collimation; the corrector plate can dew up |

| Design | Best for | Weak points |
|---|---|---|
| Refractor | Moon, planets and double stars; wide-field photography | Most expensive per millimetre of aperture; cheap ones show colour fringes |
| Newtonian reflector | Faint galaxies and nebulae on a budget | Needs a sturdy equatorial mount for photography |
| Dobsonian | A first telescope: the most aperture for the money, quick to set up | Bulky to carry; no motor tracking on basic models |
| Schmidt-Cassegrain | Planets and astrophotography in a compact tube | Narrow field of view; long cool-down time |

Our club lends a 200 mm Dobsonian to new members for their first three months.
`,
  // 6. FAQ (headings are the questions; answers open "No." / "Yes.")
  'sauna-faq.md': `---
title: Sauna Bathing — Frequently Asked Questions
url: https://public-baths.example.org/sauna-faq
---

# Sauna Bathing — Frequently Asked Questions

## How hot is a sauna?

A traditional Finnish sauna is heated to between 80 and 100 degrees Celsius, with a low humidity of 10 to 20 percent. Throwing water on the stones, called löyly, raises the humidity for a few minutes and makes the heat feel stronger.

## How long should I stay in?

Most people stay in for 8 to 15 minutes at a time. Leave sooner if you feel dizzy or unwell. Cool off with a shower or a dip in cold water, rest for about ten minutes, and repeat two or three times.

## Can I drink alcohol before or during a sauna?

No. Alcohol widens the blood vessels and, together with the heat, can cause a sharp drop in blood pressure, fainting and dangerous heart rhythms. A large share of sauna deaths in Finland involve alcohol. Drink water instead, and drink more than usual, because you can sweat out half a litre in one session.

## Can children use the sauna?

Yes, with an adult. Children from about the age of six can bathe for shorter periods, around five minutes, on the lower benches where it is cooler. Babies and toddlers should not go in, because they cannot regulate their body temperature well.

## Is a sauna good for the heart?

A Finnish study that followed 2,315 middle-aged men for about 20 years found that those who used a sauna four to seven times a week had a 50 percent lower risk of fatal heart disease than those who went once a week. The study was observational, so it shows an association, not proof that the sauna itself protects the heart. People with unstable angina or a recent heart attack should ask a doctor first.

## Should I shower first?

Yes. Shower and dry yourself before going in: dry skin sweats sooner. Sit on a towel to keep the benches clean.
`,
  // 7. history text (no sections)
  'tay-bridge.md': `---
title: The Tay Bridge Disaster of 1879
url: https://rail-history.example.org/tay-bridge
---

The first Tay Bridge carried the North British Railway across the Firth of Tay at Dundee, in Scotland. At nearly two miles long it was the longest bridge in the world when it opened on 1 June 1878, and Queen Victoria knighted its engineer, Thomas Bouch, a year later.

Bouch was already known for the world's first roll-on roll-off train ferry, which carried goods wagons across the Firth of Forth between Granton and Burntisland from 1850. In 1878 he was also chosen to design a suspension bridge over the Forth.

On the evening of 28 December 1879 a violent storm swept down the firth. At about 7.15 p.m., as the mail train from Burntisland crossed the central section, the thirteen "high girders" collapsed and fell into the water with the train. There were no survivors. For many years the death toll was given as 75, the number of tickets sold, but later research has identified 59 victims by name.

The court of inquiry that met in 1880 found that the bridge had been "badly designed, badly constructed and badly maintained". Bouch had made no specific allowance for wind loading. The cast-iron columns had been made at a foundry beside the site, where defects in the castings were filled with a mixture of beeswax and iron filings instead of being rejected. The lugs that held the cross-bracing to the columns were weak, and loose bracing had been reported before the storm. Trains also regularly exceeded the 25 mile-per-hour speed limit on the high girders, which shook the structure.

Bouch was blamed for the disaster. His design for the Forth bridge was abandoned, and he died in October 1880. The Forth Bridge that was eventually built, a steel cantilever bridge designed by John Fowler and Benjamin Baker and opened in 1890, was made deliberately massive to reassure the public. A second Tay Bridge, built beside the first and using some of its girders, opened in 1887 and still carries trains today.
`,
  // 8. structured abstract with numbers (first person; disagrees with document 2)
  'green-roof-study.md': `---
title: "Stormwater retention by extensive green roofs: a two-year monitoring study of 12 roofs"
url: https://journal-urban-water.example.org/green-roof-retention
---

# Stormwater retention by extensive green roofs: a two-year monitoring study of 12 roofs

**Background.** Green roofs are promoted as a way to reduce the stormwater that reaches urban drains, but most estimates come from small test plots rather than whole roofs.

**Methods.** We monitored 12 extensive green roofs (substrate 8 to 15 centimetres deep, planted mainly with sedum) and 4 conventional gravel roofs in a temperate city for two years, from January 2023 to December 2024. Rainfall and outflow were measured every five minutes for 412 rain events.

**Results.** Over the two years, the green roofs retained 48 percent of the rain that fell on them, against 9 percent for the gravel roofs. Retention was 65 percent in summer and 22 percent in winter. For small storms of less than 5 millimetres, the green roofs retained almost all the rain, 91 percent; for storms of more than 25 millimetres, they retained 19 percent. Roofs with deeper substrate retained more: 56 percent at 15 centimetres against 41 percent at 8 centimetres. Green roofs also delayed peak outflow by a median of 34 minutes.

**Conclusions.** Extensive green roofs reduce stormwater runoff by about half over a year, not by nearly all of it. The water is held in the substrate and returned to the air by evaporation and by the plants' transpiration, so retention is highest in warm, dry weather and lowest in winter, when the substrate stays wet. We recommend that cities count on green roofs for small, frequent storms and not for the heavy rain that causes floods.
`,
};

export const REVIEWER_3_QUESTIONS: ReviewerQuestion[] = [
  // ---- what / which / who / when
  { query: 'Who designed the first Tay Bridge?', type: 'what', probe: 'who, history', expect: { kind: 'answer', facts: [['Bouch']], lead: ['Bouch'] } },
  { query: 'When did the Tay Bridge collapse?', type: 'what', probe: 'when, history', expect: { kind: 'answer', facts: [['28 December 1879'], ['storm']], lead: ['1879'] } },
  { query: 'Which type of telescope needs the least maintenance?', type: 'what', probe: 'which, answer in a table cell', expect: { kind: 'answer', facts: [['refractor'], ['sealed tube', 'never needs collimation', 'very little']], lead: ['refractor'] } },
  { query: 'What triggers a Venus flytrap to close?', type: 'what', probe: 'what, mechanism in a section', expect: { kind: 'answer', facts: [['trigger hair', 'hairs'], ['twice', 'two different hairs'], ['20 seconds']], lead: ['hair'] } },
  // ---- why / how
  { query: 'Why is the sky blue?', type: 'why/how', probe: 'why, plain .txt, cause needs the "Such small particles" sentence', expect: { kind: 'answer', facts: [['scatter'], ['short wavelength', 'shorter wavelength'], ['nitrogen', 'oxygen', 'molecules'], ['Rayleigh']], lead: ['scatter'], offTopic: ['Mie', 'cloud'] } },
  { query: 'Why did the Tay Bridge fall down?', type: 'why/how', probe: 'why, history; "fall down" vs "collapsed"', expect: { kind: 'answer', facts: [['wind'], ['cast-iron', 'castings', 'lugs'], ['badly maintained', 'loose bracing', 'bracing']], lead: ['wind', 'badly designed', 'cast', 'lugs', 'bracing'] } },
  { query: 'How do you sharpen a knife on a whetstone?', type: 'why/how', probe: 'how, numbered steps', expect: { kind: 'answer', facts: [['soak'], ['15 to 20 degrees'], ['burr'], ['6000', 'fine']], lead: ['soak', 'angle', '15 to 20', 'grit', 'push the blade'] } },
  { query: 'How do green roofs reduce stormwater runoff?', type: 'why/how', probe: 'how (mechanism) in an abstract\'s conclusions', expect: { kind: 'answer', facts: [['substrate'], ['evaporation', 'transpiration']], lead: ['substrate', 'evaporation', 'transpiration'], offTopic: ['120 euros', 'grants', 'Colm Reyes'] } },
  // ---- quantity
  { query: 'How much of the rain did the green roofs retain in the study?', type: 'what', probe: 'quantity from an abstract', expect: { kind: 'answer', facts: [['48 percent', 'about half']], lead: ['48 percent', 'about half'] } },
  { query: 'How many people died in the Tay Bridge disaster?', type: 'what', probe: 'quantity with a revised figure', expect: { kind: 'answer', facts: [['75'], ['59']], lead: ['75', '59', 'no survivors'] } },
  // ---- yes/no
  { query: 'Is it safe to drink alcohol in a sauna?', type: 'yes/no', probe: 'yes/no answered NO (FAQ "No.")', verdict: 'no', expect: { kind: 'answer', facts: [['blood pressure', 'fainting', 'heart rhythm']], lead: ['blood pressure', 'fainting', 'heart rhythm'], offTopic: ['children'] } },
  { query: 'Did Thomas Bouch build the Forth Bridge?', type: 'yes/no', probe: 'yes/no answered NO (design abandoned; Fowler and Baker)', verdict: 'no', expect: { kind: 'answer', facts: [['abandoned'], ['Fowler', 'Baker']], lead: ['abandoned', 'Fowler'] } },
  { query: 'Does a honing steel sharpen a knife?', type: 'yes/no', probe: 'yes/no answered NO in one tip sentence', verdict: 'no', expect: { kind: 'answer', facts: [['does not sharpen', 'straightens']], lead: ['honing steel'] } },
  { query: 'Can a Venus flytrap survive without catching insects?', type: 'yes/no', probe: 'yes/no answered YES (survives, grows slower)', verdict: 'yes', expect: { kind: 'answer', facts: [['survives', 'grows more slowly'], ['photosynthesis'], ['nitrogen']], lead: ['survives', 'photosynthesis', 'without prey'] } },
  { query: 'Does using a sauna regularly prevent heart disease?', type: 'yes/no', probe: 'yes/no whose honest answer carries the caveat (association, not proof); no strict verdict', expect: { kind: 'answer', facts: [['50 percent'], ['association', 'not proof', 'observational']], lead: ['50 percent', 'association', 'observational'] } },
  // ---- comparison
  { query: 'Is a Dobsonian cheaper than a Schmidt-Cassegrain telescope?', type: 'comparison', probe: 'comparison from two table rows, YES', verdict: 'yes', expect: { kind: 'answer', facts: [['350'], ['1,200', '1200']] } },
  { query: 'Does a refractor need more maintenance than a Newtonian reflector?', type: 'comparison', probe: 'comparison from two table rows, NO', verdict: 'no', expect: { kind: 'answer', facts: [['very little', 'never needs collimation'], ['every few sessions']] } },
  { query: 'Do green roofs retain more rain in summer than in winter?', type: 'comparison', probe: 'comparison in one sentence, YES', verdict: 'yes', expect: { kind: 'answer', facts: [['65 percent'], ['22 percent']], lead: ['65 percent'] } },
  { query: 'Do green roofs soak up nearly all the rain that falls on them?', type: 'comparison', probe: 'two sources DISAGREE (mayor: nearly all; study: 48%, "not by nearly all")', verdict: 'qualified', expect: { kind: 'answer', facts: [['48 percent', 'about half'], ['nearly all']] } },
  // ---- synonyms (question word differs from the document's)
  { query: 'What does the Venus flytrap eat?', type: 'what', probe: 'synonym: eat vs prey/catch/traps', expect: { kind: 'answer', facts: [['ants'], ['spiders', 'beetles', 'grasshoppers']], lead: ['ants', 'prey'] } },
  { query: 'Why does the sky turn orange in the evening?', type: 'why/how', probe: 'synonym: evening vs sunset/Sun is low ("evening" occurs only in the Tay Bridge history)', expect: { kind: 'answer', facts: [['more air', 'forty times'], ['scattered out', 'blue is scattered']], lead: ['more air', 'low', 'sunset'], offTopic: ['Mie', 'clouds are white'] } },
  { query: 'Which telescope should a beginner buy on a tight budget?', type: 'what', probe: 'synonym: beginner vs first telescope (table cell); "budget" occurs only in the Newtonian row (trap)', expect: { kind: 'answer', facts: [['Dobsonian'], ['first telescope', 'aperture for the money']], lead: ['Dobsonian'] } },
  { query: 'Can kids go in a sauna?', type: 'yes/no', probe: 'synonym: kids vs children; YES with conditions', verdict: 'yes', expect: { kind: 'answer', facts: [['six'], ['shorter', 'lower benches', 'five minutes']], lead: ['children', 'six'], offTopic: ['alcohol'] } },
  // ---- two-part, both covered
  { query: 'When does the Harlow Point green roof rule take effect, and which buildings does it cover?', type: 'what', probe: 'two-part, both in the HTML news page', expect: { kind: 'answer', facts: [['1 March 2027'], ['500 square metres'], ['flat roof']] } },
  // ---- half-answerable
  { query: 'What temperature should a sauna be, and does it help you lose weight?', type: 'half', probe: 'half: weight loss absent', expect: { kind: 'partial', facts: [['80 and 100 degrees']], missing: 'weight' } },
  { query: 'How fast does a Venus flytrap close, and how often should it be fertilised?', type: 'half', probe: 'half: fertiliser absent', expect: { kind: 'partial', facts: [['tenth of a second']], missing: 'fertili' } },
  // ---- unanswerable, homonyms
  { query: 'What is the surface temperature of Venus?', type: 'unanswerable', probe: 'homonym: Venus (flytrap), shares "temperature" (sauna)', expect: { kind: 'none' } },
  { query: 'How do you score points in the card game bridge?', type: 'unanswerable', probe: 'homonym: bridge (Tay Bridge)', expect: { kind: 'none' } },
];
