import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import toast from '@botica/platform/toast';
import { ShopMap } from '@botica/platform/map/shop-map';
import { ADDRESS_MESSAGES, ADDRESS_SHAPES, AddressFormSchema, type AddressFormValues, type AddressInput } from '@botica/shared-contracts/account/addresses';
import type { Address } from '@botica/shared-contracts/geo/entities';
import { ApiError } from '@botica/shared-contracts/http/errors';
import { SelectField } from '../../../ui/select-field';
import { SubmitButton } from '../../../ui/submit-button';
import { TextField } from '../../../ui/text-field';
import { applyServerErrors } from '../../../ui/server-errors';
import { LocationPickers } from './location-pickers';
import ui from '../../../ui/ui.module.css';
import layout from '../../../ui/account-layout.module.css';

export type Point = { lat: number; lng: number };
const FIELDS = ['nombre', 'calle', 'numero', 'forma', 'lateral1', 'lateral2', 'edificio', 'piso', 'observaciones', 'departamento', 'ciudad', 'barrio'] as const;
/** Map zoom for addresses (spec 001 §9). */
const ADDRESS_ZOOM = 18;

const initialValues = (a?: Address): AddressFormValues => ({
  nombre: a?.nombre ?? '',
  calle: a?.calle ?? '',
  numero: a?.numero ?? '',
  forma: (a?.forma as AddressFormValues['forma']) ?? '',
  lateral1: a?.lateral1 ?? '',
  lateral2: a?.lateral2 ?? '',
  edificio: a?.edificio ?? '',
  piso: a?.piso ?? '',
  observaciones: a?.observaciones ?? '',
  departamento: a?.ubicacion?.departamento?.codigo ? String(a.ubicacion.departamento.codigo) : '',
  ciudad: a?.ubicacion?.ciudad?.codigo ? String(a.ubicacion.ciudad.codigo) : '',
  barrio: a?.ubicacion?.barrio?.codigo ? String(a.ubicacion.barrio.codigo) : '',
  default: a?.default === 'S',
});

/**
 * The address form beside the shop's one map (decision 036): a click on the map places the point. Saving needs
 * the point ('Debe de seleccionar la ubicación') and the three pickers; the API checks the same limits.
 */
