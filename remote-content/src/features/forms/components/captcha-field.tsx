import { useEffect, useRef, useState } from 'react';
import type { CaptchaConfig } from '@botica/shared-contracts/content/forms';
import { getCaptchaConfig, solveAltcha } from '../api/captcha';

interface Props {
  /** The token to send, or '' while not solved (a new form clears it through `resetKey`). */
  onToken: (token: string) => void;
  error?: string;
  resetKey: number;
}

interface Grecaptcha {
  render(el: HTMLElement, options: { sitekey: string; callback: (t: string) => void; 'expired-callback': () => void }): number;
  reset(id?: number): void;
}
declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    boticaRecaptchaLoaded?: () => void;
  }
}

function loadRecaptcha(): Promise<Grecaptcha> {
  if (window.grecaptcha) return Promise.resolve(window.grecaptcha);
  return new Promise((resolve, reject) => {
    window.boticaRecaptchaLoaded = () => resolve(window.grecaptcha!);
    const script = document.createElement('script');
    script.src = 'https://www.google.com/recaptcha/api.js?onload=boticaRecaptchaLoaded&render=explicit&hl=es';
    script.async = true;
    script.onerror = reject;
    document.head.append(script);
  });
}

/**
 * The rental form's captcha: Google reCAPTCHA when the API has its keys, otherwise the self-hosted ALTCHA check
 * (a checkbox that solves a small proof of work in the browser; works offline).
 */
export function CaptchaField({ onToken, error, resetKey }: Props) {
  const [config, setConfig] = useState<CaptchaConfig | null>(null);
  const [state, setState] = useState<'idle' | 'solving' | 'done' | 'failed'>('idle');
  const box = useRef<HTMLDivElement>(null);
  const widget = useRef<number | null>(null);

  useEffect(() => {
    getCaptchaConfig().then(setConfig, () => setConfig({ proveedor: 'altcha', siteKey: null }));
  }, []);

  useEffect(() => {
    setState('idle');
    onToken('');
    if (widget.current !== null) window.grecaptcha?.reset(widget.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resetKey]);

  useEffect(() => {
    if (config?.proveedor !== 'recaptcha' || !config.siteKey || !box.current || widget.current !== null) return;
    const siteKey = config.siteKey;
    loadRecaptcha()
      .then((g) => {
        if (box.current && widget.current === null)
          widget.current = g.render(box.current, { sitekey: siteKey, callback: onToken, 'expired-callback': () => onToken('') });
      })
      .catch(() => setState('failed'));
  }, [config, onToken]);

  const solve = async () => {
    setState('solving');
    try {
      onToken(await solveAltcha());
      setState('done');
    } catch {
      setState('failed');
      onToken('');
    }
  };

  return (
    <div className="ct-field" data-testid="captcha">
      {config?.proveedor === 'recaptcha' ? (
        <div ref={box} />
      ) : (
        <label className="ct-captcha">
          <input
            type="checkbox"
            checked={state === 'done'}
            disabled={state === 'solving' || state === 'done' || !config}
            onChange={() => void solve()}
          />
          <span>{state === 'solving' ? 'Verificando...' : state === 'done' ? 'Verificado' : 'No soy un robot'}</span>
          <small>Protegido por ALTCHA</small>
        </label>
      )}
      {state === 'failed' && <p className="ct-field-error">No pudimos verificar el captcha. Vuelva a intentarlo.</p>}
      {error && (
        <p className="ct-field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
