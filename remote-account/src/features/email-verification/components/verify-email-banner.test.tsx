import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@botica/shared-contracts/http/errors';
import { renderAt } from '../../../test/render';
import { VerifyEmailBanner } from './verify-email-banner';

let answer: () => Promise<unknown> = async () => ({ ok: true, message: 'Correo de verificacion enviada.' });
vi.mock('../api/resend-verification', () => ({ resendVerification: () => answer() }));

const resend = async () => {
  renderAt(
    <>
      <Toaster />
      <VerifyEmailBanner email="ana@example.com" />
    </>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Reenviar correo de verificación' }));
};

describe('VerifyEmailBanner (spec 001 §8)', () => {
  it("toasts 'Correo de verificacion enviada.' when the e-mail goes out", async () => {
    answer = async () => ({ ok: true, message: 'Correo de verificacion enviada.' });
    await resend();
    expect(await screen.findByText('Correo de verificacion enviada.')).toBeInTheDocument();
  });

  it("toasts 'Ops... Ocurrio un error' when sending fails on the server", async () => {
    answer = async () => {
      throw new ApiError(500, [{ msg: 'Error interno' }]);
    };
    await resend();
    expect(await screen.findByText('Ops... Ocurrio un error')).toBeInTheDocument();
  });

  it('keeps the spec text when the server explains a refusal', async () => {
    answer = async () => {
      throw new ApiError(429, [{ msg: 'Esperá un minuto para pedir otro correo.' }]);
    };
    await resend();
    expect(await screen.findByText('Ops... Ocurrio un error: Esperá un minuto para pedir otro correo.')).toBeInTheDocument();
  });
});
