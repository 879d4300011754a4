// Word vectors (embeddings.ts): parsing, cosine, unknown words as unknown, and the shipped GloVe files.
import { describe, expect, it } from 'vitest';
import { bagVectorIn, cosine, embeddings, parseEmbeddings, vectorIn, wordSimilarity, wordSimilarityIn } from '../../src/service/embeddings';

const tiny = parseEmbeddings('# header line\nkettle\nteapot\ngravel\n', new Int8Array([127, 0, 90, 90, 0, 127]));

describe('parseEmbeddings and wordSimilarityIn', () => {
  it('reads one row per word after the header, two dimensions here', () => {
    expect(tiny.dims).toBe(2);
    expect([...tiny.rows.keys()]).toEqual(['kettle', 'teapot', 'gravel']);
  });
  it.each([
    ['kettle', 'kettle', 1],
    ['kettle', 'teapot', Math.SQRT1_2],
    ['kettle', 'gravel', 0],
    ['Kettle', 'TEAPOT', Math.SQRT1_2],
  ])('%s ~ %s = %f', (a, b, want) => {
    expect(wordSimilarityIn(tiny, a, b)).toBeCloseTo(want, 2);
  });
  it('a word without a vector is unknown (null), not unrelated (0)', () => {
    expect(wordSimilarityIn(tiny, 'kettle', 'saucepan')).toBeNull();
    expect(vectorIn(tiny, 'saucepan')).toBeNull();
  });
  it('a word takes its lemma\'s vector when its own form is missing ("geese" is goose)', () => {
    const withGoose = parseEmbeddings('goose\ngravel\n', new Int8Array([127, 0, 0, 127]));
    expect(wordSimilarityIn(withGoose, 'geese', 'goose')).toBeCloseTo(1, 2);
  });
  it('a row count that does not divide the bytes means no vectors', () => {
    expect(parseEmbeddings('a\nb\n', new Int8Array(3)).rows.size).toBe(0);
  });
  it('a bag of words is the weighed mean of its vectors; none known is null', () => {
    const bag = bagVectorIn(tiny, ['kettle', 'gravel', 'saucepan'], (w) => (w === 'gravel' ? 3 : 1));
    expect(bag && cosine(bag, new Float32Array([1, 3]))).toBeCloseTo(1, 2);
    expect(bagVectorIn(tiny, ['saucepan'])).toBeNull();
  });
  it('cosine of a zero vector is 0', () => {
    expect(cosine(new Float32Array(2), new Float32Array([1, 0]))).toBe(0);
  });
});

describe('the shipped GloVe vectors', () => {
  it('load 80,000 words of 100 dimensions', () => {
    expect(embeddings().rows.size).toBe(80000);
    expect(embeddings().dims).toBe(100);
  });
  it('rank a paraphrase above an unrelated word, and relatedness is not synonymy', () => {
    const near = wordSimilarity('downpour', 'rain') ?? 0;
    const far = wordSimilarity('downpour', 'invoice') ?? 1;
    expect(near).toBeGreaterThan(0.6);
    expect(far).toBeLessThan(0.3);
    // opposites sit close: callers must bound similarity by their own conditions
    expect(wordSimilarity('north', 'south') ?? 0).toBeGreaterThan(0.8);
  });
  it('know nothing of a word outside the 80,000', () => {
    expect(wordSimilarity('qwzxv', 'rain')).toBeNull();
  });
});
