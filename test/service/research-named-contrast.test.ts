// Two documents' figures are said to disagree only when both are about the thing the question names, over the real
// service (compose.ts with named-thing.ts): a bus page's "A day ticket costs £5.50, and children under 5 travel free"
// shares "children" and a price with a question about a museum's children's price, but is no other figure for it. The
// documents are written here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../src/service/server';
import { createJob, startLibraryService, waitForJob } from './helpers';

const MUSEUM = `# Skerrin Point Lighthouse

The lighthouse at Skerrin Point was built between 1842 and 1846. Its tower is 38 metres tall.

The former keepers' cottages now house a small museum. It is open from April to October, from 10:00 to 16:30. Adult entry costs £7 and children pay £3.50.
`;

const BUS = `<html><head><title>Changes to the 52 bus | Tarnbrook Valley Buses</title></head><body>
<h1>Changes to the 52 bus</h1>
<p>From Monday 3 March the 52 will run every 30 minutes on weekdays.</p>
<p>An adult single costs £2.00. A day ticket costs £5.50, and children under 5 travel free.</p>
</body></html>
`;

describe('figures of two documents disagree only about the thing the question names', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startLibraryService({ 'skerrin-lighthouse.md': MUSEUM, 'valley-bus.html': BUS });
  });
  afterAll(async () => {
    await service.close();
  });

  it("the museum's children's price is answered without a bus fare set against it", async () => {
    const job = await waitForJob(service, await createJob(service, { query: 'How much do children pay to get into the Skerrin lighthouse museum?', reasoning_loops: 3 }));
    expect(job.status).toBe('completed');
    const content = String(job.content ?? '');
    expect(content).toContain('£3.50');
    expect(content).not.toMatch(/figures differ|£5\.50/);
  });
});
