/** A caller's phone number as the inbox shows and dials it. */

/** The number to dial: the digits and a leading +, whatever else was typed. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** A US number of ten digits (or eleven, starting with 1) as (818) 555-0142, easy to read back to the caller; any other as typed. */
export function shownPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const local = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (local.length !== 10 || /[^\d\s().+-]/.test(phone)) return phone;
  return `(${local.slice(0, 3)}) ${local.slice(3, 6)}-${local.slice(6)}`;
}
