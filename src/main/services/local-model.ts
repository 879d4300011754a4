// Settings → the local library → "Use a local model" (#11), served by the core: the setting lives
// with the embedded research service (its data folder's local-model.json, written and checked by
// src/service/local-model-settings.ts), which reads it at each answer, so nothing restarts.
import type { LocalModelHandlers } from '../../shared/contract';
import { QuireError } from '../../shared/errors';
import { readLocalModelSetting, writeLocalModelSetting } from '../../service/local-model-settings';

export function createLocalModelHandlers(serviceDataDir: string): LocalModelHandlers {
  const view = (setting: { baseUrl: string; model: string } | null): { baseUrl: string; model: string; set: boolean } =>
    setting ? { ...setting, set: true } : { baseUrl: '', model: '', set: false };
  return {
    'localModel.get': () => Promise.resolve(view(readLocalModelSetting(serviceDataDir))),
    'localModel.set': (input) => {
      try {
        return Promise.resolve(view(writeLocalModelSetting(serviceDataDir, input)));
      } catch (error) {
        return Promise.reject(new QuireError('BAD_INPUT', error instanceof Error ? error.message : String(error)));
      }
    },
  };
}
