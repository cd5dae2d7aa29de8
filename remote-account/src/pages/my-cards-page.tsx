import { Link } from '@botica/platform/router';
import { useQuery } from '@botica/platform/data/query';
import { CARD_TEXTS } from '@botica/shared-contracts/account/cards';
import { accountQueries } from '@botica/shared-contracts/account/queries';
import { fetchCards } from '../features/cards/api/cards';
import { CardList } from '../features/cards/components/card-list';
import { usePageTitle } from '../ui/use-page-title';
import layout from '../ui/account-layout.module.css';

/** /mis-tarjetas (also /tarjetas): saved cards, '+ Agregar tarjeta' when at least one exists. */
export function MyCardsPage() {
  usePageTitle('Mis tarjetas');
  const { data } = useQuery(accountQueries.cards(), fetchCards);
  return (
    <div className={layout.page} data-testid="my-cards-page">
      <div className={layout.head}>
        <h1 className={layout.title}>Mis tarjetas</h1>
        {data && data.length > 0 && (
          <Link to="/tarjetas/agregar" className={layout.back}>
            {CARD_TEXTS.add}
          </Link>
        )}
      </div>
      <CardList />
    </div>
  );
}
