import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CompanyFormSchema, LoginPayloadSchema, NewPasswordFormSchema, PersonaFormSchema, documentError } from './payloads';

const firstIssue = (schema: v.GenericSchema, input: unknown) => {
  const r = v.safeParse(schema, input);
  return r.success ? null : { msg: r.issues[0].message, path: r.issues[0].path?.map((p) => String(p.key)).join('.') };
};
const persona = {
  documentType: 'ci',
  document: '4567890',
  firstName: 'Ana',
  lastName: 'Pérez',
  email: 'ana@correo.test',
  phone: '0981-123456',
  password: 'Segura123',
  passwordConfirmation: 'Segura123',
};

describe('access form schemas', () => {
  it('accepts a valid persona and both phone spellings', () => {
    expect(firstIssue(PersonaFormSchema, persona)).toBeNull();
    expect(firstIssue(PersonaFormSchema, { ...persona, phone: '0981123456' })).toBeNull();
  });

  it('applies the document rule of the chosen type', () => {
    expect(documentError('ruc', '1234567-8')).toBeUndefined();
    expect(documentError('ruc', '1234567')).toBe('Formato correcto de RUC 1234567-8');
    expect(documentError('ci', '1.234.567')).toBe('Debe de ser solo numerico. No contenter puntos, comas, etc.');
    expect(documentError('doc_extranjero', 'AB-123')).toBeUndefined();
    expect(firstIssue(PersonaFormSchema, { ...persona, documentType: 'ruc' })).toEqual({ msg: 'Formato correcto de RUC 1234567-8', path: 'document' });
  });

  it('reports the password rule and the confirmation on their fields', () => {
    expect(firstIssue(PersonaFormSchema, { ...persona, password: 'abc', passwordConfirmation: 'abc' })).toEqual({
      msg: 'Debe ser minimo 8 caracteres, una letra mayúscula, una minúscula y un número.',
      path: 'password',
    });
    expect(firstIssue(PersonaFormSchema, { ...persona, passwordConfirmation: 'Otra1234' })).toEqual({ msg: 'La contraseña no coinciden.', path: 'passwordConfirmation' });
    expect(firstIssue(NewPasswordFormSchema, { password: 'abcdefgh', passwordConfirmation: 'abcdefgh' })).toEqual({ msg: 'Formato incorrecto.', path: 'password' });
  });

  it('asks for the nationality only for foreign documents', () => {
    expect(firstIssue(PersonaFormSchema, { ...persona, documentType: 'doc_extranjero', document: 'X1' })).toEqual({ msg: 'Nacionalidad es requerida', path: 'nacionalidad' });
    expect(firstIssue(PersonaFormSchema, { ...persona, documentType: 'doc_extranjero', document: 'X1', nacionalidad: 'AR' })).toBeNull();
  });

  it('needs at least one complete manager for a company', () => {
    const company = {
      razon_social: 'Empresa S.A.',
      ruc_empresa: '80012345-6',
      correo_electronico: 'e@empresa.test',
      celular_telefono: '0971-555444',
      password_empresa: 'Empresa123',
      passwordConfirmation_empresa: 'Empresa123',
      items: [{ nombres: 'A', apellidos: 'B', nro_cedula: '123', celular_empresa: '0981-222333' }],
    };
    expect(firstIssue(CompanyFormSchema, company)).toBeNull();
    expect(firstIssue(CompanyFormSchema, { ...company, items: [] })?.path).toBe('items');
  });

  it('login: a password, or a social id with an empty password', () => {
    expect(firstIssue(LoginPayloadSchema, { mail: 'a@b.co', password: '' })).toEqual({ msg: 'Contraseña es requerida', path: 'password' });
    expect(firstIssue(LoginPayloadSchema, { mail: 'a@b.co', password: '', google: '123' })).toBeNull();
  });
});
