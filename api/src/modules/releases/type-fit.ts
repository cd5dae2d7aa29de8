import type { TypeShape } from '@botica/shared-contracts/releases/entities';

/** One way a value does not fit where it goes: the field's path (empty for the value itself) and what is wrong, in Spanish. */
export interface Misfit {
  path: string;
  problem: string;
}

/** A type as a reader of the gate's messages reads it. */
export function shapeText(shape: TypeShape, depth = 0): string {
  switch (shape.kind) {
    case 'literal':
      return JSON.stringify(shape.value);
    case 'union':
      return shape.of.map((s) => shapeText(s, depth + 1)).join(' | ');
    case 'array':
      return `${shapeText(shape.of, depth + 1)}[]`;
    case 'tuple':
      return `[${shape.of.map((s) => shapeText(s, depth + 1)).join(', ')}]`;
    case 'object': {
      if (depth > 0) return 'objeto';
      const names = Object.keys(shape.fields);
      return names.length ? `{ ${names.join(', ')} }` : '{}';
    }
    case 'function':
      return 'función';
    case 'library':
      return shape.name;
    default:
      return shape.kind;
  }
}

const join = (path: string, name: string) => (path ? `${path}.${name}` : name);

/**
 * Where a value of type `source` does not fit where `target` is expected (what TypeScript's assignability would say,
 * on the structures the releases recorded): [] when it fits. Types a package declares (`library`) are not compared
 * field by field: the shared modules' version ranges decide those.
 */
export function misfits(source: TypeShape, target: TypeShape, path = ''): Misfit[] {
  if (target.kind === 'unknown' || source.kind === 'unknown' || source.kind === 'never') return [];
  if (target.kind === 'library' || source.kind === 'library') return [];
  if (source.kind === 'union') return source.of.flatMap((member) => misfits(member, target, path));
  if (target.kind === 'union') {
    const tries = target.of.map((member) => misfits(source, member, path));
    if (tries.some((t) => t.length === 0)) return [];
    // the closest member says what is wrong, when the value is of that member's kind
    const sameKind = target.of.map((member, i) => ({ member, misfits: tries[i]! })).filter(({ member }) => member.kind === source.kind);
    if (sameKind.length) return sameKind.sort((a, b) => a.misfits.length - b.misfits.length)[0]!.misfits;
    return [{ path, problem: `se espera ${shapeText(target)}, llega ${shapeText(source)}` }];
  }
  const wrong = (): Misfit[] => [{ path, problem: `se espera ${shapeText(target)}, llega ${shapeText(source)}` }];
  switch (target.kind) {
    case 'string':
    case 'number':
    case 'boolean':
    case 'bigint':
      return source.kind === target.kind || (source.kind === 'literal' && typeof source.value === target.kind) ? [] : wrong();
    case 'null':
    case 'undefined':
    case 'never':
      return source.kind === target.kind ? [] : wrong();
    case 'void':
      return source.kind === 'void' || source.kind === 'undefined' ? [] : wrong();
    case 'literal':
      return source.kind === 'literal' && source.value === target.value ? [] : wrong();
    case 'array':
      if (source.kind === 'array') return misfits(source.of, target.of, `${path}[]`);
      if (source.kind === 'tuple') return source.of.flatMap((s) => misfits(s, target.of, `${path}[]`));
      return wrong();
    case 'tuple':
      if (source.kind !== 'tuple' || source.of.length !== target.of.length) return wrong();
      return source.of.flatMap((s, i) => misfits(s, target.of[i]!, `${path}[${i}]`));
    case 'object': {
      if (source.kind !== 'object') return wrong();
      const out: Misfit[] = [];
      for (const [name, field] of Object.entries(target.fields)) {
        const given = source.fields[name];
        if (!given) {
          if (!field.optional) out.push({ path: join(path, name), problem: 'falta' });
          continue;
        }
        if (given.optional && !field.optional) out.push({ path: join(path, name), problem: 'puede faltar y se espera siempre' });
        out.push(...misfits(given.type, field.type, join(path, name)));
      }
      if (target.index) {
        for (const [name, field] of Object.entries(source.fields)) if (!(name in target.fields)) out.push(...misfits(field.type, target.index, join(path, name)));
        if (source.index) out.push(...misfits(source.index, target.index, join(path, '[clave]')));
      }
      return out;
    }
    case 'function': {
      if (source.kind !== 'function') return wrong();
      const out: Misfit[] = [];
      // the callee (source) gets what the caller (target) gives
      source.params.forEach((param, i) => {
        const given = target.params[i];
        const at = join(path, `(${param.name})`);
        if (!given) {
          if (!param.optional) out.push({ path: at, problem: 'el parámetro es obligatorio y no se pasa' });
          return;
        }
        if (given.optional && !param.optional) out.push({ path: at, problem: 'el parámetro es obligatorio y puede no pasarse' });
        out.push(...misfits(given.type, param.type, at));
      });
      if (target.returns.kind !== 'void') out.push(...misfits(source.returns, target.returns, join(path, '(resultado)')));
      return out;
    }
  }
}
