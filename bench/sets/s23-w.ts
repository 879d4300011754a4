// Challenger ch23, class w: the asked role in the opening. Topics: winter gritting, a cheese cave,
// a community ice rink, penguins, a wool-dyeing workshop, a town food bank, a heritage windmill.
import type { ReviewerQuestion } from '../answers-reviewer-set';

export const DOCUMENTS: Record<string, string> = {
  'gritting.md': `---
title: Winter gritting in Brackenford
url: https://brackenford.gov.example/roads/gritting
---

# Winter gritting

Gritting keeps the main roads of Brackenford open in frost and snow. The council treats about 40 percent of the borough's roads, starting with bus routes and hills. Gritting decisions are taken by the duty winter manager, who reads the road weather forecast at 1pm each day from November to March. Salt is stored in the barn at Ketley Depot on Mill Lane, which holds 6,000 tonnes. Gritters spread rock salt at 10 to 20 grams per square metre. The salt works by lowering the freezing point of the water on the road, so ice cannot form until the temperature falls much lower. Residents often ask about gritting their own street; the council does not grit side roads. Grit bins are refilled once each winter, in October.
`,
  'cheese-cave.md': `---
title: Maturing hard cheese at home - Hollin Dairy blog
---

# Maturing hard cheese at home

Maturing is where a hard cheese gets its flavour. Many people mature their cheese in a cellar or a wine fridge. A hard cheese should be matured at 10 to 13°C with humidity around 85 percent. Turn the cheese every day for the first two weeks, then twice a week. A cheddar-style cheese needs at least three months before it is cut; six months gives a sharper taste. The rind forms because the surface dries and a thin layer of mould and bacteria grows over it, sealing the paste. Cheese maturing has a long history in the valley, and our own cave was dug into the hillside behind the dairy.
`,
  'ice-rink.html': `<html><head><title>Oakhurst Community Ice Rink</title></head><body>
<h1>Oakhurst Community Ice Rink</h1>
<p>The ice rink is the town's most popular winter attraction and skating sessions sell out most weekends.</p>
<p>The rink is set up each year in the Corn Exchange car park on Station Road.</p>
<p>This year the rink opens on 29 November and closes on 5 January.</p>
<p>The rink is run by Oakhurst Rotary Club, with volunteers from the town's schools helping at the skate hire counter.</p>
<p>The ice is made by pumping chilled glycol through pipes laid under a thin layer of water, which freezes from below.</p>
<p>Skating sessions last 45 minutes, and the ice is resurfaced between sessions.</p>
<p>Ice skating is good exercise and the rink welcomes skaters of all ages.</p>
</body></html>
`,
  'penguins.md': `---
title: Living in the cold - Emperor penguins
---

# Emperor penguins in the cold

Emperor penguins live in colder conditions than any other bird, and winter temperatures at their colonies fall below -40°C. Cold winds make the cold feel much worse. Penguins stay warm by huddling: thousands of birds pack together and take turns on the windy edge, which cuts each bird's heat loss by about half. Their feathers are short and tightly packed over a thick layer of fat. Males incubate the egg on their feet for about 64 days while the females feed at sea. Warm days in spring help the chicks grow.
`,
  'dyeing-workshop.txt': `NATURAL DYEING WORKSHOP - NOTES FOR PARTICIPANTS

Natural dyeing uses plants to colour wool. Many people think natural dyes fade quickly, but a well-mordanted wool holds its colour for years.
The mordant is alum. Alum fixes the dye because the metal in it binds to both the wool fibre and the dye molecule, linking the two.
Simmer the wool in the dye bath at 80 to 85°C for one hour. Do not let it boil, or the wool will felt.
The workshop takes place at Threadneedle Barn, Upper Crossley.
Wool dyeing was a large trade in the town in the 1600s.
Bring rubber gloves and an apron.
`,
  'food-bank-faq.md': `---
title: Greyholm Food Bank - questions
---

# Greyholm Food Bank

## Who can use the food bank?
Anyone referred by a GP, a school or Citizens Advice can use the food bank. A referral voucher covers three visits.

## Who pays for the food?
The food is paid for by donations from local people and churches, and the Tesco store on Bridge Street gives its surplus each week.

## Can I volunteer?
Volunteers are always welcome to help sort food and pack parcels.
`,
  'windmill.md': `---
title: Sailholme Windmill
---

# Sailholme Windmill

Sailholme Windmill is a tower mill with four sails and still grinds flour on open days. The mill was restored by volunteers and visitors can climb to the cap. The sails turn the millstones through a wooden brake wheel and a wallower gear that carry the drive down the main shaft. Flour from the mill is sold in the village shop. Sailholme is a popular place for walks and the view from the mill is wide.
`,
};

