// The `transformed_content` tab: JSON (bare or fenced) pretty-printed in a monospace block with copy;
// anything else as sanitized Markdown.
import { useState } from 'react';
import { viewTransformed } from '../lib/transformed';
import { Markdown } from './Markdown';

export function TransformedViewer({ text, onOpenExternal }: { text: string | null; onOpenExternal: (url: string) => void }) {
  if (text === null || text.trim() === '') {
    return <p className="empty">No transformed content. Add a system prompt in the composer to get the answer reshaped (for example as JSON).</p>;
  }
  const view = viewTransformed(text);
  if (view.kind === 'markdown') return <Markdown text={view.text} onOpenExternal={onOpenExternal} />;
  return <CodeBlock code={view.pretty} label="Transformed content (JSON)" />;
}

export function CodeBlock({ code, label }: { code: string; label: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <figure className="code-block">
      <figcaption>
        <span>{label}</span>
        <button
          type="button"
          onClick={() => {
            void navigator.clipboard?.writeText(code).then(() => setCopied(true), () => setCopied(false));
          }}
        >
          {copied ? 'Copied' : 'Copy'}
        </button>
      </figcaption>
      <pre aria-label={label}>
        <code>{code}</code>
      </pre>
    </figure>
  );
}
