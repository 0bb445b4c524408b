import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import net from 'node:net';
import { Type } from '@sinclair/typebox';
import { listOutbox, readOutboxMessage, readOutboxRaw } from '../../mail';
import { HttpError } from '../../plugins/errors';

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
}

const page = (title: string, body: string): string => `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:24px;color:#222}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:6px 10px;border-bottom:1px solid #ddd}
tr:hover{background:#f6f6f6}a{color:#0b5cad}.meta{margin-bottom:12px;line-height:1.6}
iframe{width:100%;height:80vh;border:1px solid #ccc;background:#fff}pre{white-space:pre-wrap;background:#f6f6f6;padding:12px}
</style></head><body>${body}</body></html>`;

function frenchDate(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return d.toLocaleString('fr-FR', { timeZone: 'Europe/Paris' });
}

const loopback = new net.BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** Whether an address is this machine's: 127.0.0.0/8 or ::1, IPv4 loopback mapped into IPv6 included. */
export function isLoopback(ip: string): boolean {
  const family = net.isIP(ip);
  return family !== 0 && loopback.check(ip, family === 4 ? 'ipv4' : 'ipv6');
}

/** The viewer's own page rules: nothing loads but its inline styles and the e-mails' embedded images. */
const OUTBOX_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data: cid:; frame-src 'self'; " +
  "frame-ancestors 'self'; form-action 'none'; base-uri 'none'";

/**
 * Development outbox viewer, registered only when no SMTP server is configured, and answered only to
 * this machine (`request.ip` is loopback: a local browser, directly or through the local app server whose
 * X-Forwarded-For the API trusts); from anywhere else it does not exist (404). Never shared cross-origin:
 * no Access-Control-Allow-Origin, same-origin resource policy.
 * GET /dev/outbox (newest first), GET /dev/outbox/{id} (rendered), GET /dev/outbox/{id}.eml (download).
 */
const outboxRoutes: FastifyPluginAsync = async (app) => {
  if (app.config.smtpUrl) return;
  const dir = app.config.outboxDir;

  app.addHook('onRequest', async (request, reply) => {
    if (!isLoopback(request.ip)) {
      request.log.warn({ ip: request.ip }, 'outbox viewer asked from outside this machine');
      return reply.callNotFound();
    }
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.removeHeader('access-control-allow-origin');
    reply.header('content-security-policy', OUTBOX_CSP);
    reply.header('cache-control', 'no-store');
    reply.header('cross-origin-resource-policy', 'same-origin');
    return payload;
  });

  app.get('/dev/outbox', { schema: { hide: true } }, async (_request, reply) => {
    const entries = await listOutbox(dir);
    const rows = entries
      .map(
        (e) =>
          `<tr><td>${escapeHtml(frenchDate(e.date))}</td><td>${escapeHtml(e.to)}</td>` +
          `<td><a href="/dev/outbox/${e.id}">${escapeHtml(e.subject || '(sans objet)')}</a></td>` +
          `<td>${Math.ceil(e.size / 1024)} Ko</td></tr>`,
      )
      .join('');
    const body =
      `<h1>Boîte d'envoi (${entries.length})</h1>` +
      (entries.length
        ? `<table><thead><tr><th>Date</th><th>Destinataire</th><th>Objet</th><th>Taille</th></tr></thead><tbody>${rows}</tbody></table>`
        : `<p>Aucun e-mail envoyé pour l'instant.</p>`);
    return reply.type('text/html; charset=utf-8').send(page("Boîte d'envoi", body));
  });

  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .get(
      '/dev/outbox/:id',
      { schema: { hide: true, params: Type.Object({ id: Type.String({ maxLength: 64 }) }) } },
      async (request, reply) => {
        const { id } = request.params;
        if (id.endsWith('.eml')) {
          const raw = await readOutboxRaw(dir, id.slice(0, -4));
          if (!raw) throw new HttpError(404, 'E-mail introuvable.');
          return reply.type('message/rfc822').header('content-disposition', `attachment; filename="${id}"`).send(raw);
        }
        const message = await readOutboxMessage(dir, id);
        if (!message) throw new HttpError(404, 'E-mail introuvable.');
        const files = message.attachments
          .map(
            (a) =>
              `<li>${escapeHtml(a.filename ?? '(sans nom)')} — ${escapeHtml(a.mimeType)}, ${a.size} octets${a.inline ? ' (intégré)' : ''}</li>`,
          )
          .join('');
        const content = message.renderedHtml
          ? `<iframe sandbox="" title="Contenu de l'e-mail" srcdoc="${escapeHtml(message.renderedHtml)}"></iframe>`
          : `<pre>${escapeHtml(message.text ?? '')}</pre>`;
        const body = `<p><a href="/dev/outbox">← Boîte d'envoi</a></p><h1>${escapeHtml(message.subject)}</h1>
<div class="meta">De : ${escapeHtml(message.from)}<br>À : ${escapeHtml(message.to)}<br>Date : ${escapeHtml(frenchDate(message.date))}<br>
<a href="/dev/outbox/${message.id}.eml" download>Télécharger le fichier .eml</a></div>
${content}${files ? `<h2>Pièces jointes</h2><ul>${files}</ul>` : ''}`;
        return reply.type('text/html; charset=utf-8').send(page(message.subject, body));
      },
    );
};

export default outboxRoutes;
