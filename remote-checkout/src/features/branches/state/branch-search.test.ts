import { describe, expect, it } from 'vitest';
import { SECOND_MAP } from '@botica/shared-contracts/geo/branch-rules';
import { filterBranches, isBranchSearch } from './branch-search';

const branch = (numero: number, direccion: string, ciudad: string, departamento: string) => ({ numero, direccion, ciudad, departamento });
const BRANCHES = [
  branch(1, 'Colón esq. Avda. Félix Bogado', 'Asunción', 'Asunción'),
  branch(12, 'Mcal. López c/ Brasilia', 'San Lorenzo', 'Central'),
  branch(120, 'Ruta PY02 km 20', 'Capiatá', 'Central'),
  branch(305, 'Avda. Irala 1200', 'Encarnación', 'Itapúa'),
];
const numbers = (query: string) => filterBranches(BRANCHES, query).map((b) => b.numero);

describe('branch search', () => {
  it('on the second map (the /sucursales page) needs more than 5 characters, fits at zoom 14 and shows a found branch at 19', () => {
    expect(SECOND_MAP).toEqual({ minSearchLength: 6, fitMaxZoom: 14, selectedZoom: 19 });
    expect(isBranchSearch('capia', SECOND_MAP.minSearchLength)).toBe(false);
    expect(filterBranches(BRANCHES, 'capia', SECOND_MAP.minSearchLength)).toHaveLength(4);
    expect(filterBranches(BRANCHES, 'capiat', SECOND_MAP.minSearchLength).map((b) => b.numero)).toEqual([120]);
    expect(filterBranches(BRANCHES, '12', SECOND_MAP.minSearchLength).map((b) => b.numero)).toEqual([12]);
  });

  it('needs more than 3 characters of text: shorter keeps every branch', () => {
    expect(isBranchSearch('cap')).toBe(false);
    expect(numbers('cap')).toEqual([1, 12, 120, 305]);
    expect(numbers('   ')).toEqual([1, 12, 120, 305]);
    expect(numbers('capi')).toEqual([120]);
  });

  it('matches a branch number exactly with numeric input', () => {
    expect(isBranchSearch('12')).toBe(true);
    expect(numbers('12')).toEqual([12]);
    expect(numbers(' 305 ')).toEqual([305]);
    expect(numbers('999')).toEqual([]);
  });

  it("matches 'PUNTO {numero}'", () => {
    expect(numbers('punto 12')).toEqual([12, 120]);
    expect(numbers('PUNTO 305')).toEqual([305]);
  });

  it('matches address, city or department, ignoring accents and case', () => {
    expect(numbers('brasilia')).toEqual([12]);
    expect(numbers('encarnacion')).toEqual([305]);
    expect(numbers('CENTRAL')).toEqual([12, 120]);
    expect(numbers('asunción')).toEqual([1]);
    expect(numbers('felix')).toEqual([1]);
    expect(numbers('Luque')).toEqual([]);
  });
});
