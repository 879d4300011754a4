// Where a secret given to a command comes from: a file (--*-file), the environment, or (deprecated,
// visible in the process list) a command-line flag. Shared by the service CLI and browser mode.
import fs from 'node:fs';

export interface SecretSources {
  flag?: string;
  file?: string;
  env?: string;
  flagName: string;
  envName: string;
}

/** File beats environment beats flag; a flag still works but warns. Throws a readable error for an unreadable or empty file. */
export function resolveSecret(sources: SecretSources, warn: (message: string) => void): string | undefined {
  if (sources.file) {
    let text: string;
    try {
      text = fs.readFileSync(sources.file, 'utf8');
    } catch (error) {
      throw new Error(`Could not read the key file ${sources.file}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
    }
    const value = text.trim();
    if (value === '') throw new Error(`The key file ${sources.file} is empty.`);
    return value;
  }
  const fromEnv = sources.env?.trim();
  if (fromEnv) return fromEnv;
  if (sources.flag) {
    warn(`${sources.flagName} puts the key in the process list where other users can read it; use ${sources.envName} or ${sources.flagName}-file instead.`);
    return sources.flag;
  }
  return undefined;
}
