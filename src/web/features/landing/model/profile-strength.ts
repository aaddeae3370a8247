import { calculatorBenefits, calculatorQuestions } from '../content/calculator-questions';

export type StrengthLevel = 'Exceptional' | 'Strong' | 'Good' | 'Developing';

/** The best answer to every question. */
export const maximumScore = calculatorQuestions.reduce(
  (sum, question) => sum + Math.max(...question.options.map((option) => option.points)),
  0,
);

export function totalScore(points: readonly number[]): number {
  return points.reduce((sum, value) => sum + value, 0);
}

/** 80+ Exceptional, 60–79 Strong, 40–59 Good, below 40 Developing. */
export function strengthLevel(score: number): StrengthLevel {
  if (score >= 80) return 'Exceptional';
  if (score >= 60) return 'Strong';
  if (score >= 40) return 'Good';
  return 'Developing';
}

export interface BenefitState {
  threshold: number;
  label: string;
  does: string;
  unlocked: boolean;
}

export function benefitsFor(score: number): BenefitState[] {
  return calculatorBenefits.map((benefit) => ({ ...benefit, unlocked: score >= benefit.threshold }));
}

export function nextQuestionIndex(answers: readonly number[]): number | 'result' {
  return answers.length >= calculatorQuestions.length ? 'result' : answers.length;
}
