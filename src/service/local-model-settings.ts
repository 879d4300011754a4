// The local model setting of the embedded service (Settings → "Use a local model"): the address of
// an OpenAI-compatible server the user already runs and a model name, kept in local-model.json in
// the service's data folder (owner-only, written whole then renamed). The service reads it at each
// answer, so a change applies to the next research without a restart. parseLocalModelSetting is the
// one place that decides what is accepted (pure, table-tested); a hostile or broken file reads as
// "no model" and the built-in engine answers.
import fs from 'node:fs';
import path from 'node:path';
import type { LocalModelConfig } from './local-model';

export const LOCAL_MODEL_FILE = 'local-model.json';

export interface LocalModelSetting {
  baseUrl: string;
  model: string;
}

export type ParsedSetting = { ok: true; value: LocalModelSetting | null } | { ok: false; error: string };

/**
 * What the user typed (or the file holds) → the setting, or why not. Both fields empty: no model.
 * The address must be http(s), without a user name, password, query or fragment; the model name 1–200
 * printable characters.
 */
export function parseLocalModelSetting(input: unknown): ParsedSetting {
  if (typeof input !== 'object' || input === null) return { ok: false, error: 'The local model setting must give an address and a model name.' };
  const record = input as Record<string, unknown>;
  const rawUrl = typeof record.baseUrl === 'string' ? record.baseUrl.trim() : null;
  const model = typeof record.model === 'string' ? record.model.trim() : null;
  if (rawUrl === null || model === null) return { ok: false, error: 'The local model setting must give an address and a model name.' };
  if (rawUrl === '' && model === '') return { ok: true, value: null };
  if (rawUrl === '') return { ok: false, error: 'Give the address of the model server, e.g. http://127.0.0.1:11434/v1 for Ollama.' };
  if (model === '') return { ok: false, error: 'Give the name of the model the server runs, e.g. llama3.1:8b.' };
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    return { ok: false, error: `"${rawUrl.slice(0, 100)}" is not an address; write it like http://127.0.0.1:11434/v1.` };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, error: 'The model server address must start with http:// or https://.' };
  if (url.username || url.password) return { ok: false, error: 'Leave the user name and password out of the model server address.' };
  if (url.search || url.hash) return { ok: false, error: 'The model server address takes no query (?…) or fragment (#…).' };
  if (rawUrl.length > 500) return { ok: false, error: 'The model server address is longer than 500 characters.' };
  if (model.length > 200 || [...model].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f)) return { ok: false, error: 'The model name must be 1 to 200 printable characters.' };
  return { ok: true, value: { baseUrl: url.href.replace(/\/+$/, ''), model } };
}

/** The stored setting, or null when there is none or the file cannot be used (then the built-in engine answers). */
export function readLocalModelSetting(dataDir: string): LocalModelSetting | null {
  let raw: string;
  try {
    raw = fs.readFileSync(path.join(dataDir, LOCAL_MODEL_FILE), 'utf8');
  } catch {
    return null;
  }
  if (raw.length > 10_000) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  const checked = parseLocalModelSetting(parsed);
  return checked.ok ? checked.value : null;
}

/** Stores the setting (null removes it), after the same check as reading; throws the reason when refused. */
export function writeLocalModelSetting(dataDir: string, input: unknown): LocalModelSetting | null {
  const checked = parseLocalModelSetting(input);
  if (!checked.ok) throw new Error(checked.error);
  const file = path.join(dataDir, LOCAL_MODEL_FILE);
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  if (checked.value === null) {
    fs.rmSync(file, { force: true });
    return null;
  }
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, JSON.stringify(checked.value), { mode: 0o600 });
  fs.renameSync(temp, file);
  return checked.value;
}

/** The model the service uses now: the one it was started with, else the stored setting, else the environment's. */
export function localModelSource(fixed: LocalModelConfig | null | undefined, dataDir: string, fromEnv: () => LocalModelConfig | null): () => LocalModelConfig | null {
  if (fixed !== undefined) return () => fixed;
  return () => readLocalModelSetting(dataDir) ?? fromEnv();
}
