// What the local library's sample documents (resources/library) cover, for the first-run screen. A
// test checks this list against the folder, so the screen never promises a topic that is not there.
export interface SampleTopic {
  /** File-name prefixes of the topic's documents in resources/library. */
  prefixes: string[];
  topic: string;
  documents: number;
  /** A question the sample documents answer. */
  example: string;
}

export const SAMPLE_LIBRARY: SampleTopic[] = [
  { prefixes: ['otters-', 'kelp-'], topic: 'Sea otters, kelp forests and seagrass', documents: 4, example: 'How do sea otters affect kelp forests?' },
  { prefixes: ['battery-'], topic: 'Lithium-ion batteries: charging, ageing and storage', documents: 4, example: 'Why does charging in the cold damage lithium-ion batteries?' },
  { prefixes: ['coffee-'], topic: 'Caffeine, coffee and sleep', documents: 4, example: 'Does coffee in the afternoon disturb sleep?' },
  { prefixes: ['printing-'], topic: 'The history of printing: movable type, Gutenberg, the Reformation', documents: 4, example: 'How did the printing press help the Reformation spread?' },
];

export const SAMPLE_DOCUMENTS = SAMPLE_LIBRARY.reduce((sum, topic) => sum + topic.documents, 0);
