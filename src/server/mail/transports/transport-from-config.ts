import { join } from 'node:path';
import type { Config } from '../../config';
import { createFileTransport } from './file.transport';
import type { MailTransport } from './mail-transport';
import { createSmtpTransport } from './smtp.transport';

/** SMTP when SMTP_URL is set, otherwise .eml files in DATA_DIR/mail. */
export function createTransportFromConfig(config: Pick<Config, 'SMTP_URL' | 'DATA_DIR'>): MailTransport {
  return config.SMTP_URL
    ? createSmtpTransport(config.SMTP_URL)
    : createFileTransport(join(config.DATA_DIR, 'mail'));
}
