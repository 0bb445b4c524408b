import Fastify from 'fastify';
import { HttpError, registerErrorHandling } from './errors';

async function appThrowing(err: unknown) {
  const app = Fastify({ logger: false });
  registerErrorHandling(app);
  app.get('/boom', async () => {
    throw err;
  });
  await app.ready();
  const res = await app.inject({ method: 'GET', url: '/boom' });
  await app.close();
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
}

describe('central error handling', () => {
  it('keeps a stated unavailability (HttpError 503) with its message for the client', async () => {
    const { status, body } = await appThrowing(new HttpError(503, "L'envoi a échoué, réessayez."));
    expect(status).toBe(503);
    expect(body).toEqual({ statusCode: 503, error: 'Service Unavailable', message: "L'envoi a échoué, réessayez." });
  });

  it('keeps a refusal of a service the API depends on (HttpError 502)', async () => {
    const { status, body } = await appThrowing(new HttpError(502, "Le serveur d'impression a refusé le ticket."));
    expect(status).toBe(502);
    expect(body).toMatchObject({ error: 'Bad Gateway', message: "Le serveur d'impression a refusé le ticket." });
  });

  it('hides any other server error as a 500, an HttpError 500 or a library error carrying a 503 included', async () => {
    const library = Object.assign(new Error('connect ECONNREFUSED 10.0.0.3:5432'), { statusCode: 503 });
    for (const err of [new HttpError(500, 'secret detail'), library, new Error('boom')]) {
      const { status, body } = await appThrowing(err);
      expect(status).toBe(500);
      expect(body).toEqual({
        statusCode: 500,
        error: 'Internal Server Error',
        message: 'Une erreur interne est survenue.',
      });
    }
  });

  it('keeps a client error with its message', async () => {
    const { status, body } = await appThrowing(new HttpError(409, 'Ce créneau est complet.'));
    expect(status).toBe(409);
    expect(body.message).toBe('Ce créneau est complet.');
  });
});
