// Chat messages in full-text search (#13), over a real SQLite mirror: messages sent, pulled and
// streamed are found with their job; the index is built from messages already there when it is
// first used, follows edits and deletions, ignores FTS syntax in user text, and a read-only mirror
// is searched without one.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ChatSearch, withChatHits } from '../../src/main/db/chat-search';
import { openMirror, rawOpen } from '../../src/main/db/open';
import { Repo } from '../../src/main/db/repo';
import { WireChatMessage } from '../../src/main/api/wire';
import { JobOptionsSchema } from '../../src/shared/domain';

const NO_OPTIONS = JobOptionsSchema.parse({});

function mirror() {
  const file = join(mkdtempSync(join(tmpdir(), 'quire-chat-search-')), 'mirror.db');
  const { db } = openMirror(file);
  return { file, db, repo: new Repo(db) };
}

function answer(id: string, content: string) {
  return WireChatMessage.parse({ id, role: 'assistant', content, status: 'completed', created_at: '2026-11-20T10:00:00Z', results: [] });
}

describe('chat search', () => {
  it('finds messages already in the mirror when the index is first built, with their job', () => {
    const { db, repo } = mirror();
    const otters = repo.createLocalJob('How do sea otters protect kelp forests?', NO_OPTIONS);
    const bees = repo.createLocalJob('Why are bees declining?', NO_OPTIONS);
    repo.createLocalChat(otters, 'Do urchins eat abalone too?');
    repo.applyChatMessage(bees, answer('m-1', 'Neonicotinoid pesticides weaken foraging bees.'));
    const search = new ChatSearch(db);
    const [urchin] = search.search('abalone', 10);
    expect(urchin).toMatchObject({ jobId: otters, query: 'How do sea otters protect kelp forests?', field: 'chat' });
    expect(urchin?.snippet).toBe('You: Do urchins eat \uE000abalone\uE001 too?');
    const [pesticide] = search.search('neonicotinoid', 10);
    expect(pesticide).toMatchObject({ jobId: bees, field: 'chat' });
    expect(pesticide?.snippet.startsWith('Answer: ')).toBe(true);
    // prefix of the last term, diacritics folded
    expect(search.search('pestic', 10).map((h) => h.jobId)).toEqual([bees]);
    expect(search.search('Néonicotinoid', 10).map((h) => h.jobId)).toEqual([bees]);
  });

  it('follows messages pulled, streamed and deleted after the index exists', () => {
    const { db, repo } = mirror();
    const job = repo.createLocalJob('Question', NO_OPTIONS);
    const search = new ChatSearch(db);
    expect(search.search('kelp', 10)).toEqual([]);
    const id = repo.applyChatMessage(job, answer('m-2', ''));
    repo.appendChatDelta(id, 'Giant kelp grows ');
    repo.appendChatDelta(id, 'half a metre a day.');
    expect(search.search('metre', 10).map((h) => h.jobId)).toEqual([job]);
    repo.applyChatMessage(job, answer('m-2', 'Rewritten about seagrass.'));
    expect(search.search('metre', 10)).toEqual([]);
    expect(search.search('seagrass', 10).map((h) => h.jobId)).toEqual([job]);
    db.prepare('DELETE FROM chat_messages WHERE id = ?').run(id);
    expect(search.search('seagrass', 10)).toEqual([]);
  });

  it('one hit per job, and FTS syntax in the query is plain text', () => {
    const { db, repo } = mirror();
    const job = repo.createLocalJob('Q', NO_OPTIONS);
    repo.createLocalChat(job, 'otters and kelp');
    repo.createLocalChat(job, 'more otters');
    const search = new ChatSearch(db);
    expect(search.search('otters', 10)).toHaveLength(1);
    for (const hostile of ['"', 'otters OR', 'NEAR(', '*', 'kelp) OR (x', '-otters', '\u0000']) expect(() => search.search(hostile, 10)).not.toThrow();
    expect(search.search('  ', 10)).toEqual([]);
  });

  it('searches a read-only mirror without creating anything in it', () => {
    const { file, db, repo } = mirror();
    const job = repo.createLocalJob('Q', NO_OPTIONS);
    repo.createLocalChat(job, 'Sea stars and wasting disease');
    db.close();
    const readonly = rawOpen(file, { readonly: true });
    const search = new ChatSearch(readonly);
    expect(search.search('wasting', 10).map((h) => h.jobId)).toEqual([job]);
    expect(search.search('wasting unrelated', 10)).toEqual([]);
    expect(readonly.prepare("SELECT COUNT(*) AS n FROM sqlite_master WHERE name LIKE 'chat_%' AND type != 'index' AND name != 'chat_messages'").get()).toEqual({ n: 0 });
  });

  it('adds chat hits of jobs the main index did not find, up to the limit', () => {
    const hit = (jobId: string, field: string) => ({ jobId, query: 'q', status: 'completed', field, snippet: '' });
    expect(withChatHits([hit('a', 'content')], [hit('a', 'chat'), hit('b', 'chat'), hit('c', 'chat')], 2)).toEqual([hit('a', 'content'), hit('b', 'chat')]);
    expect(withChatHits([], [hit('b', 'chat')], 5)).toEqual([hit('b', 'chat')]);
  });
});
