// Chat on a research job: answers follow-up questions from the job's own sources (same retrieval
// and cited extraction as research), reveals the answer chunk by chunk in the background, and
// feeds SSE streams (frames {"id","content","citationIndex"|"citationIndices"} then [DONE]).
import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { ServiceDb } from './db';
import { nextSeq } from './db';
import { isExcludedHost, searchPassages, termWeights, type LibraryDocument } from './library';
import { synthesize } from './research';
import { contentTerms } from './text';

export interface ChatChunk {
  content: string;
  citations: number[];
}

export interface ChatRow {
  id: string;
  seq: number;
  job_id: string;
  role: string;
  content: string;
  pending_content: string | null;
  snippets: string;
  status: string;
  created_at: string;
  updated_at: string;
  error_message: string | null;
  results: string;
  citations: string;
}

export function chatMessageJson(row: ChatRow): Record<string, unknown> {
  return {
    id: row.id,
    role: row.role,
    content: row.content,
    snippets: JSON.parse(row.snippets) as unknown,
    status: row.status,
    created_at: row.created_at,
    updated_at: row.updated_at,
    error_message: row.error_message,
    results: JSON.parse(row.results) as unknown,
  };
}

export function getChatMessage(db: ServiceDb, jobId: string, messageId: string): ChatRow | undefined {
  return db.prepare('SELECT * FROM chat_messages WHERE id = ? AND job_id = ?').get(messageId, jobId) as ChatRow | undefined;
}

/** Splits cited sentences into stream chunks of a few words; a sentence's last chunk carries its citation. */
function toChunks(sentences: { text: string; citations: number[] }[]): ChatChunk[] {
  const chunks: ChatChunk[] = [];
  sentences.forEach((sentence, i) => {
    const tokens = sentence.text.match(/\S+\s*/g) ?? [];
    for (let start = 0; start < tokens.length; start += 4) {
      const isLast = start + 4 >= tokens.length;
      let content = tokens.slice(start, start + 4).join('');
      if (start === 0 && i > 0) content = ` ${content}`;
      chunks.push({ content: isLast ? content.trimEnd() : content, citations: isLast ? sentence.citations : [] });
    }
  });
  return chunks;
}

