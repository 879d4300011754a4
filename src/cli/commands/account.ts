// Account-level commands: `login` (e-mail code flow → a new profile holding the minted key),
// `profiles`, `pending` (the outbox: what waits to be sent, with retry/discard) and `usage`.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Command } from 'commander';
import { z } from 'zod';
import type { OutboxItem, Usage } from '../../shared/domain';
import { CliError, EXIT, usageError } from '../errors';
import { formatProfiles, formatTimestamp, shortId } from '../format';
import { readOneLine } from '../prompt';
import { bind, OK, type Runtime } from '../runtime';
import { listJson, wrapHelp } from '../list-json';

export const PUBLIC_SERVICE_URL = 'https://api.caesar.xyz';

/** Where the core keeps API keys under plain Node, and how the file is protected, in words. */
export function describeKeyStorage(dataDir: string): string {
  const file = join(dataDir, 'secrets.json');
  if (!existsSync(file)) return `The key is stored in Quire's data directory (${dataDir}).`;
  const mode = statSync(file).mode & 0o777;
  const protection = mode & 0o077 ? `file mode ${mode.toString(8)}: other users may read it; run chmod 600 ${file}` : 'readable only by your user account (mode 600)';
  return `The key is stored in ${file}, ${protection}. It is not encrypted: the terminal has no access to the desktop's secret store.`;
}

function matchOutbox(items: OutboxItem[], reference: string): OutboxItem {
  const matches = items.filter((item) => item.id === reference || item.targetId === reference || (reference.length >= 4 && (item.id.startsWith(reference) || item.targetId.startsWith(reference))));
  if (matches.length > 1) throw usageError(`"${reference}" matches ${matches.length} queued items; give more of the id.`);
  const [match] = matches;
  if (!match) throw new CliError(`Nothing queued with id "${reference}" (see: quire pending).`, EXIT.failed, 'NOT_FOUND');
  return match;
}

