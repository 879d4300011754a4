// The choices made in a "Clarify first" round, shown in the job view: read from the service's
// "Clarified: <question> → <choice>" progress events (the embedded engine writes them). A job that
// was clarified on a service that does not report its choices in words says so, with any answers
// the person typed in their own words (Quire keeps those). The local service also says who wrote the
// questions ("Clarifying questions: written by the local model …"), shown above the choices.
import type { JobDetail } from '../../../../shared/domain';

/** "Which aspect…? → adenosine receptors" → { question, choice }; null for other events. Pure, table-tested. */
export function clarifiedChoice(message: string): { question: string; choice: string } | null {
  const match = /^Clarified: (.*?) → (.*)$/s.exec(message.trim());
  if (!match) return null;
  return { question: (match[1] ?? '').trim(), choice: (match[2] ?? '').trim() };
}

/** "Clarifying questions: written by the local model …" → who wrote the questions, in words; null for other events. Pure. */
export function questionsWrittenBy(message: string): string | null {
  const match = /^Clarifying questions: (written by .*)$/s.exec(message.trim());
  return match?.[1]?.trim() ?? null;
}

export function ClarifiedChoices({ job }: { job: Pick<JobDetail, 'events' | 'options'> }) {
  const choices = job.events.map((e) => clarifiedChoice(e.message)).filter((c): c is { question: string; choice: string } => c !== null);
  // the local service says who wrote the questions (a local model, or the built-in engine and why)
  const writtenBy = job.events.map((e) => questionsWrittenBy(e.message)).find((w) => w !== null) ?? null;
  const ownWords = Object.values(job.options.answers ?? {}).filter((value) => value.trim() !== '' && !/^\d+$/.test(value));
  if (choices.length === 0 && !job.options.brainstormSessionId) return null;
  return (
    <section className="clarified" aria-label="Clarified before the research">
      <h3>Clarified first</h3>
      {writtenBy && <p className="muted">The questions were {writtenBy}.</p>}
      {choices.length > 0 ? (
        <ul>
          {choices.map((c, i) => (
            <li key={i}>
              {c.question} <strong>{c.choice}</strong>
            </li>
          ))}
        </ul>
      ) : (
        <p>
          The research was clarified first; the service has not reported the choices in words{ownWords.length > 0 ? '. In your own words: ' : '.'}
          {ownWords.length > 0 && <strong>{ownWords.map((w) => `"${w}"`).join(', ')}</strong>}
        </p>
      )}
    </section>
  );
}

/** The system prompt the transformed content was written for, shown above it. */
export function PromptUsed({ prompt }: { prompt: string | null }) {
  if (!prompt) return null;
  return (
    <p className="prompt-used">
      <strong>System prompt:</strong> {prompt}
    </p>
  );
}
