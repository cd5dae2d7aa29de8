import nodemailer, { type Transporter } from 'nodemailer';
import type { OutgoingMessage } from './outbox.types.js';

export interface Mailer {
  send(message: OutgoingMessage): Promise<void>;
  close(): void;
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** SMTP delivery of e-mails through nodemailer (`SMTP_URL`, e.g. smtp://user:pass@host:587). */
export function createMailer(smtpUrl: string, from: string): Mailer {
  const transport: Transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(m) {
      const text = m.enlace ? `${m.cuerpo}\n\n${m.enlace}` : m.cuerpo;
      const link = m.enlace ? `<p><a href="${escapeHtml(m.enlace)}">${escapeHtml(m.enlace)}</a></p>` : '';
      await transport.sendMail({
        from,
        to: m.destino,
        subject: m.asunto ?? 'Botica Guaraní',
        text,
        html: `<p>${escapeHtml(m.cuerpo).replace(/\n/g, '<br>')}</p>${link}`,
      });
    },
    close: () => transport.close(),
  };
}
