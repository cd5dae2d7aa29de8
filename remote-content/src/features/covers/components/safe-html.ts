const DROP = 'script,style,iframe,object,embed,link,meta,form,input,button,textarea,select';

/**
 * The cover's HTML (written by the shop's operators) without anything that runs: no scripts, frames or forms,
 * no `on…` handlers, no `javascript:` links. Parsed by the browser, never executed while cleaning.
 */
export function safeHtml(html: string | null | undefined): string {
  if (!html) return '';
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  doc.body.querySelectorAll(DROP).forEach((el) => el.remove());
  doc.body.querySelectorAll('*').forEach((el) => {
    for (const attr of Array.from(el.attributes)) {
      const value = attr.value.trim().toLowerCase();
      if (attr.name.startsWith('on') || ((attr.name === 'href' || attr.name === 'src') && value.startsWith('javascript:'))) el.removeAttribute(attr.name);
    }
  });
  return doc.body.innerHTML;
}
