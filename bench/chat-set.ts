// The follow-up chat evaluation set (bench/chat.bench.ts): research questions over the sample library
// (resources/library), each followed by the messages a researcher types after reading the answer, with
// what a good reply must do: contain facts (each a list of alternative case-insensitive phrases, matched
// from a word start), say plainly that the sources do not cover it, or take the shape asked for (one
// sentence, N bullets, a table). Written by the team; an outside set (QUIRE_CHAT_SET) has the same shape
// plus its own DOCUMENTS.

export type ChatExpectation =
  /** The reply answers from the sources: these facts, every [n] one of the job's sources. */
  | { kind: 'answer'; facts: string[][] }
  /** Nothing in the sources answers it (or the engine cannot do it): no [n], said plainly; names `missing` when given. */
  | { kind: 'unsupported'; missing?: string }
  /** The reply takes this shape: `count` sentences (cited ones), `count` bullet lines, or a table of `count` rows or more; and holds `facts` if given. */
  | { kind: 'shape'; shape: 'sentences' | 'bullets' | 'table'; count: number; facts?: string[][] };

export interface ChatTurn {
  message: string;
  expect: ChatExpectation;
}

export interface ChatCase {
  /** The research question the chat follows (3 reasoning loops). */
  query: string;
  turns: ChatTurn[];
}

export const TEAM_CHAT_CASES: ChatCase[] = [
  {
    query: 'How do sea otters affect kelp forests?',
    turns: [
      { message: 'Why?', expect: { kind: 'answer', facts: [['urchin']] } },
      { message: 'Sum that up in one sentence.', expect: { kind: 'shape', shape: 'sentences', count: 1, facts: [['urchin', 'otter']] } },
      { message: 'Do the otters eat crabs too?', expect: { kind: 'answer', facts: [['crab']] } },
      { message: 'What do the sources say about wolves in Yellowstone?', expect: { kind: 'unsupported', missing: 'wol' } },
    ],
  },
  {
    query: 'How should lithium-ion batteries be stored for a long time?',
    turns: [
      { message: 'Give me the key numbers.', expect: { kind: 'answer', facts: [['40', '60', 'percent', '%']] } },
      { message: 'List that as three bullet points.', expect: { kind: 'shape', shape: 'bullets', count: 3 } },
      { message: 'What about storing them in a hot car?', expect: { kind: 'answer', facts: [['heat', 'hot', 'temperature', 'warm']] } },
      { message: 'Translate the answer into German.', expect: { kind: 'unsupported' } },
    ],
  },
  {
    query: 'Was movable type invented in East Asia before Gutenberg?',
    turns: [
      { message: 'Who was Bi Sheng?', expect: { kind: 'answer', facts: [['Bi Sheng'], ['clay', 'ceramic', '1040', 'eleventh century', '11th century']] } },
      { message: 'Put the dates in a table.', expect: { kind: 'shape', shape: 'table', count: 2 } },
      { message: 'Which source says the most?', expect: { kind: 'answer', facts: [['[1]', '[2]', '[3]', 'source']] } },
      { message: 'How much did a Gutenberg Bible cost in today\'s money?', expect: { kind: 'unsupported' } },
    ],
  },
  {
    query: 'Does drinking coffee in the afternoon affect sleep?',
    turns: [
      { message: 'How long before bed is too late?', expect: { kind: 'answer', facts: [['six hours', '6 hours']] } },
      { message: 'Do the sources agree?', expect: { kind: 'answer', facts: [['agree', 'both', 'one source', 'rests on']] } },
      // the decaf document is in the library but not among this job's sources: the chat answers over the job's sources
      { message: 'Is decaf a safe alternative?', expect: { kind: 'unsupported', missing: 'decaf' } },
      { message: 'Does coffee raise the risk of heart disease?', expect: { kind: 'unsupported', missing: 'heart' } },
    ],
  },
  {
    query: 'Why did the kelp forests of northern California decline?',
    turns: [
      { message: 'Tell me more.', expect: { kind: 'answer', facts: [['urchin', 'sea star', 'heatwave', 'warm']] } },
      { message: 'Explain it for a ten-year-old.', expect: { kind: 'answer', facts: [['urchin', 'kelp']] } },
      { message: 'What is being done to restore them?', expect: { kind: 'answer', facts: [['divers', 'remove', 'restoration', 'reintroduc']] } },
    ],
  },
];
