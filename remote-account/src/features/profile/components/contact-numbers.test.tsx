import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { customerFixture } from '@botica/shared-contracts/customer/customer.fixture';
import { renderAt } from '../../../test/render';
import { ContactNumbers } from './contact-numbers';

const sent: [number, string][] = [];
vi.mock('../api/delete-phone', () => ({
  deletePhone: async (personaCodigo: number, numero: string) => {
    sent.push([personaCodigo, numero]);
    return { ok: true, errorNum: null, message: 'Tu telefono a sido eliminado!' };
  },
}));
vi.mock('../../../ui/refresh-session', () => ({ refreshSession: async () => undefined }));

describe('ContactNumbers (spec 002 §5, §8)', () => {
  it("asks 'Desea en realidad eliminar su numero de Telefono ...?' with the number, then sends personaCodigo and the number", async () => {
    renderAt(<ContactNumbers customer={customerFixture({ codigo: 7, personaCodigo: 70, celular1: '0981123456', celular2: '0971-654321' })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar 0971-654321' }));
    const dialog = await screen.findByRole('dialog', { name: 'Desea en realidad eliminar su numero de Telefono 0971-654321?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Si' }));
    await waitFor(() => expect(sent).toEqual([[70, '0971-654321']]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
