import Fastify, { type InjectOptions } from 'fastify';
import { registerErrorHandling } from './errors';

/** A small app with the API's error handling and Ajv options (app.ts), and routes with schemas. */
async function appWithSchemas() {
  const app = Fastify({
    logger: false,
    bodyLimit: 200,
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: false, allErrors: false } },
  });
  registerErrorHandling(app);
  app.get(
    '/users/:id',
    { schema: { params: { type: 'object', properties: { id: { type: 'integer' } } } } },
    () => ({}),
  );
  app.post(
    '/reset',
    {
      schema: {
        body: {
          type: 'object',
          required: ['idClient'],
          properties: {
            idClient: { type: 'integer', minimum: 1 },
            label: { type: 'string', maxLength: 5 },
            lines: { type: 'array', items: { type: 'object', properties: { qty: { type: 'integer' } } } },
            kind: { anyOf: [{ type: 'string', enum: ['snaking'] }, { type: 'null' }] },
          },
        },
      },
    },
    () => ({}),
  );
  await app.ready();
  return app;
}

describe('refusals in French', () => {
  it('says which field a schema refuses and why, in French', async () => {
    const app = await appWithSchemas();
    const said = async (options: InjectOptions) => {
      const res = await app.inject(options);
      expect(res.statusCode).toBe(400);
      return (res.json() as { message: string }).message;
    };
    expect(await said({ method: 'GET', url: '/users/abc' })).toBe(
      'Requête invalide : le champ « id » doit être un nombre entier.',
    );
    const post = (payload: object) => said({ method: 'POST', url: '/reset', payload });
    expect(await post({})).toBe('Requête invalide : le contenu de la requête requiert la propriété idClient.');
    expect(await post({ idClient: 0 })).toBe('Requête invalide : le champ « idClient » doit être >= 1.');
    expect(await post({ idClient: 1, label: 'beaucoup trop long' })).toBe(
      'Requête invalide : le champ « label » ne doit pas dépasser 5 caractères.',
    );
    expect(await post({ idClient: 1, lines: [{ qty: 'deux' }] })).toBe(
      'Requête invalide : le champ « lines.0.qty » doit être un nombre entier.',
    );
    expect(await post({ idClient: 1, kind: 'autre' })).toMatch(/^Requête invalide : le champ « kind » /);
    await app.close();
  });

  it("gives Fastify's refusals of a body their French words", async () => {
    const app = await appWithSchemas();
    const send = (payload: string, type = 'application/json') =>
      app.inject({ method: 'POST', url: '/reset', payload, headers: { 'content-type': type } });
    const answers = await Promise.all([send('{"idClient":'), send(''), send('x'.repeat(300)), send('a', 'text/csv')]);
    expect(answers.map((res) => [res.statusCode, (res.json() as { message: string }).message])).toEqual([
      [400, "Requête invalide : le contenu envoyé n'est pas du JSON valide."],
      [400, 'Requête invalide : le contenu envoyé est vide.'],
      [413, 'Requête trop volumineuse.'],
      [415, 'Type de contenu non pris en charge pour cette adresse.'],
    ]);
    await app.close();
  });
});
