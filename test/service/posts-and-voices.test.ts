// Who speaks in a thread or an organisation's page, and a later update (writer-role.ts postHead/postsOf/
// documentOrganisation, updates.ts, organisation-voice.ts), and the steps a chat's "N bullets" keeps (step-bullets.ts).
// Lines written for this test.
import { describe, expect, it } from 'vitest';
import { agreeSingular, inOrganisationVoice } from '../../src/service/organisation-voice';
import { answerSteps, asksForSteps, stepsInBullets } from '../../src/service/step-bullets';
import { updateLabel } from '../../src/service/updates';
import { documentOrganisation, organisationName, postHead, postsOf, writerOf } from '../../src/service/writer-role';

describe('post heads and posters (pure)', () => {
  it.each<[string, string | null]>([
    ['**riverside_rob** wrote on 3 March 2025:', 'riverside_rob'],
    ['**Original post by crumbly_cottage (8 January):**', 'crumbly_cottage'],
    ['Reply by old_plumber_pete:', 'old_plumber_pete'],
    ['Posted by dampbuster:', 'dampbuster'],
    ['Hetty B (two weeks later) wrote:', 'Hetty B'],
    ['K_Lowe said:', 'K_Lowe'],
    ['**Posted by oven_olwen, 3 February:**', 'oven_olwen'],
    ['Reply from flour_finn · 2 days ago:', 'flour_finn'],
    ['Engineers wrote: the bridge is safe.', null],
    ['The council said the road would reopen on Monday:', null],
  ])('postHead(%j) = %j', (line, writer) => {
    expect(postHead(line)).toBe(writer);
  });

  it('reads a dated thread as posts, its opener the original poster', () => {
    const thread = 'gate_gus wrote on 2 May 2025:\n\nMy gate squeaks.\n\nhinge_hal wrote on 2 May 2025:\n\nOil the hinges.\n\ngate_gus wrote on 9 May 2025:\n\nI oiled the hinges. Silent since.';
    const posts = postsOf(thread);
    expect(posts.map((p) => [p.writer, p.original])).toEqual([
      ['gate_gus', true],
      ['hinge_hal', false],
      ['gate_gus', true],
    ]);
    expect(writerOf('I oiled the hinges.', null, posts)).toBe('gate_gus (the original poster)');
    expect(writerOf('Oil the hinges.', null, posts)).toBe('hinge_hal');
  });

  it.each<[string, { label: string; rest: string } | null]>([
    ['Update: I oiled the hinges.', { label: 'Update', rest: 'I oiled the hinges.' }],
    ['EDIT 2: It squeaks again.', { label: 'EDIT 2', rest: 'It squeaks again.' }],
    ['Update for anyone who finds this thread later: I oiled the hinges.', { label: 'Update for anyone who finds this thread later', rest: 'I oiled the hinges.' }],
    ['Update, April 2026: This winter I kept three plants.', { label: 'Update, April 2026', rest: 'This winter I kept three plants.' }],
    ['Update, sadly: the gate squeaks again.', null],
    ['Updated prices apply from May.', null],
    ['Edit: see below', null],
  ])('updateLabel(%j)', (sentence, read) => {
    expect(updateLabel(sentence)).toEqual(read);
  });
});

describe("an organisation's we (pure)", () => {
  it.each<[string, string, string]>([
    ['Kiln Lane Pottery - FAQ', 'https://kilnlane.example.org/faq', 'Kiln Lane Pottery'],
    ['Frequently asked questions | Hollin Bike Co-op', '', 'Hollin Bike Co-op'],
    ['Returns', 'https://shop.example.com/returns', 'the shop'],
  ])('organisationName(%j)', (title, url, name) => {
    expect(organisationName(title, url)).toBe(name);
  });

  it('is found on an FAQ or a shop page that says "we", not on a blog or a report', () => {
    expect(documentOrganisation('Kiln Lane Pottery - FAQ', '', 'We fire the kiln on Fridays. Our glazes are lead-free.')).toBe('Kiln Lane Pottery');
    expect(documentOrganisation('Kiln Lane Pottery - FAQ', '', 'The kiln is fired on Fridays.')).toBeNull();
    expect(documentOrganisation('Our first year of pottery', 'https://clay.example.blog/2025/05/first-year', 'We fired the kiln twice. I made forty bowls.')).toBeNull();
  });

  it.each<[string, string]>([
    ['We fire the kiln on Fridays.', 'Kiln Lane Pottery fires the kiln on Fridays.'],
    ['We have two wheels, and we also run evening classes.', 'Kiln Lane Pottery has two wheels, and it also runs evening classes.'],
    ['Members must follow our safety rules.', "Members must follow Kiln Lane Pottery's safety rules."],
    ["We're closed in August.", 'Kiln Lane Pottery is closed in August.'],
    ['You must use ours.', "You must use Kiln Lane Pottery's own."],
    ['Please ask us first.', 'Please ask Kiln Lane Pottery first.'],
  ])('inOrganisationVoice(%j)', (text, said) => {
    expect(inOrganisationVoice(text, 'Kiln Lane Pottery', { yet: false })).toBe(said);
  });

  it.each<[string, string]>([
    ['are', 'is'],
    ['have', 'has'],
    ['collect', 'collects'],
    ["don't", "doesn't"],
    ['process', 'processes'],
    ['carry', 'carries'],
    ['opened', 'opened'],
  ])('agreeSingular(%j) = %j', (verb, agreed) => {
    expect(agreeSingular(verb)).toBe(agreed);
  });
});

describe('steps as N bullets (pure)', () => {
  const content = 'The steps, as your source gives them: Soak the pot overnight [1]. Scrape off the old glaze. Rinse it [1]. Paint on two thin coats [1]. Fire it at 1,000 degrees [1]. Let it cool in the kiln [2].\n\nOld glaze flakes in frost [1].';

  it('reads the steps paragraph, one step per cited piece', () => {
    expect(answerSteps(content).map((s) => s.text)).toEqual(['Soak the pot overnight.', 'Scrape off the old glaze. Rinse it.', 'Paint on two thin coats.', 'Fire it at 1,000 degrees.', 'Let it cool in the kiln.']);
    expect(answerSteps('In short: Old glaze flakes in frost [1].')).toEqual([]);
  });

  it('puts every step in order into the bullets asked, neighbours sharing a bullet', () => {
    const bullets = stepsInBullets(answerSteps(content), 3);
    expect(bullets.map((b) => b.text)).toEqual(['Soak the pot overnight. Scrape off the old glaze. Rinse it.', 'Paint on two thin coats. Fire it at 1,000 degrees.', 'Let it cool in the kiln.']);
    expect(bullets.map((b) => b.citations)).toEqual([[1], [1], [2]]);
    expect(stepsInBullets(answerSteps(content), 8)).toHaveLength(5);
  });

  it.each<[string, boolean]>([
    ['List the steps as 4 bullet points.', true],
    ['Give me the instructions as a numbered list.', true],
    ['Three bullets on the costs.', false],
  ])('asksForSteps(%j) = %s', (message, asks) => {
    expect(asksForSteps(message)).toBe(asks);
  });
});
