// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromBase64, saveBase64, saveFile } from './save-file';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('saving a file', () => {
  it('decodes base64 files', () => {
    expect(new TextDecoder().decode(fromBase64(btoa('<rDE/>')))).toBe('<rDE/>');
  });

  it('downloads the data under its name through a temporary object URL', async () => {
    vi.useFakeTimers();
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      blobs.push(b as Blob);
      return 'blob:factura';
    });
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: { href: string; download: string; inPage: boolean }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.getAttribute('href') ?? '', download: this.download, inPage: document.body.contains(this) });
    });

    saveFile(new Blob(['a,b\n1,2'], { type: 'text/csv' }), 'facturas.csv');
    expect(clicked).toEqual([{ href: 'blob:factura', download: 'facturas.csv', inPage: true }]);
    expect(document.querySelectorAll('a')).toHaveLength(0);
    expect(await blobs[0]!.text()).toBe('a,b\n1,2');
    expect(revoke).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(revoke).toHaveBeenCalledWith('blob:factura');

    saveBase64(btoa('%PDF-1.7'), 'factura.pdf', 'application/pdf');
    expect(clicked[1]).toMatchObject({ download: 'factura.pdf' });
    expect(blobs[1]!.type).toBe('application/pdf');
    expect(await blobs[1]!.text()).toBe('%PDF-1.7');
  });
});
