import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from '@botica/platform/toast';
import { Link } from '@botica/platform/router';
import { FORM_MESSAGES as M, type TriviaInput, TriviaSchema, UPLOAD_LIMITS } from '@botica/shared-contracts/content/forms';
import type { ApiError } from '@botica/shared-contracts/http/errors';
import { StaticPage } from '../../static-pages/components/static-page';
import { sendMultipart } from '../api/send-form';
import { Field } from './field';

const FIELDS: [keyof TriviaInput, string, string?][] = [
  ['NOMBRES', 'Nombres del niño o niña'],
  ['NOMBRES_TUTOR', 'Nombres del tutor'],
  ['APELLIDO_TUTOR', 'Apellido del tutor'],
  ['NRO_CEDULA_TUTOR', 'Cédula del tutor'],
  ['NRO_CELULAR_TUTOR', 'Celular del tutor', '0991-123456'],
  ['EMAIL_TUTOR', 'Correo del tutor'],
];

function imageError(file: File | null): string | null {
  if (!file) return M.triviaImageRequired;
  if (!['image/png', 'image/jpeg'].includes(file.type)) return M.triviaImageType;
  if (file.size > UPLOAD_LIMITS.maxBytes) return M.fileTooBig;
  return null;
}

/** /promo-dia-del-nino: the trivia for kids and tutors; submit disabled until the terms are accepted; resets on success. */
export function TriviaPage() {
  const [image, setImage] = useState<File | null>(null);
  const [imageMsg, setImageMsg] = useState<string | null>(null);
  const [accepted, setAccepted] = useState(false);
  const [round, setRound] = useState(0);
  const { register, handleSubmit, reset, formState } = useForm<TriviaInput>({ resolver: valibotResolver(TriviaSchema) });
  const { errors, isSubmitting } = formState;
  const onSubmit = handleSubmit(
    async (values) => {
      const problem = imageError(image);
      setImageMsg(problem);
      if (problem || !image) return;
      const body = new FormData();
      for (const [k, val] of Object.entries(values)) body.append(k, val);
      body.append('file', image, image.name);
      try {
        await sendMultipart('promo-amistad', body);
        toast.success(M.triviaOk, { duration: 5000 });
        reset();
        setImage(null);
        setAccepted(false);
        setRound((r) => r + 1);
      } catch (error) {
        const e = error as ApiError;
        if (e.errors[0]?.param === 'file') setImageMsg(e.message);
        toast.error(M.triviaError, { duration: 5000 });
      }
    },
    () => setImageMsg(imageError(image)),
  );
  return (
    <StaticPage title="Trivia Día del Niño" lead="Respondé la trivia con tu tutor, subí tu dibujo y participá por premios." testId="promo-dia-del-nino-page">
      <form key={round} className="ct-form" onSubmit={onSubmit} noValidate aria-label="Trivia Día del Niño">
        {FIELDS.map(([name, label, placeholder]) => (
          <Field key={name} label={label} placeholder={placeholder} error={errors[name]?.message} {...register(name)} />
        ))}
        <Field
          label="Imagen (png, jpg o jpeg)"
          name="file"
          type="file"
          accept="image/png,image/jpeg"
          error={imageMsg ?? undefined}
          onChange={(e) => {
            const f = e.currentTarget.files?.[0] ?? null;
            setImage(f);
            setImageMsg(f ? imageError(f) : null);
          }}
        />
        <label className="ct-check">
          <input type="checkbox" checked={accepted} onChange={(e) => setAccepted(e.currentTarget.checked)} /> Acepto los{' '}
          <Link to="/promocion/terminos-y-condiciones-trivia" target="_blank">
            términos y condiciones de la trivia
          </Link>
        </label>
        <button className="ct-button" type="submit" disabled={!accepted || isSubmitting}>
          {isSubmitting ? 'Procesando...' : 'Enviar'}
        </button>
      </form>
    </StaticPage>
  );
}
