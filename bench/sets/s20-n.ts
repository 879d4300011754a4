// Challenger ch20, class n (nothing on the asked thing): 8 documents, 14 questions, written blind.
// Topics: a village hall hire page, a council notice on an e-scooter rental trial, a public observatory FAQ,
// a heritage tram museum page, a fencing club's rules, a resident parking permit FAQ, a reservoir walks CSV,
// and a choir's news post.
import type { ReviewerQuestion } from '../answers-reviewer-set';

export const DOCUMENTS: Record<string, string> = {
  'little-aston-village-hall.md': `---
title: Hiring Little Aston Village Hall
url: https://littleastonhall.example.org.uk/hire
---

# Hiring Little Aston Village Hall

Little Aston Village Hall is available for private parties, meetings, classes and wedding receptions. The main hall holds up to 120 people standing or 80 seated at tables; the small committee room seats 16.

## Rates

Weekday daytime hire costs £18 an hour. Friday evenings and weekends cost £32 an hour. Local residents and registered charities get a 25 percent discount on the weekday daytime rate. The minimum booking is two hours.

## Kitchen

The kitchen has a six-ring cooker, two fridges, a hot-water urn and crockery for 100 people. Hirers must leave it as they found it.

## Alcohol and music

Alcohol may be sold or served only if the hirer holds a temporary event notice from the district council, which takes at least ten working days to obtain. Amplified music must stop by 23:00 and the hall must be empty by midnight.

## Decorations

Decorations may be hung from the hooks on the picture rail but must not be fixed to the walls with drawing pins or tape. Confetti, glitter and smoke machines are not allowed, because they set off the fire alarm or clog the floor.

## Children's parties

Children's parties are welcome. At least one adult for every ten children must stay for the whole party.
`,

  'brackley-escooter-trial.html': `<!doctype html>
<html><head><title>E-scooter rental trial – Brackley Borough Council</title></head>
<body>
<h1>Rental e-scooter trial extended to March 2027</h1>
<p>Brackley Borough Council's rental e-scooter trial, run with the operator Velo Rides, has been extended until 31 March 2027. Privately owned e-scooters remain illegal to ride on public roads and pavements.</p>
<h2>Using a scooter</h2>
<p>Riders must be 18 or over and hold a full or provisional driving licence, which is checked in the app before the first ride. Only one rider is allowed per scooter. Scooters are limited to 15.5 mph, and to 8 mph in the pedestrianised town centre.</p>
<h2>Prices</h2>
<p>A ride costs £1 to unlock plus 20p a minute. A monthly pass costs £35 and includes up to 45 minutes of riding a day.</p>
<h2>Where you can ride and park</h2>
<p>Scooters may be ridden on roads and in cycle lanes, but not on pavements. Rides must end in one of the 64 marked parking bays; a scooter left outside a bay keeps charging the rider until it is moved.</p>
<h2>Results so far</h2>
<p>Since the trial began in 2024, riders have made 410,000 trips with an average length of 2.3 km. A survey found that 31 percent of trips replaced a car journey.</p>
</body></html>
`,

  'kestrel-hill-observatory-faq.md': `# Kestrel Hill Observatory – open nights FAQ

## Who runs the observatory?

The observatory is run by volunteers of the Kestrel Hill Astronomical Society, a registered charity with about 150 members.

## What happens at an open night?

Open nights start with a 20-minute talk in the lecture room about what is in the sky that month. Visitors then go up to the domes to look through the telescopes with a volunteer, weather permitting.

## What can we look through?

The main telescope is a 60 cm reflector on a fork mount, housed in the west dome. The east dome has a 20 cm refractor, which gives the sharpest views of the Moon and planets.

## How much are tickets?

Tickets cost £8 for adults and £4 for under-16s, and must be booked online. Open nights run on the first and third Friday of each month from September to April.

## What if it is cloudy?

If it is cloudy, the evening goes ahead with the talk and a tour of the domes instead of observing. Tickets are not refunded because of the weather.

## Is there parking?

There is a free car park for 30 cars at the top of the hill. The lane up to the observatory is unlit, so please drive slowly and bring a torch with a red light.
`,

  'tramway-museum.md': `---
title: Welcome to the Oldcastle Tramway Museum
url: https://oldcastletrams.example.org/welcome
---

# Welcome to the Oldcastle Tramway Museum

The museum is housed in the former Oldcastle Corporation Tramways depot on Fenwick Road. The depot was built in 1911 to house 40 tramcars and closed when the last trams ran in 1952.

## Our trams

The collection holds 14 tramcars, the oldest built in 1903. Six are restored to running order, including car 22, an open-top double-decker, and car 49, a single-deck car built for the hilly route to Brampton.

## Tram rides

Rides run every 20 minutes along 800 metres of track from the depot to Fenwick Park and back, with the first departure at 10:30. Rides are included in the admission price.

## Opening and admission

The museum is open Wednesday to Sunday, 10:00 to 16:30, from Easter to the end of October. Admission is £12 for adults, £6 for children and free for under-fives.

## Volunteering

Volunteers restore the trams, drive them and guide visitors. Tram drivers must be 21 or over and complete a 30-hour training course.
`,

  'riverside-fencing-club-rules.txt': `RIVERSIDE FENCING CLUB – CLUB RULES AND BEGINNERS' INFORMATION

The club fences foil and épée. Sessions are on Tuesday and Thursday evenings in the sports hall at Riverside Academy.

BEGINNERS' COURSE

The beginners' course runs for six weeks, one evening a week, and costs £60. It is open to anyone aged 10 or over. All kit, including jacket, mask, glove and weapon, is provided for the course. Wear tracksuit bottoms and indoor trainers.

After the course, beginners can join the club as members. Adult membership is £180 a year; junior membership is £120.

SAFETY RULES

1. Masks must be worn at all times when blades are drawn, including when warming up.
2. Never point a weapon at anyone who is not wearing a mask.
3. Blades must be inspected before each session; a bent or cracked blade must be replaced.
4. Under-18s must have a signed parental consent form before their first session.

COMPETITIONS

Members may enter regional competitions once they have been fencing for a year and hold a British Fencing membership.
`,

  'westfield-parking-permits-faq.md': `# Westfield residents' parking permits – frequently asked questions

## Who can get a permit?

Residents of a property inside the Westfield controlled parking zone can apply. Vehicles must be registered at the address.

## How much does a permit cost?

A permit costs £60 a year for the first car in a household and £110 for a second car. A household can hold no more than two permits.

## Do electric cars pay less?

Fully electric cars get their permit at half price.

## What about visitors?

Residents can buy books of visitor permits, each valid for one day, at £15 for ten. Each household may buy up to 60 visitor permits a year.

## When do the restrictions apply?

The zone is enforced Monday to Saturday, 08:00 to 18:30. Parking is free for everyone outside these hours and on bank holidays.

## How long does an application take?

Allow ten working days from applying online for the permit to be issued.
`,

  'hallam-reservoir-walks.csv': `route,distance_km,ascent_m,dogs,surface,start,notes
Dam Loop,3.1,20,on lead,tarmac and gravel,Main car park,"Level route along the dam wall and the east shore"
Heronry Path,5.4,65,on lead,gravel and boardwalk,Main car park,"Bird hide overlooking the heronry; boardwalk can be slippery when wet"
Ridge Round,14.2,410,allowed,grass and rocky path,Windle Lane lay-by,"Climbs to Hallam Edge; exposed in bad weather; sheep grazing on the tops"
North Shore Trail,8.7,120,allowed,gravel,Sailing club gate,"Passes the sailing club and the fishing platforms; fishing from the north bank by permit only"
Woodland Link,4.0,90,on lead,earth path,Main car park,"Muddy in winter; bluebells in May"
`,

  'aston-singers-news.md': `# Aston Community Singers – news

## New season starts 9 September

Rehearsals are on Monday evenings from 19:30 to 21:30 at Little Aston Village Hall. There are no auditions: anyone who enjoys singing is welcome, and you do not need to read music.

Subscriptions are £75 a term, payable at the first rehearsal. The first two rehearsals are free for newcomers.

This season we are learning music for our December concert at St Chad's Church, including carols arranged by our director, Helen Marsh, who has led the choir since 2015.
`,
};

