// Usage in the sidebar footer: loops this month against the budget, running jobs against the limit.
import { useEffect, useState } from 'react';
import type { Usage } from '../../../../shared/domain';
import { useClient, useEvent } from '../../lib/context';

export function useUsage(): Usage | null {
  const client = useClient();
  const [usage, setUsage] = useState<Usage | null>(null);
  useEffect(() => {
    let current = true;
    client.invoke('usage.get', {}).then(
      (value) => current && setUsage(value),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [client]);
  useEvent('usage.changed', setUsage);
  return usage;
}

export function UsageMeter() {
  const usage = useUsage();
  if (!usage) return null;
  const ratio = usage.loopsBudget > 0 ? Math.min(1, usage.loopsUsed / usage.loopsBudget) : 0;
  return (
    <div className="usage" aria-label="Usage">
      <div className="usage-line">
        <span>
          {usage.loopsUsed}/{usage.loopsBudget} loops
        </span>
        <span>
          {usage.running}/{usage.concurrencyLimit} running
        </span>
      </div>
      <div className="meter" role="meter" aria-label="Loops used this month" aria-valuemin={0} aria-valuemax={usage.loopsBudget} aria-valuenow={usage.loopsUsed}>
        <div className="meter-fill" style={{ width: `${ratio * 100}%` }} />
      </div>
    </div>
  );
}
