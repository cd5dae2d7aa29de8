import { GUARDIAN_MESSAGES, type Guardian, type GuardiansPayloadSchema } from '@botica/shared-contracts/account/guardians';
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import { AppError } from '../../http/app-error.js';
import { type GuardianRow, insertGuardian, listGuardians, retireOthers, setDefault, updateGuardian } from './guardians.repository.js';
import { inTransaction } from '../../db/transaction.js';

type Payload = v.InferOutput<typeof GuardiansPayloadSchema>;
const notFound = () => new AppError(404, 'GUARDIAN_NOT_FOUND', GUARDIAN_MESSAGES.notFound);

const toGuardian = (r: GuardianRow): Guardian => ({
  CLIE_ENC_CODIGO: r.codigo,
  CLIE_ENC_NOMBRES: r.nombres,
  CLIE_ENC_APELLIDOS: r.apellidos,
  CLIE_ENC_CI: r.ci,
  CLIE_ENC_SEXO: r.sexo,
  CLIE_ENC_CELU_P: r.celu_p,
  CLIE_ENC_CELU_S: r.celu_s,
  CLIE_ENC_TELEFONO: r.telefono,
  CLIE_ENC_DEFECTO: r.defecto ? new Date(r.defecto).toISOString() : null,
});

/** The session customer's guardians (spec 001 §2 /mi-cuenta-encargados): nobody reads or changes another's. */
export class GuardianService {
  constructor(private readonly app: FastifyInstance) {}

  list = async (customer: number) => (await listGuardians(this.app.db, customer)).map(toGuardian);

  /** Saves the whole list in one transaction: codes update, new items insert, the rest are removed. */
  async save(customer: number, { items }: Payload): Promise<Guardian[]> {
    await inTransaction(this.app, async (trx) => {
      const keep: number[] = [];
      for (const g of items) {
        const row = {
          nombres: g.CLIE_ENC_NOMBRES,
          apellidos: g.CLIE_ENC_APELLIDOS,
          ci: g.CLIE_ENC_CI,
          sexo: g.CLIE_ENC_SEXO,
          celu_p: g.CLIE_ENC_CELU_P,
          celu_s: g.CLIE_ENC_CELU_S,
          telefono: g.CLIE_ENC_TELEFONO,
        };
        if (g.CLIE_ENC_CODIGO) {
          if (!(await updateGuardian(trx, customer, g.CLIE_ENC_CODIGO, row))) throw notFound();
          keep.push(g.CLIE_ENC_CODIGO);
        } else {
          keep.push(await insertGuardian(trx, { ...row, customer_codigo: customer }));
        }
      }
      await retireOthers(trx, customer, keep);
    });
    return this.list(customer);
  }

  async makeDefault(customer: number, codigo: number): Promise<Guardian[]> {
    if (!(await setDefault(this.app.db, customer, codigo))) throw notFound();
    return this.list(customer);
  }
}
