// The composition's mail catcher: every message sent to its SMTP port (1025) is kept in memory and shown on its
// web page (8025), newest first, as Mailpit does in a real deployment (MAIL_IMAGE). Nothing is delivered.
import http from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const SMTP_PORT = Number(process.env.SMTP_PORT ?? 1025);
const WEB_PORT = Number(process.env.WEB_PORT ?? 8025);
/** The newest messages kept; older ones are forgotten. */
const KEEP = 500;
const messages = [];
let nextId = 1;

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  banner: 'Botica Guaraní: captura de correo',
  size: 10 * 1024 * 1024,
  onData(stream, session, done) {
    simpleParser(stream)
      .then((mail) => {
        messages.unshift({
          id: nextId++,
          at: new Date(),
          from: mail.from?.text ?? session.envelope.mailFrom?.address ?? '',
          to: mail.to ? [mail.to].flat().map((a) => a.text).join(', ') : session.envelope.rcptTo.map((r) => r.address).join(', '),
          subject: mail.subject ?? '(sin asunto)',
          text: mail.text ?? '',
        });
        messages.length = Math.min(messages.length, KEEP);
        console.log(JSON.stringify({ level: 'info', msg: 'correo recibido', to: messages[0].to, subject: messages[0].subject }));
        done();
      })
      .catch(done);
  },
});
smtp.on('error', (err) => console.error(JSON.stringify({ level: 'error', msg: 'smtp', err: err.message })));

const escape = (s) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** Text with its web addresses as links (the links of a mail are what a tester follows). */
const linked = (s) => escape(s).replace(/https?:\/\/[^\s<&]+/g, (url) => `<a href="${url}">${url}</a>`);
const page = (title, body) =>
  `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>${escape(title)}</title>` +
  '<style>body{font:15px/1.4 system-ui,sans-serif;margin:1.5rem;max-width:60rem}table{border-collapse:collapse;width:100%}' +
  'td,th{border-bottom:1px solid #ccc;padding:.35rem;text-align:left}pre{white-space:pre-wrap}</style></head>' +
  `<body>${body}</body></html>`;

function list() {
  const rows = messages
    .map((m) => `<tr><td>${escape(m.at.toISOString())}</td><td>${escape(m.to)}</td><td><a href="/mensajes/${m.id}">${escape(m.subject)}</a></td></tr>`)
    .join('');
  return page(
    'Correo capturado',
    '<h1>Correo capturado</h1><p><a href="/">Actualizar</a></p>' +
      (rows ? `<table><thead><tr><th>Fecha</th><th>Para</th><th>Asunto</th></tr></thead><tbody>${rows}</tbody></table>` : '<p>Sin mensajes.</p>'),
  );
}

function one(m) {
  return page(
    m.subject,
    `<p><a href="/">Todos los mensajes</a></p><h1>${escape(m.subject)}</h1><p>De: ${escape(m.from)}<br>Para: ${escape(m.to)}<br>` +
      `Fecha: ${escape(m.at.toISOString())}</p><pre>${linked(m.text)}</pre>`,
  );
}

const web = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://catcher');
  const send = (status, type, body) => res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' }).end(body);
  if (req.method !== 'GET') return send(405, 'text/plain; charset=utf-8', 'Método no permitido');
  if (url.pathname === '/') return send(200, 'text/html; charset=utf-8', list());
  if (url.pathname === '/api/mensajes') return send(200, 'application/json', JSON.stringify(messages));
  const found = /^\/mensajes\/(\d+)$/.exec(url.pathname);
  const message = found && messages.find((m) => m.id === Number(found[1]));
  if (message) return send(200, 'text/html; charset=utf-8', one(message));
  return send(404, 'text/html; charset=utf-8', page('No existe', '<p>No existe ese mensaje.</p><p><a href="/">Volver</a></p>'));
});

smtp.listen(SMTP_PORT, '0.0.0.0', () => console.log(JSON.stringify({ level: 'info', msg: `SMTP en el puerto ${SMTP_PORT}` })));
web.listen(WEB_PORT, '0.0.0.0', () => console.log(JSON.stringify({ level: 'info', msg: `página web en el puerto ${WEB_PORT}` })));
const stop = () => {
  web.close();
  smtp.close(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
