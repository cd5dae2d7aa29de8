import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@botica/platform/data/query';
import { useEscapeKey } from '@botica/platform/ui/escape-key';
import { useFocusTrap } from '@botica/platform/ui/focus-trap';
import type { Banner } from '@botica/shared-contracts/catalog/entities';
import { catalogQueries } from '@botica/shared-contracts/catalog/queries';
import { bannersAt } from '../api';
import { GENERIC_POPUP_SECONDS, genericPopupCookie, HOT_SALE, hasCookie, rememberShown, showsHotSale, withinRange } from '../state/popup-rules';
import { BannerLink } from './banner-link';
import styles from './home.module.css';

/** The home's pop-ups: the Hot Sale image on its date, else the generic pop-up (banner position POPUP). */
export function HomePopups() {
  // the home's server render reads the POPUP banners with the page (prefetch-route): no request while it boots
  const popups = useQuery(catalogQueries.banners('POPUP'), () => bannersAt('POPUP'), { revalidateOnFocus: false }).data;
  const [hotSale, setHotSale] = useState(false);
  const [generic, setGeneric] = useState<Banner | null>(null);
  // one pop-up per visit of the home: closing one does not open the next
  const shown = useRef(false);

  // decided in the browser after hydration: cookies and the day are the shopper's, not the server's
  useEffect(() => {
    if (showsHotSale(new Date(), document.cookie)) {
      rememberShown(HOT_SALE.cookie, HOT_SALE.everySeconds);
      shown.current = true;
      setHotSale(true);
    }
  }, []);
  useEffect(() => {
    if (shown.current || !popups) return;
    const now = new Date();
    const next = popups.find((b) => withinRange(now, null, b.fechaFin) && !hasCookie(document.cookie, genericPopupCookie(b.codigo)));
    if (!next) return;
    rememberShown(genericPopupCookie(next.codigo), GENERIC_POPUP_SECONDS);
    shown.current = true;
    setGeneric(next);
  }, [popups]);

  if (hotSale) return <HotSalePopup onClose={() => setHotSale(false)} />;
  if (generic) return <PopupDialog banner={generic} onClose={() => setGeneric(null)} />;
  return null;
}

function HotSalePopup({ onClose }: { onClose: () => void }) {
  const hot = useQuery(catalogQueries.banners('HOT_SALE'), () => bannersAt('HOT_SALE'), { revalidateOnFocus: false }).data?.[0];
  if (!hot) return null;
  return <PopupDialog banner={hot} onClose={onClose} title="Hot Sale" />;
}

function PopupDialog({ banner, onClose, title }: { banner: Banner; onClose: () => void; title?: string }) {
  const box = useRef<HTMLDivElement>(null);
  useFocusTrap(box);
  useEscapeKey(onClose);
  return (
    <div className={styles.popupBackdrop}>
      <div ref={box} className={styles.popup} role="dialog" aria-modal="true" aria-label={title ?? banner.descripcion ?? 'Promoción'} data-testid="home-popup">
        <button type="button" className={styles.popupClose} onClick={onClose} aria-label="Cerrar">
          X
        </button>
        <BannerLink banner={banner} width={600} height={600} onSelect={onClose} />
      </div>
    </div>
  );
}
