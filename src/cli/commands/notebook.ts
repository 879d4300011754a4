// The user's own layer over the mirror, from the terminal: notes, tags and stars on jobs, exporting
// the whole notebook as Markdown files, and local backups. All local: they work offline.
import type { Command } from 'commander';
import { usageError } from '../errors';
import { formatTimestamp } from '../format';
import { resolveJob } from '../resolve';
import { bind, OK, type Runtime } from '../runtime';

function words(value: unknown): string[] {
  return Array.isArray(value) ? value.map(String) : [];
}

export function registerNotebookCommands(program: Command, runtime: Runtime): void {
  program
    .command('note')
    .description('Show or write your note on a research job (local, works offline)')
    .argument('<job-id>', 'the job id, or a unique prefix of it')
    .argument('[text...]', 'the new note (replaces the old one); leave out to show the note')
    .option('--clear', 'remove the note')
    .addHelpText('after', '\nExamples:\n  quire note 3f2a9c1e "Check [2] against the 2021 survey"\n  quire note 3f2a9c1e')
    .action(
      bind(runtime, async ({ args, options, out, session }) => {
        const text = words(args[1]).join(' ').trim();
        if (options.clear === true && text !== '') throw usageError('Use either a new note or --clear.');
        const core = await session({ autoSync: false });
        const job = await resolveJob(core, String(args[0]));
        if (text === '' && options.clear !== true) {
          const note = await core.call('notes.get', { targetType: 'job', targetId: job.id });
          out.result({ jobId: job.id, ...note });
          out.line(note.body === '' ? `No note on "${job.query}" yet.` : note.body);
          return OK;
        }
        const saved = await core.call('notes.save', { targetType: 'job', targetId: job.id, body: options.clear === true ? '' : text });
        out.result({ jobId: job.id, body: options.clear === true ? '' : text, updatedAt: saved.updatedAt });
        out.line(options.clear === true ? `Removed the note on "${job.query}".` : `Saved the note on "${job.query}".`);
        return OK;
      }),
    );

  program
    .command('tag')
    .description('Show or set the tags of a research job; `quire tag` alone lists every tag in use')
    .argument('[job-id]', 'the job id, or a unique prefix of it')
    .argument('[tags...]', 'the tags to set (replaces the old ones)')
    .option('--add', 'add the tags instead of replacing')
    .option('--remove', 'remove the tags instead of replacing')
    .addHelpText('after', '\nExamples:\n  quire tag 3f2a9c1e thesis ch2\n  quire tag 3f2a9c1e --add to-read\n  quire tag\n  quire jobs --tag thesis')
    .action(
      bind(runtime, async ({ args, options, out, session }) => {
        const core = await session({ autoSync: false });
        if (args[0] === undefined) {
          const { tags } = await core.call('tags.list', {});
          out.result({ tags });
          out.line(tags.length === 0 ? 'No tags yet. Tag a job with: quire tag <job-id> <tag>' : tags.map((entry) => `${String(entry.count).padStart(4)}  ${entry.tag}`).join('\n'));
          return OK;
        }
        if (options.add === true && options.remove === true) throw usageError('Use either --add or --remove.');
        const job = await resolveJob(core, String(args[0]));
        const given = words(args[1]).map((tag) => tag.trim()).filter((tag) => tag !== '');
        const current = (await core.call('notebook.get', { jobId: job.id })).tags;
        if (given.length === 0) {
          if (options.add === true || options.remove === true) throw usageError('Name the tags to add or remove.');
          out.result({ jobId: job.id, tags: current });
          out.line(current.length === 0 ? 'No tags.' : current.join(', '));
          return OK;
        }
        const next = options.add === true ? [...new Set([...current, ...given])] : options.remove === true ? current.filter((tag) => !given.includes(tag)) : given;
        const { tags } = await core.call('tags.set', { targetType: 'job', targetId: job.id, tags: next });
        out.result({ jobId: job.id, tags });
        out.line(tags.length === 0 ? `"${job.query}" has no tags now.` : `"${job.query}": ${tags.join(', ')}`);
        return OK;
      }),
    );

  for (const [name, starred] of [
    ['star', true],
    ['unstar', false],
  ] as const) {
    program
      .command(name)
      .description(starred ? 'Star a research job (see: quire jobs --starred)' : 'Remove the star from a research job')
      .argument('<job-id>', 'the job id, or a unique prefix of it')
      .action(
        bind(runtime, async ({ args, out, session }) => {
          const core = await session({ autoSync: false });
          const job = await resolveJob(core, String(args[0]));
          await core.call('stars.set', { targetType: 'job', targetId: job.id, starred });
          out.result({ jobId: job.id, starred });
          out.line(`${starred ? 'Starred' : 'Unstarred'} "${job.query}".`);
          return OK;
        }),
      );
  }

  const backups = program.command('backups').description('Local backups of your notes, tags and stars (the mirror itself re-syncs from the service)');
  backups
    .command('list', { isDefault: true })
    .description('List backups')
    .action(
      bind(runtime, async ({ out, session }) => {
        const core = await session({ autoSync: false });
        const list = await core.call('backups.list', {});
        out.result(list);
        if (list.backups.length === 0) out.line(`No backups yet (they go to ${list.dir}).`);
        for (const backup of list.backups) out.line(`${backup.name}  ${formatTimestamp(backup.createdAt)}  ${backup.reason}  ${backup.bytes} B`);
        return OK;
      }),
    );
  backups
    .command('create')
    .description('Make a backup now')
    .action(
      bind(runtime, async ({ out, session }) => {
        const core = await session({ autoSync: false });
        const backup = await core.call('backups.create', {});
        out.result(backup);
        out.line(`Backed up to ${backup.name}.`);
        return OK;
      }),
    );
  backups
    .command('restore')
    .description('Restore notes, tags and stars from a backup, then re-sync the mirror')
    .argument('<name>', 'the backup name from: quire backups')
    .action(
      bind(runtime, async ({ args, out, session }) => {
        // Restoring re-syncs the mirror afterwards, so this one needs the service.
        const core = await session({ autoSync: false, service: true });
        await core.call('backups.restore', { name: String(args[0]) });
        out.result({ restored: String(args[0]) });
        out.line(`Restored ${String(args[0])}.`);
        return OK;
      }),
    );
}
