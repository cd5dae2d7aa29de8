import type { Branch } from '@botica/shared-contracts/geo/entities';
import { type BranchStatus, scheduleLines } from '../state/branch-status';

/** The branch's info popup on the map: address, hours, open status and 'Seleccionar sucursal'. */
export function BranchPopup({ branch, status, onSelect }: { branch: Branch; status: BranchStatus; onSelect: (branch: Branch) => void }) {
  return (
    <div className="ck-bm-popup" data-testid="branch-popup">
      <strong>{branch.descripcion}</strong>
      <p>{branch.direccion}</p>
      <p>
        {branch.ciudad}, {branch.departamento}
      </p>
      <BranchStatusBadge status={status} />
      <table className="ck-bm-hours">
        <caption>Horario de atención</caption>
        <tbody>
          {scheduleLines(branch.horarios).map((line) => (
            <tr key={line.dia}>
              <th scope="row">{line.dia}</th>
              <td>{line.horas}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <button type="button" className="ck-bm-select" onClick={() => onSelect(branch)}>
        Seleccionar sucursal
      </button>
    </div>
  );
}

export function BranchStatusBadge({ status }: { status: BranchStatus }) {
  return (
    <span className={`ck-bm-status ck-bm-status-${status.kind}`} data-testid="branch-status">
      {status.label}
    </span>
  );
}
