import { createInterface } from 'node:readline/promises';
import { hashPassword } from '../modules/auth/password.js';

// `npm run operator:password`: the Argon2id hash of an operator password, for OPERATOR_PASSWORD_HASH (decision 082).
// The password is read from the terminal (or OPERATOR_PASSWORD), never from the command line, and never printed.
const MIN_LENGTH = 12;
let password = process.env.OPERATOR_PASSWORD ?? '';
if (!password) {
  const rl = createInterface({ input: process.stdin, output: process.stderr, terminal: true });
  password = (await rl.question('Contraseña de operador (al menos 12 caracteres): ')).trim();
  rl.close();
}
if (password.length < MIN_LENGTH) {
  console.error(`La contraseña de operador tiene al menos ${MIN_LENGTH} caracteres.`);
  process.exit(1);
}
console.log(await hashPassword(password));
