const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * An Intl.DateTimeFormat kept per locale and options: making one costs a tenth of a millisecond or more,
 * which every report download and list paid again (a few per cent of a busy server's time).
 */
export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter;
}
