// Sanitized Markdown: no raw HTML (react-markdown without rehype-raw shows it as text), links only to
// https: (opened through the external-link guard, never navigated), `[n]` markers as citation pills.
import type { ReactNode } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { citationNumber, remarkCitations, safeUrl, sentenceBefore } from '../lib/citations';

export interface CitationInfo {
  title: string;
  highlight?: string;
}

export interface MarkdownProps {
  text: string;
  /** Called with n (and the sentence it ends) when a `[n]` pill is clicked. Without it, markers stay plain text. */
  onCitation?: (n: number, sentence: string) => void;
  /** Title (and a passage) for the pill's hover text. */
  citationInfo?: (n: number) => CitationInfo | undefined;
  /** Opens an https: URL in the system browser. */
  onOpenExternal: (url: string) => void;
  className?: string;
}

export function Markdown({ text, onCitation, citationInfo, onOpenExternal, className }: MarkdownProps) {
  const components: Components = {
    a({ href, children }) {
      const n = citationNumber(href);
      if (n !== null) {
        if (!onCitation) return <>[{n}]</>;
        const info = citationInfo?.(n);
        const hover = info ? `${info.title}${info.highlight ? ` — “${info.highlight}”` : ''}` : `Source ${n} (not in this job's sources)`;
        return (
          <button type="button" className="cite-pill" aria-label={`Citation ${n}: ${info?.title ?? 'unknown source'}`} title={hover} onClick={(event) => onCitation(n, sentenceBefore(event.currentTarget))}>
            {n}
          </button>
        );
      }
      if (!href) return <span className="inert-link">{children}</span>;
      return (
        <a
          href={href}
          title={href}
          rel="noreferrer noopener"
          onClick={(event) => {
            event.preventDefault();
            onOpenExternal(href);
          }}
        >
          {children}
        </a>
      );
    },
    // Remote images would break the CSP and leak reads; show them as links instead.
    img({ src, alt }) {
      const url = typeof src === 'string' ? src : '';
      const label: ReactNode = `Image: ${alt || url || 'untitled'}`;
      if (!url) return <span className="inert-link">{label}</span>;
      return (
        <a
          href={url}
          onClick={(event) => {
            event.preventDefault();
            onOpenExternal(url);
          }}
        >
          {label}
        </a>
      );
    },
  };
  return (
    <div className={className ?? 'markdown'}>
      <ReactMarkdown remarkPlugins={[remarkGfm, remarkCitations]} urlTransform={safeUrl} components={components}>
        {text}
      </ReactMarkdown>
    </div>
  );
}
