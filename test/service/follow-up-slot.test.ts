// The follow-up's referent and slot (follow-up-slot.ts): the measure a "how ADJ" follow-up asks, the sentence that
// gives it about the thing last talked about, and a typed reply kept to sentences of the kind asked.
import { describe, expect, it } from 'vitest';
import { asksOneThing, givesSlot, measureSlot, referentOf, slotLead, withoutPadding } from '../../src/service/follow-up-slot';

describe('measureSlot', () => {
  it.each([
    ['How high does it go?', true],
    ['how long is it?', true],
    ['How deep is the pond?', true],
    ['How wide should the gap be?', true],
    ['How much does it cost?', false],
    ['How many are there?', false],
    ['How often is it cleaned?', false],
    ['Why is it closed?', false],
  ])('%s → a measure asked: %s', (q, asked) => {
    expect(measureSlot(q) !== null).toBe(asked);
  });

  it('"how high" is said by height and by a higher/taller word; "how long" by length', () => {
    const high = measureSlot('How high does it go?');
    expect(high && givesSlot('The shelf must sit at the same height as the worktop.', high)).toBe(true);
    expect(high && givesSlot('Drill two holes in the bracket.', high)).toBe(false);
    const long = measureSlot('how long is it?');
    expect(long && givesSlot('Mill Lane: surface tarmac; length km 3.2; grade easy', long)).toBe(true);
    expect(long && givesSlot('The walk takes about three hours.', long)).toBe(true);
  });
});

describe('referentOf', () => {
  it('the follow-up names nothing: the previous question\'s things, not its act', () => {
    const slot = measureSlot('How high does it go?');
    const terms = slot ? referentOf('How high does it go?', slot, 'How do I mount the Birchwood wall shelf?').concepts.map((c) => c.term) : [];
    expect(terms).toContain('shelf');
    expect(terms).not.toContain('go');
  });
  it('a follow-up naming its own thing is about that thing, not the last reply\'s lead', () => {
    const slot = measureSlot('And the underground stretch - how long is it?');
    expect(slot && referentOf('And the underground stretch - how long is it?', slot, 'What has been restored?').own).toBe(true);
  });
  it('the follow-up names its own thing: that thing', () => {
    const slot = measureSlot('How deep is the pond?');
    expect(slot ? referentOf('How deep is the pond?', slot, 'How do I clean the filter?').concepts.map((c) => c.term) : []).toEqual(['pond']);
  });
});

describe('slotLead', () => {
  const slot = measureSlot('How high does it go?');
  const candidates = [
    { text: 'The Birchwood shelf fits brackets of 20 to 25 mm.', citation: 1 },
    { text: 'The stand lifts the tray high enough for a jug.', citation: 1 },
    { text: 'The shelf must sit at the same height as the worktop, or the doors will not open.', citation: 1 },
    { text: 'Cut a 40 mm notch in the batten.', citation: 1 },
  ];
  const referent = slot ? referentOf('How high does it go?', slot, 'How do I mount the Birchwood wall shelf?').concepts : [];
  it('a lead that gives another measure of another thing gives way to the height of the thing asked', () => {
    expect(slot && slotLead(slot, referent, 'Cut a 40 mm notch in the batten.', null, candidates)?.text).toMatch(/same height as the worktop/);
  });
  it('a refusal gives way too; a lead that already gives it stays', () => {
    expect(slot && slotLead(slot, referent, null, null, candidates)?.text).toMatch(/same height/);
    expect(slot && slotLead(slot, referent, 'The shelf must sit at the same height as the worktop, or the doors will not open.', null, candidates)).toBeNull();
  });
  it('a lead that gives the slot stays against a sentence that gives it no better, only naming the thing', () => {
    const far = measureSlot('How far will it go on one charge?');
    const bikes = [
      { text: 'The kit fits bikes with rim brakes and a rear dropout width of 135 mm.', citation: 1 },
      { text: 'The battery gives a range of 40 to 70 km, depending on the hills.', citation: 1 },
    ];
    const asked = far ? referentOf('How far will it go on one charge?', far, 'Will it work on my carbon road bike?').concepts : [];
    expect(far && slotLead(far, asked, 'The battery gives a range of 40 to 70 km, depending on the hills.', null, bikes)).toBeNull();
  });
  it('the previous reply\'s lead is the thing last talked about ("how long is it?")', () => {
    const long = measureSlot('how long is it?');
    const rows = [
      { text: 'Mill Lane: grade easy; length km 3.2; surface tarmac', citation: 1 },
      { text: 'Crag Top: grade hard; length km 14; surface rock', citation: 1 },
    ];
    const ref = long ? referentOf('how long is it?', long, 'Which walks are easy?').concepts : [];
    expect(long && slotLead(long, ref, null, 'Mill Lane: grade easy; length km 3.2; surface tarmac', rows)?.text).toMatch(/3\.2/);
  });
  it('"how long does it take?" asks a time: a lead giving the hours stays over a sentence saying "long" of a length', () => {
    const take = measureSlot('How long does the walk take?');
    const walk = [
      { text: 'The walk takes about three hours.', citation: 1 },
      { text: 'The walk is 8 km long.', citation: 1 },
    ];
    const ref = take ? referentOf('How long does the walk take?', take, '').concepts : [];
    expect(take && slotLead(take, ref, 'The walk takes about three hours.', null, walk)).toBeNull();
  });
  it('nothing that names the thing and gives the measure: null', () => {
    expect(slot && slotLead(slot, referent, null, null, [{ text: 'The stand lifts the tray high enough for a jug.', citation: 1 }])).toBeNull();
  });
});

describe('withoutPadding (more)', () => {
  it('a sentence naming a word of the follow-up the lead does not stays ("snow" of "When does the snow come?")', () => {
    const reply = [
      { text: 'The pass closes on 1 November.', citations: [1] },
      { text: 'Heavy snow can block it earlier.', citations: [1] },
      { text: 'The café sells hot soup.', citations: [1] },
    ];
    expect(withoutPadding('When does the snow block the pass?', reply, 'date', () => false)?.map((r) => r.text)).toEqual([reply[0]?.text, reply[1]?.text]);
  });
  it('a person asked: kept whole (a body or a group may answer it)', () => {
    const reply = [
      { text: 'The prize went to Ruth Avery, whose narcissus the judges called flawless.', citations: [1] },
      { text: 'The show was judged by two members of the county society.', citations: [1] },
    ];
    expect(withoutPadding('Who did the judging?', reply, 'person', () => false)).toBeNull();
  });
});

describe('withoutPadding', () => {
  const continues = (t: string): boolean => /^(?:It|This|That)\b/.test(t);
  it('a why-reply led by a reason keeps only reasons', () => {
    const reply = [
      { text: 'The main reason your sources give: The lake is shrinking because less rain falls in spring.', citations: [1] },
      { text: 'Boats can still be hired at the north jetty.', citations: [1] },
      { text: 'The level also drops because farms draw water from the river.', citations: [1] },
    ];
    expect(withoutPadding('why?', reply, 'reason', continues)?.map((r) => r.text)).toEqual([reply[0]?.text, reply[2]?.text]);
  });
  it('a reply whose lead gives no such kind, or a follow-up asking two things, is kept', () => {
    const reply = [
      { text: 'Boats can be hired at the north jetty.', citations: [1] },
      { text: 'Rain is scarce.', citations: [1] },
    ];
    expect(withoutPadding('why?', reply, 'reason', continues)).toBeNull();
    expect(asksOneThing('How old is it, and how do they know?')).toBe(false);
    expect(asksOneThing('why does the bread need that?')).toBe(true);
  });
});
