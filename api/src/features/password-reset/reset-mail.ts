import type { MailMessage } from '../../mail';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

export function resetLink(siteUrl: string, token: string, clientId: number): string {
  const params = new URLSearchParams({ token, idClient: String(clientId) });
  return `${siteUrl}/setPassword?${params.toString()}`;
}

/** The password reset e-mail (French, HTML and text). */
export function resetMail(to: string, firstName: string | null, link: string): MailMessage {
  const hello = firstName ? `Bonjour ${firstName},` : 'Bonjour,';
  const text = [
    hello,
    '',
    'Vous avez demandé la réinitialisation de votre mot de passe.',
    'Pour choisir un nouveau mot de passe, ouvrez ce lien (valable une heure, une seule fois) :',
    link,
    '',
    "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.",
  ].join('\n');
  const html = `<p>${escapeHtml(hello)}</p>
<p>Vous avez demandé la réinitialisation de votre mot de passe.</p>
<p><a href="${escapeHtml(link)}">Choisir un nouveau mot de passe</a> (lien valable une heure, une seule fois).</p>
<p>Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.</p>`;
  return { to, subject: 'Réinitialisation de votre mot de passe', html, text };
}
