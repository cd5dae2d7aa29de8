import { Link } from '@botica/platform/router';
import { CardFrame } from '../features/cards/components/card-frame';
import { usePageTitle } from '../ui/use-page-title';
import layout from '../ui/account-layout.module.css';

/** /tarjetas/agregar: the add-card page with the provider's embedded frame. */
export function CardAddPage() {
  usePageTitle('Agregar tarjeta');
  return (
    <div className={layout.page} data-testid="card-add-page">
      <div className={layout.head}>
        <h1 className={layout.title}>Agregar tarjeta</h1>
        <Link to="/mis-tarjetas" className={layout.back}>
          Volver
        </Link>
      </div>
      <CardFrame />
    </div>
  );
}
