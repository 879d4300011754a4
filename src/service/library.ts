// The document library: indexing extracted documents into chunks + FTS5, loading the sample
// library shipped in resources/library on first start, scoping (files, collections, excluded
// domains) and BM25 passage search.
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { ServiceDb } from './db';
import { getMeta, setMeta } from './db';
import type { ExtractedDocument } from './extract';
import { chunkParagraphs, ftsQuote, isStopWord, stem, termVariants, words } from './text';
import { openForm } from './compounds';
import type { VocabularyWord } from './spelling';
import { escapeRegExp } from '../shared/regexp';

export interface LibraryDocument {
  id: string;
  title: string;
  url: string;
  host: string;
  raw: string;
  markdown: string;
}

export interface Passage {
  chunkId: number;
  documentId: string;
  text: string;
  /** bm25() rank: lower is better. */
  rank: number;
}

export function defaultSampleLibraryDir(): string {
  if (process.env.QUIRE_SAMPLE_LIBRARY_DIR) return process.env.QUIRE_SAMPLE_LIBRARY_DIR;
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../resources/library');
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return '';
  }
}

export function uploadUrl(fileId: string, fileName: string): string {
  return `https://files.quire.local/${fileId}/${encodeURIComponent(fileName)}`;
}

/** Inserts a document with its passages; run inside the caller's transaction when batching. */
export function indexDocument(
  db: ServiceDb,
  doc: ExtractedDocument,
  origin: { source: 'sample'; sampleName: string; url: string } | { source: 'upload'; fileId: string; url: string },
  createdAt: string,
): string {
  const id = randomUUID();
  db.prepare(
    `INSERT INTO documents (id, source, file_id, sample_name, title, url, host, raw, raw_format, markdown, text, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    id,
    origin.source,
    origin.source === 'upload' ? origin.fileId : null,
    origin.source === 'sample' ? origin.sampleName : null,
    doc.title,
    origin.url,
    hostOf(origin.url),
    doc.raw,
    doc.rawFormat,
    doc.markdown,
    doc.paragraphs.join('\n\n'),
    createdAt,
  );
  const insertChunk = db.prepare('INSERT INTO chunks (document_id, ord, text) VALUES (?, ?, ?)');
  const insertFts = db.prepare('INSERT INTO chunks_fts (rowid, text) VALUES (?, ?)');
  chunkParagraphs(doc.paragraphs).forEach((text, ord) => {
    const info = insertChunk.run(id, ord, text);
    insertFts.run(info.lastInsertRowid, text);
  });
  return id;
}

/**
 * Version of the stored passage format (extract.ts, text.ts chunkParagraphs). 2: section headings
 * open their passages as context, list items and table rows (with their column names) are lines of
 * their own. 3: heading lines of plain text ("1. SUMMARY" over its section's text) and Markdown or HTML
 * paragraphs that are headings in all but markup are headings (heading-lines.ts). 4: a CSV table is
 * re-read as its table (format 3's upgrade read it as plain lines) and its column names as words
 * ("weight_kg" → "weight kg"). 5: a Markdown list item's bold title is marked ("- **Plan the route.** Choose…"), read
 * as the step's heading (passage.ts). 6: a text file's numbered or bulleted lines (and a Markdown paragraph's "Step 1:" or "•"
 * lines) are list items (list-lines.ts), and a forum post's head over its text is a paragraph of its own (writer-role.ts). 7: a saved page's
 * chrome is left out (nav, footer, aside, banners, breadcrumbs, link bars, button rows, greetings, sign-offs, quoted mail) and a dated
 * post head ("ripple_tank (3 March 2026, 08:12)") or a mail head opens its post (page-structure.ts). Libraries indexed before are re-indexed from each document's stored raw form once.
 */
export const PASSAGE_FORMAT = '7';

/** Re-indexes the passages of documents stored in an older passage format (once; tracked in meta); returns how many. */
export async function upgradePassages(db: ServiceDb): Promise<number> {
  if (getMeta(db, 'passage_format') === PASSAGE_FORMAT) return 0;
  const docs = db.prepare('SELECT id, raw, raw_format AS rawFormat, markdown FROM documents').all() as { id: string; raw: string; rawFormat: string; markdown: string }[];
  const redone: { id: string; paragraphs: string[] }[] = [];
  if (docs.length > 0) {
    const { paragraphsOfRaw } = await import('./extract');
    for (const doc of docs) {
      try {
        const paragraphs = paragraphsOfRaw(doc.raw, doc.rawFormat, doc.markdown);
        // a document whose raw form no longer yields text keeps the passages it has
        if (paragraphs.some((p) => !p.startsWith('#'))) redone.push({ id: doc.id, paragraphs });
      } catch {
        // unreadable raw form: keep its passages as they are
      }
    }
  }
  db.transaction(() => {
    const oldChunks = db.prepare('SELECT id, text FROM chunks WHERE document_id = ?');
    const deleteFts = db.prepare("INSERT INTO chunks_fts (chunks_fts, rowid, text) VALUES ('delete', ?, ?)");
    const deleteChunks = db.prepare('DELETE FROM chunks WHERE document_id = ?');
    const insertChunk = db.prepare('INSERT INTO chunks (document_id, ord, text) VALUES (?, ?, ?)');
    const insertFts = db.prepare('INSERT INTO chunks_fts (rowid, text) VALUES (?, ?)');
    const updateText = db.prepare('UPDATE documents SET text = ? WHERE id = ?');
    for (const { id, paragraphs } of redone) {
      for (const row of oldChunks.all(id) as { id: number; text: string }[]) deleteFts.run(row.id, row.text);
      deleteChunks.run(id);
      chunkParagraphs(paragraphs).forEach((text, ord) => insertFts.run(insertChunk.run(id, ord, text).lastInsertRowid, text));
      updateText.run(paragraphs.join('\n\n'), id);
    }
    setMeta(db, 'passage_format', PASSAGE_FORMAT);
  })();
  return redone.length;
}

/** Indexes every file of the sample library once (tracked in meta); returns how many were added. */
export async function loadSampleLibrary(db: ServiceDb, dir: string, nowIso: string): Promise<number> {
  if (getMeta(db, 'sample_library_loaded') === '1') return 0;
  if (!fs.existsSync(dir)) throw new Error(`sample library not found at ${dir}`);
  // every kind of file an upload may be (a table as .csv, a PDF, a Word document), read the same way
  const names = fs.readdirSync(dir).filter((n) => /\.(md|markdown|html?|txt|csv|json|pdf|docx)$/i.test(n)).sort();
  const extracted: { name: string; doc: ExtractedDocument }[] = [];
  // The extractors load only when there is something to extract (first start), not with every start.
  const { extractDocument } = await import('./extract');
  for (const name of names) {
    try {
      extracted.push({ name, doc: await extractDocument(fs.readFileSync(path.join(dir, name)), name) });
    } catch (error) {
      // an empty or unreadable file is left out, said once; the rest of the library still loads
      console.warn(`[quire-service] left out ${name} from the library: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  db.transaction(() => {
    for (const { name, doc } of extracted) {
      const url = doc.frontMatter.url ?? `https://library.quire.local/${encodeURIComponent(name)}`;
      indexDocument(db, doc, { source: 'sample', sampleName: name, url }, nowIso);
    }
    setMeta(db, 'sample_library_loaded', '1');
  })();
  return extracted.length;
}

export interface SearchScope {
  /** null = the whole library. */
  documentIds: Set<string> | null;
  excludedDomains: string[];
}

/** Resolves `files` / `collection_ids` to document ids (union of both); null when neither is given. */
export function resolveScope(db: ServiceDb, fileIds: string[] | undefined, collectionIds: string[] | undefined, excludedDomains: string[]): SearchScope {
  const restrict = (fileIds?.length ?? 0) > 0 || (collectionIds?.length ?? 0) > 0;
  if (!restrict) return { documentIds: null, excludedDomains };
  const ids = new Set<string>();
  const byFile = db.prepare('SELECT id FROM documents WHERE file_id = ?');
  for (const fileId of fileIds ?? []) for (const row of byFile.all(fileId) as { id: string }[]) ids.add(row.id);
  const byCollection = db.prepare('SELECT d.id FROM documents d JOIN files f ON f.id = d.file_id WHERE f.collection_id = ?');
  for (const collectionId of collectionIds ?? []) for (const row of byCollection.all(collectionId) as { id: string }[]) ids.add(row.id);
  return { documentIds: ids, excludedDomains };
}

export function isExcludedHost(host: string, excludedDomains: string[]): boolean {
  return excludedDomains.some((domain) => {
    const d = domain.toLowerCase().replace(/^https?:\/\//, '').replace(/\/.*$/, '').replace(/^\*?\./, '');
    return d.length > 0 && (host === d || host.endsWith(`.${d}`));
  });
}

/** Documents a search may use under a scope. */
export function documentsInScope(db: ServiceDb, scope: SearchScope): Map<string, LibraryDocument> {
  const rows = db.prepare('SELECT id, title, url, host, raw, markdown FROM documents').all() as LibraryDocument[];
  const out = new Map<string, LibraryDocument>();
  for (const row of rows) {
    if (scope.documentIds && !scope.documentIds.has(row.id)) continue;
    if (isExcludedHost(row.host, scope.excludedDomains)) continue;
    out.set(row.id, row);
  }
  return out;
}

/** Every passage of a document, in the document's order. */
export function documentPassages(db: ServiceDb, documentId: string): Passage[] {
  return db.prepare('SELECT id AS chunkId, document_id AS documentId, text, 0 AS rank FROM chunks WHERE document_id = ? ORDER BY ord').all(documentId) as Passage[];
}

/** BM25 search for passages matching any of the terms, restricted to the allowed documents. */
export function searchPassages(db: ServiceDb, terms: string[], allowed: Map<string, LibraryDocument>, limit: number): Passage[] {
  if (terms.length === 0 || allowed.size === 0) return [];
  // a closed word is searched open too ("lifespan" finds "life span" and "life-span": FTS5 reads both as a phrase),
  // and two words closed ("power", "bank" find "powerbank")
  // and a WordNet closed compound by its head too ("shipwreck" finds "the wreck of … a merchant ship"; coverage then asks for both parts)
  const match = [...new Set(terms.flatMap((t, i) => [...termVariants(t), ...openForms(t), ...compoundHead(t), ...closedSearch(t, terms[i + 1])]))].map(ftsQuote).join(' OR ');
  const rows = db
    .prepare(
      `SELECT c.id AS chunkId, c.document_id AS documentId, c.text AS text, bm25(chunks_fts) AS rank
       FROM chunks_fts JOIN chunks c ON c.id = chunks_fts.rowid
       WHERE chunks_fts MATCH ? ORDER BY rank LIMIT 400`,
    )
    .all(match) as Passage[];
  return rows.filter((row) => allowed.has(row.documentId)).slice(0, limit);
}

/** The head of a closed compound WordNet lists ("shipwreck" → wreck, "toothbrush" → brush), as a search term; none otherwise. */
function compoundHead(term: string): string[] {
  const head = openForm(term)?.split(' ');
  return head?.length === 2 && (head[1] ?? '').length >= 3 && !isStopWord(head[1] ?? '') ? [head[1] ?? ''] : [];
}

/**
 * The open forms to search for a closed word: WordNet's ("lifespan" → "life span"), else every split into two
 * words of three letters or more ("powerbank" → "pow erbank", …, "power bank"): a split no library writes finds
 * nothing. Pure but for the shipped compound table.
 */
export function openForms(term: string): string[] {
  const listed = openForm(term);
  if (listed) return [listed];
  if (!/^\p{L}{6,}$/u.test(term)) return [];
  const out: string[] = [];
  for (let i = 3; i <= term.length - 3; i += 1) out.push(`${term.slice(0, i)} ${term.slice(i)}`);
  return out;
}

/** Two search terms in a row written as one ("power", "bank" → powerbank), when both are words of letters. */
function closedSearch(term: string, next: string | undefined): string[] {
  return next !== undefined && /^\p{L}{2,}$/u.test(term) && /^\p{L}{2,}$/u.test(next) ? [`${term}${next}`] : [];
}

/**
 * Inverse document frequency per term stem over all passages: rare words ("urchin") weigh more
 * than common ones ("sea") when sentences are scored.
 */
/**
 * The stems of the terms some allowed document of the library uses, in its text (searched as Quire searches: the term's
 * variants and open forms), its title or its saved form: what a reply may not call a word "none of its documents uses".
 */
export function libraryStems(db: ServiceDb, terms: string[], allowed: Map<string, LibraryDocument>): Set<string> {
  const titles = new Set([...allowed.values()].flatMap((d) => words(d.title).map((w) => stem(w.toLowerCase()))));
  // a word found is the term's own word, by Quire's stem: the search stems with Porter alone, which finds "new" for
  // "news" and "even" for "evening"
  // (a word's start by letters, not \b, which no accented letter opens: "école")
  // (the words opening with the term's first letters, its pattern built once per term, then read by stem)
  const says = (text: string, s: string, opening: RegExp): boolean => (text.match(opening) ?? []).some((w) => stem(w) === s);
  const used = (t: string): boolean => {
    const s = stem(t);
    const prefix = t.replace(/[^\p{L}\p{N}]/gu, '').slice(0, Math.max(2, Math.min(s.length, 4) - 1));
    if (prefix === '') return false;
    const opening = new RegExp(`(?<![\\p{L}\\p{N}])${prefix}[\\p{L}\\p{N}'’-]*`, 'giu');
    if (searchPassages(db, [t], allowed, 20).some((p) => says(p.text, s, opening))) return true;
    // (and a document's saved form, where its page structure left a word out of its text: a subject line, a quoted e-mail)
    return [...allowed.values()].some((d) => says(d.raw, s, opening));
  };
  return new Set(terms.filter((t) => titles.has(stem(t)) || used(t)).map(stem));
}

export function termWeights(db: ServiceDb, terms: string[]): Map<string, number> {
  const total = (db.prepare('SELECT COUNT(*) AS n FROM chunks').get() as { n: number }).n || 1;
  const count = db.prepare('SELECT COUNT(*) AS n FROM chunks_fts WHERE chunks_fts MATCH ?');
  const weights = new Map<string, number>();
  for (const term of terms) {
    const df = (count.get(ftsQuote(term)) as { n: number }).n;
    weights.set(stem(term), Math.log(1 + total / (1 + df)));
  }
  return weights;
}


/**
 * The library words near a question word (spelling.ts): the allowed documents' words (title and text) of letters only
 * that open with its first letter, each with how often it is written and the most of the question's other words one
 * document using it also uses (`beside`: how many each document uses). Read from the documents when asked: only for a
 * question word no document uses.
 */
export function libraryVocabulary(word: string, beside: Map<string, number>, allowed: Map<string, LibraryDocument>): VocabularyWord[] {
  const first = word.toLowerCase()[0] ?? '';
  if (first === '') return [];
  const byWord = new Map<string, VocabularyWord>();
  // (the words opening with that letter, found by one pattern per document)
  const opening = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(first)}[\\p{L}]*(?![\\p{L}\\p{N}])`, 'giu');
  for (const [id, document] of allowed) {
    const others = beside.get(id) ?? 0;
    for (const match of `${document.title}\n${document.markdown}`.matchAll(opening)) {
      const w = match[0].toLowerCase();
      const entry = byWord.get(w) ?? { word: w, count: 0, alongside: 0 };
      entry.count += 1;
      entry.alongside = Math.max(entry.alongside, others);
      byWord.set(w, entry);
    }
  }
  return [...byWord.values()];
}
