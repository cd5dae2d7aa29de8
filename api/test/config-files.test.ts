import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'botica-secrets-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const secret = (name: string, contents: string) => {
  const file = path.join(dir, name);
  writeFileSync(file, contents);
  return file;
};

describe('settings read from files (X_FILE, orchestrators’ secrets)', () => {
  it('takes a value from the file X_FILE names, less its final line break', () => {
    const config = loadConfig({
      SESSION_SECRET_FILE: secret('session', 'una-clave-de-sesion\n'),
      PAYMENT_CALLBACK_SECRET_FILE: secret('callback', 'otra-clave'),
      DATABASE_URL_FILE: secret('db', 'postgres://botica:s3creta@postgres:5432/botica\r\n'),
    });
    expect(config.SESSION_SECRET).toBe('una-clave-de-sesion');
    expect(config.PAYMENT_CALLBACK_SECRET).toBe('otra-clave');
    expect(config.DATABASE_URL).toBe('postgres://botica:s3creta@postgres:5432/botica');
  });

  it('keeps a key of several lines whole (a Bancard key)', () => {
    const key = '-----BEGIN KEY-----\nabc\ndef\n-----END KEY-----';
    expect(loadConfig({ BANCARD_PRIVATE_KEY_FILE: secret('bancard', `${key}\n`) }).BANCARD_PRIVATE_KEY).toBe(key);
  });

  it('treats an empty file as an unset value (its default applies)', () => {
    const config = loadConfig({ BANCARD_PUBLIC_KEY_FILE: secret('empty', ''), LOG_LEVEL_FILE: secret('empty-level', '\n') });
    expect(config.BANCARD_PUBLIC_KEY).toBeUndefined();
    expect(config.LOG_LEVEL).toBe('info');
  });

  it('refuses a file that does not exist, naming the variable and the file', () => {
    const missing = path.join(dir, 'no-esta');
    expect(() => loadConfig({ SESSION_SECRET_FILE: missing })).toThrow(ConfigError);
    expect(() => loadConfig({ SESSION_SECRET_FILE: missing })).toThrow(`SESSION_SECRET_FILE nombra el archivo ${missing}, que no existe`);
  });

  it('refuses X and X_FILE set together', () => {
    expect(() => loadConfig({ SESSION_SECRET: 'a', SESSION_SECRET_FILE: secret('both', 'b') })).toThrow(
      'SESSION_SECRET y SESSION_SECRET_FILE están definidas a la vez',
    );
  });

  it('reads MIGRATE: on by default, off when set off', () => {
    expect(loadConfig({}).MIGRATE).toBe(true);
    expect(loadConfig({ MIGRATE: 'off' }).MIGRATE).toBe(false);
  });
});
