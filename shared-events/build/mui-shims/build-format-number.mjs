// Stands in for @mui/material's 'locale/utils/buildFormatNumber.mjs': the same function, except that the
// Intl.NumberFormat is built on first use instead of when the locale module loads. Building one loads the
// locale's number data: ~30 ms of a phone's start-up (measured: the largest single cost of the shell's
// libraries), paid for a formatter that only pagination labels use. See shareMuiInternals.
const buildFormatNumber = (locale) => {
  let formatter;
  return (value) => {
    if (!Number.isFinite(value)) {
      return String(value);
    }
    if (formatter === undefined) {
      formatter = null;
      if (typeof Intl !== 'undefined' && Intl.NumberFormat) {
        try {
          formatter = new Intl.NumberFormat(locale);
        } catch {
          // fallback to String()
        }
      }
    }
    return formatter ? formatter.format(value) : String(value);
  };
};
export default buildFormatNumber;
