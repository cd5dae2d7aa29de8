import type { Customer } from './entities';

/** A complete customer of the contract for tests; each test overrides what it is about. */
export function customerFixture(over: Partial<Customer> = {}): Customer {
  return {
    clieCodigo: 7,
    codigo: 7,
    tipo: 'persona',
    tipoPersona: 'F',
    email: 'ana@correo.test',
    primerNombre: 'Ana',
    primerApellido: 'Paz',
    nombreCompleto: 'Ana Paz',
    nombres: 'Ana',
    apellidos: 'Paz',
    documento: '1234567',
    documentType: 'ci',
    estadoCivil: null,
    sexo: null,
    ci: '1234567',
    ruc: null,
    documentoExtranjero: null,
    nacionalidad: 'PY',
    naciDescripcion: 'Paraguaya',
    celular1: '0981-123456',
    celular2: null,
    telefonoFijo: null,
    imagenPerfil: null,
    configuraciones: { cnotiEstado: 'A', cnotiMetodo: 'email' },
    terminoYcondicionesEstado: '1',
    esTester: false,
    esFuncionario: false,
    esContador: false,
    clienteVerificado: true,
    emailValido: 'S',
    bloqueadoPagoOnline: 'N',
    ...over,
  };
}
