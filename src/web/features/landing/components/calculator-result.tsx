import { Lock, LockOpen } from 'lucide-react';
import type { Ref } from 'react';
import { Button } from '../../../components/ui/button';
import { benefitsFor, maximumScore, strengthLevel, totalScore } from '../model/profile-strength';

interface CalculatorResultProps {
  answers: readonly number[];
  headingRef: Ref<HTMLHeadingElement>;
  onReset: () => void;
}

/** The score out of 120, its level and the four benefits, each marked in words as unlocked or locked. */
export function CalculatorResult({ answers, headingRef, onReset }: CalculatorResultProps) {
  const score = totalScore(answers);
  const level = strengthLevel(score);
  return (
    <div data-testid="calculator-result">
      <h3 ref={headingRef} tabIndex={-1} className="font-semibold text-slate-900 text-xl focus:outline-none">
        Your profile strength
      </h3>
      <p className="mt-3 text-slate-800">
        <span className="font-bold text-4xl text-slate-900" data-testid="calculator-score">
          {score}
        </span>{' '}
        out of {maximumScore}
      </p>
      <p className="mt-1 text-lg text-slate-900">
        Level: <strong data-testid="calculator-level">{level}</strong>
      </p>
      <h4 className="mt-6 font-semibold text-slate-900">Benefits</h4>
      <ul className="mt-3 space-y-2">
        {benefitsFor(score).map((benefit) => (
          <li
            key={benefit.label}
            className={`flex items-center gap-2 ${benefit.unlocked ? 'text-slate-900' : 'text-slate-600'}`}
          >
            {benefit.unlocked ? (
              <LockOpen aria-hidden="true" className="size-5 text-brand-700" />
            ) : (
              <Lock aria-hidden="true" className="size-5" />
            )}
            <span>
              {benefit.label} ({benefit.unlocked ? 'unlocked' : `locked, unlocks at ${benefit.threshold}`})
              <span className="block text-slate-600 text-sm">{benefit.does}</span>
            </span>
          </li>
        ))}
      </ul>
      <Button className="mt-6" variant="secondary" onClick={onReset}>
        Try Again
      </Button>
    </div>
  );
}
