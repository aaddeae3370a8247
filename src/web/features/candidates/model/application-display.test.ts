import { describe, expect, it } from 'vitest';
import { applicationStageNote, applicationStageText } from './application-display';

describe('an application as its candidate reads it', () => {
  it('names each stage in words', () => {
    expect(applicationStageText('approved')).toBe('Applied');
    expect(applicationStageText('declined')).toBe('Not taken further');
    expect(applicationStageText('withdrawn')).toBe('Withdrawn');
    expect(applicationStageText('introduced')).toBe('Introduced');
  });

  it('says a decline kindly, without a reason', () => {
    expect(applicationStageNote('declined', 'Aire Valley PCN')).toBe(
      'Thank you for applying. The organisation has decided not to take your application further this time.',
    );
    expect(applicationStageNote('approved', 'Aire Valley PCN')).toBe(
      'Aire Valley PCN can see what you shared. If they would like to meet you, our team will introduce you.',
    );
    expect(applicationStageNote('placed', 'Aire Valley PCN')).toBeUndefined();
  });
});
