import type { UseFieldArrayReturn, UseFormReturn } from 'react-hook-form';
import type { CompanyForm } from '@botica/shared-contracts/auth/payloads';
import { TextField } from '../../../ui/text-field';
import { maskPhone } from './phone-mask';
import styles from './managers-fields.module.css';

const EMPTY = { nombres: '', apellidos: '', nro_cedula: '', celular_empresa: '' };

/** The company's managers: one row at the start, 'Agregar' adds another, a row can go while two or more remain. */
export function ManagersFields({
  form,
  managers,
}: {
  form: UseFormReturn<CompanyForm>;
  managers: UseFieldArrayReturn<CompanyForm, 'items'>;
}) {
  const {
    register,
    formState: { errors },
  } = form;
  const listError = errors.items?.root?.message ?? errors.items?.message;
  return (
    <fieldset className={styles.managers}>
      <legend>Encargados</legend>
      {listError && (
        <p className={styles.error} role="alert">
          {listError}
        </p>
      )}
      {managers.fields.map((field, index) => {
        const rowErrors = errors.items?.[index];
        const phone = register(`items.${index}.celular_empresa`);
        return (
          <div key={field.id} className={styles.manager} data-testid="manager-row">
            <div className={styles.managerHead}>
              <strong>Encargado {index + 1}</strong>
              {managers.fields.length > 1 && (
                <button type="button" className={styles.remove} onClick={() => managers.remove(index)}>
                  Quitar
                </button>
              )}
            </div>
            <div className={styles.grid}>
              <TextField label="Nombres" error={rowErrors?.nombres?.message} {...register(`items.${index}.nombres`)} />
              <TextField label="Apellidos" error={rowErrors?.apellidos?.message} {...register(`items.${index}.apellidos`)} />
              <TextField
                label="Nro. de cédula"
                inputMode="numeric"
                error={rowErrors?.nro_cedula?.message}
                {...register(`items.${index}.nro_cedula`)}
              />
              <TextField
                label="Celular"
                type="tel"
                inputMode="numeric"
                placeholder="0991-123456"
                error={rowErrors?.celular_empresa?.message}
                {...phone}
                onChange={(e) => {
                  e.target.value = maskPhone(e.target.value);
                  return phone.onChange(e);
                }}
              />
            </div>
          </div>
        );
      })}
      <button type="button" className={styles.add} onClick={() => managers.append({ ...EMPTY })}>
        + Agregar
      </button>
    </fieldset>
  );
}
