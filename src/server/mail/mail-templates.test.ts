import { describe, expect, it } from 'vitest';
import { escapeHtml } from './mail-layout';
import { renderMail } from './mail-templates';

const context = {
  siteUrls: { consultancy: 'https://meridian.example', marketplace: 'https://arrsplace.example' },
  now: new Date('2031-06-01T12:30:00Z'),
};
const hostile = `<script>alert("x")</script> & 'quoted'`;

describe('renderMail', () => {
  it('renders a generic notice as text with plain links and as branded HTML', () => {
    const mail = renderMail(
      'generic-notice',
      {
        heading: 'Your profile is live',
        paragraphs: ['Employers can now find you.', 'Thank you for joining.'],
        action: {
          label: 'View your profile',
          url: 'https://arrsplace.example/arrsplace/candidate?tab=1&x=2',
        },
      },
      context,
    );
    expect(mail.subject).toBe('Your profile is live');
    expect(mail.text).toContain('Your profile is live\n--------------------');
    expect(mail.text).toContain('Employers can now find you.\n\nThank you for joining.');
    // The link stands alone on its line, so any mail client makes it clickable.
    expect(mail.text).toContain(
      'View your profile:\nhttps://arrsplace.example/arrsplace/candidate?tab=1&x=2\n',
    );
    expect(mail.text).not.toContain('<');
    expect(mail.html).toContain('<a href="https://arrsplace.example/arrsplace/candidate?tab=1&amp;x=2"');
    expect(mail.html).toContain(
      '<h1 style="margin:0 0 24px;font-size:22px;line-height:30px;">Your profile is live</h1>',
    );
    expect(mail.html).toContain('ARRS Place');
    expect(mail.text).toContain('Meridian Health Partners Ltd');
    expect(mail.text).toContain('© 2022–2031');
  });

  it('escapes every interpolated value in the HTML version', () => {
    const mail = renderMail(
      'generic-notice',
      { heading: hostile, paragraphs: [hostile], subject: hostile, reason: hostile },
      context,
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain(`'quoted'`);
    expect(mail.html.split(escapeHtml(hostile)).length - 1).toBe(4); // title, heading, paragraph, reason
    expect(mail.text).toContain(hostile);
  });

  it('escapes admin notification keys and values', () => {
    const mail = renderMail(
      'admin-notification',
      { type: 'contact_submission', data: { [hostile]: hostile, message: `a\n<b>bold</b>` } },
      context,
    );
    expect(mail.html).not.toMatch(/<script|<b>/);
    expect(mail.html).toContain('&lt;b&gt;bold&lt;/b&gt;');
    expect(mail.text).toContain('Message: a\n  <b>bold</b>\n');
  });

  it('keeps the subject on one line', () => {
    const mail = renderMail(
      'generic-notice',
      { heading: 'x', paragraphs: [], subject: 'Hello\r\nBcc: victim@example.org' },
      context,
    );
    expect(mail.subject).toBe('Hello Bcc: victim@example.org');
  });

  it('refuses links that are not http(s)', () => {
    expect(() =>
      renderMail(
        'generic-notice',
        { heading: 'x', paragraphs: [], action: { label: 'Go', url: 'javascript:alert(1)' } },
        context,
      ),
    ).toThrow('http(s)');
    expect(() =>
      renderMail(
        'generic-notice',
        { heading: 'x', paragraphs: [], action: { label: 'Go', url: '/relative' } },
        context,
      ),
    ).toThrow('absolute');
  });

  it('renders an admin notification with humanised fields and a link to the admin area', () => {
    const mail = renderMail(
      'admin-notification',
      {
        type: 'new_employer_signup',
        data: {
          organisationName: 'Riverside PCN',
          approved: false,
          roles: ['Pharmacist', 'Paramedic'],
          phone: null,
          submittedAt: new Date('2031-06-01T11:00:00Z'),
        },
      },
      context,
    );
    expect(mail.subject).toBe('[ARRS Place] New employer signup');
    expect(mail.text).toContain('Organisation name: Riverside PCN');
    expect(mail.text).toContain('Approved: No');
    expect(mail.text).toContain('Roles: Pharmacist, Paramedic');
    expect(mail.text).toContain('Phone: —');
    expect(mail.text).toContain('Submitted at: 1 June 2031 at 12:00'); // British Summer Time
    expect(mail.text).toContain('Received 1 June 2031 at 13:30 (UK time).');
    expect(mail.text).toContain('https://arrsplace.example/arrsplace/admin');
  });
});
