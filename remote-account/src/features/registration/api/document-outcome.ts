import type { DocumentType } from '@botica/shared-contracts/auth/payloads';
import { lookupDocument, type DocumentLookup } from './lookup-document';

type Found = Exclude<DocumentLookup[number], string>;

export type DocumentOutcome =
  | { kind: 'taken'; message: string }
  | { kind: 'found'; customer: Found }
  | { kind: 'none' }
  | { kind: 'failed' };

/** The three answers of the lookup (spec 002 §4): 'false' + message, a customer to complete, nobody. */
export async function documentOutcome(q: string, type: DocumentType): Promise<DocumentOutcome> {
  try {
    const answer = await lookupDocument(q, type);
    const [first, second] = answer;
    if (first === 'false') return { kind: 'taken', message: typeof second === 'string' ? second : '' };
    if (first && typeof first === 'object') return { kind: 'found', customer: first };
    return { kind: 'none' };
  } catch {
    return { kind: 'failed' };
  }
}
