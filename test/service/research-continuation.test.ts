// A sentence that needs a chosen point as its referent and itself names what is asked continues that
// point (src/service/compose.ts selectUnits), instead of being dropped because its referent is
// already used: "The Lumo 7 plays MP3…" + "It cannot play FLAC…". A continuation that names little of
// the question is not added. Documents written here.
import { describe, expect, it } from 'vitest';
import { compose } from '../../src/service/compose';

const documents = new Map([['player', { title: 'Lumo 7 music player: questions', url: 'https://lumo.example/faq' }]]);

describe('a continuation of the lead that names the question is kept with it', () => {
  it('both the formats it plays and those it cannot play are in the answer, in order', () => {
    const passages = [
      { documentId: 'player', text: 'The Lumo 7 plays MP3, AAC and WAV audio files from its card. It cannot play FLAC or ALAC audio files; convert them first on a computer.' },
      { documentId: 'player', text: 'The Lumo 7 has a battery that holds a charge for about 30 hours of playback.' },
    ];
    const answer = compose('What audio file formats can the Lumo 7 play?', passages, documents);
    expect(answer.answered).toBe(true);
    const content = answer.content;
    expect(content).toMatch(/MP3, AAC and WAV/);
    expect(content).toMatch(/cannot play FLAC/);
    expect(content.indexOf('MP3')).toBeLessThan(content.indexOf('cannot play FLAC'));
  });
});
