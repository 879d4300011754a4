// The answers bench judge's check that a verdict rests on what was asked (bench/judge-verdict.ts), on
// answers written here: the verdict's supporting point (the first cited paragraph, lead-in removed) must
// state one of the set's lead phrases; a right label resting on an unrelated sentence is not a right verdict.
import { describe, expect, it } from 'vitest';
import { verdictSupport, verdictSupported } from '../../bench/judge-verdict';

describe('the point a verdict rests on (verdictSupport)', () => {
  it('is the first cited paragraph without the lead-in, notes and later paragraphs left out', () => {
    const content = 'None of your sources uses the word "raku".\n\nYour sources point to no: Stoneware glaze is not fired twice [1]. It fuses once [1].\n\nKilns are fired with wood [2].';
    expect(verdictSupport(content)).toBe('Stoneware glaze is not fired twice [1]. It fuses once [1].');
  });
  it('takes the other document\'s claim along when the sources disagree (same paragraph)', () => {
    expect(verdictSupport('Your sources disagree: The glaze lasts 40 years [1]. The glaze lasts 60 years [2].')).toMatch(/60 years/);
  });
  it('is empty for an answer with no citation', () => {
    expect(verdictSupport('None of your sources mentions kilns.')).toBe('');
  });
});

describe('is the verdict resting on what was asked (verdictSupported)', () => {
  it.each<[string, string, string[] | undefined, boolean | null]>([
    ['the lead phrase in the supporting point', 'Your sources point to no: A dry-laid kiln wall uses no mortar at all [1].', ['no mortar'], true],
    // the label would be right by accident: "never" in a sentence about something else
    ['an unrelated sentence with a stray negation', 'Your sources point to no: Most students have never fired a kiln before [1].\n\nA dry-laid kiln wall uses no mortar at all [1].', ['no mortar'], false],
    ['the lead phrase only in a later paragraph', 'Your sources point to yes: The course runs in May [1].\n\nBeginners are welcome [1].', ['beginners are welcome'], false],
    ['any of several lead phrases', 'Your sources point to yes: Beginners are welcome on every course [1].', ['no experience', 'beginners are welcome'], true],
    ['no lead in the set: the label alone is judged', 'Your sources point to yes: The course runs in May [1].', undefined, null],
    ['an empty lead list: the label alone', 'Your sources point to yes: The course runs in May [1].', [], null],
  ])('%s', (_case, content, lead, expected) => {
    expect(verdictSupported(content, lead)).toBe(expected);
  });
});
