// Whether the window can reach the Quire core (browser mode's socket; always open in Electron).
import { create } from 'zustand';
import type { ConnectionState } from '../lib/wsBridge';

export const useConnection = create<{ state: ConnectionState; set(state: ConnectionState): void }>((set) => ({
  state: 'open',
  set: (state) => set({ state }),
}));
