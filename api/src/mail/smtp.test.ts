import net from 'node:net';
import PostalMime from 'postal-mime';
import { sendMail } from './send-mail';

/** A minimal SMTP server (RFC 5321 happy path) that keeps what it receives. */
function smtpServer(): Promise<{
  port: number;
  received: Array<{ from: string; to: string[]; data: string }>;
  close(): Promise<void>;
}> {
  const received: Array<{ from: string; to: string[]; data: string }> = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current = { from: '', to: [] as string[], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 test.local ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          current.data = buffer.slice(0, end).replace(/^\.\./gm, '.');
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push(current);
          current = { from: '', to: [], data: '' };
          reply('250 OK queued');
          continue;
        }
        const nl = buffer.indexOf('\r\n');
        if (nl < 0) return;
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 test.local');
        else if (verb === 'MAIL') {
          current.from = line.slice(10).trim();
          reply('250 OK');
        } else if (verb === 'RCPT') {
          current.to.push(line.slice(8).trim());
          reply('250 OK');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (verb === 'QUIT') {
          reply('221 Bye');
          socket.end();
        } else if (verb === 'RSET' || verb === 'NOOP') reply('250 OK');
        else reply('502 Command not implemented');
      }
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const port = (server.address() as net.AddressInfo).port;
      resolve({ port, received, close: () => new Promise<void>((r) => server.close(() => r())) });
    });
  });
}

describe('sendMail through SMTP_URL', () => {
  it('delivers the message to the SMTP server, not to the outbox', async () => {
    const smtp = await smtpServer();
    try {
      const sent = await sendMail(
        {
          config: {
            smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
            mailFrom: 'Parc <no-reply@parc.test>',
            outboxDir: '/nonexistent/outbox',
          },
        },
        {
          to: 'zoe@example.com',
          subject: 'Votre réservation',
          html: '<p>Merci Zoé</p>',
          text: 'Merci Zoé',
          attachments: [{ filename: 'a.txt', content: 'bonjour' }],
        },
      );
      expect(sent.outboxId).toBeUndefined();
      expect(smtp.received).toHaveLength(1);
      const mail = smtp.received[0]!;
      expect(mail.from).toContain('no-reply@parc.test');
      expect(mail.to[0]).toContain('zoe@example.com');
      const parsed = await PostalMime.parse(mail.data);
      expect(parsed.subject).toBe('Votre réservation');
      expect(parsed.html).toContain('Merci Zoé');
      expect(parsed.attachments[0]).toMatchObject({ filename: 'a.txt', disposition: 'attachment' });
    } finally {
      await smtp.close();
    }
  });

  it('fails loudly when the SMTP server is unreachable', async () => {
    const smtp = await smtpServer();
    await smtp.close();
    await expect(
      sendMail(
        { config: { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, mailFrom: 'p@parc.test', outboxDir: '/tmp' } },
        { to: 'a@example.com', subject: 's', html: 'h', text: 't' },
      ),
    ).rejects.toThrow();
  });
});
