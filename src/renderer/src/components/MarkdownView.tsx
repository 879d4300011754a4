// The Markdown renderer itself, loaded on demand by Markdown.tsx. Sanitized Markdown: no raw HTML (react-markdown without rehype-raw shows it as text), links only to
// https: (opened through the external-link guard, never navigated), `[n]` markers as citation pills. A table of more
// than LARGE_TABLE_ROWS rows is cut out of the text and shown windowed (LargeTable), not parsed as Markdown.
import { createContext, useContext, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import ReactMarkdown, { type Components, type Options } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import type { MarkdownProps } from './Markdown';
import { splitLargeTables } from '../lib/large-tables';
import { LargeTable } from './LargeTable';
import { citationNumber, popoverPlacement, remarkCitations, remarkPassageMarks, safeUrl, sentenceBefore } from '../lib/citations';

/** A citation pill: a comfortable target; hover or focus shows the source title and the passage this sentence cites. */
function CitePill({ n, onCitation, citationInfo }: { n: number; onCitation: (n: number, sentence: string) => void; citationInfo?: MarkdownProps['citationInfo'] }) {
  const ref = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [sentence, setSentence] = useState('');
  const [placement, setPlacement] = useState({ end: false, below: false });
  const id = useId();
  // The name needs no sentence; the popover's passage is looked up for this pill's own sentence.
  const named = citationInfo?.(n, '');
  const info = open ? citationInfo?.(n, sentence) : undefined;
  const show = () => {
    const pill = ref.current;
    if (pill) {
      setSentence(sentenceBefore(pill));
      // the answer's column scrolls, so it clips what overflows it: open towards the room there is
      const column = (pill.closest('.main') ?? document.documentElement).getBoundingClientRect();
      setPlacement(popoverPlacement(pill.getBoundingClientRect(), column));
    }
    setOpen(true);
  };
  return (
    <span className="cite" onMouseEnter={show} onMouseLeave={() => setOpen(false)}>
      <button
        ref={ref}
        type="button"
        className="cite-pill"
        aria-label={`Citation ${n}: ${named?.title ?? 'unknown source'}`}
        aria-describedby={open ? id : undefined}
        onFocus={show}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) {
            event.stopPropagation();
            setOpen(false);
          }
        }}
        onClick={(event) => onCitation(n, sentenceBefore(event.currentTarget))}
      >
        {n}
      </button>
      {open && (
        <span role="tooltip" id={id} className={`cite-popover${placement.end ? ' end' : ''}${placement.below ? ' below' : ''}`}>
          <span className="cite-popover-title">{info?.title || `Source ${n} is not among this research's sources`}</span>
          {info?.highlight && <span className="cite-popover-passage">“{info.highlight}”</span>}
        </span>
      )}
    </span>
  );
}

/**
 * What the renderers of links, pills and marks read from the block they are in. Through a context, not
 * closures: the components below stay the same functions from one render to the next, so React keeps
 * their elements. (They were defined inside MarkdownView, so each render of an answer, which every sync
 * pass brings, made them new types and remounted every pill and link: the focus a keyboard user had on a
 * citation pill went to the page's body every ten seconds, and an open popover closed.)
 */
interface Rendering {
  onCitation?: MarkdownProps['onCitation'];
  citationInfo?: MarkdownProps['citationInfo'];
  onOpenExternal: MarkdownProps['onOpenExternal'];
  activePassage?: number;
}
const RenderingContext = createContext<Rendering>({ onOpenExternal: () => undefined });

const COMPONENTS: Components = {
  a: function Link({ href, children, node }) {
    const { onCitation, citationInfo, onOpenExternal } = useContext(RenderingContext);
    const n = citationNumber(href);
    if (n !== null) {
      // closing punctuation after the pill (see splitTrail) stays on the pill's line
      const trail = typeof node?.properties?.dataTrail === 'string' ? node.properties.dataTrail : '';
      if (!onCitation) return <>[{n}]{trail}</>;
      const pill = <CitePill n={n} onCitation={onCitation} citationInfo={citationInfo} />;
      return trail ? (
        <span className="cite-run">
          {pill}
          {trail}
        </span>
      ) : (
        pill
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
  mark: function PassageMark({ node, children }) {
    const { activePassage } = useContext(RenderingContext);
    const index = Number(node?.properties?.dataPassage ?? -1);
    const current = index === activePassage;
    return (
      <mark className={`cited-passage${current ? ' current' : ''}`} data-passage={index} aria-current={current ? 'true' : undefined}>
        {children}
      </mark>
    );
  },
  // Remote images would break the CSP and leak reads; show them as links instead.
  img: function ImageLink({ src, alt }) {
    const { onOpenExternal } = useContext(RenderingContext);
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

export function MarkdownView({ text, onCitation, citationInfo, onOpenExternal, className, passages, activePassage }: MarkdownProps) {
  const rendering = useMemo<Rendering>(() => ({ onCitation, citationInfo, onOpenExternal, activePassage }), [onCitation, citationInfo, onOpenExternal, activePassage]);
  const parts = useMemo(() => splitLargeTables(text), [text]);
  const plugins: Options['remarkPlugins'] = passages && passages.length > 0 ? [remarkGfm, remarkCitations, [remarkPassageMarks, passages]] : [remarkGfm, remarkCitations];
  return (
    <div className={className ?? 'markdown'}>
      <RenderingContext.Provider value={rendering}>
        {parts.map((part, i) =>
          part.kind === 'table' ? (
            <LargeTable key={i} table={part.table} />
          ) : (
            <ReactMarkdown key={i} remarkPlugins={plugins} urlTransform={safeUrl} components={COMPONENTS}>
              {part.text}
            </ReactMarkdown>
          ),
        )}
      </RenderingContext.Provider>
    </div>
  );
}
