import type { EventMap, EventName } from './event-map';

const CHANNEL = '__botica_bus__';

type Target = EventTarget & { [CHANNEL]?: EventTarget };

/** One EventTarget per page, parked on globalThis so every federated app reaches the same one. */
function target(): EventTarget {
  const g = globalThis as unknown as Target;
  if (!g[CHANNEL]) g[CHANNEL] = new EventTarget();
  return g[CHANNEL]!;
}

export function publish<K extends EventName>(name: K, detail: EventMap[K]): void {
  target().dispatchEvent(new CustomEvent(name, { detail }));
}

export function subscribe<K extends EventName>(name: K, handler: (detail: EventMap[K]) => void): () => void {
  const listener = (event: Event) => handler((event as CustomEvent<EventMap[K]>).detail);
  target().addEventListener(name, listener);
  return () => target().removeEventListener(name, listener);
}

/** Sends a request event and resolves with the owner's reply, or rejects after `timeoutMs`. */
export function request<K extends EventName, R>(
  name: K,
  detail: Omit<EventMap[K], 'reply'>,
  timeoutMs = 5000,
): Promise<R> {
  return new Promise<R>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Sin respuesta del servicio')), timeoutMs);
    publish(name, {
      ...(detail as object),
      reply: (result: R) => {
        clearTimeout(timer);
        resolve(result);
      },
    } as unknown as EventMap[K]);
  });
}
