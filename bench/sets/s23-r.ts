// Challenger ch23, class r: real pages as people save them. Topics: a garage door opener forum thread,
// a 3D printer forum thread, a butterfly house web page, a cycling club newsletter, a parish council
// meeting transcript, a passport photo booth FAQ, a recipe blog page.
import type { ReviewerQuestion } from '../answers-reviewer-set';

export const DOCUMENTS: Record<string, string> = {
  'garage-door-thread.txt': `DIYHomeTalk Forum > Doors & Windows > Garage door goes back up before it closes

Posted by kestrel_dan, 3 March
My electric garage door comes down about halfway, stops, and goes back up again. Started last week. Any ideas?

Reply from mjb_fixit, 3 March
Sounds like the limit switches have drifted. Try adjusting the down limit screw on the motor head.

Reply from Harriet W, 4 March
Could be the remote battery is low. Swap the battery in the fob.

Reply from kestrel_dan, 5 March
Adjusted the limit screw and changed the fob battery, neither made any difference.

Reply from old_sparky, 6 March
Check the safety photo-eye sensors by the floor. If one gets knocked the door reverses every time.

Reply from kestrel_dan, 7 March
That was it! The photo-eye on the left had been knocked by the bin and was pointing at the floor. I realigned it until both lights were steady green and the door now closes every time. Thanks all.

Quote | Reply | Report | Share
DIYHomeTalk (c) 2025 | Terms | Privacy
`,
  'printer-thread.html': `<html><head><title>Prints not sticking to bed - MakersHub Forum</title></head><body>
<nav>Home | Forums | Marketplace | Log in | Register</nav>
<div class="breadcrumb">Home > Forums > 3D Printing > Troubleshooting</div>
<h1>PLA prints not sticking to the bed</h1>
<div class="post"><b>tomasz_p</b> wrote: My PLA prints keep lifting off the glass bed after the first few layers. Ender style printer, bed at 60.</div>
<div class="post"><b>filamentfox</b> wrote: Your filament is probably wet. Dry it in the oven for a few hours.</div>
<div class="post"><b>ruth_makes</b> wrote: Raise the bed temperature to 70 and use a glue stick.</div>
<div class="post"><b>tomasz_p</b> wrote: Tried a new dry spool and the glue stick, still lifting.</div>
<div class="post"><b>gcode_gary</b> wrote: Re-level the bed and lower the nozzle so the first layer is squashed. Also wash the glass with dish soap, finger grease stops PLA sticking.</div>
<div class="post"><b>tomasz_p</b> wrote: Solved. Washing the glass with dish soap and water fixed it; the prints stick perfectly now. The bed was greasy from handling.</div>
<footer>Like | Share | Report post. MakersHub Community Forums. Powered by ForumSoft.</footer>
</body></html>
`,
  'butterfly-house.html': `<html><head><title>Home > Visit > The Tropical Butterfly House</title></head><body>
<div class="cookie">We use cookies to improve your experience. Accept all cookies | Manage preferences</div>
<nav>Home | Visit | Events | Shop | Membership | Donate</nav>
<div class="breadcrumb">Home > Visit > The Tropical Butterfly House</div>
<h1>The Tropical Butterfly House</h1>
<p>The Tropical Butterfly House at Fernleigh Gardens holds about 600 free-flying butterflies from Central America and South East Asia.</p>
<p>The house is kept at 27°C and 80 percent humidity all year, so visitors are advised to wear light clothing.</p>
<p>New pupae arrive every week from a butterfly farm in Costa Rica and hatch in the emergence cabinet by the entrance.</p>
<p>Please check your clothing for hitchhiking butterflies before you leave through the double doors.</p>
<div class="share">Share this page: Facebook | X | Email</div>
<aside>Related articles: Our new orchid glasshouse | Plan a school trip | Gift memberships</aside>
<footer>Fernleigh Gardens Trust, registered charity 1045521. Contact us | Accessibility | Privacy policy | Sign up to our newsletter</footer>
</body></html>
`,
  'club-newsletter.txt': `Subject: Wheelers Weekly - spring update
From: Carol Dunmore <secretary@hilltopwheelers.example>

Hi everyone,

Hope you're all well and the bikes are out of the shed!

The club's spring reliability ride will be on Sunday 13 April, starting from the Cross Keys in Ashby at 8:30am. There are two routes, 60 km and 100 km, and the entry fee is £8 for members.

The committee has agreed to buy a new club trailer for time trials, costing £1,400, paid for from the equipment fund.

> On 2 March, Pete wrote:
> Is the club dinner still happening this year?

Yes Pete, the annual dinner is back, on Friday 16 May at the Royal Oak.

Happy pedalling,
Carol Dunmore
Club Secretary, Hilltop Wheelers CC
Sent from my phone. To unsubscribe reply STOP.
`,
  'parish-meeting-transcript.txt': `BRINKLEY PARISH COUNCIL - TRANSCRIPT OF PUBLIC MEETING ON THE SKATE PARK, 9 JANUARY

CHAIR (Cllr Margaret Hale): Good evening and welcome. Tonight is about the proposed skate park on the recreation ground.
CLLR DEV SANDHU: The quote we have from the contractor is £85,000 for a concrete park. We have £30,000 in reserves.
RESIDENT (Alan Price): My house backs onto the recreation ground. I'm worried about noise late at night.
CLLR MARGARET HALE: We would close the park at 9pm, and there would be no floodlights.
RESIDENT (Jade Moss): I'm seventeen. There is nowhere for young people in Brinkley. I'll help raise money.
CLLR DEV SANDHU: The county's Community Fund could give up to £50,000 if we apply by March.
CHAIR: Thank you all. We will vote at the February meeting.
`,
  'photo-booth-faq.md': `---
title: Passport Photo Booths - FAQ
---

# Frequently asked questions

## Can I use the booth photos for a passport?
Great question! Yes. Our booths take photos that meet the UK passport rules, and each session gives you a digital code for online applications.

## How much does a session cost?
We're so glad you asked! A session costs £8 and gives you four printed photos and one digital code.

## Can I wear glasses?
Thanks for asking! No, glasses must be removed for passport photos.

## Anything else?
We love hearing from our customers! Contact us for more information. Have a great day!
`,
  'soup-blog.html': `<html><head><title>Roasted squash soup | Ellie Eats</title></head><body>
<nav>Recipes | About Ellie | Shop my kitchen | Contact</nav>
<div class="cookie">This site uses cookies. OK, got it</div>
<h1>Roasted squash soup</h1>
<p>By Ellie Marsh, 12 October</p>
<p>Every autumn my neighbour leaves a pile of butternut squash on our wall, and this soup is where they go.</p>
<p>Roast the squash at 200°C for 40 minutes with two red onions before blending it with the stock.</p>
<p>A teaspoon of smoked paprika gives the soup its warmth.</p>
<div>Pin it | Print recipe | Jump to recipe</div>
<aside>You might also like: Leek and potato soup | Ten easy autumn bakes</aside>
<footer>Ellie Eats. All rights reserved. Subscribe for weekly recipes.</footer>
</body></html>
`,
};

