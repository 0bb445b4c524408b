// Stands in for axios' 'lib/adapters/fetch.js' in the browser builds. axios picks its adapter in the order
// xhr, http, fetch: in a browser XMLHttpRequest is always there, so the fetch adapter (the largest part of
// axios, ~4 KB gzip, and set up when axios loads) is never used. This says "fetch is not available", which
// is what axios itself answers where fetch is missing. The HTTP client (src/http/http-client.ts) does not
// ask for the fetch adapter.
export const getFetch = () => false;
export default false;
