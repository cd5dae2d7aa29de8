import type { MenuEntry } from '@botica/shared-contracts/catalog/entities';
import { fetchMenu } from '../../api/header-data';
import { useApiData } from '../use-api-data';

/** The menu of the desktop menu and the mobile sidebar (fetched once per page; a failure is retried next time). */
export function useMenu(): MenuEntry[] {
  return useApiData(fetchMenu, [] as MenuEntry[]);
}
