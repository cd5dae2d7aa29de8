/** The host's HTML document with the composition's placeholders (document.html.mjs). */
export function hostDocument(parts: { title: string; scripts: string[]; styles: string[] }): string;
