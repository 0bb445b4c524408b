import { PHOTO_MAX_BYTES, PHOTO_NOT_IMAGE, PHOTO_TOO_LARGE, photoRefusal } from './photo-rules';

describe('photo limits (as POST /api/upload has them)', () => {
  it('accepts JPEG, PNG and WebP up to 2 MB', () => {
    expect(photoRefusal({ type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(photoRefusal({ type: 'image/png', size: PHOTO_MAX_BYTES })).toBeNull();
    expect(photoRefusal({ type: 'image/webp', size: 1 })).toBeNull();
  });
  it('refuses other types, empty and larger files', () => {
    expect(photoRefusal({ type: 'image/gif', size: 10 })).toBe(PHOTO_NOT_IMAGE);
    expect(photoRefusal({ type: 'image/svg+xml', size: 10 })).toBe(PHOTO_NOT_IMAGE);
    expect(photoRefusal({ type: 'application/pdf', size: 10 })).toBe(PHOTO_NOT_IMAGE);
    expect(photoRefusal({ type: 'image/png', size: 0 })).toBe(PHOTO_NOT_IMAGE);
    expect(photoRefusal({ type: 'image/png', size: PHOTO_MAX_BYTES + 1 })).toBe(PHOTO_TOO_LARGE);
  });
  it("says the API's limit (the contract's API_LIMITS) in its text, in the API's exact words", () => {
    expect(PHOTO_TOO_LARGE).toContain(`(${PHOTO_MAX_BYTES / (1024 * 1024)} Mo maximum)`);
    expect(PHOTO_TOO_LARGE).toBe('Le fichier est trop volumineux (2 Mo maximum).');
  });
});
