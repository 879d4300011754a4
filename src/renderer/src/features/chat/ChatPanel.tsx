// The follow-up chat on a job: messages from the mirror, assistant answers streaming in token by
// token from `chat.delta`, citations as pills that reveal their source.
import { useEffect, useRef, useState } from 'react';
import { CopyButtons } from '../export/CopyButtons';
import { sourcesFor } from '../export/copy';
import type { ChatMessage, JobDetail } from '../../../../shared/domain';
import { Markdown } from '../../components/Markdown';
import { SyncBadge } from '../../components/badges';
import { useClient, useEvent, useOp } from '../../lib/context';
import { errorSentence } from '../../lib/errors';
import { domainOf, modKey } from '../../lib/format';
import { CHAT_TABLES } from '../../lib/tables';
import { useOpenExternal } from '../../lib/useExternal';
import { useUi } from '../../stores/ui';
import { citationLookup } from '../job/JobView';

export function ChatPanel({ job }: { job: JobDetail }) {
  const client = useClient();
  const chat = useOp('chat.list', { jobId: job.id }, CHAT_TABLES);
  const [streaming, setStreaming] = useState<Record<string, string>>({});
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const endRef = useRef<HTMLDivElement>(null);

  useEvent('chat.delta', (delta) => {
    if (delta.jobId !== job.id) return;
    setStreaming((old) => ({ ...old, [delta.messageId]: delta.content }));
  });

  const messages = [...(chat.data?.messages ?? [])].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const lastText = messages.map((m) => streaming[m.id] ?? m.content).join('').length;
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, lastText]);

  const send = async () => {
    if (!draft.trim() || sending) return;
    setSending(true);
    try {
      await client.invoke('chat.send', { jobId: job.id, content: draft });
      setDraft('');
      setError(null);
      chat.refetch();
    } catch (failure) {
      setError(errorSentence(failure));
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="chat">
      {chat.error && <p className="error-text">{chat.error}</p>}
      {messages.length === 0 && !chat.error && <p className="empty">Ask a follow-up question about this research; the answer cites the same sources.</p>}
      <ol className="chat-log" aria-label="Chat messages" aria-live="polite">
        {messages.map((message) => (
          <ChatBubble key={message.id} message={message} job={job} streamed={message.status === 'processing' ? streaming[message.id] : undefined} />
        ))}
      </ol>
      <form
        className="chat-input"
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <textarea
          aria-label="Ask a follow-up"
          placeholder={`Ask a follow-up… (Enter or ${modKey()}-Enter to send)`}
          value={draft}
          rows={2}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              void send();
            }
          }}
        />
        <button type="submit" disabled={!draft.trim() || sending}>
          Send
        </button>
      </form>
      {error && <p className="error-text">{error}</p>}
      {/* After the docked input: scrolling here shows the newest message above the input, never behind it. */}
      <div ref={endRef} className="chat-end" />
    </div>
  );
}

function ChatBubble({ message, job, streamed }: { message: ChatMessage; job: JobDetail; streamed: string | undefined }) {
  const revealCitation = useUi((s) => s.revealCitation);
  const openExternal = useOpenExternal();
  const text = streamed !== undefined && streamed.length >= message.content.length ? streamed : message.content;
  const jobCitations = citationLookup(job);
  const own = (n: number) => message.results.find((r) => r.citationIndex === n);
  const answerRef = useRef<HTMLDivElement>(null);
  return (
    <li className={`chat-message chat-${message.role}`} aria-label={message.role === 'user' ? 'You' : 'Quire'}>
      <div className="chat-meta">
        <strong>{message.role === 'user' ? 'You' : 'Answer'}</strong>
        <SyncBadge state={message.syncState} error={message.error} />
        {message.status === 'processing' && message.role === 'assistant' && <span className="typing">writing…</span>}
        {message.status === 'failed' && <span className="error-text">{message.error ?? 'The answer failed.'}</span>}
        {message.role === 'assistant' && message.status === 'completed' && text && <CopyButtons text={text} contentRef={answerRef} sources={sourcesFor(job, message)} label="Copy" />}
      </div>
      {message.role === 'assistant' ? (
        <div ref={answerRef}>
          <Markdown
            text={text || (message.status === 'processing' ? '…' : '')}
            onCitation={(n, sentence) => {
              const source = own(n);
              if (!jobCitations(n) && source && /^https:/.test(source.url)) openExternal(source.url);
              else revealCitation(n, sentence);
            }}
            citationInfo={(n) => jobCitations(n) ?? (own(n) ? { title: own(n)?.title ?? '' } : undefined)}
            onOpenExternal={openExternal}
          />
        </div>
      ) : (
        <p className="chat-user-text">{message.content}</p>
      )}
      {message.role === 'assistant' && message.results.length > 0 && (
        <ul className="chat-sources" aria-label="Cited sources">
          {message.results.map((r, i) => (
            <li key={`${r.url}-${i}`}>
              {r.citationIndex !== null ? `[${r.citationIndex}] ` : ''}
              {r.title || domainOf(r.url)}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
