import { type ChangeEvent, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { PHONE_PATTERN, PHONE_TAKEN_MESSAGE } from '@botica/shared-contracts/auth/payloads';
import { isPhoneTaken } from '../api/check-phone';
import { maskPhone } from './phone-mask';

/**
 * The sign-up phone rule of spec 002 §4: leaving the phone field asks whether another account has it, and a
 * taken phone blocks the submit with 'Él número que esta tratando de registrar ya fue agregado por otra cuenta...'.
 * `inputProps` wire the phone input: the ####-###### mask while typing, the check when leaving it.
 */
export function usePhoneAvailability<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'getValues' | 'setError' | 'clearErrors' | 'register'>,
  phoneField: Path<T>,
  documentField: Path<T>,
) {
  const [taken, setTaken] = useState(false);
  const markTaken = () => form.setError(phoneField, { type: 'taken', message: PHONE_TAKEN_MESSAGE });

  const checkOnBlur = async () => {
    const phone = String(form.getValues(phoneField) ?? '');
    if (!PHONE_PATTERN.test(phone)) return;
    try {
      const result = await isPhoneTaken(phone, String(form.getValues(documentField) ?? '').trim());
      setTaken(result);
      if (result) markTaken();
      else form.clearErrors(phoneField);
    } catch {
      setTaken(false);
    }
  };

  /** True (and the field error shown) when the submit must stop. */
  const blocksSubmit = () => {
    if (taken) markTaken();
    return taken;
  };

  const registered = form.register(phoneField, { onBlur: () => void checkOnBlur() });
  const inputProps = {
    ...registered,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      event.target.value = maskPhone(event.target.value);
      // A newly typed number has not been checked yet.
      setTaken(false);
      return registered.onChange(event);
    },
  };

  return { inputProps, blocksSubmit };
}
