import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { AdminCommandError, directCommands, type AdminCommands } from '../features/admin/commands';
import { apiAnswers, socketCommands } from '../features/admin/socket-client';
import { adminSocketPath } from '../features/admin/socket-path';
import { RefundError } from '../features/sales/refunds';
import { ApprovalError } from '../features/users/company-approval';
import { refundedCommand, refundsCommand } from './refund-commands';
import { listPendingCommand } from './pending-commands';
import { DOCUMENTS_LINK_DAYS } from '../features/company-requests/documents-token';

const usage = `Usage : pnpm --filter api admin <commande>
  list-pending           liste les comptes entreprise en attente de validation (avec leurs documents)
  documents <clientId> [dossier]   enregistre les documents de la demande dans le dossier (par défaut ./documents-<clientId>)
  approve <clientId>     valide le compte, affiche l'identifiant et le code d'accès (et les envoie par e-mail)
  reject <clientId>      refuse la demande (le compte en attente est supprimé, l'entreprise en est prévenue par e-mail)
  documents-link <clientId>   renvoie à l'entreprise en attente l'e-mail de sa demande, avec un nouveau lien pour ses documents (valable ${DOCUMENTS_LINK_DAYS} jours)
  refunds                liste les paiements reçus sans place (créneau complet) à rembourser
  refunded <référence>   note que le remboursement de cette transaction a été fait
API démarrée : la commande passe par sa prise d'administration (ADMIN_SOCKET, par défaut <DATA_DIR>-admin/api.sock).
API arrêtée : elle ouvre la base elle-même, DATABASE_URL (PostgreSQL) si défini, sinon PGlite dans DATA_DIR (par défaut api/data).`;

const COMMANDS = ['list-pending', 'documents', 'approve', 'reject', 'documents-link', 'refunds', 'refunded'];

function clientId(arg: string | undefined): number {
  const id = Number(arg);
  if (!arg || !Number.isInteger(id) || id < 1)
    throw new AdminCommandError(`Numéro de client invalide : ${arg ?? '(absent)'}\n\n${usage}`);
  return id;
}

async function run(commands: AdminCommands, argv: string[]): Promise<void> {
  const [command, arg, folder] = argv;
  if (command === 'refunds') return refundsCommand(commands, console.log);
  if (command === 'refunded') return refundedCommand(commands, arg, console.log);
  if (command === 'list-pending') return listPendingCommand(commands, console.log);
  if (command === 'documents') {
    const id = clientId(arg);
    const files = await commands.documents(id);
    if (files.length === 0) console.log(`Aucun document pour la demande n°${id}.`);
    const dir = path.resolve(folder ?? `documents-${id}`);
    if (files.length) fs.mkdirSync(dir, { recursive: true });
    files.forEach((f, i) => {
      const target = path.join(dir, `${i + 1}-${path.basename(f.name)}`);
      fs.writeFileSync(target, Buffer.from(f.base64, 'base64'));
      console.log(`Enregistré : ${target}`);
    });
  } else if (command === 'approve') {
    const { approval, mailError } = await commands.approve(clientId(arg));
    console.log(`Compte entreprise n°${approval.id} validé (${approval.companyName ?? ''}, ${approval.email}).`);
    console.log(`Identifiant : ${approval.login}`);
    console.log(`Code d'accès : ${approval.accessCode}`);
    if (mailError === null) console.log(`E-mail envoyé à ${approval.email}.`);
    else console.error(`E-mail non envoyé (${mailError}) : transmettez l'identifiant et le code vous-même.`);
  } else if (command === 'documents-link') {
    const sent = await commands.sendDocumentsLink(clientId(arg));
    if (sent.mailError === null) console.log(`Nouveau lien pour les documents envoyé à ${sent.email} (n°${sent.id}).`);
    else console.error(`E-mail non envoyé (${sent.mailError}) : le lien n'a pas pu être transmis.`);
  } else {
    const rejected = await commands.reject(clientId(arg));
    console.log(`Demande de compte entreprise n°${rejected.id} (${rejected.email}) refusée et supprimée.`);
    if (rejected.mailError === null) console.log(`E-mail de refus envoyé à ${rejected.email}.`);
    else console.error(`E-mail de refus non envoyé (${rejected.mailError}) : prévenez l'entreprise vous-même.`);
  }
}

async function main(argv: string[]): Promise<number> {
  const command = argv[0];
  if (!command || !COMMANDS.includes(command)) {
    console.error(usage);
    return command ? 2 : 0;
  }
  const config = loadConfig();
  const socket = adminSocketPath(process.env, config.dataDir);
  try {
    // The running API holds a PGlite database alone: ask it. Stopped (or never started): open the database.
    if (socket && (await apiAnswers(socket))) {
      await run(socketCommands(socket), argv);
      return 0;
    }
    const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    try {
      await run(directCommands(database.db, config), argv);
      return 0;
    } finally {
      await database.close();
    }
  } catch (err) {
    if (err instanceof AdminCommandError || err instanceof ApprovalError || err instanceof RefundError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
