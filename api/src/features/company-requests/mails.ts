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

/** The answer to a company account request the team did not accept (the request is deleted: it may ask again). */
export function requestRejectedMail(
  to: string,
  companyName: string | null,
  park: { name: string; phone: string },
): MailMessage {
  const whose = companyName ? ` de ${companyName}` : '';
  const lines = [
    'Bonjour,',
    '',
    `Nous vous remercions de votre intérêt pour ${park.name}.`,
    `Après examen, votre demande de compte entreprise${whose} n'a pas pu être acceptée.`,
    `Pour en savoir plus, ou pour nous transmettre d'autres justificatifs, contactez-nous par téléphone au ${park.phone}.`,
    '',
    `L'équipe ${park.name}`,
  ];
  const subject = "Votre demande de compte entreprise n'a pas été acceptée";
  const body = `<p>Bonjour,</p>
<p>Nous vous remercions de votre intérêt pour ${esc(park.name)}.</p>
<p>Après examen, votre demande de compte entreprise${companyName ? ` de <strong>${esc(companyName)}</strong>` : ''} n'a pas pu être acceptée.</p>
<p>Pour en savoir plus, ou pour nous transmettre d'autres justificatifs, contactez-nous par téléphone au <strong>${esc(park.phone)}</strong>.</p>
<p>L'équipe ${esc(park.name)}</p>`;
  return { to, subject, html: companyFrame(subject, park.name, body), text: lines.join('\n') };
}
