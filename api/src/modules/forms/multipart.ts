import type { FastifyRequest } from 'fastify';
import { issueMessage } from '../../http/valibot.js';
import * as v from 'valibot';
import { formErrors } from './forms.errors.js';
import type { IncomingFile } from './forms.service.js';
import { sniffType } from './upload-store.js';
import { UPLOAD_LIMITS } from '@botica/shared-contracts/content/forms';
import { AppError, malformedMultipart } from '../../http/app-error.js';
import { isIntact } from '../../http/file-integrity.js';
import { hasNul, INVALID_CHARACTERS } from '../../plugins/text-input.js';

/**
 * Reads a multipart form: text fields and files (each at most 5 MB, at most `maxFiles`), the type of each file
 * taken from its bytes. Oversized files and too many files answer the spec's messages.
 */
export async function readMultipart(req: FastifyRequest, maxFiles: number): Promise<{ fields: Record<string, string>; files: IncomingFile[] }> {
  if (!req.isMultipart()) throw formErrors.notMultipart();
  const fields: Record<string, string> = {};
  const files: IncomingFile[] = [];
  try {
    for await (const part of req.parts({ limits: { fileSize: UPLOAD_LIMITS.maxBytes, files: maxFiles, fields: 40, fieldSize: 10_000 } })) {
      if (part.type === 'file') {
        const buf = await part.toBuffer();
        if (buf.length === 0) continue;
        const type = sniffType(buf);
        // a file cut short or a signature followed by anything is no file of that type
        files.push({ field: part.fieldname, filename: part.filename, buf, mime: type && isIntact(buf, type) ? type : null });
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw formErrors.fileTooBig('images');
    if (code === 'FST_FILES_LIMIT') throw maxFiles > 1 ? formErrors.tooManyImages() : new AppError(400, 'FILES_LIMIT', 'Solo se admite un archivo.');
    // anything else here is the body itself: no boundary, a cut part, a malformed header, too many fields
    throw malformedMultipart();
  }
  return { fields, files };
}

/** Validates the text fields with a contract schema, answering the first issue on its field. */
export function parseFields<S extends v.GenericSchema>(schema: S, fields: Record<string, string>): v.InferOutput<S> {
  if (hasNul(fields)) throw new AppError(400, 'INVALID_CHARACTERS', INVALID_CHARACTERS);
  const result = v.safeParse(schema, fields);
  if (result.success) return result.output;
  const issue = result.issues[0];
  throw new AppError(400, 'VALIDATION', issueMessage(issue), issue.path?.map((p) => String(p.key)).join('.'));
}
