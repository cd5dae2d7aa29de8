import { useEffect, useState } from 'react';
import type { MenuEntry } from '@botica/shared-contracts/catalog/entities';
import { fetchMenu } from '../../api/header-data';
import { useQuery } from '@botica/platform/data/query';
import { catalogQueries } from '@botica/shared-contracts/catalog/queries';
import { LAYOUT_DATA } from '../layout-data';
import { whenIdle } from '../../state/when-idle';

/**
 * The menu of the desktop menu and the mobile sidebar (read once per page; a failure is retried next time). Both
 * show it only when opened, so it is read once the page is idle, or at once when the shopper opens a menu first
 * (`wanted`). Not part of the document's layout data: its 24 KB would make every document longer for a list that
 * is not drawn.
 */
export function useMenu(wanted: boolean): MenuEntry[] {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return useQuery(idle || wanted ? catalogQueries.menu() : null, fetchMenu, LAYOUT_DATA).data ?? NO_MENU;
}

const NO_MENU: MenuEntry[] = [];
