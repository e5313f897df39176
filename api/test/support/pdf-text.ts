import { execFileSync } from 'node:child_process';

/**
 * A PDF's text as Poppler's `pdftotext` reads it (Debian's poppler-utils; .ci/run installs it),
 * with runs of spaces (and the narrow no-break spaces French grouping uses) as one space.
 */
export function pdfText(pdf: Buffer): string {
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf }).toString('utf8');
  return text.replace(/[\u00a0\u202f]/g, ' ').replace(/[ \t]+/g, ' ');
}

/** supertest's parser for a binary answer. */
export function binary(response: import('superagent').Response, done: (error: Error | null, body: Buffer) => void): void {
  const stream = response as unknown as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
}
