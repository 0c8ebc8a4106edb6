/**
 * Every island, by the name its island() call gives it, and the file that
 * exports it under that name. The build makes one browser entry for each.
 */
export const ISLANDS = {
  Accordion: 'Accordion.tsx',
  AdConsent: 'AdConsent.tsx',
  CallTracking: 'CallTracking.tsx',
  ConsultationForm: 'HomeForms.tsx',
  CrisisForm: 'CrisisForm.tsx',
  DesktopNav: 'DesktopNav.tsx',
  FaqExplorer: 'FaqExplorer.tsx',
  Gallery: 'Gallery.tsx',
  Inbox: 'Inbox.tsx',
  InsuranceForm: 'HomeForms.tsx',
  MobileNav: 'MobileNav.tsx',
  NotFoundLog: 'NotFoundLog.tsx',
  Toaster: 'Toaster.tsx',
} as const;

export type IslandName = keyof typeof ISLANDS;
