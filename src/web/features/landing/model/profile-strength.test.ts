import { describe, expect, it } from 'vitest';
import { benefitsFor, maximumScore, nextQuestionIndex, strengthLevel, totalScore } from './profile-strength';

describe('profile-strength calculator', () => {
  it('has a maximum of 120', () => {
    expect(maximumScore).toBe(120);
  });

  it('adds the points of the answers', () => {
    expect(totalScore([40, 45, 35])).toBe(120);
    expect(totalScore([10, 15, 5])).toBe(30);
    expect(totalScore([])).toBe(0);
  });

  it('gives the level at each boundary', () => {
    expect(strengthLevel(120)).toBe('Exceptional');
    expect(strengthLevel(80)).toBe('Exceptional');
    expect(strengthLevel(79)).toBe('Strong');
    expect(strengthLevel(60)).toBe('Strong');
    expect(strengthLevel(59)).toBe('Good');
    expect(strengthLevel(40)).toBe('Good');
    expect(strengthLevel(39)).toBe('Developing');
    expect(strengthLevel(0)).toBe('Developing');
  });

  it('unlocks benefits at 20, 40, 60 and 80', () => {
    const unlocked = (score: number) =>
      benefitsFor(score)
        .filter((benefit) => benefit.unlocked)
        .map((benefit) => benefit.label);
    expect(unlocked(19)).toEqual([]);
    expect(unlocked(20)).toEqual(['Basic profile visibility']);
    expect(unlocked(40)).toEqual(['Basic profile visibility', 'Enhanced search ranking']);
    expect(unlocked(79)).toHaveLength(3);
    expect(unlocked(80)).toEqual([
      'Basic profile visibility',
      'Enhanced search ranking',
      'Priority employer matching',
      'Exclusive opportunity access',
    ]);
  });

  it('asks the questions in sequence, then shows the result', () => {
    expect(nextQuestionIndex([])).toBe(0);
    expect(nextQuestionIndex([10])).toBe(1);
    expect(nextQuestionIndex([10, 15])).toBe(2);
    expect(nextQuestionIndex([10, 15, 5])).toBe('result');
  });
});
