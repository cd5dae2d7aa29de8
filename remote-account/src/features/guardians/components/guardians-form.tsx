import { useFieldArray, useForm, type Resolver } from 'react-hook-form';
import toast from '@botica/platform/toast';
import * as v from 'valibot';
import { GUARDIAN_MESSAGES, GuardiansPayloadSchema, MAX_GUARDIANS, type Guardian } from '@botica/shared-contracts/account/guardians';
import { ApiError } from '@botica/shared-contracts/http/errors';
import { SelectField } from '../../../ui/select-field';
import { SubmitButton } from '../../../ui/submit-button';
import { TextField } from '../../../ui/text-field';
import { makeDefaultGuardian, saveGuardians } from '../api/guardians';
import ui from '../../../ui/ui.module.css';
import layout from '../../../ui/account-layout.module.css';

type Row = {
  CLIE_ENC_CODIGO: number | null;
  CLIE_ENC_NOMBRES: string;
  CLIE_ENC_APELLIDOS: string;
  CLIE_ENC_CI: string;
  CLIE_ENC_SEXO: string;
  CLIE_ENC_CELU_P: string;
  CLIE_ENC_CELU_S: string;
  CLIE_ENC_TELEFONO: string;
  defecto: boolean;
};
type Values = { items: Row[] };

const EMPTY: Row = {
  CLIE_ENC_CODIGO: null,
  CLIE_ENC_NOMBRES: '',
  CLIE_ENC_APELLIDOS: '',
  CLIE_ENC_CI: '',
  CLIE_ENC_SEXO: '',
  CLIE_ENC_CELU_P: '',
  CLIE_ENC_CELU_S: '',
  CLIE_ENC_TELEFONO: '',
  defecto: false,
};
const toRow = (g: Guardian): Row => ({
  CLIE_ENC_CODIGO: g.CLIE_ENC_CODIGO,
  CLIE_ENC_NOMBRES: g.CLIE_ENC_NOMBRES,
  CLIE_ENC_APELLIDOS: g.CLIE_ENC_APELLIDOS,
  CLIE_ENC_CI: g.CLIE_ENC_CI ?? '',
  CLIE_ENC_SEXO: g.CLIE_ENC_SEXO ?? '',
  CLIE_ENC_CELU_P: g.CLIE_ENC_CELU_P,
  CLIE_ENC_CELU_S: g.CLIE_ENC_CELU_S ?? '',
  CLIE_ENC_TELEFONO: g.CLIE_ENC_TELEFONO ?? '',
  defecto: g.CLIE_ENC_DEFECTO !== null,
});
const toPayload = (rows: Row[]) =>
  rows.map(({ defecto: _d, ...r }) => ({ ...r, CLIE_ENC_SEXO: (r.CLIE_ENC_SEXO || null) as 'M' | 'F' | null }));

/** The API's schema on the form, each issue on its field. */
const resolver: Resolver<Values> = async (values) => {
  const result = v.safeParse(GuardiansPayloadSchema, { items: toPayload(values.items) });
  if (result.success) return { values, errors: {} };
  const errors: Record<string, unknown> = {};
  for (const issue of result.issues) {
    const path = issue.path?.map((p) => p.key as string | number) ?? [];
    let node = errors as Record<string | number, unknown>;
    path.slice(0, -1).forEach((k) => (node = (node[k] ??= {}) as Record<string | number, unknown>));
    const last = path[path.length - 1] ?? 'root';
    node[last] ??= { type: 'validation', message: issue.message };
  }
  return { values: {}, errors: errors as never };
};

/** /mi-cuenta-encargados: the guardians' data (up to 5) and the default one. */
export function GuardiansForm({ guardians, onSaved }: { guardians: Guardian[]; onSaved: (list: Guardian[]) => void }) {
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver, defaultValues: { items: guardians.map(toRow) } });
  const { fields, append, remove } = useFieldArray({ control, name: 'items' });

  const submit = async (values: Values) => {
    try {
      const res = await saveGuardians(toPayload(values.items));
      toast.success(res.message ?? GUARDIAN_MESSAGES.saved);
      onSaved(res.results);
    } catch (e) {
      toast.error(e instanceof ApiError ? e.message : GUARDIAN_MESSAGES.required);
    }
  };
  const makeDefault = async (codigo: number) => {
    try {
      const res = await makeDefaultGuardian(codigo);
      toast.success(res.message ?? GUARDIAN_MESSAGES.defaultSaved);
      onSaved(res.results);
    } catch (e) {
      toast.error(e instanceof ApiError ? (e.errors[0]?.msg ?? e.message) : GUARDIAN_MESSAGES.notFound);
    }
  };

  return (
    <form className={ui.form} onSubmit={handleSubmit(submit)} noValidate aria-label="Encargados">
      {fields.length === 0 && <p className={ui.muted}>No tenés encargados registrados.</p>}
      {fields.map((field, i) => {
        const err = errors.items?.[i];
        const codigo = field.CLIE_ENC_CODIGO;
        return (
          <fieldset key={field.id} className={layout.card} aria-label={`Encargado ${i + 1}`}>
            <div className={ui.row}>
              <TextField label="Nombres" {...register(`items.${i}.CLIE_ENC_NOMBRES`)} error={err?.CLIE_ENC_NOMBRES?.message} />
              <TextField label="Apellidos" {...register(`items.${i}.CLIE_ENC_APELLIDOS`)} error={err?.CLIE_ENC_APELLIDOS?.message} />
            </div>
            <div className={ui.row}>
              <TextField label="Cédula" inputMode="numeric" {...register(`items.${i}.CLIE_ENC_CI`)} error={err?.CLIE_ENC_CI?.message} />
              <SelectField label="Sexo" {...register(`items.${i}.CLIE_ENC_SEXO`)}>
                <option value="">Seleccione</option>
                <option value="M">Masculino</option>
                <option value="F">Femenino</option>
              </SelectField>
            </div>
            <div className={ui.row}>
              <TextField label="Celular principal" placeholder="0991-123456" {...register(`items.${i}.CLIE_ENC_CELU_P`)} error={err?.CLIE_ENC_CELU_P?.message} />
              <TextField label="Celular secundario" placeholder="0991-123456" {...register(`items.${i}.CLIE_ENC_CELU_S`)} error={err?.CLIE_ENC_CELU_S?.message} />
            </div>
            <TextField label="Teléfono" placeholder="021-556688" {...register(`items.${i}.CLIE_ENC_TELEFONO`)} error={err?.CLIE_ENC_TELEFONO?.message} />
            <div className={layout.actions}>
              {codigo !== null && (
                <label>
                  <input type="checkbox" checked={field.defecto} disabled={field.defecto} onChange={() => void makeDefault(codigo)} /> Encargado por defecto
                </label>
              )}
              <button type="button" className={layout.danger} onClick={() => remove(i)}>
                Quitar
              </button>
            </div>
          </fieldset>
        );
      })}
      {fields.length < MAX_GUARDIANS && (
        <button type="button" className={ui.secondary} onClick={() => append({ ...EMPTY })}>
          + Agregar encargado
        </button>
      )}
      <SubmitButton busy={isSubmitting}>Guardar</SubmitButton>
    </form>
  );
}
