import type { Insertable } from 'kysely';
import type { CustomersTable } from '../../modules/customers/customers.table.js';

export const DEMO_PASSWORD = 'Demo1234';

type DemoCustomer = Omit<Insertable<CustomersTable>, 'password_hash'>;

/** Demo accounts (all with password Demo1234). Documents and phones are made up. */
export const DEMO_CUSTOMERS: Record<string, DemoCustomer> = {
  cliente: {
    email: 'cliente@farmacia.test', tipo: 'persona', tipo_persona: 'F', nombres: 'María José', apellidos: 'Benítez Acosta',
    document_type: 'ci', documento: '4567890', nacionalidad: 'PARAGUAYA', celular1: '0981123456',
    terminos_estado: '1', verificado: true,
  },
  nuevo: {
    email: 'nuevo@farmacia.test', tipo: 'persona', tipo_persona: 'F', nombres: 'Juan Carlos', apellidos: 'Ortiz Giménez',
    document_type: 'ci', documento: '5678901', nacionalidad: 'PARAGUAYA', celular1: '0982234567',
    terminos_estado: '0', verificado: false,
  },
  tester: {
    email: 'tester@farmacia.test', tipo: 'persona', tipo_persona: 'F', nombres: 'Lucía', apellidos: 'Prueba Duarte',
    document_type: 'ci', documento: '3456789', nacionalidad: 'PARAGUAYA', celular1: '0983345678',
    terminos_estado: '1', verificado: true, es_tester: true,
  },
  funcionario: {
    email: 'funcionario@farmacia.test', tipo: 'persona', tipo_persona: 'F', nombres: 'Pedro', apellidos: 'Villalba Ríos',
    document_type: 'ci', documento: '2345678', nacionalidad: 'PARAGUAYA', celular1: '0984456789',
    terminos_estado: '1', verificado: false, es_funcionario: true,
  },
  empresa: {
    email: 'empresa@farmacia.test', tipo: 'empresa', tipo_persona: 'J', nombres: 'Distribuidora Demo S.A.', apellidos: '',
    razon_social: 'Distribuidora Demo S.A.', document_type: 'ruc', documento: '80012345-6', celular1: '0985567890',
    terminos_estado: '1', verificado: true,
  },
  contador: {
    email: 'contador@farmacia.test', tipo: 'persona', tipo_persona: 'F', nombres: 'Ramón', apellidos: 'Contador Sosa',
    document_type: 'ci', documento: '1234567', nacionalidad: 'PARAGUAYA', celular1: '0986678901',
    terminos_estado: '1', verificado: true,
  },
};

export const CLIENTE_ADDRESSES = [
  {
    nombre: 'Casa', calle: 'Avda. Mariscal López', numero: '3045', forma: 'ESQU', lateral1: 'Cruz del Chaco', lateral2: null,
    edificio: null, piso: null, es_default: true, departamento_codigo: 1, ciudad_codigo: 1001, barrio_codigo: 9042,
    latitud: -25.2946, longitud: -57.5806,
  },
  {
    nombre: 'Trabajo', calle: 'Avda. Mariscal Estigarribia', numero: '1520', forma: 'ENTR', lateral1: 'Padre Cardozo',
    lateral2: 'Julia Miranda Cueto', edificio: 'Edificio Demo', piso: '2', es_default: false, departamento_codigo: 12,
    ciudad_codigo: 1164, barrio_codigo: 15905, latitud: -25.3397, longitud: -57.5088,
  },
];

/** Past orders of the demo customer: delivered pickup, pickup being prepared, pending delivery. */
export const CLIENTE_ORDERS = [
  { estado: 'REND', tipo_envio: 2, sucursal: 1001, forma: 1, diasAtras: 20, delivery: 0, lineas: [[100001, 2], [100401, 1], [100160, 2]] },
  { estado: 'PROC', tipo_envio: 2, sucursal: 1005, forma: 97, diasAtras: 3, delivery: 0, lineas: [[100005, 4], [100261, 1]] },
  { estado: 'GENE', tipo_envio: 1, sucursal: null, forma: 98, diasAtras: 0, delivery: 15000, lineas: [[100218, 1], [100377, 3], [100002, 1]] },
] as const;
