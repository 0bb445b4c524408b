import type { OrderBuyer } from './details';

/** A registration number with its name: 'SIRET 552 100 554 00013', 'SIREN 552 100 554', else as given. */
export function registrationLine(number: string): string {
  const digits = number.replace(/[\s.-]/g, '');
  if (/^\d{14}$/.test(digits)) return `SIRET ${digits.replace(/^(\d{3})(\d{3})(\d{3})(\d{5})$/, '$1 $2 $3 $4')}`;
  if (/^\d{9}$/.test(digits)) return `SIREN ${digits.replace(/^(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3')}`;
  return `N° d'immatriculation ${number}`;
}

/**
 * What the invoice says of its buyer under the name (spec §5: a company registers its billing address and registration
 * number): the postal address lines the account has, then a company's registration number. Pure.
 */
export function buyerLines(buyer: Pick<OrderBuyer, 'address' | 'registrationNumber'> | undefined): string[] {
  if (!buyer) return [];
  return [...buyer.address, ...(buyer.registrationNumber ? [registrationLine(buyer.registrationNumber)] : [])];
}
