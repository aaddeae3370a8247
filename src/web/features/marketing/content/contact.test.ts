import { describe, expect, it } from 'vitest';
import { contactFaq, contactHeadlines, contactStats } from './contact';

describe('contact content', () => {
  it('has the four FAQ entries, each with a unique id, a question and an answer', () => {
    expect(contactFaq).toHaveLength(4);
    expect(new Set(contactFaq.map((item) => item.id)).size).toBe(4);
    for (const item of contactFaq) {
      expect(item.id).toMatch(/^[a-z-]+$/);
      expect(item.question.endsWith('?')).toBe(true);
      expect(item.answer.length).toBeGreaterThan(40);
    }
    expect(contactFaq.find((item) => item.id === 'discovery-call')?.answer).toContain('30-minute');
  });

  it('rotates the four headlines', () => {
    expect(contactHeadlines).toEqual([
      'Get Expert Support',
      'Schedule a Consultation',
      'Transform Your Healthcare',
      'Innovation Starts Here',
    ]);
  });

  it('shows the four stats', () => {
    expect(contactStats.map((stat) => stat.value)).toEqual([2, 25, 98, 15]);
  });
});
