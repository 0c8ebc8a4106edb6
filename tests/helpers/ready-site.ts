/**
 * The shipped site.yaml as an operator going live makes it: every stand-in value replaced by a
 * real-looking one (address, numbers, license and its links, compliance address, dates, copyright
 * year) and the reviews marked real. The marks (placeholder, counselReview) are left for the caller.
 */
import { DHCS_FACILITY_LIST } from '../../generator/validate/stand-in-values.ts';

export const READY_LICENSE = '191234AP';

export function readySiteYaml(text: string, year: number): string {
  return text
    .replace('https://www.ardenahouse.example', 'https://www.ardenahouse.org')
    .replace('(818) 555-0142', '(818) 555-1234').replace('"+18185550142"', '"+18185551234"')
    .replace('number: "000000000"', `number: "${READY_LICENSE}"`)
    .replace(/recordUrl: \S+/, `recordUrl: ${DHCS_FACILITY_LIST}`)
    .replace(/statusListUrl: \S+/, 'statusListUrl: https://www.dhcs.ca.gov/provgovpart/Pages/Licensing-and-Certification-Actions.aspx')
    .replace('compliance@ardenahouse.example', 'compliance@ardenahouse.org')
    .replace(/^copyrightYear: \d+$/m, `copyrightYear: ${year}`)
    .replace(/validThrough: "\d{4}-\d{2}-\d{2}"/, 'validThrough: "2099-12-31"')
    .replace(/^( {2}rating:\n)/m, '$1    verified: true\n')
    .replace(/^( {8}datePublished: .*\n)/gm, '$1        verified: true\n');
}

/** The operator's shortcut the gate must not fall for: the marks deleted, nothing else changed. */
export const withoutMarks = (text: string) => text.replace(/^ *(?:placeholder: true|counselReview: pending)\n/gm, '');
