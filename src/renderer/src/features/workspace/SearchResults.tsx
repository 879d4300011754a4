// Full-text search over the mirror (queries, answers, sources, highlights, files) as the user types;
// works offline because it only reads SQLite. Matches are highlighted.
import { useEffect, useState, type KeyboardEvent } from 'react';
import type { SearchHit } from '../../../../shared/domain';
import { Highlighted } from '../../components/Highlighted';
import { useClient, useOp } from '../../lib/context';
import { PROFILE_TABLES } from '../../lib/tables';
import { errorSentence } from '../../lib/errors';
import { statusLabel } from '../../lib/format';
import { useUi } from '../../stores/ui';

/** Where a hit was found, in words (never the index's internal field names). */
export const FIELD_LABELS: Record<string, string> = {
  query: 'In the question',
  content: 'In the answer',
  transformed: 'In the transformed content',
  source: 'In a source title',
  highlight: 'In a cited passage',
  source_content: 'In the full text of a source',
  file: 'In a file name',
  file_text: 'In the text of a file',
  note: 'In your note',
  tag: 'In a tag',
  update: 'In a research update',
  chat: 'In the chat',
};

export function fieldLabel(field: string): string {
  return FIELD_LABELS[field] ?? 'Match';
}

/** The line under a hit's title: where it matched, and what it is (a file, or research in its state). Pure. */
export function hitMeta(hit: Pick<SearchHit, 'field' | 'status'>): string {
  return `${fieldLabel(hit.field)} · ${hit.status === 'file' ? 'file' : `research ${statusLabel(hit.status)}`}`;
}

/** ↑/↓ between results without leaving the list (the global j/k keys ignore focused controls). */
function moveBetweenHits(event: KeyboardEvent<HTMLButtonElement>) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  event.preventDefault();
  event.stopPropagation();
  const hits = Array.from(document.querySelectorAll<HTMLButtonElement>('.search-hit'));
  const index = hits.indexOf(event.currentTarget);
  const next = event.key === 'ArrowDown' ? hits[index + 1] : index === 0 ? document.querySelector<HTMLInputElement>('.search-input') : hits[index - 1];
  next?.focus();
}

/**
 * What an empty search says, true of what was searched: the active profile's notebook, and the other profiles on this
 * machine left unsearched when there are any ("Nothing on this machine matches" while the local library held four hits
 * was untrue). Pure.
 */
export function noMatchText(text: string, profileName: string | null, otherProfiles: number): string {
  const where = profileName ? `the “${profileName}” notebook` : 'this notebook';
  if (otherProfiles === 0) return `Nothing in ${where} matches “${text}”.`;
  return `Nothing in ${where} matches “${text}”. Your ${otherProfiles === 1 ? 'other profile is' : `${otherProfiles} other profiles are`} not searched: switch profile to search ${otherProfiles === 1 ? 'it' : 'them'}.`;
}

export function SearchResults({ text }: { text: string }) {
  const client = useClient();
  const profiles = useOp('profiles.list', {}, PROFILE_TABLES);
  const list = profiles.data?.profiles ?? [];
  const active = list.find((p) => p.active);
  const openJob = useUi((s) => s.openJob);
  const setView = useUi((s) => s.setView);
  const [hits, setHits] = useState<SearchHit[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    client.invoke('search.query', { text, limit: 50 }).then(
      (result) => {
        if (!current) return;
        setHits(result.hits);
        setError(null);
      },
      (failure: unknown) => {
        if (current) setError(errorSentence(failure));
      },
    );
    return () => {
      current = false;
    };
  }, [client, text]);

  if (error) return <p className="sidebar-note error-text">{error}</p>;
  if (hits === null) return <p className="sidebar-note">Searching…</p>;
  if (hits.length === 0) return <p className="sidebar-note">{noMatchText(text, active?.name ?? null, Math.max(0, list.length - 1))}</p>;
  return (
    <ul className="search-results" aria-label="Search results">
      {hits.map((hit, i) => (
        <li key={`${hit.jobId}-${hit.field}-${i}`}>
          <button
            type="button"
            className="search-hit"
            onClick={() => (hit.status === 'file' ? setView({ kind: 'file', fileId: hit.jobId, words: text }) : openJob(hit.jobId))}
            onKeyDown={moveBetweenHits}
          >
            <span className="search-hit-query">{hit.query}</span>
            <span className="search-hit-meta">{hitMeta(hit)}</span>
            <span className="search-hit-snippet">
              <Highlighted snippet={hit.snippet} />
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
