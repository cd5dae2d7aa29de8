import { Suspense, useState } from 'react';
import { useHydrated } from '@botica/platform/hydration';
import { MegaMenu } from '../menu/mega-menu';
import { lazyPart } from '../../app/lazy-part';
import { prefetchMenu } from '../menu/use-menu';
import { CartButton } from './cart-button';
import { FavouritesLink } from './favourites-link';
import { HeaderAccountSlot, HeaderBellSlot } from './header-account-slot';
import { HeaderNews } from './layout-news';
import { Logo } from './logo';
import { SearchSlot } from './search-slot';
import { TopBar } from './top-bar';
import { useScrolledPast } from './use-header-data';

export const STICKY_THRESHOLD_PX = 80;

/**
 * The mobile menu's code comes when the shopper reaches for its button (a touch, the keyboard's focus), not with
 * the page: until then it draws nothing (decision 054).
 */
const MobileSidebar = lazyPart(() => import('../sidebar/mobile-sidebar').then((loaded) => loaded.MobileSidebar), 'el menú');

export function Header() {
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const [sidebarWanted, setSidebarWanted] = useState(false);
  const reachForSidebar = () => {
    setSidebarWanted(true);
    prefetchMenu();
  };
  const sticky = useScrolledPast(STICKY_THRESHOLD_PX);
  // drawn by the server: the menu opens only once the header is hydrated, so an early tap is not swallowed
  const hydrated = useHydrated();
  return (
    <header className="bg-header" data-testid="site-header">
      <TopBar />
      <div className="bg-header-main">
        <button
          type="button"
          className="bg-menu-button"
          aria-label="Abrir menú"
          aria-expanded={sidebarOpen}
          disabled={!hydrated}
          onPointerDown={reachForSidebar}
          onFocus={reachForSidebar}
          onClick={() => {
            reachForSidebar();
            setSidebarOpen(true);
          }}
          data-testid="menu-button"
        >
          <span />
          <span />
          <span />
        </button>
        <Logo />
        <SearchSlot />
        <div className="bg-header-actions">
          <HeaderAccountSlot />
          <HeaderBellSlot />
          <FavouritesLink />
          <CartButton />
        </div>
      </div>
      <div className={sticky ? 'bg-nav-holder bg-nav-holder--sticky' : 'bg-nav-holder'}>
        <MegaMenu sticky={sticky} />
      </div>
      <HeaderNews />
      {sidebarWanted && (
        <Suspense fallback={null}>
          <MobileSidebar open={sidebarOpen} onClose={() => setSidebarOpen(false)} />
        </Suspense>
      )}
    </header>
  );
}
