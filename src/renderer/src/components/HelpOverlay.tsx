// The keyboard shortcut overlay (press ?).
import { modKey } from '../lib/format';
import { useReturnFocus } from '../lib/return-focus';
import { keepTabInside } from '../lib/focus-trap';

export const SHORTCUTS: Array<{ keys: string; action: string }> = [
  { keys: `${modKey()}+N`, action: 'New research' },
  { keys: `${modKey()}+K`, action: 'Search everything' },
  { keys: 'J / ↓', action: 'Next research' },
  { keys: 'K / ↑', action: 'Previous research' },
  { keys: `${modKey()}+Enter`, action: 'Send (research, chat)' },
  { keys: 'Enter', action: 'Send a chat message' },
  { keys: '1 – 5', action: 'Answer, Transformed, Updates, Chat, Notes tabs' },
  { keys: 'S', action: 'Show or hide sources' },
  { keys: 'Esc', action: 'Close a dialog, clear search' },
  { keys: '?', action: 'This help' },
];

export function HelpOverlay({ onClose }: { onClose: () => void }) {
  useReturnFocus();
  return (
    <div className="overlay" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div role="dialog" aria-modal="true" aria-label="Keyboard shortcuts" className="dialog help" onKeyDown={(event) => {
          keepTabInside(event);
          if (event.key === 'Escape') onClose();
        }}
      >
        <h2>Keyboard shortcuts</h2>
        <table>
          <tbody>
            {SHORTCUTS.map((s) => (
              <tr key={s.action}>
                <td>
                  <kbd>{s.keys}</kbd>
                </td>
                <td>{s.action}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <button type="button" autoFocus onClick={onClose}>
          Close
        </button>
      </div>
    </div>
  );
}
