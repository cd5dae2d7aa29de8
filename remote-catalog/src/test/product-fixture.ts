import type { Product } from '@botica/shared-contracts/catalog/entities';

export function productFixture(overrides: Partial<Product> = {}): Product {
  return {
    codigo: 100001,
    descripcion: 'PARACETAMOL 500 MG X 20 COMPRIMIDOS',
    slug: 'paracetamol-500-mg-x-20-comprimidos',
    precio: 8500,
    precioSinDescuento: 8500,
    descuento: 0,
    mostrarDescuento: false,
    descuentosFormas: [],
    descuentoPorCantidad: null,
    marca: { codigo: 3001, descripcion: 'Laboratorio Demo Tajy' },
    categoria: { codigo: 101, descripcion: 'Dolor y fiebre', slug: 'dolor-y-fiebre' },
    fotoPrincipal: { nombre: 'placeholders/medicamentos.svg' },
    galeria: [],
    existencias: 10,
    promocion: 'N',
    nuevo: 'N',
    descontinuado: 'N',
    codigoControl: 1,
    calificacion: { promedio: 4, cantidad: 3 },
    ...overrides,
  };
}
