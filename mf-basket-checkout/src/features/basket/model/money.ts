/** Money arithmetic in integer cents (euros in, euros out, two decimals). */
export const toCents = (euros: number) => Math.round(euros * 100);
export const fromCents = (cents: number) => cents / 100;
