// Challenger ch23, class t: tables asked in words. Topic: a seaside town's beach huts and beach hire.
import type { ReviewerQuestion } from '../answers-reviewer-set';

export const DOCUMENTS: Record<string, string> = {
  'beach-huts.csv': `hut_no,promenade,colour,sleeps_day_use,weekly_rate_gbp,electricity
1,West Parade,Lemon,4,185,no
2,West Parade,Mint,4,185,no
3,West Parade,Coral,6,240,yes
4,Cliff Walk,Navy,4,160,no
5,Cliff Walk,Sky,6,215,yes
6,Cliff Walk,Rose,8,295,yes
7,Harbour End,Sand,4,140,no
8,Harbour End,Lilac,6,198,no
9,Harbour End,Teal,8,310,yes
`,
  'hut-bookings-2025.csv': `month,weeks_booked,weeks_available,cancellations
April,21,36,2
May,29,36,1
June,34,36,3
July,36,36,0
August,36,36,1
September,27,36,4
October,12,36,5
March,9,36,0
`,
  'hire-desk.md': `---
title: Beach hire desk prices, Saltmere seafront
---

# Beach hire desk

| Item | Per hour (£) | Full day (£) | Deposit (£) |
|---|---|---|---|
| Deckchair | 2.50 | 8 | none |
| Windbreak | 3 | 10 | 5 |
| Bodyboard | 4 | 15 | 20 |
| Sun lounger | 5 | 18 | none |
| Parasol | 3.50 | 12 | 10 |
`,
  'lessons-pricelist.txt': `SALTMERE WATERSPORTS - PADDLEBOARD PRICE LIST 2025
--------------------------------------------------
Taster session (1 hr) .................. £30
Beginner course (3 x 2 hr) ............. £110
Family session (up to 4 people, 90 min)  £95
Sunset paddle (2 hr, guided) ............ £42
Board hire only, per hour ............... £15
Wetsuit hire ............................ £6
All prices per person unless stated.
`,
  'hut-dimensions-export.csv': `Hut type,Floor width,Floor depth,Roof height,Weight empty
,m,m,m,kg
Standard,1.8,2.4,2.3,420
Double,3.0,2.4,2.4,690
Family,3.6,3.0,2.6,910
Corner,2.2,2.2,2.3,480
`,
  'about-huts.md': `---
title: About our beach huts
---

# About our beach huts

Saltmere Town Council owns nine beach huts along three stretches of the seafront. The huts on Harbour End are the oldest and were rebuilt after the storm of 2019. Only the huts with a mains supply may be used with a kettle or fridge; gas cylinders are not allowed in any hut. Hut keys are collected from the hire desk on the first day of a booking and must be returned by 10am on the last day. The council reviews hut rates every January.
`,
};

export const QUESTIONS: ReviewerQuestion[] = [
  { query: 'How much does it cost to rent the Coral hut for a week?', type: 'what', probe: 'one row value by colour, column weekly_rate_gbp', expect: { kind: 'answer', facts: [['240']], lead: ['240'], offTopic: ['Lemon', 'Mint', 'Navy'] } },
  { query: 'I want to hire a parasol for the whole day. What will that set me back?', type: 'what', probe: 'Markdown table row, "whole day" for "Full day"', expect: { kind: 'answer', facts: [['12']], lead: ['12'], offTopic: ['Deckchair', 'Bodyboard', 'Sun lounger'] } },
  { query: 'What do they charge per person for the guided evening paddle?', type: 'what', probe: 'price list line "Sunset paddle" asked as evening', expect: { kind: 'answer', facts: [['£42', '42']], lead: ['42'], offTopic: ['Taster', 'Beginner course', 'Wetsuit'] } },
  { query: 'How tall is the Family hut inside, roughly?', type: 'what', probe: 'export with units row; Roof height for Family', expect: { kind: 'answer', facts: [['2.6']], lead: ['2.6'], offTopic: ['Corner', '690'] } },
  { query: 'How many people can use hut 6 in the day?', type: 'what', probe: 'sleeps_day_use for hut 6', expect: { kind: 'answer', facts: [['8']], lead: ['8'], offTopic: ['Lemon', 'Harbour End'] } },
  { query: 'Is there a deposit if I take out a bodyboard, and how much?', type: 'what', probe: 'deposit column for one row', expect: { kind: 'answer', facts: [['20']], lead: ['20'], offTopic: ['Windbreak', 'Parasol'] } },
  { query: 'Which beach hut is the cheapest to book for a week?', type: 'what', probe: 'minimum of weekly rate', untrue: ['160 is the cheapest', 'Navy is the cheapest'], expect: { kind: 'answer', facts: [['Sand', 'hut 7', '7'], ['140']], lead: ['Sand', '140'], offTopic: ['Lilac'] } },
  { query: 'How many of the huts have electricity?', type: 'what', probe: 'count with a filter: 4 (3,5,6,9)', untrue: ['5 huts have electricity', 'three huts'], expect: { kind: 'answer', facts: [['4', 'four']], lead: ['4', 'four'] } },
  { query: 'How many weeks were cancelled in total in 2025?', type: 'what', probe: 'sum of cancellations = 16', untrue: ['15 cancellations', '5 cancellations'], expect: { kind: 'answer', facts: [['16']], lead: ['16'] } },
  { query: 'Which hut type is the heaviest when empty?', type: 'what', probe: 'max of Weight empty (kg): Family 910', untrue: ['Double is the heaviest'], expect: { kind: 'answer', facts: [['Family'], ['910']], lead: ['Family'], offTopic: ['Corner'] } },
  { query: 'Is the Teal hut dearer than the Rose hut for a week?', type: 'comparison', verdict: 'yes', probe: 'compare two rows 310 vs 295', expect: { kind: 'answer', facts: [['310'], ['295']], lead: ['310', 'Teal'] } },
  { query: 'Were more weeks booked in May or in September?', type: 'comparison', probe: 'two rows 29 vs 27', expect: { kind: 'answer', facts: [['May'], ['29'], ['27']], lead: ['May'] } },
  { query: 'How much is it to hire a kayak for an hour at the beach hire desk?', type: 'unanswerable', probe: 'kayak is not a row; siblings are', expect: { kind: 'none' } },
  { query: 'What is the weekly rate for hut 10?', type: 'unanswerable', probe: 'hut 10 does not exist', expect: { kind: 'none' } },
];
