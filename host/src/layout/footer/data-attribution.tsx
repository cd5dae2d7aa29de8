import { fetchDataAttribution } from '../../api/header-data';
import { useApiData } from '../use-api-data';

/** "Acerca de los datos": where the catalogue, geography and branch data come from. */
export function DataAttribution() {
  const lines = useApiData(fetchDataAttribution, [] as string[]);
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
