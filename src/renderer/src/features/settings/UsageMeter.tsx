// Usage in the sidebar footer: loops this month against the budget, running jobs against the limit.
import { useState } from 'react';
import type { Usage } from '../../../../shared/domain';
import { useEvent, useOp } from '../../lib/context';
import { monthLoopsText, runningText } from '../../lib/format';

export function useUsage(): Usage | null {
  const initial = useOp('usage.get', {}, []);
  const [pushed, setPushed] = useState<Usage | null>(null);
  useEvent('usage.changed', setPushed);
  return pushed ?? initial.data ?? null;
}

export function UsageMeter() {
  const usage = useUsage();
  if (!usage) return null;
  // the meter shows a fill only for figures Quire knows; unknown is said in words, never drawn as 0
  const known = usage.loopsUsed !== null && usage.loopsBudget !== null && usage.loopsBudget > 0;
  const ratio = known ? Math.min(1, (usage.loopsUsed ?? 0) / (usage.loopsBudget ?? 1)) : 0;
  return (
    <div className="usage" aria-label="Usage">
      <div className="usage-line">
        <span>{monthLoopsText(usage, 'loop')}</span>
        <span>{runningText(usage.running, usage.concurrencyLimit, 'running')}</span>
      </div>
      {/* a meter needs a value (axe: aria-required-attr); unknown usage is said in the line above, so the empty bar is decoration */}
      {known ? (
        <div className="meter" role="meter" aria-label="Loops used this month" aria-valuemin={0} aria-valuemax={usage.loopsBudget ?? undefined} aria-valuenow={usage.loopsUsed ?? undefined}>
          <div className="meter-fill" style={{ width: `${ratio * 100}%` }} />
        </div>
      ) : usage.noMonthlyLimit ? null : (
        // no bar at all where there is no monthly limit to fill (the local library)
        <div className="meter" aria-hidden="true" />
      )}
    </div>
  );
}