export function registerAccountCommands(program: Command, runtime: Runtime): void {
  program
    .command('login')
    .description('Get an API key by e-mail code (agent onboarding) and store it in a new profile, which becomes active')
    .requiredOption('--email <address>', 'the e-mail address to send the code to')
    .option('--code <code>', 'the code from the e-mail (skips sending a new one)')
    .option('--name <name>', 'a name for the new profile')
    .addHelpText(
      'after',
      `\nThe service is --base-url (default ${PUBLIC_SERVICE_URL}). Without --code, a code is sent and then read from the terminal.\n\nExamples:\n  quire login --email ada@example.org\n  quire login --email ada@example.org --code 123456`,
    )
    .action(
      bind(runtime, async ({ options, globals, io, out, session, signal }) => {
        const email = String(options.email).trim();
        if (!z.email().safeParse(email).success) throw usageError(`"${email}" is not an e-mail address.`);
        const baseUrl = globals.baseUrl ?? PUBLIC_SERVICE_URL;
        // Point the core at the service being signed in to (no background sync, no key yet), so it does
        // not start the embedded local library just to run two requests.
        const core = await session({ autoSync: false, loginTo: baseUrl });
        let code = typeof options.code === 'string' ? options.code.trim() : '';
        if (code === '') {
          await core.call('auth.requestCode', { baseUrl, email });
          out.note(`Sent a sign-in code to ${email}. Type it here and press Enter:`);
          code = (await readOneLine(io, signal)) ?? '';
          if (code === '') {
            out.result({ codeSent: true, profileId: null });
            out.note(`No code entered. When the e-mail arrives, run: quire login --email ${email} --code <code>${globals.baseUrl ? ` --base-url ${baseUrl}` : ''}`);
            return OK;
          }
        }
        const { profileId } = await core.call('auth.confirmCode', { baseUrl, email, code, ...(typeof options.name === 'string' ? { name: options.name } : {}) });
        const storage = describeKeyStorage(core.core.dataDir);
        out.result({ profileId, baseUrl, email, keyStorage: storage });
        out.line(`Signed in to ${baseUrl} as ${email}. Profile "${profileId}" is now active.`);
        out.line(storage);
        return OK;
      }),
    );

  const profiles = program.command('profiles').description('List the profiles (accounts and services) and choose the active one');
  profiles
    .command('list', { isDefault: true })
    .description('List profiles; * marks the active one')
    .action(
      bind(runtime, async ({ out, session }) => {
        const core = await session({ autoSync: false });
        const { profiles: list } = await core.call('profiles.list', {});
        out.result({ profiles: list });
        out.line(formatProfiles(list));
        return OK;
      }),
    );
  profiles
    .command('use')
    .description('Make a profile the active one (for the app and for quire)')
    .argument('<profile-id>', 'the profile id')
    .action(
      bind(runtime, async ({ args, globals, out, session }) => {
        const id = String(args[0]);
        // --profile picks a profile for one command and is never saved: "now active" would be untrue
        if (globals.profile) throw usageError(`--profile chooses a profile for one command only, so nothing would be saved. To make "${id}" the active profile, run: quire profiles use ${id}`);
        const core = await session({ autoSync: false });
        const { profiles: list } = await core.call('profiles.list', {});
        if (!list.some((profile) => profile.id === id)) throw new CliError(`There is no profile "${id}". The profiles are: ${list.map((profile) => profile.id).join(', ')} (see: quire profiles).`, EXIT.failed, 'NOT_FOUND');
        await core.call('profiles.switch', { id });
        out.result({ active: id });
        out.line(`Profile "${id}" is now active.`);
        return OK;
      }),
    );

  profiles
    .command('test')
    .description("Test a profile's address and key with one request and say what was found")
    .argument('<profile-id>', 'the profile id')
    .action(
      bind(runtime, async ({ args, out, session }) => {
        const core = await session({ autoSync: false });
        const check = await core.call('profiles.test', { id: String(args[0]) });
        out.result(check);
        out.line(check.message);
        return check.outcome === 'ok' ? OK : EXIT.failed;
      }),
    );

  const pending = program
    .command('pending')
    .description('What waits to be sent (research, uploads, collections, chat), with retry and discard')
    .addHelpText(
      'after',
      `\nExamples:\n  quire pending\n  quire pending retry 1a2b3c4d\n  quire pending discard 1a2b3c4d\n\n${wrapHelp('With --json: {"items": [...], "total": n}; each item is a queued intent: id, kind, summary, state (pending | sending | failed), attempts, lastError, nextAttemptAt, createdAt and targetId (the id of the job, file, collection or message it sends).')}`,
    );
  pending
    .command('list', { isDefault: true })
    .description('List queued and failed items')
    .action(
      bind(runtime, async ({ out, session }) => {
        const core = await session({ autoSync: false });
        const { items } = await core.call('outbox.list', {});
        out.result(listJson(items));
        if (items.length === 0) out.line('Nothing waiting: everything is synced.');
        for (const item of items) {
          const state = item.state === 'failed' ? `failed: ${item.lastError ?? 'no reason given'}` : `${item.state}${item.attempts > 0 ? ` (${item.attempts} attempt${item.attempts === 1 ? '' : 's'})` : ''}`;
          out.line(`${shortId(item.id)}  ${formatTimestamp(item.createdAt)}  ${item.summary}  · ${state}`);
        }
        return OK;
      }),
    );
  for (const [verb, operation, description] of [
    ['retry', 'outbox.retry', 'Send a failed item again'],
    ['discard', 'outbox.discard', 'Drop a queued or failed item (the local copy it would have created goes too)'],
  ] as const) {
    pending
      .command(verb)
      .description(description)
      .argument('<id>', 'the item id (or a unique prefix) from: quire pending')
      .action(
        bind(runtime, async ({ args, out, session }) => {
          const core = await session({ autoSync: false });
          const item = matchOutbox((await core.call('outbox.list', {})).items, String(args[0]).trim());
          await core.call(operation, { id: item.id });
          out.result({ id: item.id, [verb === 'retry' ? 'retried' : 'discarded']: true });
          out.line(verb === 'retry' ? `Will send "${item.summary}" with the next sync (run: quire sync --once).` : `Discarded "${item.summary}".`);
          return OK;
        }),
      );
  }

  program
    .command('usage')
    .description('Reasoning loops used this month, running jobs and balance (as last synced); --set gives the profile its limits')
    .option('--set <limit=value>', 'set a limit of this profile: concurrency=N (jobs at once) or budget=N (loops a month); =none forgets it (repeatable)', (value: string, previous: string[]) => [...previous, value], [] as string[])
    .addHelpText('after', '\nExamples:\n  quire usage\n  quire usage --set concurrency=10 --set budget=1000\n  quire usage --set budget=none   # forget it: the service\'s answers teach it again')
    .action(
      bind(runtime, async ({ options, out, session }) => {
        const settings = z.object({ set: z.array(z.string()) }).parse(options).set;
        const core = await session({ autoSync: false });
        if (settings.length) {
          const patch = parseLimitSettings(settings);
          const { profiles } = await core.call('profiles.list', {});
          const active = profiles.find((p) => p.active);
          if (!active) throw new CliError('No profile is active.', EXIT.failed, 'NOT_FOUND');
          const now = await core.call('profiles.setLimits', { id: active.id, ...patch });
          const said = (n: number | null, what: string): string => (n === null ? `${what}: not set (learned from the service)` : `${what}: ${n}`);
          out.line(`${active.name}: ${said(now.concurrency, 'jobs at once')}; ${said(now.budget, 'loops a month')}`);
        }
        const usage = await core.call('usage.get', {});
        out.result(usage);
        for (const line of usageLines(usage)) out.line(line);
        return OK;
      }),
    );
}

