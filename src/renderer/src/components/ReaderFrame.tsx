// The frame both readers share (the job's source reader, ReaderView, and the file reader, FileReader):
// a main region named after the document, a header with the back button (focused when the reader opens,
// so Escape and Enter work at once), the document's title and what the reader says about it, then the
// body. Escape anywhere in the reader goes back, as the button does.
import { useEffect, useRef, type ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';

export function ReaderFrame({ title, backLabel, onBack, header, children }: { title: string; backLabel: string; onBack: () => void; header?: ReactNode; children: ReactNode }) {
  const backRef = useRef<HTMLButtonElement>(null);
  useEffect(() => backRef.current?.focus(), []);
  return (
    <main
      className="main reader-view"
      aria-label={`Reader: ${title}`}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onBack();
      }}
    >
      <header className="reader-header">
        <button ref={backRef} type="button" className="ghost small" onClick={onBack}>
          <ArrowLeft size={14} aria-hidden="true" /> {backLabel}
        </button>
        <h1>{title}</h1>
        {header}
      </header>
      {children}
    </main>
  );
}
