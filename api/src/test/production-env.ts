/** What a production start needs besides the payment gateway's keys (tests of production-checks and payment-config). */
export const PRODUCTION_ESSENTIALS = {
  NODE_ENV: 'production',
  SITE_URL: 'https://billetterie.parc360.fr',
  SMTP_URL: 'smtps://mailer:secret@smtp.parc360.fr:465',
  PARK_LEGAL_NAME: 'PARC 360 SAS',
  PARK_LEGAL_FORM: 'SAS au capital de 10 000 €',
  PARK_LEGAL_ADDRESS: '1 rue du Parc, 75001 Paris',
  PARK_LEGAL_SIRET: '73282932000074',
  PARK_LEGAL_VAT: 'FR44732829320',
  PARK_LEGAL_RCS: 'RCS Paris 732 829 320',
} as const;