function withCitationSuffix(text: string, citations: number[]): string {
  if (citations.length === 0) return text;
  const match = /^(.*?)([.!?]+["')\]]*)?$/s.exec(text);
  return `${match?.[1] ?? text} ${citations.map((c) => `[${c}]`).join('')}${match?.[2] ?? '.'}`;
}

/** Builds the cited answer to a question from a completed job's sources. */
export function answerQuestion(db: ServiceDb, jobId: string, question: string, excludedDomains: string[]): { chunks: ChatChunk[]; results: Record<string, unknown>[] } {
  const sources = db
    .prepare(
      `SELECT r.id, r.title, r.url, r.citation_index, r.document_id, d.host, d.raw, d.markdown
       FROM results r JOIN documents d ON d.id = r.document_id WHERE r.job_id = ? ORDER BY r.citation_index`,
    )
    .all(jobId) as { id: string; title: string; url: string; citation_index: number; document_id: string; host: string; raw: string; markdown: string }[];
  const allowed = new Map<string, LibraryDocument>();
  const citationOf = new Map<string, (typeof sources)[number]>();
  for (const source of sources) {
    if (isExcludedHost(source.host, excludedDomains)) continue;
    allowed.set(source.document_id, { id: source.document_id, title: source.title, url: source.url, host: source.host, raw: source.raw, markdown: source.markdown });
    citationOf.set(source.document_id, source);
  }
  const terms = contentTerms(question);
  const passages = searchPassages(db, terms, allowed, 12);
  const synthesis = passages.length > 0 ? synthesize(passages, allowed, terms, [], termWeights(db, terms), 4) : null;
  if (!synthesis) {
    const text =
      terms.length === 0
        ? 'Please ask a question with at least one searchable word.'
        : `None of this research's ${allowed.size} source${allowed.size === 1 ? '' : 's'} mention ${terms.join(', ')}. Try rephrasing, or start a new research job.`;
    return { chunks: toChunks([{ text, citations: [] }]), results: [] };
  }
  // Map the synthesis' own numbering back to the job's citation indexes.
  const jobIndexOf = new Map<number, number>();
  const cited: Record<string, unknown>[] = [];
  for (const source of synthesis.sources) {
    const jobSource = citationOf.get(source.documentId);
    if (!jobSource) continue;
    jobIndexOf.set(source.citationIndex, jobSource.citation_index);
    cited.push({ id: jobSource.id, title: jobSource.title, url: jobSource.url, citation_index: jobSource.citation_index });
  }
  const sentences = synthesis.sentences.map((s) => {
    const index = jobIndexOf.get(s.citationIndex);
    const citations = index === undefined ? [] : [index];
    return { text: withCitationSuffix(s.text, citations), citations };
  });
  cited.sort((a, b) => Number(a.citation_index) - Number(b.citation_index));
  return { chunks: toChunks(sentences), results: cited };
}

/** Reveals pending answers chunk by chunk and notifies stream listeners. */
export class ChatRevealer {
  readonly events = new EventEmitter();
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private closed = false;

  constructor(
    private readonly db: ServiceDb,
    private readonly chunkDelayMs: number,
    private readonly now: () => Date,
  ) {
    this.events.setMaxListeners(0);
  }

  /** Creates the user's message and the assistant's (processing) reply; returns the reply row. */
  create(jobId: string, content: string, snippets: string[], excludedDomains: string[]): ChatRow {
    const now = this.now().toISOString();
    // Snippets the user quotes with the question steer retrieval like extra question words.
    const answer = answerQuestion(this.db, jobId, [content, ...snippets].join(' '), excludedDomains);
    const userId = randomUUID();
    const replyId = randomUUID();
    const insert = this.db.prepare(
      `INSERT INTO chat_messages (id, seq, job_id, role, content, pending_content, snippets, status, created_at, updated_at, error_message, results, citations)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, ?, ?)`,
    );
    insert.run(userId, nextSeq(this.db, 'chat_messages'), jobId, 'user', content, null, JSON.stringify(snippets), 'completed', now, now, '[]', '[]');
    insert.run(replyId, nextSeq(this.db, 'chat_messages'), jobId, 'assistant', '', JSON.stringify(answer.chunks), '[]', 'processing', now, now, JSON.stringify(answer.results), '[]');
    this.schedule(replyId);
    return this.db.prepare('SELECT * FROM chat_messages WHERE id = ?').get(replyId) as ChatRow;
  }

  resumeAll(): void {
    const rows = this.db.prepare("SELECT id FROM chat_messages WHERE status = 'processing'").all() as { id: string }[];
    for (const row of rows) this.schedule(row.id);
  }

  close(): void {
    this.closed = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    this.events.emit('closed');
  }

  private schedule(messageId: string): void {
    if (this.closed || this.timers.has(messageId)) return;
    this.timers.set(
      messageId,
      setTimeout(() => {
        this.timers.delete(messageId);
        try {
          this.revealNext(messageId);
        } catch (error) {
          this.failMessage(messageId, error);
        }
      }, this.chunkDelayMs),
    );
  }

  private failMessage(messageId: string, error: unknown): void {
    if (this.closed) return;
    try {
      const reason = error instanceof Error ? error.message : String(error);
      this.db.prepare("UPDATE chat_messages SET status = 'failed', error_message = ?, updated_at = ? WHERE id = ?").run(reason, this.now().toISOString(), messageId);
      this.events.emit(messageId, { type: 'done' });
    } catch {
      // Database closed underneath us: the message resumes on the next start.
    }
  }

  private revealNext(messageId: string): void {
    if (this.closed) return;
    const row = this.db.prepare('SELECT * FROM chat_messages WHERE id = ?').get(messageId) as ChatRow | undefined;
    if (!row || row.status !== 'processing' || row.pending_content === null) return;
    const chunks = JSON.parse(row.pending_content) as ChatChunk[];
    const revealed = revealedCount(chunks, row.content);
    const next = chunks[revealed];
    const now = this.now().toISOString();
    if (!next) {
      this.db.prepare("UPDATE chat_messages SET status = 'completed', updated_at = ? WHERE id = ?").run(now, messageId);
      this.events.emit(messageId, { type: 'done' });
      return;
    }
    this.db.prepare('UPDATE chat_messages SET content = ?, updated_at = ? WHERE id = ?').run(row.content + next.content, now, messageId);
    this.events.emit(messageId, { type: 'chunk', chunk: next });
    this.schedule(messageId);
  }
}

/** How many chunks the stored content already holds. */
export function revealedCount(chunks: ChatChunk[], content: string): number {
  let length = 0;
  let count = 0;
  for (const chunk of chunks) {
    if (length + chunk.content.length > content.length) break;
    length += chunk.content.length;
    count += 1;
  }
  return count;
}

export function chunksOf(row: ChatRow): ChatChunk[] {
  return row.pending_content ? (JSON.parse(row.pending_content) as ChatChunk[]) : [{ content: row.content, citations: [] }];
}
