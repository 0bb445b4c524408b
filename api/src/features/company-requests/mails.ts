import type { MailMessage } from '../../mail';
import { escapeHtml as esc, mailFrame, mailLink } from '../mailer/mail-style';
import { DOCUMENTS_LINK_DAYS } from './documents-token';

/**
 * The account area's page where a pending company sends its documents later: the login screen's company documents
 * mode (`/?mode=5`), beside its company registration (3) and sign-in (4). A path of its own would need the shell's
 * remotes.json to send it to the account area; '/' reaches it on the site and on the account entry alike.
 */
export function documentsLink(accountUrl: string, token: string, clientId: number): string {
  const params = new URLSearchParams({ mode: '5', idClient: String(clientId), token });
  return `${accountUrl}/?${params.toString()}`;
}

function companyFrame(subject: string, parkName: string, body: string): string {
  return mailFrame({ title: subject, banner: `${parkName} — Compte entreprise`, body, footer: `L'équipe ${parkName}` });
}

/**
 * The acknowledgement of a company account request (spec §6: processed within 24 h after the documents), with the
 * link to send the documents later (valid DOCUMENTS_LINK_DAYS days). The sender is a no-reply address: the mails
 * never ask to answer them.
 */
export function requestReceivedMail(to: string, companyName: string, parkName: string, link: string): MailMessage {
  const validity = `${DOCUMENTS_LINK_DAYS} jours`;
  const lines = [
    'Bonjour,',
    '',
    `Nous avons bien reçu la demande de compte entreprise de ${companyName}.`,
    'Notre équipe la traite sous 24 h après réception de vos documents (extrait Kbis ou justificatif du CSE).',
    "Vous recevrez ensuite par e-mail votre identifiant et votre code d'accès.",
    '',
    `Si vous n'avez pas encore envoyé vos documents, envoyez-les avec ce lien (valable ${validity}) :`,
    link,
    '',
    `L'équipe ${parkName}`,
  ];
  const subject = 'Votre demande de compte entreprise est bien reçue';
  const body = `<p>Bonjour,</p>
<p>Nous avons bien reçu la demande de compte entreprise de <strong>${esc(companyName)}</strong>.</p>
<p>Notre équipe la traite sous 24 h après réception de vos documents (extrait Kbis ou justificatif du CSE).<br>
Vous recevrez ensuite par e-mail votre identifiant et votre code d'accès.</p>
<p>Si vous n'avez pas encore envoyé vos documents : ${mailLink(link, 'Envoyer mes documents')} (lien valable ${esc(validity)}).</p>
<p>L'équipe ${esc(parkName)}</p>`;
  return { to, subject, html: companyFrame(subject, parkName, body), text: lines.join('\n') };
}
