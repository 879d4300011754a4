// Global keyboard shortcuts. Single-letter keys apply only when the user is not typing in a field.
import { useEffect } from 'react';
import { useUi, type JobTab } from '../stores/ui';

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

const TAB_KEYS: Record<string, JobTab> = { '1': 'answer', '2': 'transformed', '3': 'updates', '4': 'chat', '5': 'notes' };

export function useShortcuts(): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const ui = useUi.getState();
      const mod = event.metaKey || event.ctrlKey;
      const key = event.key.toLowerCase();
      if (mod && key === 'n') {
        event.preventDefault();
        ui.openComposer();
        return;
      }
      if (mod && key === 'k') {
        event.preventDefault();
        window.dispatchEvent(new Event('quire:focus-search'));
        return;
      }
      if (event.key === 'Escape') {
        if (ui.helpOpen) ui.setHelpOpen(false);
        else if (ui.composerOpen) ui.closeComposer();
        return;
      }
      if (mod || event.altKey || isTyping(event.target) || ui.composerOpen) return;
      if (event.key === '?') {
        event.preventDefault();
        ui.setHelpOpen(!ui.helpOpen);
        return;
      }
      if (ui.helpOpen) return;
      if (key === 'j' || event.key === 'ArrowDown' || key === 'k' || event.key === 'ArrowUp') {
        const order = ui.jobOrder;
        if (order.length === 0) return;
        event.preventDefault();
        const current = ui.view.kind === 'job' ? order.indexOf(ui.view.jobId) : -1;
        const step = key === 'j' || event.key === 'ArrowDown' ? 1 : -1;
        const next = current === -1 ? 0 : Math.max(0, Math.min(order.length - 1, current + step));
        const id = order[next];
        if (id) ui.openJob(id);
        return;
      }
      if (key === 's' && ui.view.kind === 'job') {
        ui.toggleSources();
        return;
      }
      const tab = TAB_KEYS[event.key];
      if (tab && ui.view.kind === 'job') ui.setJobTab(tab);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
