// One CLI invocation's connection to the core: opens it with the app's own createCore (same data
// directory, same profiles, same mirror), runs operations through the shared dispatch (validated
// input, checked output) and turns the contract's error shape into a CliError with an exit code.
import { resolve } from 'node:path';
import type { OperationInput, OperationName, OperationOutput } from '../shared/contract';
import { QuireError } from '../shared/errors';
import type { Core, CoreOptions } from '../main/core-types';
import { defaultDataDir } from '../main/paths';
import type { GlobalOptions } from './args';
import { CliError, EXIT, fromWireError, usageError } from './errors';
import type { Output } from './io';

// The contract's schemas (with dispatch) are loaded with the first operation, not at start-up:
// `quire --help` and usage errors answer without building them (measured in bench/startup.bench.ts).
let dispatchModule: Promise<typeof import('../shared/dispatch')> | null = null;
const loadDispatch = () => (dispatchModule ??= import('../shared/dispatch'));

export type OpenCore = (options: CoreOptions) => Promise<Core>;

export interface SessionOptions {
  /** Run the engine's background loops (following jobs, prefetching, streams) while the command runs. */
  autoSync: boolean;
  /**
   * The command talks to the research service even without background loops. Otherwise (and without
   * autoSync) it reads and writes local data only, and the local profile's embedded service is never started.
   */
  service?: boolean;
  /** Login: --base-url is the service to sign in to; no key exists yet, so none is required. */
  loginTo?: string;
}

export class Session {
  private closed = false;

  private constructor(
    readonly core: Core,
    readonly globals: GlobalOptions,
    readonly out: Output,
  ) {}

  static async open(globals: GlobalOptions, out: Output, openCore: OpenCore, options: SessionOptions): Promise<Session> {
    if (options.loginTo) globals = { ...globals, baseUrl: options.loginTo, apiKey: globals.apiKey ?? 'none-yet' };
    if (globals.baseUrl && !globals.apiKey) {
      throw usageError('--base-url needs an API key: pass --api-key <key> or set QUIRE_API_KEY (or sign in with: quire login --email <address>).');
    }
    const dataDir = resolve(globals.dataDir ?? defaultDataDir());
    const coreOptions: CoreOptions = {
      dataDir,
      transport: 'cli',
      autoSync: options.autoSync,
      startLocalService: options.autoSync || options.service === true,
      // commands that only read local data skip the whole-file integrity check (bench/startup.bench.ts)
      integrityCheck: options.autoSync || options.service === true,
      // No window to open a browser from: say where to go instead.
      openExternal: async (url) => out.note(`Open this address in your browser: ${url}`),
      ...(globals.profile ? { profileId: globals.profile } : {}),
      ...(globals.baseUrl && globals.apiKey
        ? { serviceOverride: { baseUrl: globals.baseUrl, apiKey: globals.apiKey, ...(globals.apiVersion ? { apiVersion: globals.apiVersion } : {}) } }
        : {}),
    };
    try {
      return new Session(await openCore(coreOptions), globals, out);
    } catch (error) {
      if (error instanceof QuireError) {
        const cliError = fromWireError(error.toWire());
        // A --profile the data directory does not know is a usage mistake, not a failure.
        throw globals.profile && error.code === 'NOT_FOUND' ? new CliError(cliError.message, EXIT.usage, 'NOT_FOUND') : cliError;
      }
      const detail = error instanceof Error ? error.message : String(error);
      throw new CliError(openFailureMessage(dataDir, detail), EXIT.failed, 'INTERNAL');
    }
  }

  /** Runs one contract operation exactly as the app's transports do; errors become CliErrors. */
  async call<K extends OperationName>(name: K, input: OperationInput<K>): Promise<OperationOutput<K>> {
    const { dispatch } = await loadDispatch();
    const envelope = await dispatch(this.core.handlers, name, input);
    if (!envelope.ok) throw fromWireError(envelope.error);
    // dispatch has checked the value against the operation's output schema (an answer outside the
    // contract comes back as an INTERNAL error above), so it is not parsed a second time here; the
    // schema was chosen by the same name K, which TypeScript cannot correlate with the envelope.
    return envelope.value as OperationOutput<K>;
  }

  /** Where this session syncs to, in words, for messages. */
  async describeService(): Promise<string> {
    if (this.globals.baseUrl) return this.globals.baseUrl;
    try {
      const { profiles } = await this.call('profiles.list', {});
      const profile = profiles.find((candidate) => (this.globals.profile ? candidate.id === this.globals.profile : candidate.active));
      if (!profile) return 'the research service';
      return profile.kind === 'local' ? 'the local library' : profile.baseUrl;
    } catch {
      return 'the research service';
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.core.close();
  }
}

/**
 * Pure: what the CLI says when Quire's data cannot be opened. A folder Quire cannot write (a read-only disk or mount,
 * no permission) is named as such with what to do: SQLite's "attempt to write a readonly database" alone did not say
 * that even `quire jobs` writes there (the mirror's journal, the notebook's migrations).
 */
export function openFailureMessage(dataDir: string, detail: string): string {
  const cut = detail.slice(0, 300);
  if (/readonly database|read-only file system|\bEROFS\b|\bEACCES\b|\bEPERM\b|permission denied/i.test(detail)) {
    return `Quire cannot write to its data folder ${dataDir} (${cut}). It writes there even to read (the local copy's journal, the notebook), so point --data or $QUIRE_DATA_DIR at a folder you can write, such as a copy of this one.`;
  }
  return `Could not open Quire's data in ${dataDir}: ${cut}`;
}
