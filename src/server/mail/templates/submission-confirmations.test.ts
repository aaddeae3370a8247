import { describe, expect, it } from 'vitest';
import { renderMail } from '../mail-templates';

const context = {
  siteUrls: { consultancy: 'https://meridian.example', marketplace: 'https://arrsplace.example' },
  now: new Date('2031-06-01T12:30:00Z'),
};

describe('submission confirmations', () => {
  it('thanks a contact by name, names the enquiry, promises the reply time, and never echoes markup', () => {
    const mail = renderMail(
      'contact-confirmation',
      { name: '<b>Amelia</b>', consultationType: 'digital-transformation' },
      context,
    );
    expect(mail.subject).toBe('We have your message – Meridian Health Partners');
    expect(mail.text).toContain('Hello <b>Amelia</b>,');
    expect(mail.html).not.toContain('<b>Amelia');
    expect(mail.text).toContain('Enquiry: Digital Transformation');
    expect(mail.text).toContain('within 2 hours during office hours, 9 AM–6 PM GMT, Monday to Friday');
    expect(mail.text).toContain('complimentary 30-minute discovery call');
  });

  it('tells an employer and a candidate what happens next, each in their own words', () => {
    const data = { name: 'Tom', role: 'Clinical Pharmacist', location: 'Leeds' };
    const employer = renderMail('recruitment-confirmation', { ...data, submissionType: 'employer' }, context);
    const candidate = renderMail(
      'recruitment-confirmation',
      { ...data, submissionType: 'candidate' },
      context,
    );
    expect(employer.subject).toBe('We have your vacancy – Meridian Health Partners');
    expect(employer.text).toContain('your Clinical Pharmacist vacancy in Leeds');
    expect(candidate.subject).toBe('We have your details – Meridian Health Partners');
    expect(candidate.text).toContain('Clinical Pharmacist work around Leeds');
    expect(candidate.text).toContain('free for candidates');
    for (const mail of [employer, candidate]) expect(mail.text).toContain('within 2 hours');
  });
});
