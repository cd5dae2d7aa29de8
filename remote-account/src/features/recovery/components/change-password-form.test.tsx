import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@botica/shared-contracts/http/errors';
import { renderAt } from '../../../test/render';
import { ChangePasswordForm } from './change-password-form';

let answer: () => Promise<unknown> = async () => ({ ok: true, message: 'ok' });
vi.mock('../api/recovery', () => ({ passwordChange: () => answer() }));

const fill = async (password: string, confirmation: string) => {
  await userEvent.type(screen.getByLabelText('Nueva contraseña'), password);
  await userEvent.type(screen.getByLabelText('Confirmar contraseña'), confirmation);
  await userEvent.click(screen.getByRole('button', { name: 'Actualizar contraseña' }));
};

describe('ChangePasswordForm', () => {
  it('applies the new-password rule messages', async () => {
    renderAt(<ChangePasswordForm token="abc" />);
    await userEvent.click(screen.getByRole('button', { name: 'Actualizar contraseña' }));
    expect(await screen.findByText('Constraseña es requerido')).toBeInTheDocument();
    await fill('corta', 'x');
    expect(await screen.findByText('Debe ser minimo 8 caracteres.')).toBeInTheDocument();
    expect(screen.getByText('La contraseña no coinciden')).toBeInTheDocument();
  });

  it('asks for the mix of letters and digits', async () => {
    renderAt(<ChangePasswordForm token="abc" />);
    await fill('todominuscula', 'todominuscula');
    expect(await screen.findByText('Formato incorrecto.')).toBeInTheDocument();
  });

  it("shows the server's message for a used or expired link", async () => {
    answer = async () => {
      throw new ApiError(400, [{ msg: 'El enlace venció o ya fue usado.' }]);
    };
    renderAt(<ChangePasswordForm token="viejo" />);
    await fill('Nueva1234', 'Nueva1234');
    expect(await screen.findByRole('alert')).toHaveTextContent('El enlace venció o ya fue usado.');
  });

  it("toasts 'Clave actualizada' and goes to /login two seconds after success", async () => {
    answer = async () => ({ ok: true, message: 'ok' });
    renderAt(
      <>
        <Toaster />
        <ChangePasswordForm token="bueno" />
      </>,
      { path: '/cambiar-contrasena/bueno', route: '/cambiar-contrasena/:token' },
    );
    await fill('Nueva1234', 'Nueva1234');
    expect(await screen.findByText('Clave actualizada')).toBeInTheDocument();
    expect(screen.getByText(/Tu contraseña fue actualizada\./)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('otra página')).toBeInTheDocument(), { timeout: 3500 });
  });
});
