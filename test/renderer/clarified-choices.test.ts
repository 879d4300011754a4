// Table test: the job view reads the choices of a "Clarify first" round from the service's events.
import { describe, expect, it } from 'vitest';
import { clarifiedChoice } from '../../src/renderer/src/features/job/ClarifiedChoices';

describe('clarifiedChoice', () => {
  it.each([
    ['Clarified: Which aspect of caffeine? → adenosine receptors', { question: 'Which aspect of caffeine?', choice: 'adenosine receptors' }],
    ['Clarified: Which group? → "teenagers" (in your words)', { question: 'Which group?', choice: '"teenagers" (in your words)' }],
    ['Clarified: How long an answer? → a short answer → really', { question: 'How long an answer?', choice: 'a short answer → really' }],
    ['Reasoning loop 1: looked for caffeine', null],
    ['Clarified without an arrow', null],
  ])('%j', (message, expected) => {
    expect(clarifiedChoice(message)).toEqual(expected);
  });
});
