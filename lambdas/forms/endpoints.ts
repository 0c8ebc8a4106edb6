/** Where the browser posts each form, and the honeypot field's name. Imported by templates and the API. */
export const FORM_ENDPOINTS = {
  insurance: '/api/submit-insurance-form',
  consultation: '/api/submit-consultation-form',
} as const;

export const HONEYPOT_FIELD = 'website';
