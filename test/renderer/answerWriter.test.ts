// Who wrote the answer, from the service's progress events (src/renderer/src/features/job/answerWriter.ts).
import { describe, expect, it } from 'vitest';
import { answerWriter, tidyModelReason } from '../../src/renderer/src/features/job/answerWriter';

const ev = (...messages: string[]) => messages.map((message) => ({ message }));

describe('answerWriter', () => {
  it.each<[string, string[], string | null, 'info' | 'problem' | null]>([
    ['no local model asked', ['Research queued', 'Completed: 2 sources cited after 3 reasoning loops'], null, null],
    [
      'a model name the server does not have',
      ['Asking the local model ghost to write the answer from 2 sources', 'The built-in engine wrote the answer: the local model at http://127.0.0.1:11434/v1/chat/completions answered 404: {"error":{"message":"model \'ghost\' not found, try pulling it first","type":"not_found"}}', 'Completed: 2 sources cited'],
      'Written by the built-in engine, not your local model: the local model at http://127.0.0.1:11434/v1/chat/completions answered 404: “model \'ghost\' not found, try pulling it first”.',
      'problem',
    ],
    [
      'too slow',
      ['The built-in engine wrote the answer: the local model at http://127.0.0.1:11434/v1/chat/completions did not answer within 60 s'],
      'Written by the built-in engine, not your local model: the local model at http://127.0.0.1:11434/v1/chat/completions did not answer within 60 s.',
      'problem',
    ],
    [
      'the model wrote it',
      ['The local model llama3 wrote the answer; 1 of its sentences was dropped because the cited passage does not support it'],
      'Written by your local model llama3; 1 of its sentences was dropped because the cited passage does not support it.',
      'info',
    ],
  ])('%s', (_name, messages, text, tone) => {
    const writer = answerWriter(ev(...messages));
    expect(writer?.text ?? null).toBe(text);
    expect(writer?.tone ?? null).toBe(tone);
  });

  it('keeps a reason that is not a JSON error as it is (a body cut short, HTML)', () => {
    expect(tidyModelReason('answered 500: {"error":{"message":"CUDA out')).toBe('answered 500: {"error":{"message":"CUDA out');
    expect(tidyModelReason('sent a reply that is not JSON')).toBe('sent a reply that is not JSON');
    expect(tidyModelReason('answered 500: {"error":"overloaded"}')).toBe('answered 500: “overloaded”');
  });
});
