import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@botica/shared-contracts/http/errors';
import { commandsOf } from '@botica/shared-contracts/events/bus';
import type { Customer } from '@botica/shared-contracts/customer/entities';
import { renderAt } from '../../../test/render';
import { LoginForm } from './login-form';

const calls: unknown[] = [];
let answer: () => Promise<unknown> = async () => ({});
vi.mock('../api/login', () => ({
  login: (payload: unknown) => {
    calls.push(payload);
    return answer();
  },
}));

beforeEach(() => {
  calls.length = 0;
});

describe('LoginForm', () => {
  it('shows the required messages and does not call the API', async () => {
    renderAt(<LoginForm forgotHref="/forgot-password" />);
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText('Correo es requerido')).toBeInTheDocument();
    expect(screen.getByText('Contraseña es requerida')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('rejects a malformed e-mail', async () => {
    renderAt(<LoginForm forgotHref="/forgot-password" />);
    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'no-es-correo');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText('Correo debe tener el formato correcto.')).toBeInTheDocument();
  });

  it('places the server error on the named field', async () => {
    answer = async () => {
      throw new ApiError(400, [{ msg: 'El correo o la contraseña son incorrectos.', param: 'password' }]);
    };
    renderAt(<LoginForm forgotHref="/forgot-password" />);
    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'ana@farmacia.test');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'Mala1234');
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    const field = screen.getByLabelText('Contraseña');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('El correo o la contraseña son incorrectos.')).toBeInTheDocument();
    expect(calls).toEqual([{ mail: 'ana@farmacia.test', password: 'Mala1234' }]);
  });

  it('asks the host to start the session after a successful login and stays busy while the host leaves the page', async () => {
    answer = async () => ({ token: 't', result: { clieCodigo: 7 } });
    let asked = 0;
    const stop = commandsOf('host').handle('host:session-start', () => {
      asked += 1;
      return { ok: true, customer: { clieCodigo: 7 } as Customer };
    });
    renderAt(<LoginForm forgotHref="/forgot-password" />);
    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'ana@farmacia.test');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'Demo1234');
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() => expect(asked).toBe(1));
    expect(screen.getByRole('button', { name: 'Procesando...' })).toBeDisabled();
    stop();
  });

  it('gives the form back when the host could not read the new session', async () => {
    answer = async () => ({ token: 't', result: { clieCodigo: 7 } });
    const stop = commandsOf('host').handle('host:session-start', () => ({ ok: false, message: 'Ops... Vaya algo no salio bien!' }));
    renderAt(<LoginForm forgotHref="/forgot-password" />);
    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'ana@farmacia.test');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'Demo1234');
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeEnabled());
    stop();
  });
});
