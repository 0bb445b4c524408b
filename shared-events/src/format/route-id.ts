/** The API's largest id (its schemas' `Id`: an integer from 1 to 2 147 483 647). */
const MAX_ID = 2_147_483_647;

/**
 * True when a route param can name an entry of the API: a whole number from 1 up to the API's largest id, in plain
 * digits. Anything else ('abc', '0', '1.5', '-3', '07') names nothing: a page says so without asking the API, which
 * would refuse it (400), never answer it. The catalogue and the booking pages read their addresses with it.
 */
export function isRouteId(param: string | undefined): param is string {
  return param !== undefined && /^[1-9]\d{0,9}$/.test(param) && Number(param) <= MAX_ID;
}
