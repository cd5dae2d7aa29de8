import type { UseFormRegisterReturn } from 'react-hook-form';
import { useQuery } from '@botica/platform/data/query';
import { ADDRESS_MESSAGES } from '@botica/shared-contracts/account/addresses';
import { accountQueries } from '@botica/shared-contracts/account/queries';
import { SelectField } from '../../../ui/select-field';
import { fetchLocations } from '../api/addresses';
import ui from '../../../ui/ui.module.css';

type Field = { value: string; register: UseFormRegisterReturn; error?: string };

/** Department → city → neighbourhood (spec 001 §5): each choice loads the next list. */
export function LocationPickers({ departamento, ciudad, barrio }: { departamento: Field; ciudad: Field; barrio: Field }) {
  const departments = useQuery(accountQueries.locations(null), () => fetchLocations(null), { revalidateOnFocus: false });
  const dep = Number(departamento.value) || null;
  const city = Number(ciudad.value) || null;
  const cities = useQuery(dep ? accountQueries.locations(dep) : null, () => fetchLocations(dep), { revalidateOnFocus: false });
  const barrios = useQuery(city ? accountQueries.locations(city) : null, () => fetchLocations(city), { revalidateOnFocus: false });
  const noBarrios = city !== null && barrios.data !== undefined && barrios.data.length === 0;
  return (
    <>
      <div className={ui.row}>
        <SelectField label="Departamento" {...departamento.register} error={departamento.error}>
          <option value="">Seleccione</option>
          {departments.data?.map((l) => (
            <option key={l.codigo} value={l.codigo}>
              {l.descripcion}
            </option>
          ))}
        </SelectField>
        <SelectField label="Ciudad" {...ciudad.register} error={ciudad.error} disabled={!dep}>
          <option value="">Seleccione</option>
          {cities.data?.map((l) => (
            <option key={l.codigo} value={l.codigo}>
              {l.descripcion}
            </option>
          ))}
        </SelectField>
      </div>
      <SelectField label="Barrio" {...barrio.register} error={barrio.error} disabled={!city || noBarrios}>
        <option value="">Seleccione</option>
        {barrios.data?.map((l) => (
          <option key={l.codigo} value={l.codigo}>
            {l.descripcion}
          </option>
        ))}
      </SelectField>
      {noBarrios && (
        <p className={ui.alert} role="alert">
          {ADDRESS_MESSAGES.noDelivery}
        </p>
      )}
    </>
  );
}
