// The `quire` program: global options, every command, help and exit codes. runCli never exits the
// process itself, so tests can drive it in-process; index.ts is the thin process entry.
import { readFileSync } from 'node:fs';
import { Command, CommanderError, Option } from 'commander';
import { registerAccountCommands } from './commands/account';
import { registerChatCommand } from './commands/chat';
import { registerCollectionsCommand } from './commands/collections';
import { registerLibraryCommands } from './commands/library';
import { registerNotebookCommands } from './commands/notebook';
import { registerNotebookSyncCommand } from './commands/notebook-sync';
import { registerResearchCommand } from './commands/research';
import { registerSyncCommand } from './commands/sync';
import { registerUploadCommand } from './commands/upload';
import { EXIT, toCliError } from './errors';
import type { CliIo } from './io';
import type { Runtime } from './runtime';
import type { OpenCore } from './session';

export const EXIT_CODE_HELP = `
Exit codes:
    0  success
    1  the operation failed (the service refused it, not found, …)
    2  bad arguments or usage
    3  the service could not be reached and nothing was synced (work stays queued)
    4  the service did not accept the API key
  130  interrupted while waiting (nothing is lost)`;

function packageVersion(): string {
  try {
    const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version?: unknown };
    return typeof manifest.version === 'string' ? manifest.version : '0.0.0';
  } catch {
    return '0.0.0';
  }
}

export function buildProgram(runtime: Runtime): Command {
  const program = new Command('quire');
  program
    .description('Quire from the terminal: the same notebook, data directory and sync engine as the desktop app.')
    .version(packageVersion(), '-V, --version', 'print the version')
    .helpOption('-h, --help', 'show help for a command')
    .option('--profile <id>', 'use this profile for this command (see: quire profiles)')
    .option('--data <dir>', "Quire's data directory (default: the app's, or $QUIRE_DATA_DIR)")
    .option('--base-url <url>', 'for this run, talk to this research service at the active profile’s place: the profile’s local copy and queue are used as they are (for another service, add a profile: quire login)')
    .option('--api-key <key>', 'API key for --base-url (prefer QUIRE_API_KEY: other users can see arguments in the process list)')
    .addOption(new Option('--api-version <version>', 'API version for --base-url').choices(['2025-11-27', '2025-08-08']))
    .option('--json', 'print one JSON document on stdout instead of text')
    .configureHelp({ showGlobalOptions: true, sortSubcommands: false })
    .showHelpAfterError('(add --help for usage)')
    .exitOverride()
    .configureOutput({
      writeOut: (text) => runtime.io.stdout.write(text),
      writeErr: (text) => runtime.io.stderr.write(text),
    })
    .addHelpText('after', `${EXIT_CODE_HELP}\n\nExamples:\n  quire research "How do sea otters affect kelp forests?" --wait\n  quire sync --once --json\n  quire search kelp\n  QUIRE_API_KEY=csk-… quire --base-url http://127.0.0.1:8787 jobs`);

  registerResearchCommand(program, runtime);
  registerLibraryCommands(program, runtime);
  registerSyncCommand(program, runtime);
  registerUploadCommand(program, runtime);
  registerCollectionsCommand(program, runtime);
  registerChatCommand(program, runtime);
  registerNotebookCommands(program, runtime);
  registerNotebookSyncCommand(program, runtime);
  registerAccountCommands(program, runtime);
  return program;
}

/** Runs one invocation; resolves with the exit code. Errors are printed as sentences, never stacks. */
export async function runCli(argv: string[], io: CliIo, openCore: OpenCore): Promise<number> {
  const runtime: Runtime = { io, openCore, exitCode: EXIT.ok, out: null };
  const program = buildProgram(runtime);
  const wantsJson = argv.includes('--json');
  try {
    await program.parseAsync(argv, { from: 'user' });
    return runtime.exitCode;
  } catch (error) {
    if (error instanceof CommanderError) {
      if (error.code === 'commander.helpDisplayed' || error.code === 'commander.version') return EXIT.ok;
      // Commander already printed its message on stderr; in --json mode stdout still gets a document.
      if (wantsJson) io.stdout.write(`${JSON.stringify({ error: { code: 'USAGE', message: error.message.replace(/^error: /, ''), exitCode: EXIT.usage } }, null, 2)}\n`);
      return EXIT.usage;
    }
    const failure = toCliError(error);
    const out = runtime.out;
    out?.clearProgress();
    if (wantsJson) io.stdout.write(`${JSON.stringify({ error: { code: failure.code, message: failure.message, exitCode: failure.exitCode } }, null, 2)}\n`);
    io.stderr.write(`quire: ${failure.message}\n${failure.code === 'USAGE' ? '(add --help for usage)\n' : ''}`);
    return failure.exitCode;
  }
}
