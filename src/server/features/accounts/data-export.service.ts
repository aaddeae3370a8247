import { PassThrough, type Readable } from 'node:stream';
import { ZipArchive } from 'archiver';
import { brand } from '../../../shared/content/brand';
import type { Database } from '../../db/database';
import type { FileStorage } from '../../storage/file-storage';
import { createDataExportRepository, type PersonalData } from './data-export.repository';

const readme = (at: Date) => `${brand.platformName}: your data, exported ${at.toISOString()}

personal-data.json  everything we hold about you, one section per kind of record:
                    account, profile and consents, sign-in methods and sessions, your candidate
                    profile with its skills, experience and qualifications, your documents and
                    files, your community posts, comments, votes and reports, feedback, sign-in
                    count, security events about your account and the e-mails we sent you.
files/              your uploaded files (photo, video introduction, documents) as stored.

Not included: your password (we keep only a one-way hash of it) and your two-factor secret.
`;

const archivePath = (file: PersonalData['files'][number]) => `files/${file.kind}/${file.id}-${file.fileName}`;

/** Files are read from the storage one at a time: never the whole archive in memory. */
export async function exportPersonalData(
  deps: { db: Database; storage: FileStorage; now: () => Date },
  userId: string,
): Promise<Readable> {
  const data = await createDataExportRepository(deps).collect(userId);
  const archive = new ZipArchive({ zlib: { level: 6 } });
  const output = new PassThrough();
  archive.on('error', (error) => output.destroy(error));
  archive.pipe(output);
  archive.append(readme(deps.now()), { name: 'README.txt' });
  archive.append(
    JSON.stringify(
      {
        exportedAt: deps.now().toISOString(),
        ...data,
        files: data.files.map((file) => ({
          id: file.id,
          kind: file.kind,
          contentType: file.contentType,
          sizeBytes: file.sizeBytes,
          createdAt: file.createdAt,
          path: archivePath(file),
        })),
      },
      null,
      2,
    ),
    { name: 'personal-data.json' },
  );
  void (async () => {
    try {
      for (const file of data.files) {
        archive.append(await deps.storage.read(file.storageKey), { name: archivePath(file) });
      }
      await archive.finalize();
    } catch (error) {
      output.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  })();
  return output;
}
