/** Every word of the admissions inbox, in one place (the inbox is in English only for now). */
import { BOARD_HOURS, TAKE_OVER_AFTER_MINUTES, type InboxStatus } from '../../../contract/inbox.ts';

/** A language's name from its code ("es": "Spanish"); no code is the site's default, English. */
function languageName(code: string | null): string {
  return code ? new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code : 'English';
}

export const WORDS = {
  loading: 'Loading the inbox…',
  needsScript: 'The admissions inbox needs JavaScript.',
  signInTitle: 'Sign in to the admissions inbox',
  email: 'E-mail',
  password: 'Password',
  signIn: 'Sign in',
  signingIn: 'Signing in…',
  signOut: 'Sign out',
  locked: 'Locked after 15 minutes without use: sign in again.',
  expired: 'Your session ended: sign in again.',
  signedInAs: (name: string) => `Signed in as ${name}`,
  leadsTitle: 'Requests for help',
  views: { waiting: 'Waiting', mine: 'Mine', open: 'Everyone\u2019s', closed: 'Closed' } as Record<string, string>,
  viewsLabel: 'Show',
  titleWaiting: (n: number, title: string) => `(${n} waiting) ${title}`,
  logCall: 'Log a call',
  callLanguage: 'Language to call back in',
  callLanguages: { '': 'English', es: 'Spanish' } as Record<string, string>,
  saveCall: 'Save the call',
  cancel: 'Cancel',
  sound: 'Sound for new requests',
  notifyMe: 'Notify me of new requests',
  /** A request another person took, or gave back, said to a screen reader. */
  tookRequest: (holder: string, kind: string, arrived: string) => `${holder} took the ${kind.toLowerCase()} request of ${arrived}.`,
  gaveBackRequest: (kind: string, arrived: string) => `The ${kind.toLowerCase()} request of ${arrived} went back to the team.`,
  /** An outcome another person recorded, said to a screen reader. */
  recordedOutcome: (holder: string, outcome: 'contacted' | 'no-answer' | 'closed', kind: string, arrived: string) => {
    const request = `the ${kind.toLowerCase()} request of ${arrived}`;
    if (outcome === 'contacted') return `${holder} marked ${request} contacted.`;
    if (outcome === 'no-answer') return `${holder} called ${request}: no answer, to try again later.`;
    return `${holder} closed ${request}.`;
  },
  /** A system notification: the kind and the time left, never a person's name or what they sent. */
  notification: (kind: string, left: string) => `New ${kind.toLowerCase()} request: ${left} left to call back`,
  languageName,
  /** The language to call back in, in the team's words: "Spanish: call back in Spanish". */
  callBackIn: (code: string | null) => {
    const name = languageName(code);
    return `${name}: call back in ${name}`;
  },
  from: (page: string) => `From ${page}`,
  noLeads: 'No requests in the last 90 days.',
  columns: { form: 'Request', received: 'Received', due: 'Time left', status: 'Status', holder: 'Held by', phone: 'Phone' },
  forms: { crisis: 'Crisis', consultation: 'Consultation', insurance: 'Insurance', call: 'Phone call' } as Record<string, string>,
  statuses: { new: 'New', claimed: 'Claimed', contacted: 'Contacted', 'no-answer': 'No answer: try again later', closed: 'Closed' } as Record<InboxStatus, string>,
  left: (text: string) => `${text} left`,
  overdue: (text: string) => `Overdue by ${text}`,
  calledBack: 'Called back',
  alertFailing: 'Alert failing: nobody was notified',
  open: (name: string) => `Open ${name}`,
  detailTitle: 'Request',
  claim: 'Claim this lead',
  changedWhileOpen: (status: string, holder: string | null) => `Changed on another screen while open: now ${status.split(':')[0]!.toLowerCase()}${holder ? `, held by ${holder}` : ''}.`,
  showLatest: 'Show its latest notes and history',
  release: 'Give back to the team',
  takeOver: (holder: string) => `Take over from ${holder}`,
  heldBy: (holder: string, since: string | null) => `${holder} has this lead${since ? ` (last worked on at ${since})` : ''}; anyone may take it over ${TAKE_OVER_AFTER_MINUTES} minutes after that.`,
  outcomes: { contacted: 'Mark contacted', 'no-answer': 'No answer: try later', closed: 'Close…' } as Record<string, string>,
  closeWhy: 'Why is it closed?',
  closeReasons: {
    admitted: 'Admitted', referred: 'Referred elsewhere', 'not-eligible-insurance': 'Not eligible: insurance',
    'not-eligible-clinical': 'Not eligible: clinical', 'could-not-reach': 'Could not reach', 'duplicate-or-test': 'Duplicate or test',
  } as Record<string, string>,
  admittedOn: 'Day of admission',
  closeLead: 'Close this lead',
  closedAs: (reason: string, day?: string) => `Closed: ${reason}${day ? ` on ${day}` : ''}`,
  noteLabel: 'Add a note',
  addNote: 'Add note',
  notes: 'Notes',
  history: 'History',
  historyActions: { logged: 'logged the call', viewed: 'viewed', claimed: 'claimed', released: 'gave it back', 'taken-over': 'took it over', contacted: 'marked contacted', 'no-answer': 'marked no answer', closed: 'closed', note: 'added a note', new: 'reset' } as Record<string, string>,
  fields: {
    fullName: 'Name', phone: 'Phone', email: 'E-mail', insuranceName: 'Insurance', insuranceProvider: 'Insurance',
    memberId: 'Member ID', dob: 'Date of birth', situation: 'Situation', language: 'Language', need: 'Needs', heardAbout: 'Heard of us through',
  } as Record<string, string>,
  charsLeft: (n: number) => `${n} characters left`,
  reportTitle: 'Response times',
  periodFrom: 'From',
  to: 'To',
  show: 'Show',
  reportColumns: { form: 'Request', promise: 'Promise', leads: 'Leads', contacted: 'Called', median: 'Median', p90: '90th percentile', missed: 'Missed', admitted: 'Admitted', toAdmission: 'Days to admission' },
  chartLabel: 'Median and 90th-percentile time to the first call-back, against each promise',
  legend: { median: 'Median', p90: '90th percentile', promise: 'Promise' },
  promiseMinutes: (minutes: number) => `${minutes} min`,
  byCampaign: 'Where help came from: campaign (source / medium / campaign). Views and call taps of every page reached under it; the percentages are requests per view, and call-backs and admissions per request',
  byPage: 'Where help came from: page. Views and call taps of the page; requests from visits that began on it',
  originColumns: { campaign: 'Campaign', page: 'Page', views: 'Views', callTaps: 'Call taps', leads: 'Requests', calledBack: 'Called back', admitted: 'Admitted' },
  originsTitle: 'Where help came from',
  originsChartLabel: 'Views, requests, call-backs and admissions of the campaigns with the most requests; the figures are in the table below',
  originsLegend: { views: 'Views', leads: 'Requests', calledBack: 'Called back', admitted: 'Admitted' },
  notCounted: 'not counted',
  tableCaption: 'The figures of the chart, per kind of request (scroll sideways on a small screen)',
  none: '–',
  openBoard: 'Open the desk board',
  boardTitle: 'Desk board',
  boardNote: (closes: string) => `No personal details are shown here. Open a request to sign in and work it. The board closes at ${closes}.`,
  boardEmpty: 'No request is waiting or being worked.',
  closeBoard: 'Close the board',
  backToBoard: 'Back to the board',
  openShort: 'Open',
  received: (at: string) => `Arrived ${at}`,
  openFromBoard: (kind: string, received: string) => `Open the ${kind.toLowerCase()} request of ${received}`,
  boardSignIn: 'Sign in to open the request.',
  boardClosed: `The desk board has closed (it lasts ${BOARD_HOURS} hours): sign in to open it again.`,
  boardEnded: 'This desk board was closed: sign in to open it again.',
  endBoards: 'End every desk board',
  endBoardsAsk: 'End every desk board open now? A screen showing one will ask for a sign-in before it shows the board again.',
  endBoardsYes: 'End them',
  endBoardsNo: 'Keep them',
  endBoardsFailed: (why: string) => `The boards were not ended: ${why.replace(/[.\s]+$/, '')}. Try again.`,
  boardsEnded: (at: string) => `Every desk board open at ${at} has closed. Open a new one on the desk's screen when it is needed.`,
};
