// A numbered step's bold title is its heading, not part of its sentence (src/service/extract.ts
// listItemText, passage.ts): "2. **Prime the pump.** Open the bleed valve…" is cited as "Open the bleed
// valve…"; a bold label ending in a colon ("**Hand pump:** rated 40 litres a minute") names what the item
// is about and stays. The pump guide below is written for this test.
import { describe, expect, it } from 'vitest';
import { compose } from '../../src/service/compose';
import { extractDocument } from '../../src/service/extract';
import { readPassage } from '../../src/service/passage';
import { chunkParagraphs } from '../../src/service/text';

const guide = `---
title: Starting the farm water pump
url: https://pump.example/guide
---

# Starting the farm water pump

## Steps

1. **Check the tank.** Make sure the header tank is at least a quarter full before you start.
2. **Prime the pump.** Open the bleed valve and pour two litres of water into the priming cup until it overflows.
3. **Start the motor.** Press the green button and listen for a steady hum within ten seconds.

## Pumps on the farm

- **Hand pump:** rated 40 litres a minute, used only when the power is off.
- **Electric pump:** rated 120 litres a minute.
`;

async function passages(): Promise<{ documentId: string; text: string }[]> {
  const doc = await extractDocument(Buffer.from(guide), 'pump-guide.md');
  return chunkParagraphs(doc.paragraphs).map((text) => ({ documentId: 'pump', text }));
}

describe('step titles', () => {
  it('readPassage gives the title apart and the step without it; a colon label stays in its item', async () => {
    const read = (await passages()).map((p) => readPassage(p.text));
    const items = read.flatMap((r) => r.sentences).filter((s) => s.kind === 'item');
    const prime = items.find((s) => /bleed valve/.test(s.text));
    expect(prime?.text).toBe('Open the bleed valve and pour two litres of water into the priming cup until it overflows.');
    expect(prime?.title).toBe('Prime the pump');
    expect(items.find((s) => /40 litres/.test(s.text))?.text).toBe('Hand pump: rated 40 litres a minute, used only when the power is off.');
  });
  it('an answer cites the step without its title glued on', async () => {
    const answer = compose('How much water goes into the priming cup of the farm water pump?', await passages(), new Map([['pump', { title: 'Starting the farm water pump', url: 'https://pump.example/guide' }]]));
    expect(answer.content).toMatch(/Open the bleed valve and pour two litres of water/);
    expect(answer.content).not.toMatch(/Prime the pump\. Open/);
  });
});
