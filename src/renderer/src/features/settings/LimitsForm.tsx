// A remote profile's limits as the user sets them (jobs at once, loops a month): empty means "not set",
// and then the service's answers teach them. Values are checked in words before they are sent.
import { useState } from 'react';
import type { Profile, Usage } from '../../../../shared/domain';
import { parseLimitInput } from '../../../../shared/limits';

/** Where a limit shown in Settings comes from, in words ('' when unknown or the account's own). */
export function limitSourceText(source: Usage['budgetSource']): string {
  if (source === 'set') return ' (set by you)';
  if (source === 'learned') return " (learned from the service's answers)";
  return '';
}

export function LimitsForm({ profile, onSave }: { profile: Profile; onSave: (limits: { concurrency: number | null; budget: number | null }) => void }) {
  const [concurrency, setConcurrency] = useState(profile.limits.concurrency === null ? '' : String(profile.limits.concurrency));
  const [budget, setBudget] = useState(profile.limits.budget === null ? '' : String(profile.limits.budget));
  const parsedConcurrency = parseLimitInput('concurrency', concurrency);
  const parsedBudget = parseLimitInput('budget', budget);
  const problems = [parsedConcurrency, parsedBudget].flatMap((parsed) => ('problem' in parsed ? [parsed.problem] : []));
  const unchanged = concurrency.trim() === (profile.limits.concurrency?.toString() ?? '') && budget.trim() === (profile.limits.budget?.toString() ?? '');
  return (
    <form
      className="limits-form"
      aria-label={`Limits of ${profile.name}`}
      onSubmit={(event) => {
        event.preventDefault();
        if ('value' in parsedConcurrency && 'value' in parsedBudget) onSave({ concurrency: parsedConcurrency.value, budget: parsedBudget.value });
      }}
    >
      <label>
        Jobs at once
        <input inputMode="numeric" size={6} value={concurrency} placeholder="not set" aria-invalid={'problem' in parsedConcurrency} onChange={(event) => setConcurrency(event.target.value)} />
      </label>
      <label>
        Loops a month
        <input inputMode="numeric" size={8} value={budget} placeholder="not set" aria-invalid={'problem' in parsedBudget} onChange={(event) => setBudget(event.target.value)} />
      </label>
      <button type="submit" className="small" disabled={problems.length > 0 || unchanged}>
        Save limits
      </button>
      {problems.map((problem) => (
        <p key={problem} className="error-text" role="alert">
          {problem}
        </p>
      ))}
      <p className="option-help">Quire holds research back at limits you set. Left empty, the service&rsquo;s answers teach them (it refuses new research at its limits).</p>
    </form>
  );
}
