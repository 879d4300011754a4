// One collection: name and description editable in place, and its files as a table with state.
import { useEffect, useState } from 'react';
import { Search } from 'lucide-react';
import type { Collection } from '../../../../shared/domain';
import { SyncBadge } from '../../components/badges';
import { useClient, useOp } from '../../lib/context';
import { errorSentence } from '../../lib/errors';
import { plural } from '../../lib/format';
import { COLLECTION_TABLES, FILE_TABLES } from '../../lib/tables';
import { UploadList } from '../uploads/UploadList';
import { useUploadActions } from '../uploads/useUploadActions';
import { AddFiles } from '../uploads/AddFiles';
import { useUi } from '../../stores/ui';
import { useIsLocalLibrary } from '../../lib/useLocalLibrary';
import { FileTable } from './FileTable';
import { FILE_SORTS, shownCountText, visibleFiles, type FileSort } from './fileTable';

export function CollectionView({ collectionId }: { collectionId: string }) {
  const collections = useOp('collections.list', {}, COLLECTION_TABLES);
  const files = useOp('files.list', { collectionId }, FILE_TABLES);
  const actions = useUploadActions();
  const local = useIsLocalLibrary();
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<FileSort>('name');
  const collection = collections.data?.collections.find((c) => c.id === collectionId);
  // A failed refresh keeps what is on screen (the connection banner says what happened).
  if (collections.error && !collection) return <main className="main"><p className="error-text">{collections.error}</p></main>;
  if (!collection) return <main className="main" aria-busy="true">{collections.data && <p className="empty">This collection is not on this machine.</p>}</main>;
  const list = files.data?.files ?? [];
  const inFlight = list.filter((f) => f.state !== 'synced');
  const shown = visibleFiles(list, query, sort);
  return (
    <main className="main collection-view" aria-label={`Collection ${collection.name}`}>
      <CollectionHeader key={collection.id} collection={collection} />
      <div className="collection-actions">
        <ResearchCollection collection={collection} />
        <AddFiles target={{ id: collection.id, name: collection.name }} />
      </div>
      {inFlight.length > 0 && <UploadList files={inFlight} onRetry={actions.retry} onDiscard={actions.discard} />}
      {files.error && <p className="error-text">{files.error}</p>}
      {list.length === 0 ? (
        <p className="empty">No files yet. Drag files or a folder onto this window to upload them into {collection.name}.</p>
      ) : (
        <>
        <div className="file-filter">
          <input type="search" aria-label="Filter files by name" placeholder="Filter by name…" value={query} onChange={(event) => setQuery(event.target.value)} />
          <select aria-label="Sort files" value={sort} onChange={(event) => setSort(event.target.value as FileSort)}>
            {FILE_SORTS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <span role="status" className="muted">{shownCountText(shown.length, list.length, query)}</span>
        </div>
        <FileTable files={shown} local={local} />
        </>
      )}
    </main>
  );
}

function CollectionHeader({ collection }: { collection: Collection }) {
  const client = useClient();
  const [name, setName] = useState(collection.name);
  const [description, setDescription] = useState(collection.description);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  // Follow changes from sync while the user is not editing a different value.
  useEffect(() => setName(collection.name), [collection.name]);
  useEffect(() => setDescription(collection.description), [collection.description]);

  const save = async (change: { name?: string; description?: string }) => {
    if (change.name !== undefined && (change.name.trim() === '' || change.name === collection.name)) {
      setName(collection.name);
      return;
    }
    if (change.description !== undefined && change.description === collection.description) return;
    try {
      await client.invoke('collections.update', { id: collection.id, ...change });
      setError(null);
      // The local write has committed once the call returns; sending to the service may still be pending.
      setSaved('Saved on this machine');
    } catch (failure) {
      setError(errorSentence(failure));
    }
  };

  return (
    <header className="collection-header">
      <input
        className="title-input"
        aria-label="Collection name"
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          setSaved(null);
        }}
        onBlur={() => void save({ name })}
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.currentTarget.blur();
          if (event.key === 'Escape') setName(collection.name);
        }}
      />
      <textarea
        className="description-input"
        aria-label="Collection description"
        placeholder="Describe what this collection is for…"
        rows={2}
        value={description}
        onChange={(event) => {
          setDescription(event.target.value);
          setSaved(null);
        }}
        onBlur={() => void save({ description })}
      />
      <div className="job-meta">
        <span>{plural(collection.fileCount, 'file')}</span>
        <SyncBadge state={collection.syncState} error={collection.error} />
        {saved && collection.syncState !== 'failed' && <span className="synced-note">{collection.syncState === 'pending' ? `${saved}; waiting to sync` : saved}</span>}
      </div>
      {collection.syncState === 'failed' && collection.error && <p className="error-text">Not synced: {collection.error}</p>}
      {error && <p className="error-text">{error}</p>}
    </header>
  );
}

/** New research over this collection's files (the composer opens with it selected). */
function ResearchCollection({ collection }: { collection: Collection }) {
  const openComposer = useUi((s) => s.openComposer);
  const empty = collection.fileCount === 0;
  return (
    <button
      type="button"
      className="primary small"
      disabled={empty}
      title={empty ? 'Add files to this collection first' : `Ask a question answered from the files in ${collection.name}`}
      onClick={() => openComposer('', { options: { collectionIds: [collection.id] } })}
    >
      <Search size={14} aria-hidden="true" /> Research this collection
    </button>
  );
}

