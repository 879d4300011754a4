// Sanitized Markdown for answers, chat, notes and sources. The renderer (react-markdown, remark-gfm:
// about a fifth of the window's code) is loaded after the first paint, not with the window: the job
// list shows without it (bench/startup.bench.ts). Until it has loaded, a Markdown block is an empty,
// busy placeholder; main.tsx preloads it as soon as the window is idle.
import { useEffect, useState, type ComponentType } from 'react';

export interface CitationInfo {
  title: string;
  /** The passage the citing sentence refers to (the source's best-matching highlight). */
  highlight?: string;
}

export interface MarkdownProps {
  text: string;
  /** Called with n (and the sentence it ends) when a `[n]` pill is clicked. Without it, markers stay plain text. */
  onCitation?: (n: number, sentence: string) => void;
  /** Title and the passage the citing sentence refers to, for the pill's popover. */
  citationInfo?: (n: number, sentence: string) => CitationInfo | undefined;
  /** Passages to mark in the text (e.g. every passage the answer cites, in a source's full content). */
  passages?: string[];
  /** Index into `passages` of the one to mark as current (scrolled to). */
  activePassage?: number;
  /** Opens an https: URL in the system browser. */
  onOpenExternal: (url: string) => void;
  className?: string;
}

type View = ComponentType<MarkdownProps>;
let loaded: View | null = null;
let loading: Promise<View> | null = null;

/** The text without formatting: shown when the renderer could not be loaded (browser mode whose Quire has stopped). */
function PlainText({ text, className }: MarkdownProps) {
  return (
    <div className={className ?? 'markdown'}>
      <p className="markdown-plain">{text}</p>
    </div>
  );
}

/**
 * Loads the Markdown renderer (once); later Markdown blocks render at once. Never rejects: if the
 * code cannot be fetched, the text is shown plain and the next Markdown block tries again.
 */
export function preloadMarkdown(): Promise<View> {
  loading ??= import('./MarkdownView').then(
    (module) => (loaded = module.MarkdownView),
    () => {
      loading = null;
      return PlainText;
    },
  );
  return loading;
}

export function Markdown(props: MarkdownProps) {
  const [View, setView] = useState<View | null>(() => loaded);
  useEffect(() => {
    if (View) return;
    let current = true;
    void preloadMarkdown().then((view) => {
      if (current) setView(() => view);
    });
    return () => {
      current = false;
    };
  }, [View]);
  if (!View) return <div className={props.className ?? 'markdown'} aria-busy="true" />;
  return <View {...props} />;
}
