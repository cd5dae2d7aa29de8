import { describe, expect, it } from 'vitest';
import { cvError } from './jobs-page';
import { addImages } from './rental-images';

const file = (name: string, type: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type });

describe('rental images', () => {
  it('keeps png and jpeg up to 5 MB, at most 10, and tells why one is refused', () => {
    const ok = addImages([], [file('a.png', 'image/png', 10), file('b.jpg', 'image/jpeg', 10)]);
    expect(ok).toEqual({ images: expect.any(Array), error: null });
    expect(ok.images).toHaveLength(2);
    const big = addImages(ok.images, [file('c.png', 'image/png', 6 * 1024 * 1024)]);
    expect(big.images).toHaveLength(2);
    expect(big.error).toBe('El archivo es demasiado grande, máximo permitido 5MB');
    expect(addImages([], [file('d.gif', 'image/gif', 10)]).error).toBe('Solo se permiten imágenes png o jpeg');
    const ten = Array.from({ length: 10 }, (_, i) => file(`${i}.png`, 'image/png', 1));
    const eleven = addImages(ten, [file('x.png', 'image/png', 1)]);
    expect(eleven.images).toHaveLength(10);
    expect(eleven.error).toBe('Puede subir como máximo 10 imágenes');
  });
});

describe('CV', () => {
  it('is required, a document or image, at most 5 MB', () => {
    expect(cvError(null)).toBe('El currículum es requerido');
    expect(cvError(file('cv.exe', 'application/x-msdownload', 10))).toBe('Formato de archivo permitido: PDF, DOC, DOCX, PNG o JPG');
    expect(cvError(file('cv.pdf', 'application/pdf', 6 * 1024 * 1024))).toBe('El archivo es demasiado grande, máximo permitido 5MB');
    expect(cvError(file('cv.pdf', 'application/pdf', 100))).toBeNull();
  });
});
