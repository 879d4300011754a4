// Documents written for the chat dialogue tests (chat-dialogue.test.ts, chat-yesno.test.ts): a community orchard's
// news report, its FAQ, and a bell-ringing page that shares a word with the orchard's follow-ups and nothing else.
export const ORCHARD_DOCUMENTS: Record<string, string> = {
  'orchard-news.txt': `MORWELL TIMES, Wednesday 5 November 2025

Orchard volunteers call for help with winter pruning

By Hester Quaile

The Pennock community orchard needs more volunteers this winter, its organisers say. Only nine people came to the last work party, against twenty-five a year ago.

The orchard has 64 trees, most of them old Devon apple varieties. Volunteers have pruned the trees every February since 2014, when the parish handed the site to the Pennock Orchard Group.

"Without pruning the old trees split under the weight of the fruit," said the group's chair, Ewan Castell.

Last autumn the group pressed 1,100 litres of juice from its own apples.

The group's register lists 14 volunteers, most of them over seventy.
`,
  'orchard-faq.md': `---
title: Pennock Orchard Group: questions and answers
---
# Pennock Orchard Group: questions and answers

## Do I need any experience?
No. Every work party starts with a short lesson on pruning, and tools are lent free of charge.

## When are the work parties?
Work parties meet on the first Saturday of each month from 10am to 1pm at the orchard gate on Fore Lane.

## Can children come?
Children over eight are welcome with an adult.
`,
  'bell-ringers.md': `---
title: St Anne's bell ringers
---
# St Anne's bell ringers

The tower's six bells are rung for the Sunday service. The band practises on Thursday evenings and welcomes learners of any age. Each ringer pulls one rope.
`,
};
