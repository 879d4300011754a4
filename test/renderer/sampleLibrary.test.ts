// The first-run screen's account of the sample library matches the documents really shipped.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SAMPLE_DOCUMENTS, SAMPLE_LIBRARY } from '../../src/renderer/src/lib/sampleLibrary';

const DIR = path.resolve(import.meta.dirname, '../../resources/library');
// The same kinds of file the local service indexes from this folder (src/service/library.ts).
const documents = fs.readdirSync(DIR).filter((name) => /\.(md|markdown|html?|txt)$/i.test(name));

describe('sample library topics', () => {
  it('every shipped document belongs to exactly one listed topic, and the counts are right', () => {
    for (const name of documents) {
      const owners = SAMPLE_LIBRARY.filter((topic) => topic.prefixes.some((prefix) => name.startsWith(prefix)));
      expect(owners.map((topic) => topic.topic), name).toHaveLength(1);
    }
    for (const topic of SAMPLE_LIBRARY) {
      const count = documents.filter((name) => topic.prefixes.some((prefix) => name.startsWith(prefix))).length;
      expect(count, topic.topic).toBe(topic.documents);
    }
    expect(SAMPLE_DOCUMENTS).toBe(documents.length);
  });
});
