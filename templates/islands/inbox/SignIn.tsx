/** Signing in to the inbox: the password form (local), the hosted sign-in's button (AWS), and the session they give. */
import { useRef, useState } from 'react';
import { AUTH_API } from '../../../contract/inbox.ts';
import type { SessionGrant } from '../../../contract/inbox-sign-in.ts';
import { api } from './api.ts';
import { useFocusWhenLost } from './focus.ts';
import type { Renewal } from './cognito.ts';
import { WORDS as W } from './words.ts';

const CARD = 'mx-4 mt-10 max-w-sm space-y-4 rounded-xl bg-white p-6 ring-1 ring-slate-200 sm:mx-auto';

/**
 * The session lives in this page's memory only, never in sessionStorage or localStorage, where a
 * script on another page of the same origin (the ad pixel of the landing page, opened in the same
 * tab) could read it. Reloading the page asks for sign-in again. A hosted sign-in (AWS) also gives a
 * refresh token, kept here to renew the ID token and to revoke it when the session ends. A renewal
 * replaces `token` and `renewal` in place: the session stays the same one, and nothing shown depends
 * on them.
 */
export interface Session { token: string; name: string; renewal?: Renewal | null }

/** `after`: shown because a session ended here (signed out, locked): its title then takes the focus. */
export function SignIn({ onSignedIn, message, after = false }: { onSignedIn: (s: Session) => void; message: string; after?: boolean }) {
  // Signed out, the form's title takes the focus the sign-out button had.
  const title = useRef<HTMLHeadingElement>(null);
  useFocusWhenLost(title, 'shown', after);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState(message);
  const [busy, setBusy] = useState(false);
  const submit = async (e: { preventDefault(): void }) => {
    e.preventDefault();
    setBusy(true);
    try {
      const grant = await api<SessionGrant>(AUTH_API.session, null, { method: 'POST', body: { email, password } });
      onSignedIn({ token: grant.token, name: grant.name });
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const field = 'mt-1 block w-full rounded-lg border border-slate-400 px-3 py-2 text-base';
  return (
    <form onSubmit={submit} className={CARD}>
      <h1 ref={title} tabIndex={-1} className="text-2xl font-bold text-ink">{W.signInTitle}</h1>
      {error && <p role="alert" className="font-semibold text-red-800">{error}</p>}
      <div><label htmlFor="inbox-email" className="font-semibold text-ink">{W.email}</label><input id="inbox-email" type="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.currentTarget.value)} className={field} /></div>
      <div><label htmlFor="inbox-password" className="font-semibold text-ink">{W.password}</label><input id="inbox-password" type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.currentTarget.value)} className={field} /></div>
      <button type="submit" disabled={busy} className="inline-flex min-h-11 w-full items-center justify-center rounded-lg bg-brand-700 font-semibold text-white">{busy ? W.signingIn : W.signIn}</button>
    </form>
  );
}


/** The hosted sign-in (AWS): a button that goes there; it comes back to this page with a code. */
export function HostedSignIn({ message, onStart }: { message: string; onStart: () => void }) {
  return (
    <div className={CARD}>
      <h1 className="text-2xl font-bold text-ink">{W.signInTitle}</h1>
      {message && <p role="alert" className="font-semibold text-red-800">{message}</p>}
      <button type="button" onClick={onStart} className="inline-flex min-h-11 w-full items-center justify-center rounded-lg bg-brand-700 font-semibold text-white">{W.signIn}</button>
    </div>
  );
}

/** The sign-in asked for by the desk board, with the way back to it. */
export function BoardSignIn({ children, onBack }: { children: React.ReactNode; onBack: () => void }) {
  return (
    <div>
      <p className="mx-4 mt-6 max-w-sm px-1 text-slate-700 sm:mx-auto">{W.boardSignIn}</p>
      {children}
      <p className="mx-4 mt-4 max-w-sm px-1 sm:mx-auto"><button type="button" onClick={onBack} className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline">{W.backToBoard}</button></p>
    </div>
  );
}
