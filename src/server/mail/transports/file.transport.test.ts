import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestConfig } from '../../test/app.test-utils';
import { parseEml } from '../mail.test-utils';
import { renderMail } from '../mail-templates';
import { emlFileName } from './file.transport';
import type { OutgoingMail } from './mail-transport';
import { createTransportFromConfig } from './transport-from-config';

function outgoing(overrides: Partial<OutgoingMail> = {}): OutgoingMail {
  const rendered = renderMail(
    'generic-notice',
    {
      heading: 'Confirm your address — £0 fee',
      paragraphs: ['Please confirm your e-mail address.'],
      action: { label: 'Confirm', url: 'https://arrsplace.example/verify?token=abc&next=%2Fhome' },
    },
    {
      siteUrls: { consultancy: 'https://meridian.example', marketplace: 'https://arrsplace.example' },
      now: new Date('2031-02-03T04:05:06.789Z'),
    },
  );
  return {
    id: '0b3f6c0e-9a4e-4f55-8d2b-3a1c2f9e7d10',
    messageId: '<0b3f6c0e-9a4e-4f55-8d2b-3a1c2f9e7d10@arrsplace.example>',
    template: 'generic-notice',
    from: 'ARRS Place <no-reply@arrsplace.example>',
    to: 'jane@example.org',
    ...rendered,
    headers: {},
    createdAt: new Date('2031-02-03T04:05:06.789Z'),
    date: new Date('2031-02-03T04:05:07.000Z'),
    ...overrides,
  };
}

describe('file transport (no SMTP_URL)', () => {
  it('writes one complete RFC 822 message per mail to DATA_DIR/mail', async () => {
    const config = createTestConfig();
    const transport = createTransportFromConfig(config);
    expect(transport.kind).toBe('file');
    const message = outgoing();
    await transport.send(message);

    const directory = join(config.DATA_DIR, 'mail');
    expect(readdirSync(directory)).toEqual([
      '2031-02-03T040506.789Z-0b3f6c0e-9a4e-4f55-8d2b-3a1c2f9e7d10.eml',
    ]);
    const eml = parseEml(readFileSync(join(directory, emlFileName(message)), 'utf8'));
    expect(eml.headers.get('subject')).toBe('Confirm your address — £0 fee');
    expect(eml.headers.get('to')).toBe('jane@example.org');
    expect(eml.headers.get('from')).toBe('ARRS Place <no-reply@arrsplace.example>');
    expect(eml.headers.get('message-id')).toBe(message.messageId);
    expect(eml.headers.get('x-arrs-template')).toBe('generic-notice');
    expect(eml.headers.get('mime-version')).toBe('1.0');
    expect(new Date(eml.headers.get('date') ?? '').toISOString()).toBe('2031-02-03T04:05:07.000Z');
    expect(eml.text).toContain('Confirm:\nhttps://arrsplace.example/verify?token=abc&next=%2Fhome\n');
    expect(eml.html).toContain('href="https://arrsplace.example/verify?token=abc&amp;next=%2Fhome"');
  });

  it('overwrites the same file when a message is delivered again, leaving no temporary files', async () => {
    const config = createTestConfig();
    const transport = createTransportFromConfig(config);
    await transport.send(outgoing());
    await transport.send(outgoing({ date: new Date('2031-02-03T05:00:00.000Z') }));
    await transport.send(outgoing({ id: 'second', createdAt: new Date('2031-02-03T04:06:00.000Z') }));
    expect(readdirSync(join(config.DATA_DIR, 'mail'))).toEqual([
      '2031-02-03T040506.789Z-0b3f6c0e-9a4e-4f55-8d2b-3a1c2f9e7d10.eml',
      '2031-02-03T040600.000Z-second.eml',
    ]);
  });

  it('writes the header fields the message was queued with (one-click unsubscribe)', async () => {
    const config = createTestConfig();
    const transport = createTransportFromConfig(config);
    const link = 'https://arrsplace.example/api/unsubscribe?t=eyJ1IjoiYSJ9.c2ln';
    const message = outgoing({
      headers: { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
    await transport.send(message);
    const eml = parseEml(readFileSync(join(config.DATA_DIR, 'mail', emlFileName(message)), 'utf8'));
    expect(eml.headers.get('list-unsubscribe')).toBe(`<${link}>`);
    expect(eml.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    // Without headers of its own, a message has none of these.
    const plain = outgoing({ id: 'plain' });
    await transport.send(plain);
    const plainEml = parseEml(readFileSync(join(config.DATA_DIR, 'mail', emlFileName(plain)), 'utf8'));
    expect(plainEml.headers.has('list-unsubscribe')).toBe(false);
  });
});
