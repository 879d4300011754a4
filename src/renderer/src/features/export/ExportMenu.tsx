// The Export menu: Markdown and citation files (BibTeX, RIS, CSL-JSON) for one job or the list's
// selection, and (for one job) Print / Save as PDF. A menu button: Enter/Space/↓ opens it, ↑/↓ move,
// Esc closes and returns focus.
import { useEffect, useRef, useState } from 'react';
import { ChevronDown, Download, Printer } from 'lucide-react';
import type { ExportFormat } from '../../../../shared/export-contract';
import { useClient } from '../../lib/context';
import { errorSentence } from '../../lib/errors';
import { useUi } from '../../stores/ui';
import { DOWNLOAD_FORMATS, downloadExport } from './download';
import { printJob } from './print';
import './export.css';

const MENU_WIDTH = 300;

export function ExportMenu({ jobIds, printable, label = 'Export' }: { jobIds: readonly string[]; printable?: { jobId: string; fileName: string }; label?: string }) {
  const client = useClient();
  const notify = useUi((s) => s.notify);
  const setJobTab = useUi((s) => s.setJobTab);
  const [open, setOpen] = useState(false);
  // Fixed to the viewport under the button: the sidebar and panes clip what overflows them.
  const [place, setPlace] = useState<{ top: number; left: number } | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const outside = (event: MouseEvent) => {
      if (!menu.current?.contains(event.target as Node) && !button.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const run = async (format: ExportFormat) => {
    close();
    try {
      notify(await downloadExport(client, jobIds, format));
    } catch (failure) {
      notify(errorSentence(failure), 'error');
    }
  };
  const print = async () => {
    if (!printable) return;
    close();
    setJobTab('answer');
    try {
      const said = await printJob(client, printable.fileName);
      if (said) notify(said);
    } catch (failure) {
      notify(errorSentence(failure), 'error');
    }
  };

  return (
    <div className="export-menu">
      <button
        ref={button}
        type="button"
        className="ghost small"
        aria-haspopup="menu"
        aria-expanded={open}
        disabled={jobIds.length === 0}
        onClick={() => {
          const rect = button.current?.getBoundingClientRect();
          if (rect) setPlace({ top: rect.bottom + 4, left: Math.max(8, Math.min(rect.left, window.innerWidth - MENU_WIDTH - 8)) });
          setOpen(!open);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            // not also the app's ↓ (next research), which opened another job and took the menu away with it
            event.stopPropagation();
            const rect = button.current?.getBoundingClientRect();
            if (rect) setPlace({ top: rect.bottom + 4, left: Math.max(8, Math.min(rect.left, window.innerWidth - MENU_WIDTH - 8)) });
            setOpen(true);
          }
        }}
      >
        <Download size={14} aria-hidden="true" /> {label} <ChevronDown size={12} aria-hidden="true" />
      </button>
      {open && (
        <div
          ref={menu}
          role="menu"
          aria-label={label}
          className="export-menu-list"
          style={place ? { position: 'fixed', top: place.top, left: place.left, width: MENU_WIDTH } : undefined}
          onKeyDown={(event) => {
            const items = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
            const at = items.indexOf(document.activeElement as HTMLElement);
            if (event.key === 'Escape') {
              event.preventDefault();
              event.stopPropagation();
              close();
            } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
              event.preventDefault();
              event.stopPropagation();
              const next = items[(at + (event.key === 'ArrowDown' ? 1 : items.length - 1)) % items.length];
              next?.focus();
            } else if (event.key === 'Tab') {
              setOpen(false);
            }
          }}
        >
          {DOWNLOAD_FORMATS.map((item) => (
            <button key={item.format} type="button" role="menuitem" tabIndex={-1} onClick={() => void run(item.format)}>
              <span className="export-item-label">{item.label}</span>
              <span className="export-item-hint">{item.hint}</span>
            </button>
          ))}
          {printable && (
            <button type="button" role="menuitem" tabIndex={-1} onClick={() => void print()}>
              <span className="export-item-label">
                <Printer size={14} aria-hidden="true" /> Print or save as PDF…
              </span>
              <span className="export-item-hint">question, date, answer and numbered references</span>
            </button>
          )}
        </div>
      )}
    </div>
  );
}
