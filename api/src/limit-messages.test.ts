import { CLIENT_LIMITS } from './client-limits';
import { documentMessages, MAX_DOCUMENT_BYTES } from './features/company-requests/document-type';
import { familyMessages } from './features/families/model';
import { birthdayForm, CHILD_AGE_MAX, CHILD_AGE_MIN, CHILD_AGE_REFUSED } from './features/payment/line-text';
import { MAX_UPLOAD_BYTES, uploadMessages } from './features/uploads/routes';
import { messages } from './features/users/rules';
import { normalizePhone } from './shared/phone';
import { resetMail } from './features/password-reset/reset-mail';
import { RESET_TTL_MS } from './features/password-reset/tokens';

const MEGABYTE = 1024 * 1024;

/**
 * The API's refusals that state a limit build it from the constant they enforce (the one the contract's limits
 * carry to the areas): each says that number, and each keeps its exact French words.
 */
describe("the API's messages that state a limit", () => {
  it('say the password minimum', () => {
    expect(messages.shortPassword).toBe('Le mot de passe doit comporter au moins 8 caractères');
    expect(messages.shortPassword).toContain(`au moins ${CLIENT_LIMITS.account.passwordMinLength} caractères`);
  });

  it('say the largest photo and the largest company document, in Mo', () => {
    expect(uploadMessages.tooLarge).toBe('Le fichier est trop volumineux (2 Mo maximum).');
    expect(uploadMessages.tooLarge).toContain(`(${MAX_UPLOAD_BYTES / MEGABYTE} Mo maximum)`);
    expect(documentMessages.tooLarge).toBe('Chaque document doit faire 5 Mo au plus.');
    expect(documentMessages.tooLarge).toContain(`${MAX_DOCUMENT_BYTES / MEGABYTE} Mo au plus`);
    expect(documentMessages.tooMany).toBe('Vous pouvez envoyer 5 documents au plus.');
    expect(documentMessages.tooMany).toContain(`${CLIENT_LIMITS.companyDocuments.maxFiles} documents`);
  });

  it("say a phone number's digits, the count the API accepts", () => {
    const { phoneDigits } = CLIENT_LIMITS.account;
    expect(messages.badPhone).toBe('Le numéro de téléphone doit comporter 10 chiffres.');
    expect(messages.badPhone).toContain(`comporter ${phoneDigits} chiffres`);
    expect(normalizePhone(`0${'6'.repeat(phoneDigits - 1)}`)).toBe(`0${'6'.repeat(phoneDigits - 1)}`);
    expect(normalizePhone(`0${'6'.repeat(phoneDigits)}`)).toBeNull();
    expect(normalizePhone(`0${'6'.repeat(phoneDigits - 2)}`)).toBeNull();
  });

  it('say how long a password reset link is valid, the time its token lives', () => {
    const { resetLinkHours } = CLIENT_LIMITS.account;
    expect(RESET_TTL_MS).toBe(resetLinkHours * 3_600_000);
    const mail = resetMail('a@example.com', 'Zoé', 'https://parc.example/setPassword');
    expect(resetLinkHours).toBe(1);
    expect(mail.text).toContain('(valable une heure, une seule fois)');
    expect(mail.html).toContain('(lien valable une heure, une seule fois)');
  });

  it("say a family name's longest length and a member's ages", () => {
    const { familyNameMax, memberAgeMin, memberAgeMax } = CLIENT_LIMITS.account;
    expect(familyMessages.badLabel).toBe('Le nom de la famille est obligatoire (100 caractères au plus).');
    expect(familyMessages.badLabel).toContain(`(${familyNameMax} caractères au plus)`);
    expect(familyMessages.badAge).toBe("L'âge doit être au moins 1.");
    expect(familyMessages.badAge).toContain(`au moins ${memberAgeMin}.`);
    expect(familyMessages.ageTooHigh).toBe("L'âge ne peut pas dépasser 150 ans.");
    expect(familyMessages.ageTooHigh).toContain(`dépasser ${memberAgeMax} ans`);
  });

  it("say the birthday child's youngest age, and refuse an age outside the bounds", () => {
    expect(CHILD_AGE_REFUSED).toBe("L'âge de l'enfant doit être un nombre entier d'au moins 1.");
    expect(CHILD_AGE_REFUSED).toContain(`d'au moins ${CLIENT_LIMITS.basket.childAgeMin}.`);
    const form = (age: unknown) => ({ nom: 'Léa', age, gateaux: { id: 1, name: 'Fraisier' } });
    expect(birthdayForm(form(CHILD_AGE_MIN))?.age).toBe(CHILD_AGE_MIN);
    expect(birthdayForm(form(String(CHILD_AGE_MAX)))?.age).toBe(CHILD_AGE_MAX);
    expect(() => birthdayForm(form(CHILD_AGE_MIN - 1))).toThrow(CHILD_AGE_REFUSED);
    expect(() => birthdayForm(form(CHILD_AGE_MAX + 1))).toThrow(CHILD_AGE_REFUSED);
    expect(() => birthdayForm(form(2.5))).toThrow(CHILD_AGE_REFUSED);
  });
});
