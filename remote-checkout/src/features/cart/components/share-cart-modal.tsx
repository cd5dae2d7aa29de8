import { useEffect, useRef, useState } from 'react';
import { Modal } from '../../../ui/modal';
import './share-cart.css';

/** Copies the text: the Clipboard API, or the selected field where it is not available (plain http). */
async function copyText(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    if (!field) return false;
    field.select();
    return document.execCommand('copy');
  }
}

export const whatsappUrl = (url: string) => `https://wa.me/?text=${encodeURIComponent(url)}`;

/** The shared cart's link: WhatsApp, the link itself and a copy icon that answers 'Copiado!'. */
export function ShareCartModal({ url, onClose }: { url: string | null; onClose: () => void }) {
  const [copied, setCopied] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => setCopied(false), [url]);

  return (
    <Modal open={url !== null} onClose={onClose} title="Compartir carrito" testId="share-cart-modal">
      {url ? (
        <div className="ck-share">
          <a className="ck-share-whatsapp" href={whatsappUrl(url)} target="_blank" rel="noopener noreferrer">
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path
                fill="currentColor"
                d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18.2c-1.5 0-3-.4-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1-.7.8-.8 1-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.3-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6a2.7 2.7 0 0 0 1.8-1.3 2.2 2.2 0 0 0 .2-1.3c-.1-.1-.3-.2-.5-.3z"
              />
            </svg>
            WhatsApp
          </a>
          <div className="ck-share-link">
            <input ref={field} readOnly value={url} aria-label="Enlace del carrito" onFocus={(e) => e.target.select()} />
            <button
              type="button"
              className="ck-share-copy"
              aria-label="Copiar enlace"
              title="Copiar enlace"
              onClick={async () => setCopied(await copyText(url, field.current))}
            >
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path fill="currentColor" d="M16 1H4a2 2 0 0 0-2 2v14h2V3h12V1zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2zm0 16H8V7h11v14z" />
              </svg>
            </button>
          </div>
          {copied ? (
            <p className="ck-share-copied" role="status">
              Copiado!
            </p>
          ) : null}
        </div>
      ) : null}
    </Modal>
  );
}
