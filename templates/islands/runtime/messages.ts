/** The toast texts of SPEC 5 and 8, word for word, in one place. */
export interface Message { title: string; description: string }

export const MESSAGES = {
  insuranceMissing: { title: 'Missing Information', description: 'Please fill in all required fields.' },
  consultationMissing: { title: 'Missing Information', description: 'Please provide your name and phone number.' },
  crisisMissing: { title: 'Please fill in all fields', description: 'We need this info to check your coverage and help you.' },
  homeFailed: { title: 'Submission Failed', description: 'There was an error submitting your request. Please try again or call us directly.' },
  insuranceDone: (minutes: number) => ({ title: 'Insurance Verification Submitted', description: `Our team will contact you within ${minutes} minutes to verify your coverage.` }),
  consultationDone: (minutes: number) => ({ title: 'Consultation Request Submitted', description: `A recovery specialist will call you within ${minutes} minutes to discuss your options.` }),
  crisisDone: (minutes: number) => ({ title: 'Checking your coverage now!', description: `Keep your phone nearby - we'll call with your results in ${minutes} minutes.` }),
  crisisFailed: (phone: string) => ({ title: 'Something went wrong', description: `Please call us directly at ${phone}.` }),
  invalid: (message: string) => ({ title: 'Please check your details', description: message }),
} as const;

export const RESET_AFTER_MS = 3000;
export const LEAD_EVENT_DELAY_MS = 100;
export const LEAD_VALUE_USD = 30000;
