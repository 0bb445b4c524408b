import { TEST_CARDS } from './cards';

/** The sandbox gateway's pages: French, plain HTML and CSS, neutral look. */

export function esc(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

export function formatAmount(cents: number): string {
  return `${Math.floor(cents / 100).toLocaleString('fr-FR')},${String(cents % 100).padStart(2, '0')} €`;
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;background:#eef1f5;color:#1f2933}
header{background:#1f2933;color:#fff;padding:14px 24px;display:flex;justify-content:space-between;align-items:center}
header strong{font-size:17px;letter-spacing:.3px}
.badge{background:#f0b429;color:#1f2933;border-radius:999px;padding:3px 10px;font-size:12px;font-weight:700;text-transform:uppercase}
main{max-width:520px;margin:32px auto;padding:0 16px}
.card{background:#fff;border-radius:12px;box-shadow:0 2px 10px rgba(15,23,42,.08);padding:24px;margin-bottom:16px}
h1{font-size:20px;margin:0 0 16px}
.summary{display:grid;grid-template-columns:auto 1fr;gap:6px 16px;margin:0 0 8px;font-size:14px}
.summary dt{color:#52606d}.summary dd{margin:0;font-weight:600;word-break:break-all}
.amount{font-size:28px;font-weight:700;margin:8px 0 0}
label{display:block;font-size:14px;font-weight:600;margin:14px 0 6px}
input[type=text]{width:100%;padding:11px 12px;border:1px solid #cbd2d9;border-radius:8px;font-size:16px}
input[type=text]:focus{outline:2px solid #1c6aa3;border-color:#1c6aa3}
.row{display:grid;grid-template-columns:1fr 1fr;gap:12px}
.check{display:flex;gap:8px;align-items:center;font-weight:400;font-size:13px;color:#52606d}
.actions{display:flex;gap:12px;margin-top:20px}
button{flex:1;padding:12px;border-radius:8px;font-size:16px;font-weight:700;cursor:pointer;border:0}
.pay{background:#1c6aa3;color:#fff}.pay:hover{background:#186faf}
.cancel{background:#e4e7eb;color:#1f2933}.cancel:hover{background:#cbd2d9}
.error{background:#ffe3e3;color:#8a1c1c;border-radius:8px;padding:10px 12px;font-size:14px;margin:0 0 8px}
.error ul{margin:6px 0 0 18px;padding:0}
.muted{color:#5b6672;font-size:13px}
table{width:100%;border-collapse:collapse;font-size:13px}
th,td{text-align:left;padding:6px 4px;border-bottom:1px solid #e4e7eb;vertical-align:top}
code{font-family:ui-monospace,Menlo,monospace;font-size:12px}
a{color:#186faf}
`;

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)}</title><style>${STYLE}</style></head><body>
<header><strong>Paiement sécurisé</strong><span class="badge">Bac à sable – test</span></header>
<main>${body}</main></body></html>`;
}

export function errorPage(errors: string[]): string {
  return layout(
    'Erreur de paiement',
    `<div class="card"><h1>Le paiement ne peut pas être effectué</h1>
<div class="error" role="alert">La demande de paiement transmise par le commerçant est invalide :<ul>${errors.map((e) => `<li>${esc(e)}</li>`).join('')}</ul></div>
<p class="muted">Aucun débit n'a été effectué. Revenez sur le site du commerçant pour recommencer.</p></div>`,
  );
}

export function notFoundPage(): string {
  return layout(
    'Session inconnue',
    `<div class="card"><h1>Session de paiement inconnue ou terminée</h1><p class="muted">Revenez sur le site du commerçant pour recommencer.</p></div>`,
  );
}

export interface CardFormView {
  sessionId: string;
  amountCents: number;
  reference: string;
  email: string;
  site: string;
  error?: string;
  values?: { number?: string; expiry?: string };
}

export function cardFormPage(v: CardFormView): string {
  const cards = TEST_CARDS.map(
    (c) => `<tr><td><code>${c.number}</code></td><td>${esc(c.label)} (${c.code})</td></tr>`,
  ).join('');
  return layout(
    'Paiement par carte',
    `<div class="card">
<h1>Paiement par carte bancaire</h1>
<dl class="summary"><dt>Commerçant</dt><dd>Site ${esc(v.site)}</dd><dt>Référence</dt><dd data-testid="reference">${esc(v.reference)}</dd><dt>E-mail</dt><dd>${esc(v.email)}</dd></dl>
<p class="amount" data-testid="amount">${formatAmount(v.amountCents)}</p>
</div>
<form class="card" method="post" action="/cgi/sandbox/pay/${esc(v.sessionId)}" autocomplete="off">
${v.error ? `<div class="error" role="alert">${esc(v.error)}</div>` : ''}
<label for="number">Numéro de carte</label>
<input type="text" id="number" name="number" inputmode="numeric" placeholder="1111 2222 3333 4444" value="${esc(v.values?.number ?? '')}">
<div class="row"><div><label for="expiry">Date d'expiration</label><input type="text" id="expiry" name="expiry" placeholder="MM/AA" value="${esc(v.values?.expiry ?? '')}"></div>
<div><label for="cvv">Cryptogramme</label><input type="text" id="cvv" name="cvv" inputmode="numeric" placeholder="123"></div></div>
<label class="check"><input type="checkbox" name="noIpn" value="1"> Ne pas notifier le commerçant (pas d'IPN, test du retour navigateur seul)</label>
<div class="actions"><button class="cancel" type="submit" name="action" value="annuler">Annuler</button><button class="pay" type="submit" name="action" value="payer">Payer</button></div>
</form>
<div class="card"><p class="muted" style="margin-top:0">Environnement de test : aucune carte réelle n'est débitée. Cartes de test (date future, cryptogramme quelconque) :</p><table>${cards}</table>
<p class="muted">Historique et rejeu : <a href="/sandbox/payments">paiements du bac à sable</a>.</p></div>`,
  );
}

export interface PaymentView {
  id: string;
  reference: string;
  amountCents: number;
  code: string;
  at: Date;
  returnUrl: string | null;
  ipn: string;
}

export function paymentsPage(payments: PaymentView[]): string {
  const rows = payments
    .map(
      (
        p,
      ) => `<tr><td>${esc(p.at.toISOString().replace('T', ' ').slice(0, 19))}</td><td>${esc(p.reference)}</td><td>${formatAmount(p.amountCents)}</td><td><code>${esc(p.code)}</code></td><td>${esc(p.ipn)}</td>
<td>${p.returnUrl ? `<a href="/sandbox/payments/${esc(p.id)}/return">Rejouer le retour</a>` : '—'}<form method="post" action="/sandbox/payments/${esc(p.id)}/ipn" style="margin:4px 0 0"><button class="cancel" style="padding:4px 8px;font-size:12px">Renvoyer l'IPN</button></form></td></tr>`,
    )
    .join('');
  return layout(
    'Paiements du bac à sable',
    `<div class="card" style="max-width:none"><h1>Paiements du bac à sable</h1>${
      payments.length
        ? `<table><tr><th>Date (UTC)</th><th>Référence</th><th>Montant</th><th>Code</th><th>IPN</th><th></th></tr>${rows}</table>`
        : '<p class="muted">Aucun paiement pour le moment.</p>'
    }</div>`,
  );
}

export function resultPage(title: string, message: string, link: string | null): string {
  return layout(
    title,
    `<div class="card"><h1>${esc(title)}</h1><p>${esc(message)}</p>${link ? `<p><a href="${esc(link)}">Retour sur le site du commerçant</a></p>` : ''}</div>`,
  );
}
