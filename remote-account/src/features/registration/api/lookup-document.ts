import * as v from 'valibot';
import { getJson } from '@botica/platform/http/client';
import { DocumentLookupResponseSchema, type DocumentType } from '@botica/shared-contracts/auth/payloads';
import { api } from '../../../app/api-client';

export type DocumentLookup = v.InferOutput<typeof DocumentLookupResponseSchema>;

/** `GET /customers?q&type`: who already has this document. */
export function lookupDocument(q: string, type: DocumentType): Promise<DocumentLookup> {
  return getJson(api, 'customers', DocumentLookupResponseSchema, { searchParams: { q, type } });
}
