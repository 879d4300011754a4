// Usage in the sidebar footer: loops this month against the budget, running jobs against the limit.
import { useState } from 'react';
import type { Usage } from '../../../../shared/domain';
import { useEvent, useOp } from '../../lib/context';
import { loopsUsedText } from '../../lib/format';

export function useUsage(): Usage | null {
  const initial = useOp('usage.get', {}, []);
  const [pushed, setPushed] = useState<Usage | null>(null);
  useEvent('usage.changed', setPushed);
  return pushed ?? initial.data ?? null;
}

export function UsageMeter() {
  const usage = useUsage();
  if (!usage) return null;
  const ratio = usage.loopsBudget > 0 ? Math.min(1, usage.loopsUsed / usage.loopsBudget) : 0;
  return (
    <div className="usage" aria-label="Usage">
      <div className="usage-line">
        <span>{loopsUsedText(usage.loopsUsed, usage.loopsBudget, 'loop')}</span>
        <span>
          {usage.running} of {usage.concurrencyLimit} running
        </span>
      </div>
      <div className="meter" role="meter" aria-label="Loops used this month" aria-valuemin={0} aria-valuemax={usage.loopsBudget} aria-valuenow={usage.loopsUsed}>
        <div className="meter-fill" style={{ width: `${ratio * 100}%` }} />
      </div>
    </div>
  );
}
