import type { MenuEntry } from '@botica/shared-contracts/catalog/entities';
import { fetchMenu } from '../../api/header-data';
import { useApiData } from '../use-api-data';

let cached: Promise<MenuEntry[]> | null = null;

/** The menu, fetched once per page for the desktop menu and the mobile sidebar (a failure is retried next time). */
export function loadMenuOnce(): Promise<MenuEntry[]> {
  cached ??= fetchMenu().catch((error: unknown) => {
    cached = null;
    throw error;
  });
  return cached;
}

export function useMenu(): MenuEntry[] {
  return useApiData(loadMenuOnce, [] as MenuEntry[]);
}
