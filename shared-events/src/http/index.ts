export { http, createHttpClient } from './http-client';
export type { HttpClientOptions } from './http-client';
export { photoPath, useUserPhoto } from './use-user-photo';
export type { PhotoOwner } from './use-user-photo';
