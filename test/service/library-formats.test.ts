// @vitest-environment node
// The library folder is read like an upload: a table kept as .csv is indexed and answers questions,
// and an empty file is left out (said in the log) without keeping the rest from loading. The real
// service over HTTP with a folder written here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../src/service/server';
import { csvAsMarkdown } from '../../src/service/extract';
import { createJob, waitForJob, startLibraryService } from './helpers';

describe('a CSV table as Markdown (csvAsMarkdown)', () => {
  it.each<[string, string | null]>([
    ['bell,year\nTreble,1623\nTenor,1898\n', '| bell | year |\n|---|---|\n| Treble | 1623 |\n| Tenor | 1898 |'],
    ['name,note\n"Waghevens, Hendrick","cast ""the Treble"""\n', '| name | note |\n|---|---|\n| Waghevens, Hendrick | cast "the Treble" |'],
    ['a,b\nx|y,z\n', '| a | b |\n|---|---|\n| x\\|y | z |'],
    ['one column\nonly\n', null],
    ['bell,year\n', null],
    ['"never closed,1\n', null],
  ])('%j', (text, table) => {
    expect(csvAsMarkdown(text)).toBe(table);
  });
});

describe('a library folder with a .csv table and an empty file', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService({
      'tower-bells.csv': 'bell,founder,year cast,weight kg\nTreble,Hendrick Waghevens,1623,212\nTenor,John Taylor,1898,1040\n',
      'empty-notes.txt': '',
      'tower-history.md': '# The tower of St Olave\n\nThe tower of St Olave holds two bells. It was rebuilt after the fire of 1874.\n',
    });
  });
  afterAll(async () => {
    await service.close();
  });

  it('answers from the .csv and still loads the rest', async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'Who cast the Treble bell?', reasoning_loops: 1 }));
    expect(job.status).toBe('completed');
    expect(job.content).toMatch(/Hendrick Waghevens/);
    expect(job.results.map((r) => r.title)).toContain('tower bells');
    const history = await waitForJob(service, await createJob(service, { query: 'When was the tower of St Olave rebuilt?', reasoning_loops: 1 }));
    expect(history.content).toMatch(/1874/);
  });
});
