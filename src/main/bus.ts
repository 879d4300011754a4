// Typed event bus from the core to whichever transport(s) are attached.
import { checkEvent } from '../shared/dispatch';
import type { EventName, EventPayload } from '../shared/contract';

export type BusListener = <K extends EventName>(name: K, payload: EventPayload<K>) => void;

export class EventBus {
  private readonly listeners = new Set<BusListener>();

  subscribe(listener: BusListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit<K extends EventName>(name: K, payload: EventPayload<K>): void {
    const checked = checkEvent(name, payload);
    for (const listener of this.listeners) {
      try {
        listener(name, checked);
      } catch (error) {
        console.error(`[quire] event listener for ${name} failed:`, error);
      }
    }
  }
}
