import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../test/render';
import { SignupTabs } from './signup-tabs';

const sent: unknown[] = [];
let lookup: unknown = [];
let phoneTaken = false;
vi.mock('../api/register', () => ({
  registerCustomer: async (payload: unknown) => {
    sent.push(payload);
    return { ok: true, token: 't', result: { clieCodigo: 1 } };
  },
}));
vi.mock('../api/lookup-document', () => ({ lookupDocument: async () => lookup }));
vi.mock('../api/check-phone', () => ({ isPhoneTaken: async () => phoneTaken }));
vi.mock('../api/nationalities', () => ({
  useNationalities: (enabled: boolean) => (enabled ? [{ codigo: 'AR', descripcion: 'Argentina' }] : []),
}));

beforeEach(() => {
  sent.length = 0;
  lookup = [];
  phoneTaken = false;
});

const social = <p>botones sociales</p>;
const submitPersona = () => userEvent.click(screen.getByRole('button', { name: 'Registrarme' }));

describe('SignupTabs', () => {
  it('opens on Persona with the social buttons and document type ci', () => {
    renderAt(<SignupTabs social={social} />, { path: '/signup' });
    expect(screen.getByRole('tab', { name: 'Persona' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('botones sociales')).toBeInTheDocument();
    expect(screen.getByLabelText('Tipo de documento')).toHaveValue('ci');
    expect(screen.queryByLabelText('Nacionalidad')).not.toBeInTheDocument();
  });

  it('Empresa hides the social buttons and starts with one manager; Agregar adds another', async () => {
    renderAt(<SignupTabs social={social} />, { path: '/signup' });
    await userEvent.click(screen.getByRole('tab', { name: 'Empresa' }));
    expect(screen.getByRole('tab', { name: 'Empresa' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByText('botones sociales')).not.toBeInTheDocument();
    expect(screen.getByLabelText('RUC')).toBeInTheDocument();
    expect(screen.getAllByTestId('manager-row')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: '+ Agregar' }));
    expect(screen.getAllByTestId('manager-row')).toHaveLength(2);
  });

  it('shows every Persona rule message', async () => {
    renderAt(<SignupTabs social={social} />, { path: '/signup' });
    await userEvent.type(screen.getByLabelText('Nro. de documento'), '12.345');
    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'malo');
    await userEvent.type(screen.getByLabelText('Celular'), '0211');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'abc');
    await userEvent.type(screen.getByLabelText('Confirmar contraseña'), 'abd');
    await submitPersona();
    expect(await screen.findByText('Nombres es requerido')).toBeInTheDocument();
    expect(screen.getByText('Apellidos es requerido')).toBeInTheDocument();
    expect(screen.getByText('Debe de ser solo numerico. No contenter puntos, comas, etc.')).toBeInTheDocument();
    expect(screen.getByText('Correo debe tener el formato correcto.')).toBeInTheDocument();
    expect(screen.getByText('El formato correcto es 0991-123456')).toBeInTheDocument();
    expect(screen.getByText('Debe ser minimo 8 caracteres, una letra mayúscula, una minúscula y un número.')).toBeInTheDocument();
    expect(screen.getByText('La contraseña no coinciden.')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await waitFor(() => expect(screen.getByLabelText('Nro. de documento')).toHaveFocus());
  });

  it('password without the mix gets the security message; RUC and foreign documents follow their rules', async () => {
    renderAt(<SignupTabs social={social} />, { path: '/signup' });
    await userEvent.type(screen.getByLabelText('Contraseña'), 'solominusculas');
    await userEvent.selectOptions(screen.getByLabelText('Tipo de documento'), 'ruc');
    await userEvent.type(screen.getByLabelText('Nro. de documento'), '1234567');
    await submitPersona();
    expect(await screen.findByText('No cumple con los requerimientos de seguridad.')).toBeInTheDocument();
    expect(screen.getByText('Formato correcto de RUC 1234567-8')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Tipo de documento'), 'doc_extranjero');
    expect(screen.getByLabelText('Nacionalidad')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Argentina' })).toBeInTheDocument();
  });

  it('masks the phone as ####-###### and warns when another account has it', async () => {
    phoneTaken = true;
    renderAt(<SignupTabs social={social} />, { path: '/signup' });
    const phone = screen.getByLabelText('Celular');
    await userEvent.type(phone, '0981123456');
    expect(phone).toHaveValue('0981-123456');
    await userEvent.tab();
    expect(await screen.findByText('Él número que esta tratando de registrar ya fue agregado por otra cuenta...')).toBeInTheDocument();
  });

  it('fills and locks the names of a known document, and shows the message of a taken one', async () => {
    lookup = [{ codigo: 55, nombres: 'Ana María', apellidos: 'Benítez', primerNombre: 'Ana', nombreCompleto: 'Ana María Benítez', email: null }];
    renderAt(<SignupTabs social={social} />, { path: '/signup' });
    await userEvent.type(screen.getByLabelText('Nro. de documento'), '1234567');
    await userEvent.tab();
    await waitFor(() => expect(screen.getByLabelText('Nombres')).toHaveValue('Ana María'));
    expect(screen.getByLabelText('Nombres')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Apellidos')).toHaveValue('Benítez');
    expect(screen.getByLabelText('Correo electrónico')).not.toHaveAttribute('readonly');

    lookup = ['false', 'Este documento ya está registrado.'];
    await userEvent.clear(screen.getByLabelText('Nro. de documento'));
    await userEvent.type(screen.getByLabelText('Nro. de documento'), '7654321');
    await userEvent.tab();
    expect(await screen.findByText('Este documento ya está registrado.')).toBeInTheDocument();
    expect(screen.getByLabelText('Nombres')).toHaveValue('');
    expect(screen.getByLabelText('Nombres')).not.toHaveAttribute('readonly');
  });

  it('sends a valid persona with opcion 0 and the kept customer code', async () => {
    lookup = [{ codigo: 55, nombres: 'Ana', apellidos: 'Benítez', primerNombre: 'Ana', nombreCompleto: 'Ana Benítez', email: 'ana@x.test' }];
    renderAt(<SignupTabs social={social} />, { path: '/signup' });
    await userEvent.type(screen.getByLabelText('Nro. de documento'), '1234567');
    await userEvent.tab();
    await waitFor(() => expect(screen.getByLabelText('Correo electrónico')).toHaveValue('ana@x.test'));
    await userEvent.type(screen.getByLabelText('Celular'), '0981123456');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'Clave1234');
    await userEvent.type(screen.getByLabelText('Confirmar contraseña'), 'Clave1234');
    await submitPersona();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ tipo: 'persona', opcion: 0, documentType: 'ci', document: '1234567', clieCodigo: 55, phone: '0981-123456' });
  });

  it('company form requires every manager field and sends opcion 1', async () => {
    renderAt(<SignupTabs social={social} />, { path: '/signup?tipo=empresa' });
    await userEvent.click(screen.getByRole('button', { name: 'Registrar empresa' }));
    expect(await screen.findByText('Razón social es requerida')).toBeInTheDocument();
    expect(screen.getByText('Nro. de cédula es requerido')).toBeInTheDocument();
    expect(screen.getAllByText('Formato correcto de RUC 1234567-8').length).toBeGreaterThan(0);
    await userEvent.type(screen.getByLabelText('RUC'), '80012345-6');
    await userEvent.type(screen.getByLabelText('Razón social'), 'Droguería Central SA');
    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'compras@central.test');
    await userEvent.type(screen.getByLabelText('Celular / Teléfono'), '0971555444');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'Empresa123');
    await userEvent.type(screen.getByLabelText('Confirmar contraseña'), 'Empresa123');
    const row = screen.getByTestId('manager-row');
    const inRow = (label: string) => row.querySelector(`input[id="${screen.getAllByLabelText(label).find((el) => row.contains(el))!.id}"]`)!;
    await userEvent.type(inRow('Nombres'), 'Carlos');
    await userEvent.type(inRow('Apellidos'), 'Gómez');
    await userEvent.type(inRow('Nro. de cédula'), '3456789');
    await userEvent.type(inRow('Celular'), '0982111222');
    await userEvent.click(screen.getByRole('button', { name: 'Registrar empresa' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      tipo: 'empresa',
      opcion: 1,
      ruc_empresa: '80012345-6',
      items: [{ nombres: 'Carlos', apellidos: 'Gómez', nro_cedula: '3456789', celular_empresa: '0982-111222' }],
    });
  });
});

describe('registration errors', () => {
  it('shows the in-use message with the link to recover the password', async () => {
    const { ApiError } = await import('@botica/shared-contracts/http/errors');
    const { applyRegistrationError } = await import('./registration-errors');
    const { IN_USE_MESSAGE } = await import('./in-use-message');
    const set: Record<string, string | undefined> = {};
    const setError = ((name: string, e: { message?: string }) => {
      set[name] = e.message;
    }) as never;
    applyRegistrationError(new ApiError(409, [{ msg: IN_USE_MESSAGE, param: 'email' }]), ['email'], setError);
    expect(set).toEqual({ 'root.server': IN_USE_MESSAGE });
    applyRegistrationError(new ApiError(400, [{ msg: 'Formato correcto de RUC 1234567-8', param: 'document' }]), ['document'], setError);
    expect(set.document).toBe('Formato correcto de RUC 1234567-8');
  });
});
