import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@botica/shared-contracts/http/errors';
import { customerFixture } from '@botica/shared-contracts/customer/customer.fixture';
import { renderAt } from '../../../test/render';
import { AccountForm } from './account-form';

const sent: unknown[] = [];
let refusal: ApiError | null = null;
vi.mock('../api/update-account', () => ({
  updateAccount: async (body: unknown) => {
    if (refusal) throw refusal;
    sent.push(body);
    return { ok: true, message: 'Tus datos han sido actualizado!', result: {} };
  },
}));
vi.mock('../../../ui/refresh-session', () => ({ refreshSession: async () => undefined }));

describe('AccountForm', () => {
  it('shows the spec messages and sends nothing while a rule fails', async () => {
    renderAt(<AccountForm customer={customerFixture({ clienteVerificado: false })} />);
    const phone = screen.getByLabelText('Celular');
    await userEvent.clear(phone);
    await userEvent.type(phone, '0951-1');
    await userEvent.clear(screen.getByLabelText('Cédula de identidad'));
    await userEvent.type(screen.getByLabelText('Teléfono'), '21-5566');
    await userEvent.click(screen.getByRole('button', { name: 'Actualizar' }));
    expect(await screen.findByText('El formato correcto es 0991-123456')).toBeInTheDocument();
    expect(screen.getByText('Cedula de Identidad requerida')).toBeInTheDocument();
    expect(screen.getByText('Favor verifique el formato')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('sends the spec fields with empty optional ones as null', async () => {
    renderAt(<AccountForm customer={customerFixture({ celular1: '0981123456' })} />);
    // a stored number without the hyphen is shown in the form's format
    expect(screen.getByLabelText('Celular')).toHaveValue('0981-123456');
    await userEvent.selectOptions(screen.getByLabelText('Estado civil'), 'V');
    await userEvent.click(screen.getByRole('button', { name: 'Actualizar' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ nombres: 'Ana', apellidos: 'Paz', ci: '1234567', estadoCivil: 'V', sexo: null, celular1: '0981-123456' });
  });

  it("a refused update shows the server's errors[0].error (spec 001 §7)", async () => {
    refusal = new ApiError(409, [{ msg: 'mensaje genérico', error: 'El correo ya pertenece a otra cuenta.' }]);
    renderAt(
      <>
        <Toaster />
        <AccountForm customer={customerFixture({ celular1: '0981123456' })} />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Actualizar' }));
    expect(await screen.findByText('El correo ya pertenece a otra cuenta.')).toBeInTheDocument();
    refusal = null;
  });
});
