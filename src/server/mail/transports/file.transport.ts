import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import { type MailTransport, toMailOptions } from './mail-transport';

/** `<queued time, ISO without colons>-<outbox id>.eml`: sorts by time, and a retry overwrites its file. */
export function emlFileName(message: { id: string; createdAt: Date }): string {
  return `${message.createdAt.toISOString().replaceAll(':', '')}-${message.id}.eml`;
}

/** The default without an SMTP server: never contacts any host. */
export function createFileTransport(directory: string): MailTransport {
  // nodemailer's stream transport builds the message exactly as SMTP would send it, then hands it back.
  const composer = createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    kind: 'file',
    async send(message) {
      const info = await composer.sendMail(toMailOptions(message));
      const raw: unknown = info.message;
      if (!Buffer.isBuffer(raw)) throw new Error('nodemailer did not return the message as a buffer');
      await mkdir(directory, { recursive: true, mode: 0o700 });
      const target = join(directory, emlFileName(message));
      // Write then rename, so a reader of the directory never sees half a message.
      const temporary = join(directory, `.${message.id}.${randomBytes(4).toString('hex')}.tmp`);
      try {
        await writeFile(temporary, raw, { flag: 'wx', mode: 0o600 });
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async close() {},
  };
}
