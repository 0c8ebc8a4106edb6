/**
 * Who may sign in to the admissions inbox in AWS: an Amazon Cognito user pool whose users an
 * operator creates (no self sign-up), each with a strong password and an authenticator app (MFA
 * required), and the inbox page's app client: the authorization-code flow with PKCE (a public
 * client, no secret), tokens that last 15 minutes like the inbox's idle lock.
 */
import { Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import {
  AccountRecovery, FeaturePlan, Mfa, OAuthScope, UserPool, UserPoolClientIdentityProvider,
  type UserPoolClient, type UserPoolDomain,
} from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { IDLE_LOCK_MINUTES, INBOX_PATH } from '../../contract/inbox.ts';

export interface AdmissionsUsersProps {
  /** The site's address, such as https://www.example.org: the inbox page is INBOX_PATH on it. */
  siteUrl: string;
  /** The hosted sign-in's prefix: https://<prefix>.auth.<region>.amazoncognito.com */
  signInPrefix: string;
}

export class AdmissionsUsers extends Construct {
  readonly pool: UserPool;
  readonly client: UserPoolClient;
  readonly domain: UserPoolDomain;
  /** The token issuer the API checks: https://cognito-idp.<region>.amazonaws.com/<pool id> */
  readonly issuer: string;
  /** The hosted sign-in's origin, which the inbox page calls for tokens. */
  readonly signInOrigin: string;

  constructor(scope: Construct, id: string, props: AdmissionsUsersProps) {
    super(scope, id);
    this.pool = new UserPool(this, 'Pool', {
      userPoolName: `${Stack.of(this).stackName}-admissions`,
      selfSignUpEnabled: false,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      standardAttributes: { email: { required: true, mutable: true }, fullname: { required: true, mutable: true } },
      mfa: Mfa.REQUIRED,
      mfaSecondFactor: { otp: true, sms: false },
      passwordPolicy: { minLength: 12, requireLowercase: true, requireUppercase: true, requireDigits: true, requireSymbols: true, tempPasswordValidity: Duration.days(3) },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      featurePlan: FeaturePlan.ESSENTIALS,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    const callback = `${props.siteUrl.replace(/\/+$/, '')}${INBOX_PATH}`;
    this.client = this.pool.addClient('Inbox', {
      generateSecret: false,
      authFlows: {},
      oAuth: { flows: { authorizationCodeGrant: true }, scopes: [OAuthScope.OPENID, OAuthScope.EMAIL, OAuthScope.PROFILE], callbackUrls: [callback], logoutUrls: [callback] },
      supportedIdentityProviders: [UserPoolClientIdentityProvider.COGNITO],
      idTokenValidity: Duration.minutes(IDLE_LOCK_MINUTES),
      accessTokenValidity: Duration.minutes(IDLE_LOCK_MINUTES),
      refreshTokenValidity: Duration.hours(1),
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
    });
    this.domain = this.pool.addDomain('SignIn', { cognitoDomain: { domainPrefix: props.signInPrefix } });
    this.issuer = `https://cognito-idp.${Stack.of(this).region}.amazonaws.com/${this.pool.userPoolId}`;
    this.signInOrigin = this.domain.baseUrl();

    Validations.of(this).acknowledge({
      id: 'AwsSolutions-COG8',
      reason: 'Cognito threat protection (advanced security) needs the Plus feature plan, about $0.05 a month per active user on top of the pool; the pool takes no self sign-up, requires MFA and a 12-character password, and the users are a handful of admissions staff created by an operator.',
    });
  }
}
