import { useState } from 'react';
import type { Customer } from '@botica/shared-contracts/customer/entities';
import type { StoredCart } from '../state/cart.model';
import { cartStore } from '../state/cart.service';
import { contactOptions, formatContactInput, setContact } from '../state/checkout.logic';

export const NO_CONTACT_NUMBERS = 'Vemos que no tiene numeros de contactos. Favor agregue un numero.';
/** Mask of the other contact number (spec 000 §5): ####-######, Confirm waits for 11 characters. */
export const CONTACT_MASK = '####-######';
export const CONTACT_MIN_LENGTH = 11;

/** Step 1, delivery: the number the courier calls (the customer's mobiles, or another one typed with the mask). */
export function ContactPicker({ cart, customer }: { cart: StoredCart; customer: Customer | null }) {
  const store = cartStore();
  const onco = cart.oncologico === true;
  const options = contactOptions(customer);
  const chosen = cart.entrega.contacto;
  const other = chosen !== null && !options.includes(chosen);
  const [typing, setTyping] = useState(false);
  const [text, setText] = useState('');
  const name = `ck-contact-${onco}`;
  return (
    <div className="ck-block" data-testid="contact-picker">
      <h3>Número de contacto</h3>
      {options.length === 0 && !other && <p className="ck-error">{NO_CONTACT_NUMBERS}</p>}
      <ul className="ck-options" role="radiogroup" aria-label="Número de contacto">
        {[...options, ...(other ? [chosen] : [])].map((n) => (
          <li role="none" key={n}>
            <label className="ck-option">
              <input type="radio" name={name} checked={chosen === n} onChange={() => store.update(onco, (c) => setContact(c, n))} />
              <span>{n}</span>
            </label>
          </li>
        ))}
      </ul>
      {typing ? (
        <form
          className="ck-code-form"
          onSubmit={(e) => {
            e.preventDefault();
            if (text.length < CONTACT_MIN_LENGTH) return;
            store.update(onco, (c) => setContact(c, text));
            setTyping(false);
            setText('');
          }}
        >
          <label className="ck-field">
            <span>Otro número</span>
            <input
              inputMode="numeric"
              placeholder={CONTACT_MASK}
              value={text}
              maxLength={CONTACT_MASK.length}
              onChange={(e) => setText(formatContactInput(e.target.value))}
            />
          </label>
          <button type="submit" className="ck-button" disabled={text.length < CONTACT_MIN_LENGTH}>
            Confirmar
          </button>
          <button type="button" className="ck-link-button" onClick={() => setTyping(false)}>
            Cancelar
          </button>
        </form>
      ) : (
        <button type="button" className="ck-link-button" onClick={() => setTyping(true)}>
          Agregar otro número
        </button>
      )}
    </div>
  );
}
