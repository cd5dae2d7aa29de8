import vm from 'node:vm';

/**
 * Runs a checkout script (bancard-checkout 4.0.0 as the sandbox or the stand-in serves it) in a page of its own: a
 * small document with the calls such a script makes (elements by id, iframes, `currentScript`, message listeners),
 * so a test can read what the script defines and what each of its forms mounts.
 */
class PageElement {
  readonly children: PageElement[] = [];
  readonly style: Record<string, string> = {};
  /** An iframe's window, the `source` of the messages its page posts. */
  readonly contentWindow = {};
  private address = '';

  constructor(
    readonly tagName: string,
    private readonly page: string,
  ) {}

  /** An iframe's address, resolved against the page's as a browser does. */
  get src() {
    return this.address;
  }
  set src(value: string) {
    this.address = new URL(value, this.page).href;
  }
  get firstChild(): PageElement | null {
    return this.children[0] ?? null;
  }
  appendChild(child: PageElement) {
    this.children.push(child);
    return child;
  }
  removeChild(child: PageElement) {
    this.children.splice(this.children.indexOf(child), 1);
    return child;
  }
  get innerHTML() {
    return '';
  }
  set innerHTML(value: string) {
    if (value !== '') throw new Error('this page only empties elements');
    this.children.length = 0;
  }
  querySelector(selector: string) {
    if (selector !== 'iframe') throw new Error(`this page only finds iframes, not ${selector}`);
    return this.children.find((c) => c.tagName === 'IFRAME') ?? null;
  }
}

export interface ScriptPage {
  /** The global the script left on the page (`window.Bancard`). */
  global: Record<string, unknown> | undefined;
  /** Every name the global answers to: its own and its prototypes' properties (the constructor aside). */
  names(): string[];
  /** The container the forms mount into. */
  container: PageElement;
  /** Sends the page a message as a frame would (`source`: that frame's window). */
  post(data: unknown, origin: string, source: unknown): void;
}

/** Loads `js` as the script at `scriptUrl` in a page at `pageUrl` with one container, `#frame-box`. */
export function loadCheckoutScript(js: string, scriptUrl: string, pageUrl: string): ScriptPage {
  const container = new PageElement('DIV', pageUrl);
  const listeners = new Set<(event: unknown) => void>();
  const document = {
    currentScript: { src: scriptUrl },
    getElementById: (id: string) => (id === 'frame-box' ? container : null),
    createElement: (tag: string) => new PageElement(tag.toUpperCase(), pageUrl),
    querySelectorAll: (selector: string) => (selector === '#frame-box iframe' ? container.children.filter((c) => c.tagName === 'IFRAME') : []),
  };
  const window: Record<string, unknown> = {
    document,
    location: { href: pageUrl, origin: new URL(pageUrl).origin, replace: () => undefined },
    addEventListener: (type: string, fn: (event: unknown) => void) => type === 'message' && listeners.add(fn),
    removeEventListener: (type: string, fn: (event: unknown) => void) => type === 'message' && listeners.delete(fn),
  };
  const context = vm.createContext({ window, document, URL, encodeURIComponent, console });
  vm.runInContext(js, context, { filename: scriptUrl });
  const objectPrototype = vm.runInContext('Object.prototype', context) as object;
  const global = window.Bancard as Record<string, unknown> | undefined;
  return {
    global,
    container,
    names() {
      const found = new Set<string>();
      for (let o: object | null = global ?? null; o && o !== objectPrototype; o = Object.getPrototypeOf(o) as object | null) {
        for (const name of Object.getOwnPropertyNames(o)) if (name !== 'constructor') found.add(name);
      }
      return [...found].sort();
    },
    post(data, origin, source) {
      for (const fn of [...listeners]) fn({ data, origin, source });
    },
  };
}
