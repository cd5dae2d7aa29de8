import { useEffect, useState } from 'react';
import type { Location } from '@botica/shared-contracts/geo/entities';
import { fetchChildren, fetchDepartments } from '../api/locations';
import { Field } from './field';

type Level = 'departamento' | 'ciudad' | 'barrio';

interface Props {
  /** The chosen names, as the form sends them. */
  values: Record<Level, string>;
  errors: Partial<Record<Level, string>>;
  onChange: (level: Level, descripcion: string) => void;
}

const LABELS: Record<Level, string> = { departamento: 'Departamento', ciudad: 'Ciudad', barrio: 'Barrio' };

/** Department → city → barrio, each list from the geography of the API (`/ubicaciones`); a barrio without a list is written. */
export function LocationSelects({ values, errors, onChange }: Props) {
  const [lists, setLists] = useState<Record<Level, Location[]>>({ departamento: [], ciudad: [], barrio: [] });

  useEffect(() => {
    fetchDepartments().then((departamento) => setLists((l) => ({ ...l, departamento })), () => undefined);
  }, []);

  const choose = (level: Level, descripcion: string) => {
    onChange(level, descripcion);
    const picked = lists[level].find((x) => x.descripcion === descripcion);
    const next: Level | null = level === 'departamento' ? 'ciudad' : level === 'ciudad' ? 'barrio' : null;
    if (!next) return;
    if (next === 'ciudad') onChange('barrio', '');
    onChange(next, '');
    setLists((l) => ({ ...l, [next]: [], ...(next === 'ciudad' ? { barrio: [] } : {}) }));
    if (picked) fetchChildren(picked.codigo).then((children) => setLists((l) => ({ ...l, [next]: children })), () => undefined);
  };

  return (
    <>
      {(['departamento', 'ciudad', 'barrio'] as const).map((level) =>
        // most cities have no barrio list: the barrio is then written
        level === 'barrio' && lists.barrio.length === 0 ? (
          <Field
            key={level}
            label={LABELS.barrio}
            name="barrio"
            id="ct-barrio"
            value={values.barrio}
            error={errors.barrio}
            onChange={(e) => onChange('barrio', e.currentTarget.value)}
          />
        ) : (
          <Field key={level} label={LABELS[level]} id={`ct-${level}`} error={errors[level]}>
            <select
              id={`ct-${level}`}
              value={values[level]}
              aria-invalid={errors[level] ? true : undefined}
              disabled={level !== 'departamento' && lists[level].length === 0}
              onChange={(e) => choose(level, e.currentTarget.value)}
            >
              <option value="">Seleccione</option>
              {lists[level].map((x) => (
                <option key={x.codigo} value={x.descripcion}>
                  {x.descripcion}
                </option>
              ))}
            </select>
          </Field>
        ),
      )}
    </>
  );
}
