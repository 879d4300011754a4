// The left pane: profile, search, new research, filters, the job list (or search results),
// collections, usage, and the sync indicator.
import { useEffect, useRef } from 'react';
import { Star, Trash2 } from 'lucide-react';
import { KNOWN_JOB_STATUSES } from '../../../../shared/values';
import { JOB_SORT_LABELS, JOB_SORTS, type JobSort } from '../../../../shared/job-sort';
import { useOp } from '../../lib/context';
import { modKey, statusLabel } from '../../lib/format';
import { restoreSearchFocus, takeSearchFocus } from '../../lib/painted-state';
import { COLLECTION_TABLES } from '../../lib/tables';
import { useUi } from '../../stores/ui';
import { CollectionsList } from '../collections/CollectionsList';
import { ProfileSwitcher } from '../settings/ProfileSwitcher';
import { UsageMeter } from '../settings/UsageMeter';
import { SyncIndicator } from '../sync/SyncIndicator';
import { JobList } from './JobList';
import { SearchResults } from './SearchResults';

const STATUS_CHOICES = KNOWN_JOB_STATUSES.filter((s) => !['analyzing', 'summarizing'].includes(s));

/** How many jobs the list holds (with the current filters), from the same paged query's total. */
function JobCount() {
  const total = useUi((s) => s.jobTotal);
  return total === null ? null : <span className="count"> ({total.toLocaleString()})</span>;
}

export function Sidebar() {
  const searchText = useUi((s) => s.searchText);
  const setSearchText = useUi((s) => s.setSearchText);
  const statusFilter = useUi((s) => s.statusFilter);
  const setStatusFilter = useUi((s) => s.setStatusFilter);
  const collectionFilter = useUi((s) => s.collectionFilter);
  const setCollectionFilter = useUi((s) => s.setCollectionFilter);
  const openComposer = useUi((s) => s.openComposer);
  const tagFilter = useUi((s) => s.tagFilter);
  const setTagFilter = useUi((s) => s.setTagFilter);
  const starredOnly = useUi((s) => s.starredOnly);
  const setStarredOnly = useUi((s) => s.setStarredOnly);
  const notebookVersion = useUi((s) => s.notebookVersion);
  const jobSort = useUi((s) => s.jobSort);
  const setJobSort = useUi((s) => s.setJobSort);
  const showRemoved = useUi((s) => s.showRemoved);
  const setShowRemoved = useUi((s) => s.setShowRemoved);
  const tags = useOp('tags.list', {}, []);
  const refetchTags = tags.refetch;
  // Tags change only through notebook writes, which bump the version.
  useEffect(() => refetchTags(), [notebookVersion, refetchTags]);
  const collections = useOp('collections.list', {}, COLLECTION_TABLES);
  const searchRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    // browser mode: the painted first screen's search box had the focus (lib/painted-state.ts)
    const painted = takeSearchFocus();
    if (painted) restoreSearchFocus(painted, searchRef.current);
    const focusSearch = () => searchRef.current?.focus();
    window.addEventListener('quire:focus-search', focusSearch);
    return () => window.removeEventListener('quire:focus-search', focusSearch);
  }, []);

  const trimmed = searchText.trim();
  return (
    <nav className="sidebar" aria-label="Workspace">
      <ProfileSwitcher />
      <div className="sidebar-actions">
        <input
          ref={searchRef}
          type="search"
          className="search-input"
          placeholder={`Search everything (${modKey()}+K)`}
          aria-label="Search everything"
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              setSearchText('');
              event.currentTarget.blur();
            }
            // Enter opens the best match; ↓ moves into the results (then Tab/Shift-Tab or ↑/↓).
            const hits = Array.from(document.querySelectorAll<HTMLButtonElement>('.search-hit'));
            if (event.key === 'Enter') hits[0]?.click();
            if (event.key === 'ArrowDown' && hits[0]) {
              event.preventDefault();
              hits[0].focus();
            }
          }}
        />
        <button type="button" className="primary" onClick={() => openComposer()} title={`New research (${modKey()}N)`}>
          + New research
        </button>
      </div>
      <section className="sidebar-section jobs-section" aria-label="Research">
        <header className="sidebar-heading">
          <h2>
            {showRemoved ? 'Removed research' : 'Research'}
            <JobCount />
          </h2>
          <div className="filters">
            <select aria-label="Filter by status" value={statusFilter} onChange={(event) => setStatusFilter(event.target.value)}>
              <option value="">All statuses</option>
              {STATUS_CHOICES.map((status) => (
                <option key={status} value={status}>
                  {statusLabel(status)}
                </option>
              ))}
            </select>
            <select aria-label="Filter by collection" value={collectionFilter} onChange={(event) => setCollectionFilter(event.target.value)}>
              <option value="">All collections</option>
              {(collections.data?.collections ?? []).map((collection) => (
                <option key={collection.id} value={collection.id}>
                  {collection.name}
                </option>
              ))}
            </select>
            {(tags.data?.tags.length ?? 0) > 0 && (
              <select aria-label="Filter by tag" value={tagFilter} onChange={(event) => setTagFilter(event.target.value)}>
                <option value="">All tags</option>
                {tags.data?.tags.map(({ tag, count }) => (
                  <option key={tag} value={tag}>
                    {tag} ({count})
                  </option>
                ))}
              </select>
            )}
            <select aria-label="Sort research" value={jobSort} onChange={(event) => setJobSort(event.target.value as JobSort)}>
              {JOB_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {JOB_SORT_LABELS[sort]}
                </option>
              ))}
            </select>
            <button type="button" className={`ghost small star-filter${starredOnly ? ' on' : ''}`} aria-pressed={starredOnly} aria-label="Only starred" title="Only starred" onClick={() => setStarredOnly(!starredOnly)}>
              <Star size={14} fill={starredOnly ? 'currentColor' : 'none'} aria-hidden="true" />
            </button>
            <button type="button" className={`ghost small removed-filter${showRemoved ? ' on' : ''}`} aria-pressed={showRemoved} aria-label="Removed" title="Show the research removed from this library" onClick={() => setShowRemoved(!showRemoved)}>
              <Trash2 size={14} aria-hidden="true" />
            </button>
          </div>
        </header>
        {trimmed ? <SearchResults text={trimmed} /> : <JobList />}
      </section>
      <CollectionsList collections={collections.data?.collections ?? null} error={collections.error} />
      <footer className="sidebar-footer">
        <UsageMeter />
        <SyncIndicator />
      </footer>
    </nav>
  );
}
