import {
  clearPrimedAnswers,
  collectServerLoad,
  FIRST_SCREEN_DATA_ID,
  FIRST_SCREEN_DATA_TTL_MS,
  primeAnswers,
  primedAnswer,
  primeFromDocument,
  renderWithAnswers,
  serializeAnswers,
} from './first-screen-data';

afterEach(() => {
  clearPrimedAnswers();
  document.body.innerHTML = '';
});

function embed(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = FIRST_SCREEN_DATA_ID;
  script.textContent = text;
  document.body.appendChild(script);
}

describe('first-screen answers in the browser', () => {
  it('reads the answers the server embedded, once, and keeps them for a minute', () => {
    embed(serializeAnswers(new Map<string, unknown>([['activites', [{ aid: 1, name: 'KARTING' }]]])));
    expect(primeFromDocument()).toBe(1);
    expect(document.getElementById(FIRST_SCREEN_DATA_ID)).toBeNull();
    const now = Date.now();
    expect(primedAnswer('activites', now)).toEqual([{ aid: 1, name: 'KARTING' }]);
    expect(primedAnswer('offres:1', now)).toBeUndefined();
    expect(primedAnswer('activites', now + FIRST_SCREEN_DATA_TTL_MS)).toBeUndefined();
    expect(primedAnswer('activites', now)).toBeUndefined(); // expired answers are dropped
  });

  it('ignores a page without first screen, and reports unreadable data without keeping any', () => {
    expect(primeFromDocument()).toBe(0);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    embed('{"activites": [');
    expect(primeFromDocument()).toBe(0);
    embed('[1, 2]');
    expect(primeFromDocument()).toBe(0);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(primedAnswer('activites')).toBeUndefined();
    warn.mockRestore();
  });

  it('escapes what could close the script element', () => {
    const text = serializeAnswers(new Map([['x', '</script><script>alert(1)</script>\u2028']]));
    expect(text).not.toMatch(/<|\u2028/);
    expect(JSON.parse(text)).toEqual({ x: '</script><script>alert(1)</script>\u2028' });
  });
});

describe('first-screen answers on the server', () => {
  it('shows the render its answers and collects what is missing, only while it runs', () => {
    primeAnswers({ activites: ['browser'] });
    const collected: string[] = [];
    const answers = new Map<string, unknown>([['activites', ['server']]]);
    const seen = renderWithAnswers(
      answers,
      (key) => collected.push(key),
      () => {
        collectServerLoad('offres:1', () => Promise.resolve([]));
        return [primedAnswer('activites'), primedAnswer('offres:1')];
      },
    );
    expect(seen).toEqual([['server'], undefined]);
    expect(collected).toEqual(['offres:1']);
    expect(collectServerLoad('formules:2', () => Promise.resolve([]))).toBe(false);
    expect(primedAnswer('activites')).toEqual(['browser']);
  });

  it('ends the render scope even when the render throws', () => {
    expect(() =>
      renderWithAnswers(
        new Map(),
        () => undefined,
        () => {
          throw new Error('boom');
        },
      ),
    ).toThrow('boom');
    expect(collectServerLoad('activites', () => Promise.resolve([]))).toBe(false);
  });
});
