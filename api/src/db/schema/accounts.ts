import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Binary column (PostgreSQL bytea). PGlite hands back Uint8Array, node-postgres a Buffer: both become Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Clients: individuals (type 0), family members with their own account (type 1) and
 * company / works-council accounts (type 2, `company_status` pending until the team approves them).
 */
export const clients = pgTable(
  'clients',
  {
    id: serial('id').primaryKey(),
    idCiv: integer('id_civ'),
    firstName: text('first_name'),
    /** Company contact (CSE manager) for company accounts. */
    secondName: text('second_name'),
    /** Company name for company accounts. */
    lastName: text('last_name'),
    birthday: date('birthday', { mode: 'string' }),
    email: text('email').notNull(),
    mobilePhone: text('mobile_phone'),
    /** scrypt hash (`scrypt$N$r$p$salt$hash`), null when the account has no password yet. */
    passwordHash: text('password_hash'),
    photoGuid: uuid('photo_guid'),
    photoType: text('photo_type'),
    idVil: integer('id_vil'),
    address: text('address'),
    address1: text('address1'),
    city: text('city'),
    /** 0 individual, 1 family member, 2 company. */
    type: smallint('type').notNull().default(0),
    contactSms: smallint('contact_sms').notNull().default(1),
    contactEmail: smallint('contact_email').notNull().default(1),
    contactPostal: smallint('contact_postal').notNull().default(1),
    contactPhone: smallint('contact_phone').notNull().default(1),
    /** Company registration number (SIRET); null for individuals. */
    identificationNumber: text('identification_number'),
    /** 'pending' | 'approved' for companies, null otherwise. */
    companyStatus: text('company_status'),
    /** Identifier given to an approved company; it signs in with it and its access code. */
    companyLogin: text('company_login'),
    /** scrypt hash of the access code given at approval. */
    companyAccessHash: text('company_access_hash'),
    /**
     * Raised by every password change or reset. Bearer tokens carry the version they were signed with
     * (`cv`) and are refused once it is behind: a changed password revokes every earlier token, on
     * every API process, without server-side sessions.
     */
    credentialVersion: integer('credential_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('clients_email_lower_uq').on(sql`lower(${t.email})`),
    uniqueIndex('clients_company_login_uq').on(t.companyLogin),
    index('clients_company_status_idx').on(t.companyStatus),
  ],
);

/** Uploaded images, kept in the database so every API process can serve them. */
export const uploads = pgTable('uploads', {
  guid: uuid('guid').primaryKey(),
  clientId: integer('client_id').references(() => clients.id, { onDelete: 'set null' }),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Documents a company sends with its account request (registration extract, CSE mandate...): PDF or
 * images, a few megabytes each, kept in the database like uploads; deleted with the request.
 */
export const companyDocuments = pgTable(
  'company_documents',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('company_documents_client_idx').on(t.clientId)],
);

/** Password reset requests: the token is only stored hashed (SHA-256), used once, valid one hour. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('password_resets_token_hash_uq').on(t.tokenHash),
    index('password_resets_client_idx').on(t.clientId),
  ],
);

/** Families (the 360 Family Club registration): the label is unique whatever its case. */
export const families = pgTable(
  'families',
  {
    id: serial('id').primaryKey(),
    label: text('label').notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('families_label_lower_uq').on(sql`lower(${t.label})`),
    index('families_created_by_idx').on(t.createdBy),
  ],
);

/** Members of a family; `id_client` links a member to their own client account when they have one. */
export const familyMembers = pgTable(
  'family_members',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    idClient: integer('id_client').references(() => clients.id, { onDelete: 'set null' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Relation (kinship parameter of list 13). */
    idParam: integer('id_param'),
    email: text('email'),
    phone: text('phone'),
    birthday: date('birthday', { mode: 'string' }),
    responsible: boolean('responsible').notNull().default(false),
    idCiv: integer('id_civ'),
    age: integer('age'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('family_members_family_idx').on(t.familyId), index('family_members_client_idx').on(t.idClient)],
);
