// The states a job passed through (queued › searching › … › completed) with its progress notes.
import { useState } from 'react';
import { Check, TriangleAlert } from 'lucide-react';
import type { JobEvent } from '../../../../shared/domain';
import { formatWhen, statusLabel, statusTone } from '../../lib/format';
import { latestProgressLine } from './jobProgressNotes';

export function StatusTimeline({ history, events, status }: { history: Array<{ status: string; seenAt: string }>; events: JobEvent[]; status: string }) {
  const [showEvents, setShowEvents] = useState(false);
  const steps = history.length > 0 ? history : [{ status, seenAt: '' }];
  return (
    <div className="timeline">
      <ol className="timeline-steps" aria-label="Status timeline">
        {steps.map((step, i) => {
          const tone = statusTone(step.status);
          const current = i === steps.length - 1;
          return (
            <li key={`${step.status}-${i}`} className={`timeline-step step-${tone}${current ? ' current' : ''}`} title={step.seenAt ? `${statusLabel(step.status)} at ${formatWhen(step.seenAt)}` : undefined}>
              {tone === 'done' && <Check size={12} aria-hidden="true" className="inline-icon" />}
              {tone === 'failed' && <TriangleAlert size={12} aria-hidden="true" className="inline-icon" />}
              {tone !== 'running' && ' '}
              {statusLabel(step.status)}
            </li>
          );
        })}
      </ol>
      {events.length > 0 && (
        <div className="timeline-events">
          <button type="button" className="ghost small" aria-expanded={showEvents} onClick={() => setShowEvents((s) => !s)}>
            {showEvents ? 'Hide' : 'Show'} progress ({events.length})
          </button>
          {showEvents && (
            <ol className="event-list" aria-label="Progress events">
              {events.map((event, i) => (
                <li key={i}>
                  <time dateTime={event.createdAt}>{formatWhen(event.createdAt)}</time> {event.message}
                </li>
              ))}
            </ol>
          )}
          {!showEvents && <p className="latest-event">{latestProgressLine(status, events[events.length - 1]?.message)}</p>}
        </div>
      )}
    </div>
  );
}
