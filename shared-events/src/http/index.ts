export { http, createHttpClient } from './http-client';
export type { HttpClientOptions } from './http-client';