export const QUESTIONS: ReviewerQuestion[] = [
  { query: 'Where is the council salt kept?', type: 'what', probe: 'where: Ketley Depot, decoys sharing "salt"', expect: { kind: 'answer', facts: [['Ketley Depot', 'Mill Lane']], lead: ['Ketley', 'Mill Lane'], offTopic: ['lowering the freezing point'] } },
  { query: 'I want to take the kids skating. Where is the ice rink?', type: 'what', probe: 'where: Corn Exchange car park', expect: { kind: 'answer', facts: [['Corn Exchange', 'Station Road']], lead: ['Corn Exchange', 'Station Road'], offTopic: ['good exercise'] } },
  { query: 'Where exactly are the emperor penguin colonies found?', type: 'unanswerable', probe: 'where: no place named; colony sentence shares words', expect: { kind: 'none' } },
  { query: 'When does the Oakhurst ice rink open this year?', type: 'what', probe: 'when: 29 November', expect: { kind: 'answer', facts: [['29 November']], lead: ['29 November'], offTopic: ['sell out'] } },
  { query: 'When are the grit bins refilled?', type: 'what', probe: 'when: October', expect: { kind: 'answer', facts: [['October']], lead: ['October'] } },
  { query: 'When is the next natural dyeing workshop?', type: 'unanswerable', probe: 'when: no date anywhere', expect: { kind: 'none' } },
  { query: 'Who decides when the roads get gritted?', type: 'what', probe: 'who decides: duty winter manager', expect: { kind: 'answer', facts: [['duty winter manager']], lead: ['duty winter manager'] } },
  { query: 'Who pays for the food at Greyholm food bank?', type: 'what', probe: 'who pays: donations from local people and churches', expect: { kind: 'answer', facts: [['donations'], ['churches', 'Tesco']], lead: ['donations', 'paid for by'], offTopic: ['Citizens Advice'] } },
  { query: 'What temperature should hard cheese be matured at?', type: 'what', probe: 'value: 10 to 13°C', expect: { kind: 'answer', facts: [['10 to 13']], lead: ['10 to 13'], offTopic: ['long history'] } },
  { query: 'How long should I simmer the wool in the dye bath?', type: 'what', probe: 'how long: one hour', expect: { kind: 'answer', facts: [['one hour']], lead: ['one hour'] } },
  { query: 'How often do you need to turn a maturing cheese?', type: 'what', probe: 'how often: every day then twice a week', expect: { kind: 'answer', facts: [['every day'], ['twice a week']], lead: ['every day'] } },
  { query: 'How do emperor penguins stay warm in the cold?', type: 'why/how', probe: 'mechanism: huddling, not sentences with cold/warm', expect: { kind: 'answer', facts: [['huddl']], lead: ['huddl', 'feathers'], offTopic: ['Warm days in spring', 'Cold winds'] } },
  { query: 'How does road salt stop ice forming?', type: 'why/how', probe: 'mechanism: lowers freezing point', expect: { kind: 'answer', facts: [['freezing point']], lead: ['freezing point'], offTopic: ['side roads'] } },
  { query: 'How is the flour at Sailholme sieved and graded?', type: 'unanswerable', probe: 'how: no sieving mechanism; decoys share flour/mill', expect: { kind: 'none' } },
];
