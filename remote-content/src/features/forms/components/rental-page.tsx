import { valibotResolver } from '@hookform/resolvers/valibot';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from '@botica/platform/toast';
import { FORM_MESSAGES as M, type RentalFields, RentalFieldsSchema } from '@botica/shared-contracts/content/forms';
import type * as v from 'valibot';

type RentalForm = v.InferInput<typeof RentalFieldsSchema>;
import type { ApiError } from '@botica/shared-contracts/http/errors';
import { StaticPage } from '../../static-pages/components/static-page';
import { sendMultipart } from '../api/send-form';
import { CaptchaField } from './captcha-field';
import { Field } from './field';
import { type LatLng, LocationPickerModal } from './location-picker-modal';
import { LocationSelects } from './location-selects';
import { addImages } from './rental-images';

const TEXT_FIELDS: [keyof RentalForm, string][] = [
  ['metro_cuadrados', 'Metros cuadrados'],
  ['direccion', 'Dirección'],
  ['calle_principal', 'Calle principal'],
];
const SIDE_FIELDS: [keyof RentalForm, string][] = [
  ['lateral_uno', 'Lateral uno'],
  ['lateral_dos', 'Lateral dos'],
  ['nombre_contacto', 'Nombre de contacto'],
  ['numero', 'Número de contacto'],
  ['email', 'Correo'],
  ['precio_alquiler', 'Precio del alquiler (Gs.)'],
];

/** /buscamos-local-en-alquiler ('Buscamos Locales para Alquiler'): the premises offer with map, images and captcha. */
export function RentalPage() {
  const [images, setImages] = useState<File[]>([]);
  const [imageError, setImageError] = useState<string | null>(null);
  const [place, setPlace] = useState<LatLng | null>(null);
  const [placeError, setPlaceError] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  const [token, setToken] = useState('');
  const [captchaError, setCaptchaError] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const { register, handleSubmit, reset, setError, setValue, watch, formState } = useForm<RentalForm, unknown, RentalFields>({
    resolver: valibotResolver(RentalFieldsSchema),
    defaultValues: { departamento: '', ciudad: '', barrio: '', forma: 'ESQU', lateral_dos: '', observacion: '' },
  });
  const { errors, isSubmitting } = formState;
  const onToken = useCallback((t: string) => {
    setToken(t);
    if (t) setCaptchaError(null);
  }, []);

  const extrasOk = () => {
    setImageError(images.length ? null : M.atLeastOneImage);
    setPlaceError(place ? null : M.location);
    setCaptchaError(token ? null : M.recaptcha);
    return images.length > 0 && place !== null && token !== '';
  };

  const onSubmit = handleSubmit(async (values) => {
    if (!extrasOk() || !place) return;
    const body = new FormData();
    for (const [k, val] of Object.entries(values)) body.append(k, String(val ?? ''));
    body.append('lat', String(place.lat));
    body.append('lng', String(place.lng));
    body.append('folder', new Date().toISOString().slice(0, 10));
    body.append('user', 'web');
    body.append('recaptcha', token);
    images.forEach((img, i) => body.append(`phone[${i}]`, img, img.name));
    try {
      await sendMultipart('alquiler/upload', body);
      toast.success(M.rentalOk, { duration: 5000 });
      reset();
      setImages([]);
      setPlace(null);
      setRound((r) => r + 1);
    } catch (error) {
      const e = error as ApiError;
      const param = e.errors[0]?.param;
      if (param === 'images') setImageError(e.message);
      else if (param === 'recaptcha') setCaptchaError(e.message);
      else if (param === 'lat' || param === 'lng') setPlaceError(e.message);
      else if (param && param in values) setError(param as keyof RentalForm, { message: e.message });
      toast.error(M.rentalError, { duration: 5000 });
      setRound((r) => r + 1); // a captcha is good once
    }
  }, extrasOk);

  return (
    <StaticPage title="Buscamos Locales para Alquiler" lead="¿Tenés un local comercial? Ofrecénoslo para una nueva sucursal." testId="rental-page">
      <form className="ct-form ct-form--grid" onSubmit={onSubmit} noValidate aria-label="Buscamos Locales para Alquiler">
        <LocationSelects
          values={{ departamento: watch('departamento') ?? '', ciudad: watch('ciudad') ?? '', barrio: watch('barrio') ?? '' }}
          errors={{ departamento: errors.departamento?.message, ciudad: errors.ciudad?.message, barrio: errors.barrio?.message }}
          onChange={(level, value) => setValue(level, value, { shouldValidate: formState.isSubmitted })}
        />
        {TEXT_FIELDS.map(([name, label]) => (
          <Field key={name} label={label} error={errors[name]?.message} {...register(name)} />
        ))}
        <Field label="Forma" id="ct-forma" error={errors.forma?.message}>
          <select id="ct-forma" {...register('forma')}>
            <option value="ESQU">Esquina</option>
            <option value="ENTR">Entre</option>
            <option value="CASI">Casi</option>
          </select>
        </Field>
        {SIDE_FIELDS.map(([name, label]) => (
          <Field key={name} label={label} type={name === 'email' ? 'email' : 'text'} error={errors[name]?.message} {...register(name)} />
        ))}
        <Field label="Observación" id="ct-observacion" error={errors.observacion?.message}>
          <textarea id="ct-observacion" rows={3} {...register('observacion')} />
        </Field>
        <div className="ct-field">
          <span className="ct-label">Ubicación del local</span>
          <button type="button" className="ct-button ct-button--ghost" onClick={() => setPicking(true)}>
            {place ? 'Cambiar ubicación' : 'Seleccionar en el mapa'}
          </button>
          {place && <p className="ct-note" data-testid="rental-place">{`${place.lat.toFixed(6)}, ${place.lng.toFixed(6)}`}</p>}
          {placeError && <p className="ct-field-error" role="alert">{placeError}</p>}
        </div>
        <Field
          label="Imágenes del local (png o jpeg, hasta 5 MB cada una, máximo 10)"
          name="images"
          type="file"
          accept="image/png,image/jpeg"
          multiple
          error={imageError ?? undefined}
          onChange={(e) => {
            const picked = Array.from(e.currentTarget.files ?? []);
            e.currentTarget.value = '';
            const next = addImages(images, picked);
            setImages(next.images);
            setImageError(next.error);
          }}
        />
        {images.length > 0 && (
          <ul className="ct-file-list" aria-label="Imágenes elegidas">
            {images.map((img, i) => (
              <li key={`${img.name}-${i}`}>
                {img.name}{' '}
                <button type="button" aria-label={`Quitar ${img.name}`} onClick={() => setImages(images.filter((_, j) => j !== i))}>
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
        <CaptchaField onToken={onToken} error={captchaError ?? undefined} resetKey={round} />
        <button className="ct-button" type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Cargando...' : 'Enviar'}
        </button>
      </form>
      {picking && (
        <LocationPickerModal
          initial={place}
          onCancel={() => setPicking(false)}
          onSave={(p) => {
            setPlace(p);
            setPlaceError(null);
            setPicking(false);
          }}
        />
      )}
    </StaticPage>
  );
}
