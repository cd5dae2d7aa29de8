/** Bytes of a base64 string (files the API sends inside JSON, e.g. an invoice's PDF and XML). */
export function fromBase64(b64: string): Uint8Array<ArrayBuffer> {
  const bin = atob(b64);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

/** Saves data under a file name: a temporary object URL behind a link the browser downloads. */
export function saveFile(data: Blob, name: string): void {
  const url = URL.createObjectURL(data);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // the download has started from the URL by then; revoking at once can cancel it in some browsers
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Saves a base64 file under its name and type. */
export function saveBase64(b64: string, name: string, type: string): void {
  saveFile(new Blob([fromBase64(b64)], { type }), name);
}
