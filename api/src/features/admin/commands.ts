import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { sendMail } from '../../mail';
import { listRefundsDue, markRefunded, RefundError } from '../sales/refunds';
import {
  ApprovalError,
  approvalMail,
  approveCompany,
  companyDocumentFiles,
  listPendingCompanies,
  pendingCompanyRequest,
  rejectCompany,
  type Approval,
  type Rejection,
} from '../users/company-approval';
import { requestRejectedMail } from '../company-requests/mails';
import { documentsRequestMail, type CompanyRequest } from '../company-requests/documents-mail';

/**
 * The staff's operations (`pnpm --filter api admin ...`), one implementation whichever way the command reaches
 * the database: directly (API stopped, or PostgreSQL) or through the running API's admin socket (PGlite opens in
 * one process only). Answers are plain JSON (dates as ISO strings) so both ways give the same thing.
 */
export interface PendingView {
  id: number;
  companyName: string | null;
  manager: string | null;
  email: string;
  phone: string | null;
  registrationNumber: string | null;
  createdAt: string;
  documents: Array<{ id: number; name: string; mime: string; size: number }>;
}

export interface DocumentFile {
  name: string;
  mime: string;
  /** The file's bytes, base64. */
  base64: string;
}

export interface ApprovalView {
  approval: Approval;
  /** Null when the e-mail went out; else why it did not (the staff then pass the codes on themselves). */
  mailError: string | null;
}

export interface RejectionView extends Rejection {
  /** Null when the refusal e-mail went out; else why it did not (the staff then tell the company themselves). */
  mailError: string | null;
}

export interface DocumentsLinkView extends CompanyRequest {
  /** Null when the e-mail with the new link went out; else why it did not. */
  mailError: string | null;
}

export interface RefundView {
  reference: string;
  clientId: number;
  clientName: string;
  email: string;
  amountCents: number;
  paidAt: string | null;
  reason: string;
}

export interface AdminCommands {
  listPending(): Promise<PendingView[]>;
  documents(clientId: number): Promise<DocumentFile[]>;
  approve(clientId: number): Promise<ApprovalView>;
  reject(clientId: number): Promise<RejectionView>;
  /** Sends a pending company its request's e-mail again, with a new link to send its documents. */
  sendDocumentsLink(clientId: number): Promise<DocumentsLinkView>;
  refunds(): Promise<RefundView[]>;
  refunded(reference: string): Promise<{ reference: string; refundedAt: string; changed: boolean }>;
}

/** A refusal the staff must read (unknown client, not pending, unknown reference...): French, no stack. */
export class AdminCommandError extends Error {}

export const ADMIN_COMMAND_NAMES = [
  'listPending',
  'documents',
  'approve',
  'reject',
  'sendDocumentsLink',
  'refunds',
  'refunded',
] as const;
export type AdminCommandName = (typeof ADMIN_COMMAND_NAMES)[number];

async function refusalsAsAdminErrors<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof ApprovalError || err instanceof RefundError) throw new AdminCommandError(err.message);
    throw err;
  }
}

/** The operations on the database itself; `config` gives the mail transport and the account entry's address. */
export function directCommands(db: Db, config: Config, now: () => Date = () => new Date()): AdminCommands {
  return {
    listPending: () =>
      refusalsAsAdminErrors(async () =>
        (await listPendingCompanies(db)).map((p) => ({
          id: p.id,
          companyName: p.companyName,
          manager: p.manager,
          email: p.email,
          phone: p.phone,
          registrationNumber: p.registrationNumber,
          createdAt: p.createdAt.toISOString(),
          documents: p.documents,
        })),
      ),
    documents: (clientId) =>
      refusalsAsAdminErrors(async () =>
        (await companyDocumentFiles(db, clientId)).map((f) => ({
          name: f.name,
          mime: f.mime,
          base64: Buffer.from(f.bytes).toString('base64'),
        })),
      ),
    approve: (clientId) =>
      refusalsAsAdminErrors(async () => {
        const approval = await approveCompany(db, clientId);
        try {
          await sendMail({ config }, approvalMail(approval, config.accountUrl, config.parkName));
          return { approval, mailError: null };
        } catch (err) {
          return { approval, mailError: (err as Error).message };
        }
      }),
    reject: (clientId) =>
      refusalsAsAdminErrors(async () => {
        // Once: a second reject finds no pending request and throws before any mail.
        const rejection = await rejectCompany(db, clientId);
        const park = { name: config.parkName, phone: config.parkPhone };
        try {
          await sendMail({ config }, requestRejectedMail(rejection.email, rejection.companyName, park));
          return { ...rejection, mailError: null };
        } catch (err) {
          return { ...rejection, mailError: (err as Error).message };
        }
      }),
    sendDocumentsLink: (clientId) =>
      refusalsAsAdminErrors(async () => {
        const request = await pendingCompanyRequest(db, clientId);
        try {
          await sendMail({ config }, await documentsRequestMail(db, config, request, now().getTime()));
          return { ...request, mailError: null };
        } catch (err) {
          return { ...request, mailError: (err as Error).message };
        }
      }),
    refunds: () =>
      refusalsAsAdminErrors(async () =>
        (await listRefundsDue(db)).map((r) => ({
          reference: r.reference,
          clientId: r.clientId,
          clientName: r.clientName,
          email: r.email,
          amountCents: r.amountCents,
          paidAt: r.paidAt ? r.paidAt.toISOString() : null,
          reason: r.reason,
        })),
      ),
    refunded: (reference) =>
      refusalsAsAdminErrors(async () => {
        const mark = await markRefunded(db, reference, now());
        return { reference: mark.reference, refundedAt: mark.refundedAt.toISOString(), changed: mark.changed };
      }),
  };
}
