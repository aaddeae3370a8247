import { useCallback, useRef, useState } from 'react';
import { calculatorQuestions } from '../content/calculator-questions';
import { nextQuestionIndex } from '../model/profile-strength';
import { CalculatorResult } from './calculator-result';

export function ProfileStrengthCalculator() {
  const [answers, setAnswers] = useState<number[]>([]);
  const interacted = useRef(false);
  const step = nextQuestionIndex(answers);

  // After an answer (or Try Again), keyboard and screen-reader users continue at the new step's
  // heading; each step mounts a new heading (keyed), so this runs once per step.
  const headingRef = useCallback((heading: HTMLHeadingElement | null) => {
    if (heading && interacted.current) heading.focus();
  }, []);

  const answer = (points: number) => {
    interacted.current = true;
    setAnswers((current) => [...current, points]);
  };
  const reset = () => {
    interacted.current = true;
    setAnswers([]);
  };

  const question = step === 'result' ? undefined : calculatorQuestions[step];
  return (
    <div
      className="max-w-3xl rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
      data-testid="calculator"
    >
      {question && step !== 'result' ? (
        <div key={step}>
          <p className="font-semibold text-brand-800 text-sm">
            Question {step + 1} of {calculatorQuestions.length}
          </p>
          <h3
            ref={headingRef}
            tabIndex={-1}
            className="mt-1 font-semibold text-slate-900 text-xl focus:outline-none"
          >
            {question.question}
          </h3>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {question.options.map((option) => (
              <li key={option.label}>
                <button
                  type="button"
                  onClick={() => answer(option.points)}
                  className="min-h-12 w-full rounded-lg border border-slate-300 bg-white px-4 py-3 text-left text-slate-900 hover:border-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700 focus-visible:outline-offset-2"
                >
                  {option.label}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <CalculatorResult answers={answers} headingRef={headingRef} onReset={reset} />
      )}
    </div>
  );
}
