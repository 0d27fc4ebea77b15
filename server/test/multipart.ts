import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { projectRoot } from '../paths';

export interface MultipartFile {
  name: string;
  content: Buffer;
  contentType?: string;
}

/** A multipart/form-data body for app.inject(): text fields first, then the files, as the screens send them. */
export function multipart(fields: Record<string, string>, files: MultipartFile[], fileField = 'files') {
  const boundary = `----rv${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A file of the committed analysis fixture set. */
export function fixture(name: string, as = name): MultipartFile {
  return { name: basename(as), content: readFileSync(join(projectRoot, 'fixtures', 'analysis', name)) };
}

/** Sends a multipart form as a signed-in user, the way the screens upload: the route, the session cookie, the form. */
export function postMultipart(
  app: FastifyInstance,
  options: { url: string; cookie: string; form: ReturnType<typeof multipart> },
) {
  return app.inject({
    method: 'POST',
    url: options.url,
    headers: { ...options.form.headers, cookie: options.cookie },
    payload: options.form.payload,
  });
}
