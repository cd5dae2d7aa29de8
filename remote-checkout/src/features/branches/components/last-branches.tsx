import { useQuery } from '@botica/platform/data/query';
import type { Branch } from '@botica/shared-contracts/geo/entities';
import { checkoutQueries } from '@botica/shared-contracts/checkout/queries';
import { fetchLastBranches } from '../api';
import './branches.css';


/** 'Últimas sucursales': the branches the customer last picked orders up at (`GET /sucursales/favoritas`). */
export function LastBranches({ selectedCodigo, onSelect }: { selectedCodigo: number | null; onSelect: (branch: Branch) => void }) {
  const last = useQuery(checkoutQueries.lastBranches(), fetchLastBranches, { revalidateOnFocus: false });
  if (!last.data?.length) return null;
  return (
    <div className="ck-field" data-testid="last-branches">
      <span>Últimas sucursales</span>
      <ul className="ck-last-branches" aria-label="Últimas sucursales">
        {last.data.map((b) => (
          <li key={b.codigo}>
            <button type="button" aria-pressed={selectedCodigo === b.codigo} onClick={() => onSelect(b)}>
              {b.descripcion}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
