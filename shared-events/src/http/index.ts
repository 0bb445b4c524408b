export { http, createHttpClient } from './http-client';
export type { HttpClientOptions, HttpDefaults, ParkHttpClient } from './http-client';
export { HttpError, isHttpError, isCancel, httpStatus, httpErrorBody, serverMessage } from './http-types';
export type {
  HttpAdapter,
  HttpClient,
  HttpFailure,
  HttpMethod,
  HttpRequest,
  HttpResponse,
  QueryValue,
  RequestConfig,
} from './http-types';
export { photoPath, useUserPhoto } from './use-user-photo';
export type { PhotoOwner } from './use-user-photo';
