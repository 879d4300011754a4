// The job view reads the choices of a "Clarify first" round from the service's events (table test)
// and shows them, and the system prompt the transformed content was written for.
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { JobOptionsSchema } from '../../src/shared/domain';
import { ClarifiedChoices, PromptUsed, clarifiedChoice, questionsWrittenBy } from '../../src/renderer/src/features/job/ClarifiedChoices';

const JOB_OPTIONS = JobOptionsSchema.parse({});

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

describe('ClarifiedChoices and PromptUsed in the job view', () => {
  const options = { brainstormSessionId: null as string | null, answers: null as Record<string, string> | null, systemPrompt: null };
  it('lists the choices the service reported', () => {
    render(<ClarifiedChoices job={{ events: [{ message: 'Clarified: Which group? → "teenagers" (in your words)', createdAt: '2026-11-23T00:00:00Z' }], options: { ...JOB_OPTIONS, ...options } }} />);
    const region = screen.getByRole('region', { name: 'Clarified before the research' });
    expect(region.textContent).toContain('Which group?');
    expect(region.textContent).toContain('"teenagers" (in your words)');
  });

  it('says who wrote the questions when the service reports it (a local model, or the built-in engine and why)', () => {
    const note = 'written by the built-in engine: the local model at http://127.0.0.1:11434/v1/chat/completions is unreachable (connect ECONNREFUSED 127.0.0.1:11434)';
    expect(questionsWrittenBy(`Clarifying questions: ${note}`)).toBe(note);
    expect(questionsWrittenBy('Clarified: Which group? → teenagers')).toBeNull();
    render(
      <ClarifiedChoices
        job={{ events: [{ message: `Clarifying questions: ${note}`, createdAt: '2026-11-23T00:00:00Z' }, { message: 'Clarified: Which group? → teenagers', createdAt: '2026-11-23T00:00:00Z' }], options: { ...JOB_OPTIONS, ...options } }}
      />,
    );
    expect(screen.getByRole('region', { name: 'Clarified before the research' }).textContent).toContain(`The questions were ${note}.`);
  });

  it('a clarified job on a service that does not report its choices says so, with the own words Quire kept', () => {
    render(<ClarifiedChoices job={{ events: [], options: { ...JOB_OPTIONS, brainstormSessionId: 'b1', answers: { q1: '0', q2: 'in winter' } } }} />);
    expect(screen.getByRole('region', { name: 'Clarified before the research' }).textContent).toMatch(/has not reported the choices in words\. In your own words: "in winter"/);
  });

  it('nothing when the job was not clarified; the system prompt when one was used', () => {
    const { container } = render(<ClarifiedChoices job={{ events: [], options: JOB_OPTIONS }} />);
    expect(container.textContent).toBe('');
    render(<PromptUsed prompt="Return a JSON object with keys summary and risks" />);
    expect(screen.getByText('System prompt:').parentElement?.textContent).toBe('System prompt: Return a JSON object with keys summary and risks');
  });
});
