import { fireEvent, screen, waitFor } from '@testing-library/react';
import { sessionStore } from 'shared-events';
import {
  mockHttp,
  recordEvents,
  renderAccount,
  resetSession,
  toasts,
  signInAsJean,
} from '../../../shared/testing/render-account';

const GUID = '0b6f1f7e-3c2a-4d8e-9f10-1a2b3c4d5e6f';

describe('profile photo', () => {
  beforeAll(() => {
    Object.assign(URL, { createObjectURL: () => 'blob:ma-photo', revokeObjectURL: () => undefined });
  });
  afterEach(() => resetSession());

  it('uploads a PNG, makes it the photo, shows it and tells the other areas', async () => {
    const api = mockHttp();
    api.onPost('/upload').reply(201, { guid: GUID });
    api
      .onPost('/users/7/photo/fromUpload')
      .reply(200, { result: true, photoGuid: GUID, photoType: 'image/png', photo: '/api/users/7/photo' });
    api.onGet('/users/7/photo').reply(200, new Blob(['png']));
    signInAsJean();
    const rec = recordEvents();
    renderAccount('/compte');
    expect(await screen.findByTestId('profile-photo-change')).toHaveTextContent('Ajouter une photo');
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'moi.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('profile-photo-input'), { target: { files: [file] } });
    await waitFor(() => expect(sessionStore.get().currentUser?.photoGuid).toBe(GUID));
    expect(api.history.post[0]!.data).toBeInstanceOf(FormData);
    expect(JSON.parse(api.history.post[1]!.data as string)).toEqual({ photoGuid: GUID, photoType: 'image/png' });
    await waitFor(() =>
      expect(screen.getByTestId('profile-photo').querySelector('img')).toHaveAttribute('src', 'blob:ma-photo'),
    );
    expect(rec.events.some((e) => e.type === 'auth:user-updated')).toBe(true);
    expect(toasts(rec.events)).toContain('Votre photo a été mise à jour.');
    expect(screen.getByTestId('profile-photo-change')).toHaveTextContent('Changer ma photo');
    rec.stop();
    api.restore();
  });

  it('refuses a GIF or a file over 2 MB before sending it', async () => {
    const api = mockHttp();
    signInAsJean();
    const rec = recordEvents();
    renderAccount('/compte');
    const gif = new File(['GIF89a'], 'a.gif', { type: 'image/gif' });
    fireEvent.change(screen.getByTestId('profile-photo-input'), { target: { files: [gif] } });
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByTestId('profile-photo-input'), { target: { files: [big] } });
    expect(toasts(rec.events)).toEqual([
      'Seules les images JPEG, PNG ou WebP sont acceptées.',
      'Le fichier est trop volumineux (2 Mo maximum).',
    ]);
    expect(api.history.post).toHaveLength(0);
    rec.stop();
    api.restore();
  });
});
