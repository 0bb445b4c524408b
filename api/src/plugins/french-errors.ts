import type { FastifySchemaValidationError } from 'fastify/types/schema';
import localize from 'ajv-i18n';

/** Ajv's error, as ajv-i18n translates it. */
type ErrorObject = NonNullable<Parameters<typeof localize.fr>[0]>[number];

/**
 * What a refused request is told, in French (spec §1: a French-language product): the schema's refusals are Ajv's
 * errors, translated by ajv-i18n and said of the field they concern; Fastify's own refusals of a request body are
 * given their French words. Pure.
 */

/** What a value must be, by JSON schema type ('doit être de type integer' says nothing to a visitor). */
const TYPES: Record<string, string> = {
  integer: 'un nombre entier',
  number: 'un nombre',
  string: 'un texte',
  boolean: 'vrai ou faux',
  object: 'un objet',
  array: 'une liste',
  null: 'vide',
};

/** Where the refused value was, when no field is named. */
const PARTS: Record<string, string> = {
  body: 'le contenu de la requête',
  params: "l'adresse",
  querystring: "les paramètres de l'adresse",
  headers: 'les en-têtes',
};

/** Fastify's refusals of a request body, by error code. */
export const BODY_REFUSALS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: "Requête invalide : le contenu envoyé n'est pas du JSON valide.",
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Requête invalide : le contenu envoyé est vide.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Requête invalide : la taille annoncée ne correspond pas au contenu envoyé.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Requête trop volumineuse.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Type de contenu non pris en charge pour cette adresse.',
};

function wordsOf(error: ErrorObject): string {
  if (error.keyword === 'type') {
    const wanted = String((error.params as { type?: unknown }).type ?? '');
    const types = wanted.split(',').map((type) => TYPES[type.trim()] ?? type.trim());
    return `doit être ${types.join(' ou ')}`;
  }
  if (error.keyword === 'anyOf' || error.keyword === 'oneOf') return "n'a pas une valeur acceptée";
  return error.message ?? 'est refusé';
}

/**
 * 'Requête invalide : le champ « idClient » doit être un nombre entier.' The first refusal is said (the one Ajv met
 * first: with `allErrors` off, the others are the alternatives of an `anyOf` it belongs to).
 */
export function frenchValidationMessage(errors: readonly FastifySchemaValidationError[], context?: string): string {
  const copies = errors.map((error) => ({ ...error, params: { ...error.params } })) as unknown as ErrorObject[];
  localize.fr(copies);
  const first = copies[0];
  if (!first) return 'Requête invalide.';
  const path = first.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const subject = path ? `le champ « ${path} »` : (PARTS[context ?? ''] ?? 'la requête');
  return `Requête invalide : ${subject} ${wordsOf(first)}.`;
}
