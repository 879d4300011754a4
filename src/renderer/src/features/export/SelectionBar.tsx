// Above the research list while jobs are selected (Ctrl/⌘-click): how many, Export (Markdown and
// citation files of all of them, one entry per distinct source) and Clear. The export menu's code
// loads when the bar is first shown: the job list (first paint) carries the row marks only.
import { Suspense, lazy } from 'react';
import { CheckSquare, X } from 'lucide-react';
import { modKey } from '../../lib/format';
import { useSelection } from './selection';
import './export.css';

const ExportMenu = lazy(() => import('./ExportMenu').then((module) => ({ default: module.ExportMenu })));

export function SelectionBar() {
  const ids = useSelection((s) => s.ids);
  const clear = useSelection((s) => s.clear);
  if (ids.length === 0) return null;
  return (
    <div className="selection-bar" role="region" aria-label="Selected research">
      <span className="selection-count" aria-live="polite">
        {ids.length === 1 ? '1 selected' : `${ids.length} selected`}
      </span>
      <Suspense fallback={<ExportPlaceholder label={`Export ${ids.length}`} />}>
        <ExportMenu jobIds={ids} label={`Export ${ids.length}`} />
      </Suspense>
      <button type="button" className="ghost small" onClick={clear} aria-label="Clear the selection">
        <X size={14} aria-hidden="true" /> Clear
      </button>
      <span className="selection-hint">{modKey()}-click or Space adds or removes, Shift+↑/↓ extends, {modKey()}+A selects all, Esc clears</span>
    </div>
  );
}

/** Holds the menu button's place (same text, not yet usable) while its code loads. */
function ExportPlaceholder({ label }: { label: string }) {
  return (
    <div className="export-menu">
      <button type="button" className="ghost small" disabled>
        {label}
      </button>
    </div>
  );
}

/** The row's mark while it is in the selection. */
export function SelectedMark({ jobId }: { jobId: string }) {
  const selected = useSelection((s) => s.ids.includes(jobId));
  if (!selected) return null;
  return (
    <span className="selected-mark" role="img" aria-label="in selection">
      <CheckSquare size={13} aria-hidden="true" />
    </span>
  );
}