export function AddressForm({
  address,
  submitLabel,
  onSave,
}: {
  address?: Address;
  submitLabel: string;
  onSave: (body: AddressInput) => Promise<void>;
}) {
  const [point, setPoint] = useState<Point | null>(
    address?.latitud !== null && address?.latitud !== undefined && address.longitud !== null && address.longitud !== undefined
      ? { lat: address.latitud, lng: address.longitud }
      : null,
  );
  const [pointError, setPointError] = useState(false);
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AddressFormValues>({ resolver: valibotResolver(AddressFormSchema), defaultValues: initialValues(address) });
  const [departamento, ciudad, barrio, forma] = watch(['departamento', 'ciudad', 'barrio', 'forma']);

  const place = (p: Point) => {
    setPoint({ lat: Number(p.lat.toFixed(6)), lng: Number(p.lng.toFixed(6)) });
    setPointError(false);
  };
  const useMyLocation = () =>
    navigator.geolocation?.getCurrentPosition((pos) => place({ lat: pos.coords.latitude, lng: pos.coords.longitude }));

  const submit = async (values: AddressFormValues) => {
    if (!point) {
      setPointError(true);
      return;
    }
    const body: AddressInput = {
      nombre: values.nombre,
      calle: values.calle,
      numero: values.numero === '' ? null : String(Number.parseInt(values.numero, 10) || 0),
      forma: values.forma === '' ? null : values.forma,
      lateral1: values.forma ? values.lateral1 : null,
      lateral2: values.forma === 'ENTR' ? values.lateral2 : null,
      edificio: values.edificio,
      piso: values.piso,
      observaciones: values.observaciones,
      ubicacionCodigo: Math.trunc(Number(values.barrio)),
      default: values.default ? 'S' : 'N',
      latitud: point.lat,
      longitud: point.lng,
    };
    try {
      await onSave(body);
    } catch (error) {
      if (error instanceof ApiError && error.fieldError('latitud')) setPointError(true);
      applyServerErrors(error, FIELDS, setError, { ubicacionCodigo: 'barrio' });
      if (!(error instanceof ApiError) || error.status >= 500) toast.error(ADDRESS_MESSAGES.generic, { id: 'account-generic-error' });
    }
  };
  const onInvalid = () => {
    if (!point) setPointError(true);
  };

  return (
    <div className={layout.split}>
      <form className={`${layout.card} ${ui.form}`} onSubmit={handleSubmit(submit, onInvalid)} noValidate aria-label="Dirección">
        <TextField label="Nombre de la dirección" placeholder="Casa, Oficina..." {...register('nombre')} error={errors.nombre?.message} />
        <div className={ui.row}>
          <TextField label="Calle" {...register('calle')} error={errors.calle?.message} />
          <TextField label="Número" inputMode="numeric" {...register('numero')} error={errors.numero?.message} />
        </div>
        <SelectField label="Forma" {...register('forma')} error={errors.forma?.message}>
          <option value="">Sin especificar</option>
          {ADDRESS_SHAPES.map((s) => (
            <option key={s.codigo} value={s.codigo}>
              {s.descripcion}
            </option>
          ))}
        </SelectField>
        {forma !== '' && (
          <div className={ui.row}>
            <TextField label="Lateral 1" {...register('lateral1')} error={errors.lateral1?.message} />
            {forma === 'ENTR' && <TextField label="Lateral 2" {...register('lateral2')} error={errors.lateral2?.message} />}
          </div>
        )}
        <div className={ui.row}>
          <TextField label="Edificio" {...register('edificio')} error={errors.edificio?.message} />
          <TextField label="Piso" {...register('piso')} error={errors.piso?.message} />
        </div>
        <LocationPickers
          departamento={{
            value: departamento,
            register: register('departamento', { onChange: () => (setValue('ciudad', ''), setValue('barrio', '')) }),
            error: errors.departamento?.message,
          }}
          ciudad={{ value: ciudad, register: register('ciudad', { onChange: () => setValue('barrio', '') }), error: errors.ciudad?.message }}
          barrio={{ value: barrio, register: register('barrio'), error: errors.barrio?.message }}
        />
        <div className={ui.field}>
          <label htmlFor="address-observaciones" className={ui.label}>
            Observaciones
          </label>
          <textarea id="address-observaciones" className={ui.input} rows={3} {...register('observaciones')} />
          {errors.observaciones?.message && (
            <span className={ui.error} role="alert">
              {errors.observaciones.message}
            </span>
          )}
        </div>
        <label>
          <input type="checkbox" {...register('default')} /> Dirección por defecto
        </label>
        {pointError && (
          <p className={ui.alert} role="alert">
            {ADDRESS_MESSAGES.locationRequired}
          </p>
        )}
        {errors.root?.server?.message && (
          <p className={ui.alert} role="alert">
            {errors.root.server.message}
          </p>
        )}
        <SubmitButton busy={isSubmitting}>{submitLabel}</SubmitButton>
      </form>
      <section className={layout.card} aria-label="Ubicación en el mapa">
        <p className={ui.muted}>Clic en el mapa para seleccionar la ubicación de la dirección.</p>
        <ShopMap
          markers={point ? [{ id: 'punto', lat: point.lat, lng: point.lng, title: 'Ubicación de la dirección' }] : []}
          selectedId={point ? 'punto' : null}
          selectedZoom={ADDRESS_ZOOM}
          onMapClick={place}
          height={420}
          label="Mapa de la dirección"
        />
        <p data-testid="address-point">{point ? `Ubicación: ${point.lat}, ${point.lng}` : 'Sin ubicación seleccionada'}</p>
        <button type="button" className={layout.link} onClick={useMyLocation}>
          Usar mi ubicación actual
        </button>
      </section>
    </div>
  );
}
