import { beforeEach, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import toast from '@botica/platform/toast';
import { ApiError } from '@botica/shared-contracts/http/errors';
import { NewsletterForm } from './newsletter-form';

const subscribeNewsletter = vi.fn();
vi.mock('@botica/platform/toast', () => ({ default: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));
vi.mock('../api/home', () => ({ subscribeNewsletter: (...args: unknown[]) => subscribeNewsletter(...args) }));

beforeEach(() => {
  subscribeNewsletter.mockReset();
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});

const field = () => screen.getByRole('textbox', { name: 'Correo electrónico' });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Suscribirme' }));

it('checks the address on submit, then on every change, and sends nothing invalid', async () => {
  render(<NewsletterForm />);
  fireEvent.change(field(), { target: { value: 'ana' } });
  expect(screen.queryByRole('alert')).toBeNull();
  send();
  expect(await screen.findByRole('alert')).toHaveTextContent('Correo debe tener el formato correcto.');
  expect(field()).toHaveAttribute('aria-invalid', 'true');
  fireEvent.change(field(), { target: { value: '' } });
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('El correo es requerido'));
  fireEvent.change(field(), { target: { value: 'ana@correo.com.py' } });
  await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  expect(subscribeNewsletter).not.toHaveBeenCalled();
});

it('subscribes the trimmed address, says so and empties the field', async () => {
  subscribeNewsletter.mockResolvedValue({ ok: true, message: 'Gracias por suscribirte' });
  render(<NewsletterForm />);
  fireEvent.change(field(), { target: { value: '  ana@correo.com.py ' } });
  send();
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Gracias por suscribirte'));
  expect(subscribeNewsletter).toHaveBeenCalledWith('ana@correo.com.py');
  expect(field()).toHaveValue('');
});

it("shows the API's message when it refuses", async () => {
  subscribeNewsletter.mockRejectedValue(new ApiError(400, [{ msg: 'El correo ya está suscripto' }]));
  render(<NewsletterForm />);
  fireEvent.change(field(), { target: { value: 'ana@correo.com.py' } });
  send();
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith('El correo ya está suscripto'));
  expect(field()).toHaveValue('ana@correo.com.py');
});
