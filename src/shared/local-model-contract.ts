// Contract operations of Settings → the local library → "Use a local model" (#11): the address of an
// OpenAI-compatible server the user already runs (Ollama, llama.cpp server, LM Studio) and a model
// name, kept by the embedded research service, which reads it at each answer. Both empty: no model.
// Each entry builds its schemas when first used (see contract.ts).
import { z } from 'zod';
import { lazySchema } from './lazy';

const LocalModelSettingSchema = lazySchema(() => z.object({
  baseUrl: z.string(),
  model: z.string(),
  /** Whether a model is set (false: the built-in engine writes every answer). */
  set: z.boolean(),
}));

export const localModelOperations = {
  'localModel.get': () => ({ input: z.object({}).strict(), output: LocalModelSettingSchema }),
  /** Checked by the service's own rules (http/https address, a printable model name); a refusal says why in words. */
  'localModel.set': () => ({
    input: z.object({ baseUrl: z.string().max(2000), model: z.string().max(2000) }).strict(),
    output: LocalModelSettingSchema,
  }),
  /**
   * Settings → Test: asks the typed server (or, with both fields empty, the stored one) once for its
   * models and a one-token reply from the model, and says in words what it found and how to fix it.
   * Nothing is saved. A refused address says why (BAD_INPUT), like localModel.set.
   */
  'localModel.test': () => ({
    input: z.object({ baseUrl: z.string().max(2000), model: z.string().max(2000) }).strict(),
    output: z.object({ ok: z.boolean(), message: z.string(), baseUrl: z.string(), model: z.string() }),
  }),
} as const;
