// What only paper shows: the date the research was asked and its numbered references with their full
// URLs, under the answer. Hidden on screen; the print stylesheet (export.css) shows it and hides the
// app around the job.
import type { JobDetail } from '../../../../shared/domain';
import './export.css';

export function PrintReferences({ job }: { job: Pick<JobDetail, 'results' | 'createdAt'> }) {
  const cited = job.results.filter((r) => r.citationIndex !== null).sort((a, b) => (a.citationIndex ?? 0) - (b.citationIndex ?? 0));
  return (
    <section className="print-only print-references" aria-hidden="true">
      <p className="print-date">Asked {printedDate(job.createdAt)}; printed from Quire.</p>
      {cited.length > 0 && (
        <>
          <h2>References</h2>
          <ol>
            {cited.map((r) => (
              <li key={r.id} value={r.citationIndex ?? undefined}>
                {r.title.trim() || 'Untitled source'}. <span className="print-url">{r.url}</span>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

/** The full date and time (print has no "today"); the stored text when it is not a date. */
export function printedDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString(undefined, { dateStyle: 'long', timeStyle: 'short' });
}
