import { Link } from '@botica/platform/router';
import { useQuery } from '@botica/platform/data/query';
import { accountQueries } from '@botica/shared-contracts/account/queries';
import { fetchGuardians } from '../api/guardians';
import layout from '../../../ui/account-layout.module.css';

/** /mi-cuenta's guardians list, shown when any exist. */
export function GuardiansSummary() {
  const { data } = useQuery(accountQueries.guardians(), fetchGuardians);
  if (!data || data.length === 0) return null;
  return (
    <section className={layout.card} aria-labelledby="guardians-title">
      <h2 id="guardians-title">Encargados</h2>
      <ul className={layout.list}>
        {data.map((g) => (
          <li key={g.CLIE_ENC_CODIGO} className={layout.item}>
            <span>
              {g.CLIE_ENC_NOMBRES} {g.CLIE_ENC_APELLIDOS} · {g.CLIE_ENC_CELU_P}
            </span>
            {g.CLIE_ENC_DEFECTO && <span className={layout.badge}>Por defecto</span>}
          </li>
        ))}
      </ul>
      <Link to="/mi-cuenta-encargados" className={layout.back}>
        Actualizar encargados
      </Link>
    </section>
  );
}