const LIMIT_NAMES: Record<string, 'concurrency' | 'budget'> = { concurrency: 'concurrency', jobs: 'concurrency', budget: 'budget', loops: 'budget' };

/** `--set concurrency=10 --set budget=none` as a patch for profiles.setLimits (null forgets); a usage error in words otherwise. */
export function parseLimitSettings(settings: string[]): { concurrency?: number | null; budget?: number | null } {
  const patch: { concurrency?: number | null; budget?: number | null } = {};
  for (const setting of settings) {
    const match = /^\s*([a-z]+)\s*=\s*(\S+)\s*$/i.exec(setting);
    const kind = match ? LIMIT_NAMES[(match[1] ?? '').toLowerCase()] : undefined;
    if (!match || !kind) throw usageError(`"${setting}" is not a limit: use concurrency=N or budget=N (or =none to forget one).`);
    const raw = (match[2] ?? '').toLowerCase();
    if (raw === 'none') {
      patch[kind] = null;
      continue;
    }
    if (!/^\d+$/.test(raw)) throw usageError(`"${setting}": give a whole number, or none.`);
    patch[kind] = Number(raw);
  }
  return patch;
}

/** The usage in lines, a figure Quire does not know printed as unknown (never as 0), with where each limit comes from. */
export function usageLines(usage: Usage): string[] {
  const known = (n: number | null): string => (n === null ? 'unknown' : String(n));
  const from = (source: Usage['budgetSource']): string => (source === 'set' ? ' (set by you)' : source === 'learned' ? " (learned from the service's answers)" : '');
  const lines = [
    usage.noMonthlyLimit
      ? `${known(usage.loopsUsed)} reasoning loop${usage.loopsUsed === 1 ? '' : 's'} this month (no monthly limit: your own library)`
      : usage.unit === 'compute_units'
      ? `unknown/${known(usage.loopsBudget)} reasoning loops this month: API version 2025-08-08 reports no loops used (research asks for compute units)`
      : `${known(usage.loopsUsed)}/${known(usage.loopsBudget)} reasoning loops this month${from(usage.budgetSource)} (resets ${formatTimestamp(usage.resetsAt)} UTC)`,
    `${known(usage.running)}/${known(usage.concurrencyLimit)} research jobs running${from(usage.concurrencySource)}`,
  ];
  if (usage.ownLibrary) lines.push('no cost: your own library');
  else if (usage.balanceCents !== null) lines.push(`balance ${(usage.balanceCents / 100).toFixed(2)} ${usage.currency ?? ''}`.trimEnd());
  return lines;
}
