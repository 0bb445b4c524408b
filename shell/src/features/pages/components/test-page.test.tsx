import { screen, waitFor } from '@testing-library/react';
import { mockHttp, renderInArea, resetStores, type HttpStub } from 'shared-events/testing';
import { TestPage } from './test-page';

let http: HttpStub;
beforeEach(() => {
  resetStores();
  http = mockHttp();
});
afterEach(() => http.restore());

const testCalls = () => http.history.get.filter((call) => call.url === '/v1/formulesx');

describe('/test', () => {
  it('makes the spec’s test call once when it answers, and shows an empty page', async () => {
    http.onGet('/v1/formulesx').reply(200, { data: [] });
    renderInArea(<TestPage />, { path: '/test' });
    await waitFor(() => expect(screen.getByTestId('test-page')).toHaveAttribute('data-state', 'success'));
    expect(testCalls()).toHaveLength(1);
    expect(screen.getByTestId('test-page')).toBeEmptyDOMElement();
  });

  it('tries the call 3 more times when the API is not there for now (spec §7: retried 3 times)', async () => {
    http.onGet('/v1/formulesx').reply(503, { message: 'Service Unavailable' });
    renderInArea(<TestPage />, { path: '/test' });
    await waitFor(() => expect(screen.getByTestId('test-page')).toHaveAttribute('data-state', 'error'), {
      timeout: 4000,
    });
    expect(testCalls()).toHaveLength(4);
  });
});
