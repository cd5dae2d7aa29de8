import { PAGE_SIZE } from '@botica/shared-contracts/catalog/entities';

/** 1-based page from the `p` query parameter; offsets beyond this are refused to keep deep scans out. */
export const MAX_PAGE = 5000;

export function pageWindow(p: string | number | undefined, pageSize = PAGE_SIZE) {
  const page = Math.min(Math.max(1, Number(p ?? 1) || 1), MAX_PAGE);
  return { page, pageSize, limit: pageSize, offset: (page - 1) * pageSize };
}
