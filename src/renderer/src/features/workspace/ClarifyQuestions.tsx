// The composer's "Clarify first" step: each clarifying question with its options as radio buttons
// and a field for an answer in the person's own words (sent as custom_text; an option is sent as
// selected_option, see wireAnswers). Choosing an option clears the own words and vice versa.
import type { BrainstormQuestion } from '../../../../shared/domain';

export function ClarifyQuestions({
  questions,
  answers,
  onChange,
}: {
  questions: BrainstormQuestion[];
  answers: Record<string, string>;
  onChange: (answers: Record<string, string>) => void;
}) {
  return (
    <fieldset className="clarify">
      <legend>Clarify first</legend>
      {questions.length === 0 && <p>The service has no questions; the research can start as is.</p>}
      {questions.map((question) => {
        const value = answers[question.id] ?? '';
        const ownWords = question.options.some((o) => o.key === value) ? '' : value;
        return (
          <div key={question.id} role="radiogroup" aria-label={question.question} className="clarify-question">
            <p>{question.question}</p>
            {question.options.map((option) => (
              <label key={option.key} className="check">
                <input type="radio" name={`q-${question.id}`} checked={value === option.key} onChange={() => onChange({ ...answers, [question.id]: option.key })} />
                {option.text}
              </label>
            ))}
            <label className="clarify-own">
              Or in your own words
              <input type="text" maxLength={300} value={ownWords} onChange={(event) => onChange({ ...answers, [question.id]: event.target.value })} />
            </label>
          </div>
        );
      })}
    </fieldset>
  );
}
