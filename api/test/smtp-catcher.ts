import net from 'node:net';

export interface CaughtMail {
  from: string;
  to: string[];
  data: string;
}

/** A tiny SMTP server on loopback that accepts every message (enough for nodemailer without TLS). */
export async function startSmtpCatcher(): Promise<{ port: number; mails: CaughtMail[]; close: () => Promise<void> }> {
  const mails: CaughtMail[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current: CaughtMail = { from: '', to: [], data: '' };
    socket.write('220 catcher ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let idx: number;
      while ((idx = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, idx);
        buffer = buffer.slice(idx + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            mails.push(current);
            current = { from: '', to: [], data: '' };
            socket.write('250 queued\r\n');
          } else current.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          continue;
        }
        const cmd = line.slice(0, 4).toUpperCase();
        if (cmd === 'EHLO' || cmd === 'HELO') socket.write('250 catcher\r\n');
        else if (cmd === 'MAIL') {
          current.from = line.slice(10);
          socket.write('250 ok\r\n');
        } else if (cmd === 'RCPT') {
          current.to.push(line.slice(8));
          socket.write('250 ok\r\n');
        } else if (cmd === 'DATA') {
          inData = true;
          socket.write('354 go on\r\n');
        }
        else if (cmd === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return { port, mails, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
