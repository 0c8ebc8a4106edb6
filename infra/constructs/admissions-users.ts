/**
 * Who may sign in to the admissions inbox in AWS: an Amazon Cognito user pool whose users an
 * operator creates (no self sign-up), each with a strong password and an authenticator app (MFA
 * required), watched by Cognito's threat protection; and the inbox page's app client: the
 * authorization-code flow with PKCE (a public client, no secret), ID and access tokens that last
 * 15 minutes like the inbox's idle lock, and a refresh token that lasts a working day.
 */
import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import {
  AccountRecovery, CfnUserPoolRiskConfigurationAttachment, ClientAttributes, FeaturePlan, Mfa, OAuthScope, StandardThreatProtectionMode, UserPool, UserPoolClientIdentityProvider,
  type UserPoolClient, type UserPoolDomain,
} from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { IDLE_LOCK_MINUTES, INBOX_PATH } from '../../contract/inbox.ts';
import { REFRESH_TOKEN_HOURS } from '../../contract/inbox-sign-in.ts';

export interface AdmissionsUsersProps {
  /** The site's address, such as https://www.example.org: the inbox page is INBOX_PATH on it. */
  siteUrl: string;
  /** The hosted sign-in's prefix (config inboxSignInPrefix). */
  signInPrefix: string;
}

/** The hosted sign-in's origin, where the inbox page sends people to sign in and fetches its tokens. */
export function signInOrigin(prefix: string, region: string): string {
  return `https://${prefix}.auth.${region}.amazoncognito.com`;
}

export class AdmissionsUsers extends Construct {
  readonly pool: UserPool;
  readonly client: UserPoolClient;
  readonly domain: UserPoolDomain;
  /** The token issuer the API checks: https://cognito-idp.<region>.amazonaws.com/<pool id> */
  readonly issuer: string;
  /** See signInOrigin(). */
  readonly signInOrigin: string;

  constructor(scope: Construct, id: string, props: AdmissionsUsersProps) {
    super(scope, id);
    const { region } = Stack.of(this);
    this.pool = new UserPool(this, 'Pool', {
      userPoolName: `${Stack.of(this).stackName}-admissions`,
      selfSignUpEnabled: false,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      // The name each person is shown by in the inbox's history: set by an operator (an admin call, which
      // no client's permissions limit), never by its holder. Cognito lets no client keep a required
      // attribute from being written, so the name is optional here (the inbox falls back to the e-mail)
      // and left out of the client's writable attributes below.
      standardAttributes: { email: { required: true, mutable: true }, fullname: { required: false, mutable: true } },
      mfa: Mfa.REQUIRED,
      mfaSecondFactor: { otp: true, sms: false },
      passwordPolicy: { minLength: 12, requireLowercase: true, requireUppercase: true, requireDigits: true, requireSymbols: true, tempPasswordValidity: Duration.days(3) },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      // Threat protection (below): the inbox shows health information. The Plus plan it needs costs
      // about $0.02 a month per person who signs in.
      featurePlan: FeaturePlan.PLUS,
      standardThreatProtectionMode: StandardThreatProtectionMode.FULL_FUNCTION,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    // A password known from a breach is refused, at sign-in and when a new one is chosen.
    new CfnUserPoolRiskConfigurationAttachment(this, 'BreachedPasswords', {
      userPoolId: this.pool.userPoolId,
      clientId: 'ALL',
      compromisedCredentialsRiskConfiguration: { actions: { eventAction: 'BLOCK' } },
    });
    const inbox = `${props.siteUrl.replace(/\/+$/, '')}${INBOX_PATH}`;
    this.client = this.pool.addClient('Inbox', {
      generateSecret: false,
      // Secure Remote Password sign-in and token refresh only: no flow that sends the password itself.
      authFlows: { userSrp: true },
      oAuth: { flows: { authorizationCodeGrant: true }, scopes: [OAuthScope.OPENID, OAuthScope.EMAIL, OAuthScope.PROFILE], callbackUrls: [inbox], logoutUrls: [inbox] },
      supportedIdentityProviders: [UserPoolClientIdentityProvider.COGNITO],
      idTokenValidity: Duration.minutes(IDLE_LOCK_MINUTES),
      accessTokenValidity: Duration.minutes(IDLE_LOCK_MINUTES),
      refreshTokenValidity: Duration.hours(REFRESH_TOKEN_HOURS),
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      readAttributes: new ClientAttributes().withStandardAttributes({ email: true, emailVerified: true, fullname: true }),
      // A signed-in person may change their e-mail (Cognito requires it of a required attribute) but
      // not their name: the history's entries name people by their stable id (sub) and this name.
      writeAttributes: new ClientAttributes().withStandardAttributes({ email: true }),
    });
    this.domain = this.pool.addDomain('SignIn', { cognitoDomain: { domainPrefix: props.signInPrefix } });
    this.issuer = `https://cognito-idp.${region}.amazonaws.com/${this.pool.userPoolId}`;
    this.signInOrigin = signInOrigin(props.signInPrefix, region);
  }
}
