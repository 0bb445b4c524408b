import { guessRemoteForPath, patternScore } from './route-guess';
import { findRemoteForPath } from './find-remote';
import { parseRemotesConfig } from './remote-config';
import remotesJson from '../../../../public/remotes.json';

const remotes = parseRemotesConfig(remotesJson);

describe('patternScore', () => {
  it('matches static and dynamic segments, case-insensitively', () => {
    expect(patternScore('/activites/:aid', '/activites/12')).toBeGreaterThan(0);
    expect(patternScore('/activites/:aid', '/Activites/12/')).toBeGreaterThan(0);
    expect(patternScore('/activites/:aid', '/activites')).toBe(-1);
    expect(patternScore('/activites/:aid', '/activites/12/3')).toBe(-1);
    expect(patternScore('/panier', '/compte')).toBe(-1);
  });

  it('prefers static segments to parameters', () => {
    expect(patternScore('/activites/:aid/:oid/entreprise', '/activites/1/2/entreprise')).toBeGreaterThan(
      patternScore('/activites/:aid/:oid/:fid', '/activites/1/2/entreprise'),
    );
  });

  it('handles splats and optional segments', () => {
    expect(patternScore('/docs/*', '/docs/a/b')).toBeGreaterThanOrEqual(0);
    expect(patternScore('/docs/:page?', '/docs')).toBeGreaterThanOrEqual(0);
    expect(patternScore('/docs/:page?', '/docs/x')).toBeGreaterThanOrEqual(0);
  });

  it('survives a malformed escape in the path', () => {
    expect(patternScore('/activites/:aid', '/activites/%E0%A4%A')).toBeGreaterThan(0);
  });
});

describe('guessRemoteForPath agrees with React Router on every route of remotes.json', () => {
  const samples = remotes.flatMap((remote) =>
    remote.routes.map((pattern) => pattern.replace(/:[^/]+/g, (name) => (name === ':n' ? '2' : '7'))),
  );
  it.each(samples.concat(['/nowhere', '/activites/1/2/3/4/5/6/7']))('%s', (path) => {
    expect(guessRemoteForPath(remotes, path)?.name ?? null).toBe(findRemoteForPath(remotes, path)?.name ?? null);
  });
});
