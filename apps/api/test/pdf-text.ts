import { spawn } from 'node:child_process';

/** The text of a PDF as poppler's pdftotext reads it (columns kept apart), the bytes given on its standard input. */
export function pdfText(pdf: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('pdftotext', ['-layout', '-', '-']);
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(Buffer.concat(chunks).toString('utf8')) : reject(new Error(`pdftotext exited ${code}`)),
    );
    child.stdin.end(pdf);
  });
}
