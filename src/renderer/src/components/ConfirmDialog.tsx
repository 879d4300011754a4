// The app's own confirm dialog (instead of the browser's confirm()): a modal alertdialog that keeps
// focus inside (Tab cycles), Esc cancels, Enter confirms, and focus returns where it was.
import { useEffect, useRef } from 'react';
import { useUi } from '../stores/ui';
import { keepTabInside } from '../lib/focus-trap';

export function ConfirmDialog() {
  const request = useUi((s) => s.confirmRequest);
  const answer = useUi((s) => s.answerConfirm);
  const dialogRef = useRef<HTMLDivElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!request) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    confirmRef.current?.focus();
    return () => previous?.focus?.();
  }, [request]);

  if (!request) return null;
  return (
    <div className="overlay" onMouseDown={(event) => event.target === event.currentTarget && answer(false)}>
      <div
        ref={dialogRef}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="confirm-title"
        aria-describedby="confirm-message"
        className="dialog confirm-dialog"
        onKeyDown={(event) => {
          // Keys stay inside the dialog: the app's shortcuts never act behind it.
          event.stopPropagation();
          if (event.key === 'Escape') {
            event.preventDefault();
            answer(false);
          } else if (event.key === 'Enter' && !(event.target instanceof HTMLButtonElement && event.target !== confirmRef.current)) {
            event.preventDefault();
            answer(true);
          } else keepTabInside(event);
        }}
      >
        <h2 id="confirm-title">{request.title}</h2>
        <p id="confirm-message" className="confirm-message">
          {request.message}
        </p>
        <div className="dialog-actions">
          <span className="spacer" />
          <button type="button" className="ghost" onClick={() => answer(false)}>
            Cancel
          </button>
          <button ref={confirmRef} type="button" className="primary" onClick={() => answer(true)}>
            {request.confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
