import axios, { AxiosHeaders, type AxiosInstance, type CreateAxiosDefaults } from 'axios';
import { bus } from '../bus/bus';
import { sessionStore } from '../stores/session-store';

export interface HttpClientOptions extends CreateAxiosDefaults {
  /** Reads the bearer token; defaults to the session store's. */
  getToken?: () => string | null;
}

/**
 * An axios instance for the park API: base URL '/api' (every app server proxies it), the session's
 * bearer token on each request, and a 401 on an authenticated request announced as auth:session-expired.
 */
export function createHttpClient(options: HttpClientOptions = {}): AxiosInstance {
  const { getToken = () => sessionStore.get().token, ...config } = options;
  const instance = axios.create({ baseURL: '/api', timeout: 30000, ...config });

  instance.interceptors.request.use((request) => {
    const token = getToken();
    if (token) {
      const headers = AxiosHeaders.from(request.headers);
      if (!headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
      request.headers = headers;
    }
    return request;
  });

  instance.interceptors.response.use(undefined, (error: unknown) => {
    if (axios.isAxiosError(error) && error.response?.status === 401) {
      const sent = AxiosHeaders.from(error.config?.headers ?? {});
      // A failed sign-in also answers 401: only a rejected token means the session expired.
      if (sent.has('Authorization')) bus.emit({ type: 'auth:session-expired' });
    }
    return Promise.reject(error);
  });

  return instance;
}

/** The shared client. */
export const http: AxiosInstance = createHttpClient();
