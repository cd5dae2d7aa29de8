import type { MenuEntry } from '@botica/shared-contracts/catalog/entities';
import { fetchMenu } from '../../api/header-data';
import { useQuery } from '@botica/platform/data/query';
import { catalogQueries } from '@botica/shared-contracts/catalog/queries';
import { LAYOUT_DATA } from '../layout-data';

/** The menu of the desktop menu and the mobile sidebar (read once per page; a failure is retried next time). */
export function useMenu(): MenuEntry[] {
  return useQuery(catalogQueries.menu(), fetchMenu, LAYOUT_DATA).data ?? NO_MENU;
}

const NO_MENU: MenuEntry[] = [];
