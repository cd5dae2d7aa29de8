import { useEffect, useRef } from 'react';

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
 * The provider's frame (served by the sandbox through the shop's own origin). Only messages from this frame and
 * this origin are listened to.
 */
export function ProviderFrame({ src, title, onMessage }: { src: string; title: string; onMessage: (m: FrameMessage) => void }) {
  const ref = useRef<HTMLIFrameElement>(null);
  const handler = useRef(onMessage);
  handler.current = onMessage;
  useEffect(() => {
    const listen = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== ref.current?.contentWindow) return;
      const m = readFrameMessage(event.data);
      if (m) handler.current(m);
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, []);
  return <iframe ref={ref} className="pay-frame" src={src} title={title} />;
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
