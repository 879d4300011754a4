// The sidebar's collections: each row is a drop target for files (data-collection-id), plus an
// inline "new collection" form.
import { useState } from 'react';
import type { Collection } from '../../../../shared/domain';
import { SyncBadge } from '../../components/badges';
import { useClient } from '../../lib/context';
import { errorSentence } from '../../lib/errors';
import { plural } from '../../lib/format';
import { useUi } from '../../stores/ui';

export function CollectionsList({ collections, error }: { collections: Collection[] | null; error: string | null }) {
  const client = useClient();
  const view = useUi((s) => s.view);
  const openCollection = useUi((s) => s.openCollection);
  const [creating, setCreating] = useState(false);
  const [name, setName] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const selectedId = view.kind === 'collection' ? view.collectionId : null;

  const create = async () => {
    try {
      const { id } = await client.invoke('collections.create', { name, description: '' });
      setName('');
      setCreating(false);
      setFormError(null);
      openCollection(id);
    } catch (failure) {
      setFormError(errorSentence(failure));
    }
  };

  return (
    <section className="sidebar-section collections-section" aria-label="Collections">
      <header className="sidebar-heading">
        <h2>Collections</h2>
        <button type="button" className="ghost small" onClick={() => setCreating((c) => !c)} aria-expanded={creating}>
          + New collection
        </button>
      </header>
      {creating && (
        <form
          className="inline-form"
          onSubmit={(event) => {
            event.preventDefault();
            void create();
          }}
        >
          <input autoFocus aria-label="New collection name" placeholder="Name" value={name} onChange={(event) => setName(event.target.value)} />
          <button type="submit" disabled={!name.trim()}>
            Create
          </button>
          {formError && <p className="error-text">{formError}</p>}
        </form>
      )}
      {error && <p className="sidebar-note error-text">{error}</p>}
      {collections && collections.length === 0 && !creating && <p className="sidebar-note">No collections yet. Drop files anywhere to upload them.</p>}
      <ul className="collection-list">
        {(collections ?? []).map((collection) => (
          <li key={collection.id} data-collection-id={collection.id} data-collection-name={collection.name}>
            <button
              type="button"
              className={`collection-row${collection.id === selectedId ? ' selected' : ''}`}
              aria-current={collection.id === selectedId ? 'page' : undefined}
              onClick={() => openCollection(collection.id)}
            >
              <span className="collection-name">{collection.name}</span>
              <span className="collection-count" aria-label={plural(collection.fileCount, 'file')}>
                {collection.fileCount}
              </span>
              <SyncBadge state={collection.syncState} error={collection.error} />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
