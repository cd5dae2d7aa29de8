import type { Renderable, Toast, ToastOptions, ValueOrFunction } from 'react-hot-toast';
import { request } from '@botica/shared-contracts/events/bus';

/**
 * The shop's toasts, for every app: `toast(message)`, `toast.success(...)`, `toast.error(...)`, as react-hot-toast's.
 *
 * react-hot-toast (a federation singleton) is loaded the first time the page shows a toast, not with the page: a
 * toast only ever follows something the shopper did or an answer that came back, so no page needs it to be drawn or
 * to answer. Its first use asks the host (`host:show-toasts`) to draw the toaster, which then shows what was
 * requested meanwhile: react-hot-toast keeps its toasts in module state until a toaster reads them.
 */
type Message = ValueOrFunction<Renderable, Toast>;
type ToastFunction = (message: Message, options?: ToastOptions) => void;
type Library = (typeof import('react-hot-toast'))['default'];

let library: Promise<Library> | undefined;

function load(): Promise<Library> {
  library ??= import('react-hot-toast').then(
    (module) => {
      // a page without the host (a remote on its own) draws its own toaster; nobody answers there
      void request('host:show-toasts', {}).catch(() => undefined);
      return module.default;
    },
    (error: unknown) => {
      // a failed download is tried again by the next toast
      library = undefined;
      throw error;
    },
  );
  return library;
}

function show(kind?: 'success' | 'error'): ToastFunction {
  return (message, options) => {
    void load().then(
      (hot) => (kind ? hot[kind](message, options) : hot(message, options)),
      (error: unknown) => console.error('Aviso no mostrado:', error),
    );
  };
}

const toast: ToastFunction & { success: ToastFunction; error: ToastFunction } = Object.assign(show(), {
  success: show('success'),
  error: show('error'),
});

export default toast;