export const QUESTIONS: ReviewerQuestion[] = [
  { query: 'My garage door reverses halfway down. What fixed it for the person in the forum thread?', type: 'what', probe: 'confirmed fix: realigned photo-eye', untrue: ['adjusting the limit switch fixed', 'the battery fixed'], expect: { kind: 'answer', facts: [['photo-eye']], lead: ['photo-eye', 'realigned'], offTopic: ['Swap the battery'] } },
  { query: 'Why did kestrel_dan\'s garage door keep going back up?', type: 'why/how', probe: 'confirmed cause: knocked sensor', untrue: ['limit switches have drifted'], expect: { kind: 'answer', facts: [['knocked']], lead: ['knocked', 'photo-eye'], offTopic: ['Report'] } },
  { query: 'How did tomasz_p finally get his PLA prints to stick?', type: 'why/how', probe: 'confirmed fix: washing glass with dish soap', untrue: ['drying the filament fixed', 'glue stick fixed'], expect: { kind: 'answer', facts: [['dish soap']], lead: ['dish soap', 'Washing the glass'], offTopic: ['Marketplace', 'Powered by'] } },
  { query: 'Was wet filament the problem with the prints lifting?', type: 'yes/no', verdict: 'no', probe: 'wrong guess vs confirmed outcome', untrue: ['filament was wet'], expect: { kind: 'answer', facts: [['greasy', 'dish soap']] } },
  { query: 'Did changing the remote battery fix the garage door?', type: 'yes/no', verdict: 'no', probe: 'wrong guess ruled out in thread', expect: { kind: 'answer', facts: [['neither made any difference', 'photo-eye']] } },
  { query: 'How warm is it inside the butterfly house at Fernleigh?', type: 'what', probe: 'body sentence, not banner/nav', expect: { kind: 'answer', facts: [['27°C', '27']], lead: ['27'], offTopic: ['cookies', 'Membership', 'Related articles', 'registered charity'] } },
  { query: 'Where do the butterflies come from?', type: 'what', probe: 'body sentence: Costa Rica / Central America', expect: { kind: 'answer', facts: [['Costa Rica', 'Central America']], offTopic: ['Share this page', 'Gift memberships', 'Accept all'] } },
  { query: 'When is the Hilltop Wheelers spring reliability ride and where does it start?', type: 'what', probe: 'newsletter body, not greeting or signature', expect: { kind: 'answer', facts: [['13 April'], ['Cross Keys']], lead: ['13 April', 'Cross Keys'], offTopic: ['unsubscribe', 'Sent from my phone', 'Hope you'] } },
  { query: 'Is the club dinner happening this year?', type: 'yes/no', verdict: 'yes', probe: 'answer after quoted reply', expect: { kind: 'answer', facts: [['16 May', 'Royal Oak']], offTopic: ['unsubscribe', 'Happy pedalling'] } },
  { query: 'How long should the squash be roasted for the soup?', type: 'what', probe: 'blog body, not buttons', expect: { kind: 'answer', facts: [['40 minutes']], lead: ['40 minutes'], offTopic: ['Pin it', 'Print recipe', 'Subscribe', 'got it'] } },
  { query: 'Who said the Community Fund could give money for the skate park?', type: 'what', probe: 'speaker name in transcript', expect: { kind: 'answer', facts: [['Sandhu']], lead: ['Sandhu'] } },
  { query: 'Who at the skate park meeting was worried about noise?', type: 'what', probe: 'speaker name in transcript', expect: { kind: 'answer', facts: [['Alan Price']], lead: ['Alan Price'], offTopic: ['Jade Moss'] } },
  { query: 'Can the photo booth take pictures for a driving licence?', type: 'unanswerable', probe: 'not covered; FAQ padding must not answer', expect: { kind: 'none' } },
  { query: 'What oven temperature did Ellie use for her leek and potato soup?', type: 'unanswerable', probe: 'related-article link only', expect: { kind: 'none' } },
];
