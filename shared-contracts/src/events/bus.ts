import type { CommandName, EventMap, EventName, OwnedBy, Owner, Payload, Reply } from './event-map';

/*
 * The page's message bus. This module is a federation singleton (`@botica/shared-contracts/` is shared with
 * `singleton: true`), so its module state is the one bus of the page: nothing is parked on globalThis.
 */

type Listener = (detail: never) => void;
type Handler = (payload: never) => unknown;
type Waiter = (handler: Handler) => void;

const listeners = new Map<string, Set<Listener>>();
const handlers = new Map<string, Handler>();
/** Requests sent before the owner registered its handler (e.g. while its remote still loads). */
const waiting = new Map<string, Set<Waiter>>();
/** Who starts an owner's handlers when one of its commands is waiting for them (whenAwaited). */
const starters = new Map<Owner, Set<() => void>>();

const ownerOf = (name: string): Owner => name.slice(0, name.indexOf(':')) as Owner;

function callStarters(owner: Owner): void {
  for (const start of [...(starters.get(owner) ?? [])]) {
    try {
      start();
    } catch (error) {
      console.error(`[bus] ${owner}`, error);
    }
  }
}

export const NO_ANSWER = 'Sin respuesta del servicio';
export const DEFAULT_TIMEOUT_MS = 5000;

/** Hears an event of any owner until the returned function is called. */
export function subscribe<K extends EventName>(name: K, listener: (detail: EventMap[K]) => void): () => void {
  const set = listeners.get(name) ?? new Set<Listener>();
  listeners.set(name, set);
  set.add(listener as Listener);
  return () => {
    set.delete(listener as Listener);
  };
}

export interface Publisher<O extends Owner> {
  publish<K extends OwnedBy<O, EventName>>(name: K, detail: EventMap[K]): void;
}

/** The publisher of one owner: it accepts that owner's event names only. */
export function publisher<O extends Owner>(owner: O): Publisher<O> {
  void owner;
  return {
    publish(name, detail) {
      for (const listener of [...(listeners.get(name) ?? [])]) {
        try {
          (listener as (d: typeof detail) => void)(detail);
        } catch (error) {
          // one broken listener does not keep the event from the others
          console.error(`[bus] ${name}`, error);
        }
      }
    },
  };
}

export type CommandHandler<K extends CommandName> = (payload: Payload<K>) => Reply<K> | Promise<Reply<K>>;

export interface Commands<O extends Owner> {
  /** Answers one of the owner's commands until the returned function is called; a later handler replaces it. */
  handle<K extends OwnedBy<O, CommandName>>(name: K, handler: CommandHandler<K>): () => void;
}

/** The command side of one owner: it may answer that owner's commands only. */
export function commandsOf<O extends Owner>(owner: O): Commands<O> {
  void owner;
  return {
    handle(name, handler) {
      const h = handler as Handler;
      handlers.set(name, h);
      const queued = waiting.get(name);
      waiting.delete(name);
      queued?.forEach((wake) => wake(h));
      return () => {
        if (handlers.get(name) === h) handlers.delete(name);
      };
    },
  };
}

/**
 * Sends a command to its owner and resolves with the owner's reply (its type comes from the map). When the owner
 * has not registered yet the command waits for it; it rejects after `timeoutMs` without an answer.
 */
export function request<K extends CommandName>(
  name: K,
  payload: Payload<K>,
  { timeoutMs = DEFAULT_TIMEOUT_MS }: { timeoutMs?: number } = {},
): Promise<Reply<K>> {
  return new Promise<Reply<K>>((resolve, reject) => {
    let done = false;
    const run: Waiter = (handler) => {
      if (done) return;
      Promise.resolve()
        .then(() => (handler as CommandHandler<K>)(payload))
        .then(
          (reply) => finish(() => resolve(reply)),
          (error: unknown) => finish(() => reject(error)),
        );
    };
    const finish = (settle: () => void) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      waiting.get(name)?.delete(run);
      settle();
    };
    const timer = setTimeout(() => finish(() => reject(new Error(NO_ANSWER))), timeoutMs);
    const handler = handlers.get(name);
    if (handler) run(handler);
    else {
      const set = waiting.get(name) ?? new Set<Waiter>();
      waiting.set(name, set);
      set.add(run);
      callStarters(ownerOf(name));
    }
  });
}

/**
 * Calls `start` whenever a command of `owner` is sent while no handler answers it (and at once when one is
 * already waiting): an owner whose handlers are loaded only when needed is started by whoever can load it.
 * `start` must be idempotent. Until the returned function is called.
 */
export function whenAwaited(owner: Owner, start: () => void): () => void {
  const set = starters.get(owner) ?? new Set<() => void>();
  starters.set(owner, set);
  set.add(start);
  const alreadyWaiting = [...waiting].some(([name, queued]) => queued.size > 0 && ownerOf(name) === owner);
  if (alreadyWaiting) start();
  return () => {
    set.delete(start);
  };
}
