import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface StoredFile {
  nombre: string;
  nombre_original: string;
  mime: string;
  bytes: number;
}

/**
 * The real type of a file from its first bytes: a declared content type is the sender's word, the bytes are not.
 * PNG, JPEG, PDF, Word (OLE2 .doc and the zip-based .docx).
 */
export function sniffType(buf: Buffer): string | null {
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'image/jpeg';
  if (buf.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))) return 'application/msword';
  if (buf.length >= 4 && buf.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04])) && buf.includes('word/'))
    return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  return null;
}

const EXT: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
};

/** Uploaded files on disk under random names (the name is the only key; nothing the sender chose reaches the path). */
export function uploadStore(dir: string) {
  const root = path.resolve(dir);
  return {
    async save(buf: Buffer, mime: string, originalName: string): Promise<StoredFile> {
      await mkdir(root, { recursive: true });
      const nombre = `${randomBytes(16).toString('hex')}.${EXT[mime] ?? 'bin'}`;
      await writeFile(path.join(root, nombre), buf, { flag: 'wx' });
      const clean = originalName.replace(/[^\p{L}\p{N}._ -]/gu, '_').slice(0, 120) || nombre;
      return { nombre, nombre_original: clean, mime, bytes: buf.length };
    },
    read(nombre: string): Promise<Buffer> {
      if (!/^[a-f0-9]{32}\.[a-z]{3,4}$/.test(nombre)) throw new Error('bad name');
      return readFile(path.join(root, nombre));
    },
  };
}
export type UploadStore = ReturnType<typeof uploadStore>;
