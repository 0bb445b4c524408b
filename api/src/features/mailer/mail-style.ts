import { INVOICE_COLORS } from '../orders/invoice-layout';

/**
 * The park's colours in e-mails: the site's theme (shared-events parkColors, kept equal to the invoice's by
 * invoice-layout's test), written inline as mail clients want. Violet banner and headings, orange rule and
 * links' underline, a light violet band for table heads.
 */
export const MAIL_COLORS = {
  primary: INVOICE_COLORS.primary,
  secondary: INVOICE_COLORS.secondary,
  text: INVOICE_COLORS.text,
  band: INVOICE_COLORS.band,
  grey: INVOICE_COLORS.grey,
  rule: INVOICE_COLORS.rule,
  page: '#f6f4fa',
  footer: '#faf8fc',
} as const;

const C = MAIL_COLORS;

/**
 * The park's mail frame: page background, white card, violet banner with an orange rule, footer. The card is fluid up
 * to 640 px (no fixed width: a phone's 390 px window shows it whole, without sideways scrolling).
 */
export function mailFrame(options: { title: string; banner: string; body: string; footer: string }): string {
  const esc = escapeHtml;
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>${esc(options.title)}</title></head>
<body style="margin:0;padding:0;background:${C.page};font-family:Montserrat,'Helvetica Neue',Arial,Helvetica,sans-serif;color:${C.text}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${C.page}"><tr><td align="center" style="padding:16px 6px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:640px;background:#ffffff;border-radius:10px;overflow:hidden">
<tr><td style="background:${C.primary};color:#ffffff;padding:20px 24px;font-size:22px;font-weight:800;border-bottom:4px solid ${C.secondary}">${esc(options.banner)}</td></tr>
<tr><td style="padding:24px 12px">
${options.body}
</td></tr>
<tr><td style="background:${C.footer};padding:12px 24px;font-size:12px;color:${C.grey}">${esc(options.footer)}</td></tr>
</table></td></tr></table></body></html>`;
}

/** A link in the park's violet. */
export function mailLink(href: string, label: string = href): string {
  return `<a href="${escapeHtml(href)}" style="color:${C.primary};font-weight:bold">${escapeHtml(label)}</a>`;
}

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
}
