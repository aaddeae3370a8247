import { randomBytes } from 'node:crypto';

export interface MultipartFilePart {
  field?: string;
  filename: string;
  contentType: string;
  content: Buffer;
}

/** A multipart/form-data body as a browser sends it: the fields first, then one file. */
export function multipart(fields: Record<string, string>, file?: MultipartFilePart) {
  const boundary = `----arrs${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The first bytes of real formats, so the type detection (by content) recognises them. */
export const fileHeads = {
  pdf: () =>
    Buffer.from(
      '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<<>>\n%%EOF\n',
      'latin1',
    ),
  mp4: (size: number) => {
    const head = Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex');
    return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 7)]);
  },
};
