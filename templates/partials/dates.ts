/** A date as content writes it (2027-06-30), as a reader of `locale` reads it (June 30, 2027; 30 de junio de 2027). */
export function formatDate(iso: string, locale: string): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}
