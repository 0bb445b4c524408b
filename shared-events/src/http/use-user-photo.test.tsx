import { render, screen, waitFor } from '@testing-library/react';
import { HttpError, type HttpAdapter, type HttpRequest } from './http-types';
import { http } from './http-client';
import { photoPath, useUserPhoto, type PhotoOwner } from './use-user-photo';

function Photo({ user }: { user: PhotoOwner | null }) {
  const url = useUserPhoto(user);
  return <output data-testid="url">{url ?? 'none'}</output>;
}

/** Answers the shared client's calls with `status` (a Blob on success) and records them. */
function answer(status: number) {
  const sent: HttpRequest[] = [];
  const previous = http.defaults.adapter;
  const adapter: HttpAdapter = async (request) => {
    sent.push(request);
    const response = { data: new Blob(['x'], { type: 'image/png' }), status, headers: {} };
    if (status >= 400) throw new HttpError('failed', request, response);
    return response;
  };
  http.defaults.adapter = adapter;
  return { sent, restore: () => void (http.defaults.adapter = previous) };
}

describe('useUserPhoto', () => {
  const created: string[] = [];
  const revoked: string[] = [];
  beforeAll(() => {
    Object.assign(URL, {
      createObjectURL: () => {
        const url = `blob:photo-${created.length + 1}`;
        created.push(url);
        return url;
      },
      revokeObjectURL: (url: string) => revoked.push(url),
    });
  });

  it('fetches the photo with the token as a blob, again for a new photo, and frees the old one', async () => {
    const api = answer(200);
    const user = { id: 7, photo: '/api/users/7/photo', photoGuid: 'g1' };
    const view = render(<Photo user={user} />);
    await waitFor(() => expect(screen.getByTestId('url')).toHaveTextContent('blob:photo-1'));
    expect(api.sent[0]!.url).toBe('/users/7/photo');
    expect(api.sent[0]!.params).toEqual({ v: 'g1' });
    expect(api.sent[0]!.responseType).toBe('blob');
    view.rerender(<Photo user={{ ...user, photoGuid: 'g2' }} />);
    await waitFor(() => expect(screen.getByTestId('url')).toHaveTextContent('blob:photo-2'));
    expect(revoked).toEqual(['blob:photo-1']);
    view.rerender(<Photo user={{ ...user, photo: null, photoGuid: null }} />);
    await waitFor(() => expect(screen.getByTestId('url')).toHaveTextContent('none'));
    api.restore();
  });

  it('shows nothing when the photo cannot be read', async () => {
    const api = answer(404);
    render(<Photo user={{ id: 7, photo: '/api/users/7/photo', photoGuid: 'g1' }} />);
    await waitFor(() => expect(api.sent).toHaveLength(1));
    expect(screen.getByTestId('url')).toHaveTextContent('none');
    api.restore();
  });

  it('strips the /api base', () => {
    expect(photoPath('/api/users/7/photo')).toBe('/users/7/photo');
  });
});
