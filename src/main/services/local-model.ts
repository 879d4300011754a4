// Settings → the local library → "Use a local model" (#11), served by the core: the setting lives
// with the embedded research service (its data folder's local-model.json, written and checked by
// src/service/local-model-settings.ts), which reads it at each answer, so nothing restarts. Test asks
// the server once (src/service/local-model-check.ts) and says what it found; nothing is saved.
import type { LocalModelHandlers } from '../../shared/contract';
import { QuireError } from '../../shared/errors';
import { parseLocalModelSetting, readLocalModelSetting, writeLocalModelSetting } from '../../service/local-model-settings';
import { modelCheckVerdict, probeModelServer } from '../../service/local-model-check';

export function createLocalModelHandlers(serviceDataDir: string, options: { testTimeoutMs?: number } = {}): LocalModelHandlers {
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
    'localModel.test': async (input) => {
      const parsed = parseLocalModelSetting(input);
      if (!parsed.ok) throw new QuireError('BAD_INPUT', parsed.error);
      const target = parsed.value ?? readLocalModelSetting(serviceDataDir);
      if (!target) throw new QuireError('BAD_INPUT', 'Type the address of a model server and a model name to test them, or save them first.');
      const key = process.env.QUIRE_LOCAL_MODEL_KEY;
      const probe = await probeModelServer({ ...target, ...(key ? { apiKey: key } : {}) }, options.testTimeoutMs);
      return { ...modelCheckVerdict(probe), baseUrl: target.baseUrl, model: target.model };
    },
  };
}
