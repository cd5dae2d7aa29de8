import type { MenuEntry } from '@botica/shared-contracts/catalog/entities';
import { fetchMenu, fetchMenuButtons } from '../../api';
import { prefetchQuery, useQuery } from '@botica/platform/data/query';
import { catalogQueries } from '@botica/shared-contracts/catalog/queries';
import { LAYOUT_DATA } from '../layout-data';

/**
 * The menu of the desktop menu and the mobile sidebar (read once per page; a failure is retried next time). Both
 * show it only when opened, so it is read when the shopper reaches for a menu (`wanted`: the pointer on it, the
 * keyboard's focus, a touch) and not with the page: the boot downloads neither its 24 KB nor the HTTP client that
 * reads it (decision 054). Not part of the document's layout data for the same reason.
 */
export function useMenu(wanted: boolean): MenuEntry[] {
  return useQuery(wanted ? catalogQueries.menu() : null, fetchMenu, LAYOUT_DATA).data ?? NO_MENU;
}

/** Starts reading the menu before it opens (a touch or a focus on a menu button comes before its click). */
export function prefetchMenu(): void {
  prefetchQuery(catalogQueries.menu(), fetchMenu);
}

/** The navigation bar's own buttons (the menu's custom entries): drawn by the server with every page. */
export function useMenuButtons(): MenuEntry[] {
  return useQuery(catalogQueries.menuButtons(), fetchMenuButtons, LAYOUT_DATA).data ?? NO_MENU;
}

const NO_MENU: MenuEntry[] = [];
