import type { Locator, Page } from '@playwright/test';
import { PASSWORD } from './site';

/** A company's Kbis, as the registration and the documents pages take it. */
export const KBIS = { name: 'kbis.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') };

/** The company registration form (`/?mode=3`) filled in, consent and documents aside. */
export async function fillCompanyRegistration(page: Page, company: string, email: string): Promise<Locator> {
  await page.goto('/?mode=3');
  const form = page.getByTestId('company-registration-form');
  await form.getByRole('textbox', { name: 'Nom de l’entreprise' }).fill(company);
  await form.getByRole('textbox', { name: 'Numéro d’immatriculation (SIRET)' }).fill('84123456000016');
  await form.getByRole('textbox', { name: 'Nom du responsable CSE' }).fill('Claire Martin');
  await form.getByRole('textbox', { name: 'Téléphone du CSE' }).fill('0145454545');
  await form.getByRole('textbox', { name: 'Adresse de facturation' }).fill('1 rue de la Paix, 75002 Paris');
  await form.getByRole('textbox', { name: 'Adresse e-mail', exact: true }).fill(email);
  await form.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(PASSWORD);
  await form.getByRole('textbox', { name: 'Confirmation du mot de passe', exact: true }).fill(PASSWORD);
  return form;
}
