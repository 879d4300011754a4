// Settings → the local library → "Use a local model": the endpoint and model name, kept where the
// embedded research service reads them at every research (<data>/local-service/local-model.json, see
// src/service/local-model.ts), so a change needs no restart. Owner-only file; checked in words.
import fs from 'node:fs';
import path from 'node:path';
import type { LocalModelSetting } from '../../shared/domain';
import { QuireError } from '../../shared/errors';

export const LOCAL_MODEL_FILE = 'local-model.json';

export function localModelFile(dataDir: string): string {
  return path.join(dataDir, 'local-service', LOCAL_MODEL_FILE);
}

/** What is wrong with a setting as given, in words; null when it can be kept (pure; table-tested). */
export function localModelProblem(baseUrl: string | null, model: string): string | null {
  if (baseUrl === null) return null;
  if (model.trim() === '') return 'Give the model name as your model server knows it (for example llama3.1:8b).';
  if (/\s/.test(model.trim())) return 'A model name has no spaces (for example llama3.1:8b).';
  return null;
}

export function readLocalModel(dataDir: string): LocalModelSetting | null {
  try {
    const parsed: unknown = JSON.parse(fs.readFileSync(localModelFile(dataDir), 'utf8'));
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { baseUrl, model } = parsed as { baseUrl?: unknown; model?: unknown };
    return typeof baseUrl === 'string' && typeof model === 'string' ? { baseUrl, model } : null;
  } catch {
    return null;
  }
}

export function writeLocalModel(dataDir: string, baseUrl: string | null, model: string): LocalModelSetting | null {
  const problem = localModelProblem(baseUrl, model);
  if (problem) throw new QuireError('BAD_INPUT', problem);
  const file = localModelFile(dataDir);
  if (baseUrl === null) {
    fs.rmSync(file, { force: true });
    return null;
  }
  const setting = { baseUrl: baseUrl.replace(/\/+$/, ''), model: model.trim() };
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, JSON.stringify(setting, null, 2), { mode: 0o600 });
  fs.renameSync(temp, file);
  return setting;
}