export const QUESTIONS: ReviewerQuestion[] = [
  // --- unanswerable with close neighbours ---
  {
    query: 'How much would it cost to buy one of the Brackley rental e-scooters outright?',
    type: 'unanswerable',
    probe: 'a purchase price when only ride prices and a monthly pass are given',
    expect: { kind: 'none' },
  },
  {
    query: 'Which company made the big telescope at Kestrel Hill?',
    type: 'unanswerable',
    probe: 'the telescope\'s size, mount and dome are given, never its maker',
    expect: { kind: 'none' },
  },
  {
    query: 'We want to put a bouncy castle up for my son\'s party in Little Aston hall. Is that allowed?',
    type: 'unanswerable',
    probe: 'children\'s parties, decorations and banned items are covered; a bouncy castle is never mentioned',
    expect: { kind: 'none' },
  },
  {
    query: 'Who was the architect of the Oldcastle tram depot?',
    type: 'unanswerable',
    probe: 'the depot\'s date and purpose are given, no architect or designer',
    expect: { kind: 'none' },
  },
  {
    query: 'Is wild swimming allowed in Hallam reservoir?',
    type: 'unanswerable',
    probe: 'fishing, sailing and walking are in the CSV; swimming is not',
    expect: { kind: 'none' },
  },
  // --- half-answerable / two-part with one part missing ---
  {
    query: 'How big is the main telescope at Kestrel Hill, and when was it installed?',
    type: 'half',
    probe: 'the size is covered, the installation date is not',
    expect: { kind: 'partial', facts: [['60 cm']], missing: 'install' },
  },
  {
    query: 'How long is the Riverside fencing beginners\' course, and does it teach sabre?',
    type: 'half',
    probe: 'the length is covered; sabre is never mentioned (foil and épée are)',
    expect: { kind: 'partial', facts: [['six weeks']], missing: 'sabre' },
  },
  {
    query: 'What is the speed limit on the Brackley e-scooters, and how big is the fine for riding one on the pavement?',
    type: 'half',
    probe: 'the speed limit is covered; pavement riding is banned but no fine is given',
    expect: { kind: 'partial', facts: [['15.5 mph']], missing: 'fine' },
  },
  {
    query: 'What does a Westfield permit cost for our first car, and can we pay for it in monthly instalments?',
    type: 'half',
    probe: 'the price is covered; how to pay is not',
    expect: { kind: 'partial', facts: [['£60']], missing: 'instalment' },
  },
  {
    query: 'Which of the Hallam walks is the longest, and are there toilets along it?',
    type: 'half',
    probe: 'the longest route is in the CSV; toilets are not',
    expect: { kind: 'partial', facts: [['Ridge Round'], ['14.2']], missing: 'toilet' },
  },
  // --- controls, answerable in other words ---
  {
    query: 'Are we allowed to serve wine at a birthday party in Little Aston Village Hall?',
    type: 'yes/no',
    probe: 'wine = alcohol, allowed only with a temporary event notice',
    verdict: 'qualified',
    expect: { kind: 'answer', facts: [['temporary event notice']], lead: ['temporary event notice', 'Alcohol may be'] },
  },
  {
    query: 'How old do you have to be to hire one of the Brackley scooters?',
    type: 'what',
    probe: '"how old ... to hire" vs "Riders must be 18 or over"',
    expect: { kind: 'answer', facts: [['18 or over'], ['licence']], lead: ['18'] },
  },
  {
    query: 'What happens to a Kestrel Hill open night when the sky is overcast?',
    type: 'what',
    probe: '"overcast" vs "cloudy"',
    expect: { kind: 'answer', facts: [['talk'], ['tour of the domes']], lead: ['cloudy', 'talk', 'tour'] },
  },
  {
    query: 'Do I need to buy my own mask and sword for the Riverside beginners\' course?',
    type: 'yes/no',
    probe: '"sword" vs "weapon"; "buy my own" vs "provided"',
    verdict: 'no',
    expect: { kind: 'answer', facts: [['provided']], lead: ['provided'] },
  },
];
