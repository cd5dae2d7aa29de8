import { fetchDataAttribution } from '../../api';
import { useQuery } from '@botica/platform/data/query';
import { catalogQueries } from '@botica/shared-contracts/catalog/queries';
import { LAYOUT_DATA } from '../layout-data';

/** "Acerca de los datos": where the catalogue, geography and branch data come from. */
export function DataAttribution() {
  const lines = useQuery(catalogQueries.dataAttribution(), fetchDataAttribution, LAYOUT_DATA).data ?? [];
  if (lines.length === 0) return null;
  return (
    <details className="bg-attribution" data-testid="data-attribution">
      <summary>Acerca de los datos</summary>
      {lines.map((line, i) => (
        <p key={i}>{line}</p>
      ))}
    </details>
  );
}
