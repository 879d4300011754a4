// Why-questions (src/service/reasons.ts, compose.ts): a reason in reported speech, what a step lets
// happen ("…lets X, so Y"), a purpose ("in order to…") count as reasons and lead; an instruction (a
// recipe step) is not a reason; "The main reason your sources give:" only labels a sentence that
// states one ("through" in "see your hand through it" does not). Table tests, then compose() over
// documents written here (a news item, a recipe), not the reviewers' documents.
import { describe, expect, it } from 'vitest';
import { compose } from '../../src/service/compose';
import { isInstruction, statesReason } from '../../src/service/reasons';

describe('reasons in other forms than "because"', () => {
  it.each([
    ['The harbour master said the old quay had cracked in two places and could no longer take cruise ships.', true],
    ['Officials argued that the lake was losing fish every summer.', true],
    ['Soaking lets the beans soften evenly, so they cook in half the time.', true],
    ['A short rest allows the meat to reabsorb its juices.', true],
    ['The council closed the road in order to protect nesting toads.', true],
    ['The bridge was closed for three weeks in March.', false],
    ['Residents get a 50 percent discount.', false],
    ['The association opposed the plan, saying that visitors would stay away.', false],
  ])('statesReason(%j) = %j', (text, reason) => {
    expect(statesReason(text)).toBe(reason);
  });

  it.each([
    ['Drain the beans and rinse them under cold water.', true],
    ['Slice the loaf once it has cooled.', true],
    ['3. Fold the batter gently.', true],
    ['Stir it twice.', true],
    ['Because the beans were old, they took longer to cook.', false],
    ['Tardigrades survive in films of water.', false],
    ['Parliament passed the bill in 18 days.', false],
    ['The loaf cools on a rack.', false],
  ])('isInstruction(%j) = %j', (text, step) => {
    expect(isInstruction(text)).toBe(step);
  });
});

describe('composed why-answers', () => {
  const documents = new Map([
    ['news', { title: 'Valdor harbour to close its old quay to cruise ships', url: 'https://news.example/valdor' }],
    ['recipe', { title: 'Simple white beans', url: 'https://recipes.example/beans' }],
  ]);

  it('the reason a person gives in reported speech leads a news item, ahead of the vote and the dates', () => {
    const passages = [
      {
        documentId: 'news',
        text: 'Valdor town council voted 14 to 9 on Monday to close the old quay to cruise ships from May 2027. Ships will use the new outer pier instead, which opens in April. The harbour master said the old quay had cracked in two places and could no longer take the weight of large ships. Local cafés on the quay opposed the plan, saying that passengers would no longer walk past them.',
      },
    ];
    const answer = compose('Why is Valdor closing the old quay to cruise ships?', passages, documents);
    expect(answer.content).toMatch(/^The main reason your sources give: The harbour master said the old quay had cracked/);
  });

  it('a recipe: the reason ("lets … so") leads; a step is never labelled a reason', () => {
    const passages = [
      {
        documentId: 'recipe',
        text: '## Method\n1. Cover the beans with cold water and soak them overnight. Soaking lets the skins soften evenly, so the beans cook in half the time without splitting.\n2. Drain the beans and simmer them through the afternoon, until you can crush one through a sieve.\n3. Season the beans only at the end.',
      },
    ];
    const answer = compose('Why should beans soak before cooking?', passages, documents);
    const first = answer.content.split('\n\n')[0] ?? '';
    expect(first).toContain('Soaking lets the skins soften evenly');
    expect(first).not.toMatch(/^The main reason your sources give: (?:Drain|Season)/);
  });
});
