import { useEffect, useRef, useState } from 'react';
import { type CheckoutForm, mountCheckout } from '@botica/platform/payments/card-checkout';
import { PAYMENT_MESSAGES } from '@botica/shared-contracts/payments/messages';

export interface FrameMessage {
  message: string;
  details: unknown;
}

/** Reads a provider frame's message: the string itself, or an object with message and details. */
export function readFrameMessage(data: unknown): FrameMessage | null {
  if (typeof data === 'string') return { message: data, details: null };
  if (typeof data === 'object' && data !== null && ('message' in data || 'details' in data)) {
    const d = data as { message?: unknown; details?: unknown };
    return { message: typeof d.message === 'string' ? d.message : '', details: d.details ?? null };
  }
  return null;
}

/**
 * The provider's frame, mounted by its checkout script (`Bancard[form].createForm`, decision 061; `form` one of the
 * published script's: Checkout, Zimple, Charge3DS): the card provider's when it is configured, the sandbox's
 * otherwise; the page is the same code for both. The script checks
 * that a message comes from its own frame and hands it over (`responseHandler`). `drawn`: the frame's address when
 * the provider gives one the page may draw before the script runs (the sandbox's; it keeps that frame).
 */
export function ProviderFrame(props: { checkout: string; form: CheckoutForm; processId: string; drawn: string | null; title: string; onMessage: (m: FrameMessage) => void }) {
  const { checkout, form, processId, drawn, title } = props;
  // the script finds the container by id: the same in the server's draw and the hydrated page, and one per process,
  // so a mount of an earlier process still under way (a retry) cannot land in the new process's container
  const id = `pay-frame-${form}-${processId}`;
  const handler = useRef(props.onMessage);
  handler.current = props.onMessage;
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let unmount: (() => void) | null = null;
    const gone = new AbortController();
    const onMessage = (data: unknown) => {
      const m = readFrameMessage(data);
      if (m) handler.current(m);
    };
    mountCheckout({ url: checkout, form, containerId: id, processId, title, onMessage, signal: gone.signal })
      .then((u) => (gone.signal.aborted ? u() : (unmount = u)))
      .catch(() => !gone.signal.aborted && setFailed(true));
    return () => {
      gone.abort();
      unmount?.();
    };
  }, [checkout, form, processId, id, title]);
  // the container stays even when the script could not mount: React keeps owning what it drew
  return (
    <>
      {failed && (
        <p className="pay-error" role="alert">
          {PAYMENT_MESSAGES.somethingWrong}
        </p>
      )}
      <div id={id} className="pay-frame-box">
        {drawn ? <iframe className="pay-frame" src={drawn} title={title} /> : null}
      </div>
    </>
  );
}

/** The provider's details as text for the failure card. */
export function detailsText(details: unknown): string | null {
  if (typeof details === 'string') return details;
  if (details && typeof details === 'object') {
    const d = details as Record<string, unknown>;
    const text = d.descripcion ?? d.description ?? d.message ?? d.respuestaDescripcion;
    return typeof text === 'string' ? text : null;
  }
  return null;
}
