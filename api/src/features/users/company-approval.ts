import crypto from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clients, companyDocuments } from '../../db/schema';
import type { MailMessage } from '../../mail';
import { hashSecret } from '../auth/password';
import { ACCESS_CODE_ALPHABET } from './rules';
import { companySignInLink } from '../mailer/account-links';
import { escapeHtml as esc, mailFrame, mailLink } from '../mailer/mail-style';

export class ApprovalError extends Error {}

export interface PendingCompany {
  id: number;
  companyName: string | null;
  manager: string | null;
  email: string;
  phone: string | null;
  billingAddress: string | null;
  registrationNumber: string | null;
  createdAt: Date;
  /** The documents sent with the request (their bytes: `admin documents <id> <folder>`). */
  documents: Array<{ id: number; name: string; mime: string; size: number }>;
}

export async function listPendingCompanies(db: Db): Promise<PendingCompany[]> {
  const rows = await db
    .select()
    .from(clients)
    .where(and(eq(clients.type, 2), eq(clients.companyStatus, 'pending')))
    .orderBy(asc(clients.createdAt), asc(clients.id));
  const docs = rows.length
    ? await db
        .select({
          id: companyDocuments.id,
          clientId: companyDocuments.clientId,
          name: companyDocuments.name,
          mime: companyDocuments.mime,
          size: companyDocuments.size,
        })
        .from(companyDocuments)
        .where(
          inArray(
            companyDocuments.clientId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(companyDocuments.id))
    : [];
  return rows.map((r) => ({
    id: r.id,
    companyName: r.lastName,
    manager: r.secondName,
    email: r.email,
    phone: r.mobilePhone,
    billingAddress: r.address,
    registrationNumber: r.identificationNumber,
    createdAt: r.createdAt,
    documents: docs
      .filter((d) => d.clientId === r.id)
      .map((d) => ({ id: d.id, name: d.name, mime: d.mime, size: d.size })),
  }));
}

/** The documents of a company request with their bytes (staff read them before approving). */
export async function companyDocumentFiles(db: Db, id: number) {
  return db
    .select({ name: companyDocuments.name, mime: companyDocuments.mime, bytes: companyDocuments.bytes })
    .from(companyDocuments)
    .where(eq(companyDocuments.clientId, id))
    .orderBy(asc(companyDocuments.id));
}

/** One line of `admin list-pending` for a document: 'kbis.pdf (PDF, 120 Ko)'. */
export function documentSummary(d: { name: string; mime: string; size: number }): string {
  const kind = d.mime === 'application/pdf' ? 'PDF' : d.mime.replace('image/', '').toUpperCase();
  return `${d.name} (${kind}, ${Math.max(1, Math.round(d.size / 1024))} Ko)`;
}

/** The identifier an approved company signs in with: CSE and its client number. */
export function companyLoginFor(id: number): string {
  return `CSE${String(id).padStart(5, '0')}`;
}

/** A random access code of `length` characters from an alphabet without look-alikes. */
export function generateAccessCode(length = 10): string {
  let code = '';
  for (let i = 0; i < length; i += 1) code += ACCESS_CODE_ALPHABET[crypto.randomInt(ACCESS_CODE_ALPHABET.length)];
  return code;
}

async function pendingCompany(db: Db, id: number) {
  const [row] = await db.select().from(clients).where(eq(clients.id, id));
  if (!row || row.type !== 2) throw new ApprovalError(`Aucun compte entreprise n°${id}.`);
  if (row.companyStatus !== 'pending')
    throw new ApprovalError(
      `Le compte entreprise n°${id} n'est pas en attente (statut : ${row.companyStatus ?? 'aucun'}).`,
    );
  return row;
}

export interface Approval {
  id: number;
  companyName: string | null;
  email: string;
  login: string;
  accessCode: string;
}

/** Approves a pending company: gives it an identifier and a fresh access code (stored hashed only). */
export async function approveCompany(db: Db, id: number): Promise<Approval> {
  const row = await pendingCompany(db, id);
  const login = companyLoginFor(id);
  const accessCode = generateAccessCode();
  const updated = await db
    .update(clients)
    .set({
      companyStatus: 'approved',
      companyLogin: login,
      companyAccessHash: await hashSecret(accessCode),
      updatedAt: new Date(),
    })
    .where(and(eq(clients.id, id), eq(clients.companyStatus, 'pending')))
    .returning({ id: clients.id });
  if (updated.length !== 1) throw new ApprovalError(`Le compte entreprise n°${id} a changé pendant la validation.`);
  return { id, companyName: row.lastName, email: row.email, login, accessCode };
}

/** A pending company's request: what its documents e-mail needs (ApprovalError when it is not pending). */
export async function pendingCompanyRequest(
  db: Db,
  id: number,
): Promise<{ id: number; email: string; companyName: string | null }> {
  const row = await pendingCompany(db, id);
  return { id, email: row.email, companyName: row.lastName };
}

export interface Rejection {
  id: number;
  companyName: string | null;
  email: string;
}

/**
 * Rejects a pending company: the request is deleted, so the company may register again. Its answer is what the
 * refusal e-mail needs (the caller sends it: `requestRejectedMail`).
 */
export async function rejectCompany(db: Db, id: number): Promise<Rejection> {
  const row = await pendingCompany(db, id);
  const deleted = await db
    .delete(clients)
    .where(and(eq(clients.id, id), eq(clients.companyStatus, 'pending')))
    .returning({ id: clients.id });
  if (deleted.length !== 1) throw new ApprovalError(`Le compte entreprise n°${id} a changé pendant le refus.`);
  return { id, companyName: row.lastName, email: row.email };
}

/** The e-mail telling an approved company its identifier and access code, with the company sign-in's link. */
export function approvalMail(approval: Approval, accountUrl: string, parkName = 'Parc 360'): MailMessage {
  const name = approval.companyName ?? 'votre entreprise';
  const signIn = companySignInLink(accountUrl);
  const text = [
    'Bonjour,',
    '',
    `Le compte entreprise de ${name} est validé.`,
    `Identifiant : ${approval.login}`,
    `Code d'accès : ${approval.accessCode}`,
    '',
    `Connectez-vous sur ${signIn} (espace entreprise) avec cet identifiant et ce code.`,
  ].join('\n');
  const subject = 'Votre compte entreprise est validé';
  const body = `<p>Bonjour,</p><p>Le compte entreprise de ${esc(name)} est validé.</p>
<p>Identifiant : <strong>${esc(approval.login)}</strong><br>Code d'accès : <strong>${esc(approval.accessCode)}</strong></p>
<p>Connectez-vous sur ${mailLink(signIn)} (espace entreprise) avec cet identifiant et ce code.</p>`;
  const html = mailFrame({
    title: subject,
    banner: `${parkName} — Compte entreprise`,
    body,
    footer: `L'équipe ${parkName}`,
  });
  return { to: approval.email, subject, html, text };
}
