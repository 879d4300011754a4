// `quire notebook-sync`: where this profile's notebook syncs to (a folder the user already syncs, or
// a WebDAV address), show how it went, run one pass, or turn it off. The WebDAV password comes from
// QUIRE_SYNC_PASSWORD and the passphrase from QUIRE_SYNC_PASSPHRASE, or asks for them on the terminal without echo; both are kept like API keys.
import type { Command } from 'commander';
import type { NotebookSyncStatus } from '../../shared/notebook-contract';
import { CliError, EXIT } from '../errors';
import { readSecret } from '../prompt';
import { bind, OK, type Runtime } from '../runtime';
import type { Output } from '../io';

function show(out: Output, status: NotebookSyncStatus): void {
  out.result(status);
  out.line(status.line);
  if (status.target) out.line(`Target: ${status.target}${status.hasPassphrase ? '' : ' (no passphrase stored on this machine)'}`);
  for (const machine of status.machines) out.line(`Other machine ${machine.device.slice(0, 8)}, last seen ${machine.seenAt}`);
}

export function registerNotebookSyncCommand(program: Command, runtime: Runtime): void {
  const command = program
    .command('notebook-sync')
    .description('Sync your notes, tags and stars across machines through a folder or WebDAV, end-to-end encrypted')
    .addHelpText(
      'after',
      '\nThe passphrase (the same on every machine) and the WebDAV password are asked on the terminal without echo, or read from QUIRE_SYNC_PASSPHRASE and QUIRE_SYNC_PASSWORD; both are kept like API keys.\n\nExamples:\n  QUIRE_SYNC_PASSPHRASE=… quire notebook-sync set ~/Dropbox/quire\n  QUIRE_SYNC_PASSWORD=… QUIRE_SYNC_PASSPHRASE=… quire notebook-sync set https://cloud.example/remote.php/dav/files/ann/quire --user ann\n  quire notebook-sync test ~/Dropbox/quire\n  quire notebook-sync --once\n  quire notebook-sync status',
    )
    .option('--once', 'run one sync pass now and print how it went (exit 3 when it failed; changes stay queued)')
    .action(
      bind(runtime, async ({ options, out, session }) => {
        const core = await session({ autoSync: false });
        if (options.once === true) {
          const status = await core.call('notebookSync.now', {});
          show(out, status);
          return status.configured && status.error === null ? OK : EXIT.offline;
        }
        show(out, await core.call('notebookSync.status', {}));
        return OK;
      }),
    );

  command
    .command('set')
    .description('Sync this profile’s notebook to a folder or a WebDAV address')
    .argument('<folder-or-url>', 'a folder (for example inside Dropbox or Syncthing) or an https:// WebDAV address')
    .option('--user <user>', 'the WebDAV user')
    .action(
      bind(runtime, async ({ args, options, out, session, io, signal }) => {
        const env = io.env;
        const location = String(args[0]);
        const user = typeof options.user === 'string' ? options.user : null;
        // not in the environment: asked on the terminal, never echoed (a pipe is not asked)
        const password = env.QUIRE_SYNC_PASSWORD || (user && /^https?:/i.test(location) ? await readSecret(io, `WebDAV password for ${user}`, signal) : null) || null;
        let passphrase = env.QUIRE_SYNC_PASSPHRASE || null;
        if (!passphrase) {
          const first = await readSecret(io, 'Passphrase (the same on every machine)', signal);
          if (first) {
            const again = await readSecret(io, 'The passphrase again', signal);
            if (again !== first) throw new CliError('The two passphrases differ; nothing was changed. Run it again.', EXIT.usage, 'BAD_INPUT');
            passphrase = first;
          }
        }
        const core = await session({ autoSync: false });
        const status = await core.call('notebookSync.set', { location, user, password, passphrase });
        show(out, status);
        if (!status.hasPassphrase) out.line('No passphrase yet: run this again in a terminal (it asks), or set QUIRE_SYNC_PASSPHRASE (the same passphrase on every machine), before the first sync.');
        return OK;
      }),
    );

  command
    .command('test')
    .description('Check a folder or WebDAV address (or, with none given, the configured target): write, read back and delete a test file; saves nothing')
    .argument('[folder-or-url]', 'the folder or https:// WebDAV address to check (default: the configured target)')
    .option('--user <user>', 'the WebDAV user (the password from QUIRE_SYNC_PASSWORD, else the stored one)')
    .action(
      bind(runtime, async ({ args, options, out, session, io }) => {
        const location = typeof args[0] === 'string' && args[0].trim().length > 0 ? args[0] : null;
        const user = typeof options.user === 'string' && options.user.length > 0 ? options.user : null;
        if (location === null && user !== null) throw new CliError('--user goes with a WebDAV address to check; without one, the configured target is checked as saved.', EXIT.usage, 'BAD_INPUT');
        const core = await session({ autoSync: false });
        const verdict = await core.call('notebookSync.test', { location, user, password: io.env.QUIRE_SYNC_PASSWORD || null });
        out.result(verdict);
        out.line(verdict.message);
        return verdict.ok ? OK : EXIT.offline;
      }),
    );

  command
    .command('status')
    .description('How notebook sync went, and the other machines seen')
    .action(
      bind(runtime, async ({ out, session }) => {
        const core = await session({ autoSync: false });
        show(out, await core.call('notebookSync.status', {}));
        return OK;
      }),
    );

  command
    .command('off')
    .description('Stop syncing this profile’s notebook and forget its password and passphrase (the notebook stays)')
    .action(
      bind(runtime, async ({ out, session }) => {
        const core = await session({ autoSync: false });
        show(out, await core.call('notebookSync.clear', {}));
        return OK;
      }),
    );
}
