import { describe, expect, it } from 'vitest';
import type { TypeShape } from '@botica/shared-contracts/releases/entities';
import { misfits } from './type-fit.js';

const str: TypeShape = { kind: 'string' };
const num: TypeShape = { kind: 'number' };
const obj = (fields: Record<string, [TypeShape, boolean?]>): TypeShape => ({
  kind: 'object',
  fields: Object.fromEntries(Object.entries(fields).map(([k, [type, optional]]) => [k, { type, optional: optional ?? false }])),
});

describe('misfits: what TypeScript would refuse, on the recorded structures', () => {
  it('a literal fits its primitive and an equal literal, not another', () => {
    expect(misfits({ kind: 'literal', value: '/x' }, str)).toEqual([]);
    expect(misfits({ kind: 'literal', value: 'a' }, { kind: 'literal', value: 'a' })).toEqual([]);
    expect(misfits({ kind: 'literal', value: 'a' }, { kind: 'literal', value: 'b' })).toHaveLength(1);
    expect(misfits(num, str)).toEqual([{ path: '', problem: 'se espera string, llega number' }]);
  });

  it('names the missing field and the field of the wrong type, by path', () => {
    const expected = obj({ item: [obj({ codigo: [num], nombre: [str] })], oncologico: [{ kind: 'boolean' }, true] });
    expect(misfits(obj({ item: [obj({ codigo: [num], nombre: [str] })] }), expected)).toEqual([]);
    expect(misfits(obj({ item: [obj({ codigo: [str] })] }), expected)).toEqual([
      { path: 'item.codigo', problem: 'se espera number, llega string' },
      { path: 'item.nombre', problem: 'falta' },
    ]);
    expect(misfits(obj({ item: [obj({ codigo: [num], nombre: [str, true] })] }), expected)).toEqual([{ path: 'item.nombre', problem: 'puede faltar y se espera siempre' }]);
  });

  it('a union goes where each of its members fits; a value goes where one member of a union fits', () => {
    const nullableText: TypeShape = { kind: 'union', of: [str, { kind: 'null' }] };
    expect(misfits(str, nullableText)).toEqual([]);
    expect(misfits(nullableText, str)).toEqual([{ path: '', problem: 'se espera string, llega null' }]);
  });

  it('a function takes what its caller gives: a new required parameter is a misfit, an extra argument is not', () => {
    const props = { name: 'props', type: obj({ a: [str] }), optional: false };
    const oneArg: TypeShape = { kind: 'function', params: [props], returns: { kind: 'void' } };
    const twoArgs: TypeShape = { kind: 'function', params: [props, { name: 'extra', type: num, optional: false }], returns: { kind: 'void' } };
    expect(misfits(oneArg, twoArgs)).toEqual([]);
    expect(misfits(twoArgs, oneArg)).toEqual([{ path: '(extra)', problem: 'el parámetro es obligatorio y no se pasa' }]);
  });

  it('arrays compare their elements; a package\'s types are left to the shared modules\' ranges', () => {
    expect(misfits({ kind: 'array', of: num }, { kind: 'array', of: str })).toEqual([{ path: '[]', problem: 'se espera string, llega number' }]);
    expect(misfits({ kind: 'library', name: 'ReactElement' }, { kind: 'library', name: 'ReactNode' })).toEqual([]);
  });
});
