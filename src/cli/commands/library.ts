// Read-only commands over the local mirror, so they work offline: `jobs`, `show`, `search`, and
// `export` (Markdown, BibTeX, RIS, CSL-JSON, printable HTML or PDF of jobs, a selection or the library).
import { existsSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Option, type Command } from 'commander';
import { integerIn } from '../args';
import { CliError, EXIT, usageError } from '../errors';
import { KNOWN_JOB_STATUSES, isTerminalStatus } from '../../shared/domain';
import { formatJobDetail, formatJobList, formatSearchHits, orderSources } from '../format';
import { followJob, stoppedWaitingNote } from './research';
import { resolveCollection, resolveJob } from '../resolve';
import { bind, OK, type Runtime } from '../runtime';
import { ExportFormatSchema, type ExportFormat } from '../../shared/export-contract';
import { printHtmlToPdf } from '../../main/export/pdf';
import { listJson, listJsonHelp } from '../list-json';

export function registerLibraryCommands(program: Command, runtime: Runtime): void {
  program
    .command('jobs')
    .description('List research jobs from the local notebook (works offline)')
    .option('--status <status>', 'only jobs with this status (e.g. completed, failed, queued)')
    .option('--collection <name-or-id>', 'only jobs that searched this collection')
    .option('--limit <n>', 'how many to list (1-1000)', integerIn(1, 1000), 50)
    .option('--offset <n>', 'skip this many (newest first)', integerIn(0, 1_000_000_000), 0)
    .option('--tag <tag>', 'only jobs with this tag (see: quire tag)')
    .option('--starred', 'only starred jobs')
    .addHelpText('after', `\nExamples:\n  quire jobs --status completed --limit 10\n  quire jobs --json | jq -r ".items[].id"\n${listJsonHelp('query, status (the service\'s), reasoningLoopsConsumed, runningTime, sourceCount, availableOffline, tags and starred', '"total" counts every matching job, not only this page.')}`)
    .action(
      bind(runtime, async ({ options, out, session }) => {
        const core = await session({ autoSync: false });
        const collectionId = typeof options.collection === 'string' ? (await resolveCollection(core, options.collection)).id : undefined;
        const page = await core.call('jobs.list', {
          ...(typeof options.status === 'string' ? { status: options.status } : {}),
          ...(collectionId ? { collectionId } : {}),
          ...(typeof options.tag === 'string' ? { tag: options.tag } : {}),
          ...(options.starred === true ? { starred: true } : {}),
          limit: Number(options.limit),
          offset: Number(options.offset),
        });
        // A status no job has and the service does not name is most likely a typo: say so (exit 2).
        if (typeof options.status === 'string' && page.total === 0 && !(KNOWN_JOB_STATUSES as readonly string[]).includes(options.status)) {
          throw usageError(`--status: no job has the status "${options.status}", and it is not one the service names (${KNOWN_JOB_STATUSES.join(', ')}).`);
        }
        out.result(listJson(page.items, page.total));
        const filter = {
          ...(typeof options.status === 'string' ? { status: options.status } : {}),
          ...(typeof options.collection === 'string' ? { collection: options.collection } : {}),
          ...(typeof options.tag === 'string' ? { tag: options.tag } : {}),
          ...(options.starred === true ? { starred: true } : {}),
        };
        out.line(formatJobList(page.items, page.total, out.columns, filter, Number(options.offset)));
        return OK;
      }),
    );

  program
    .command('show')
    .description('Show one research job: answer, transformed content and numbered sources (works offline)')
    .argument('<job-id>', 'the job id, or a unique prefix of it (see: quire jobs)')
    .option('--events', 'also list the progress events')
    .option('--no-transformed', 'leave out the transformed content')
    .option('--source <n>', 'print the full content of source [n] instead', integerIn(1, 100_000))
    .option('--wait', 'if the job is still running, follow it until it ends (needs the service)')
    .addOption(new Option('--format <format>', 'format of --source content').choices(['markdown', 'raw']).default('markdown'))
    .addHelpText('after', '\nExamples:\n  quire show 3f2a9c1e\n  quire show 3f2a9c1e --wait --json > answer.json\n  quire show 3f2a9c1e --source 2 --format raw')
    .action(
      bind(runtime, async ({ args, options, out, session, signal }) => {
        // A source's content may have to come from the service (raw, or not mirrored yet).
        const core = await session({ autoSync: options.wait === true, service: typeof options.source === 'number' });
        let job = await resolveJob(core, String(args[0]));
        if (options.wait === true && !(isTerminalStatus(job.status) && job.syncState === 'synced')) {
          const followed = await followJob(core, out, job.id, signal, null);
          out.endProgress();
          job = followed.job;
          if (followed.ended === 'interrupted') {
            out.result({ ...job, waited: 'interrupted' });
            out.note(stoppedWaitingNote('interrupted', job, await core.call('sync.status', {})));
            return EXIT.interrupted;
          }
        }
        if (typeof options.source === 'number') {
          const citation = options.source;
          const result = orderSources(job.results).find((candidate) => candidate.citationIndex === citation);
          if (!result) throw new CliError(`Research ${job.id.slice(0, 8)} has no source [${citation}] (it has ${job.results.length}).`, EXIT.failed, 'NOT_FOUND');
          const format = options.format === 'raw' ? 'raw' : 'markdown';
          const { content } = await core.call('results.content', { jobId: job.id, resultId: result.id, format });
          out.result({ jobId: job.id, result, format, content });
          out.line(content);
          return OK;
        }
        out.result(job);
        // a research not sent yet is not running: the sync status says what holds it
        const status = job.serverId === null && job.syncState === 'pending' ? await core.call('sync.status', {}) : null;
        out.line(formatJobDetail(job, { transformed: options.transformed !== false, events: options.events === true, status }));
        return OK;
      }),
    );

  program
    .command('search')
    .description('Search the local notebook: queries, answers, sources, highlights and file names (works offline)')
    .argument('<text...>', 'words to look for')
    .option('--limit <n>', 'at most this many hits (1-500)', integerIn(1, 500), 20)
    .addHelpText('after', '\nExamples:\n  quire search kelp urchins\n  quire search "sea otter" --json')
    .action(
      bind(runtime, async ({ args, options, out, session }) => {
        const words = Array.isArray(args[0]) ? args[0].map(String) : [String(args[0])];
        const text = words.join(' ').trim();
        if (text === '') throw usageError('Give some words to search for.');
        const core = await session({ autoSync: false });
        const { hits } = await core.call('search.query', { text, limit: Number(options.limit) });
        out.result({ text, hits });
        out.line(formatSearchHits(hits, (match) => out.bold(match)));
        return OK;
      }),
    );

  program
    .command('export')
    .description('Export research as Markdown or citation files (BibTeX, RIS, CSL-JSON): to stdout, or to a file with --out')
    .argument('[job-ids...]', 'job ids or unique prefixes (see: quire jobs)')
    .option('--all', 'every job; without --format, writes one Markdown file per job into a folder (default: <data>/export)')
    .addOption(new Option('--format <format>', 'what to write').choices(['markdown', 'bibtex', 'ris', 'csl-json', 'html', 'pdf']))
    .option('--footnotes', 'Markdown: citations as footnotes ([^1]) instead of [1]')
    .option('--no-notes', 'leave out your notes on the job and its sources')
    .option('--no-chat', 'Markdown: leave out the follow-up chat')
    .option('--out <path>', 'write to this file (or into this directory under the suggested name); with --all and no --format, the folder')
    .option('--force', 'overwrite an existing file')
    .addHelpText(
      'after',
      [
        '',
        'Examples:',
        '  quire export 3f2a9c1e > otters.md',
        '  quire export 3f2a9c1e 9b0c44d1 --format bibtex --out refs.bib',
        '  quire export --all --format ris --out library.ris',
        '  quire export 3f2a9c1e --format pdf --out otters.pdf   (needs Chromium or Chrome)',
        '  quire export --all --out ~/notes/quire        (one Markdown file per job)',
        '',
        'Citation formats hold one entry per distinct source over the jobs, with a stable key,',
        'the access date and the research question in the note.',
      ].join('\n'),
    )
    .action(
      bind(runtime, async ({ args, options, out, session }) => {
        const refs = (Array.isArray(args[0]) ? args[0] : args[0] === undefined ? [] : [args[0]]).map(String);
        const all = options.all === true;
        if (all && refs.length > 0) throw usageError('Give job ids or --all, not both.');
        if (!all && refs.length === 0) throw usageError('Give a job id to export (see: quire jobs), or --all for every job.');
        // A citation names the author and date each source states about itself, read from its raw copy: on the local
        // library that copy comes from the embedded service, which read-only commands do not start (without it every
        // uploaded document was cited with no author or date unless its copy had been opened before)
        const core = await session({ autoSync: false, service: citesSources(options.format) });
        if (all && options.format === undefined) {
          const written = await core.call('notebook.export', typeof options.out === 'string' ? { dir: resolve(options.out) } : {});
          out.result(written);
          out.line(`Wrote ${written.written} research file${written.written === 1 ? '' : 's'} to ${written.dir}`);
          if (written.removedLeftOut > 0) out.line(`${written.removedLeftOut} removed research${written.removedLeftOut === 1 ? ' was' : 'es were'} left out (restore them from the Removed list in the window to include them)`);
          return OK;
        }
        const pdf = options.format === 'pdf';
        if (pdf && typeof options.out !== 'string') throw usageError('A PDF is written to a file: add --out <file.pdf>.');
        const format = pdf ? 'html' : exportFormat(options.format);
        const jobIds: string[] = [];
        for (const ref of refs) jobIds.push((await resolveJob(core, ref)).id);
        const exported = await core.call('export.render', {
          jobIds,
          all,
          format,
          footnotes: options.footnotes === true,
          notes: options.notes !== false,
          chat: options.chat !== false,
        });
        const text = exported.text === '' || exported.text.endsWith('\n') ? exported.text : `${exported.text}\n`;
        const counts = { jobs: exported.jobs, ...(format === 'markdown' || format === 'html' ? {} : { entries: exported.entries }) };
        if (typeof options.out !== 'string') {
          out.result({ jobIds, format, fileName: exported.fileName, ...counts, text });
          if (!out.json) out.stream(text);
          return OK;
        }
        let target = resolve(options.out);
        const fileName = pdf ? exported.fileName.replace(/\.html$/, '.pdf') : exported.fileName;
        if (existsSync(target) && statSync(target).isDirectory()) target = join(target, fileName);
        if (existsSync(target) && options.force !== true) throw usageError(`${target} already exists; pass --force to overwrite it.`);
        if (pdf) {
          await printHtmlToPdf(exported.text, target);
          out.result({ jobIds, format: 'pdf', fileName, path: target, bytes: statSync(target).size, jobs: exported.jobs });
          out.line(`Exported ${exported.jobs} research as PDF to ${target}`);
          return OK;
        }
        try {
          writeFileSync(target, text);
        } catch (error) {
          throw new CliError(`Could not write ${target}: ${error instanceof Error ? error.message : String(error)}`, EXIT.failed, null);
        }
        out.result({ jobIds, format, fileName: exported.fileName, path: target, bytes: Buffer.byteLength(text), ...counts });
        const what = format === 'markdown' || format === 'html' ? `${exported.jobs} research` : `${exported.entries} source${exported.entries === 1 ? '' : 's'} from ${exported.jobs} research`;
        out.line(`Exported ${what} as ${FORMAT_NAMES[format]} to ${target}`);
        return OK;
      }),
    );
}

/** Whether an export's --format writes citation entries (which name each source's author and date). Pure. */
export function citesSources(format: unknown): boolean {
  return format === 'bibtex' || format === 'ris' || format === 'csl-json';
}

const FORMAT_NAMES: Record<ExportFormat, string> = { markdown: 'Markdown', bibtex: 'BibTeX', ris: 'RIS', 'csl-json': 'CSL-JSON', html: 'HTML' };

function exportFormat(value: unknown): ExportFormat {
  if (value === undefined) return 'markdown';
  const parsed = ExportFormatSchema.safeParse(value);
  if (!parsed.success) throw usageError(`Unknown format "${String(value)}"; use markdown, bibtex, ris, csl-json or html.`);
  return parsed.data;
}
