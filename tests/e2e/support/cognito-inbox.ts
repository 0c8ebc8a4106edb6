/**
 * The inbox as it signs in in AWS, on this machine: `site preview` of the run's build with
 * `--cognito-issuer` pointed at the loopback sign-in service (sign-in-service.ts), a lead store of its
 * own, and both on ports the system picks, so that the phone and desktop runs each have theirs.
 */
import { startOwnPreview } from './own-preview.ts';
import { startSignInService, type SignInService, type SignInUser } from './sign-in-service.ts';

export interface CognitoInbox {
  baseURL: string;
  service: SignInService;
  stop(): Promise<void>;
}

export async function startCognitoInbox(users: readonly SignInUser[]): Promise<CognitoInbox> {
  const service = await startSignInService({ users });
  try {
    const preview = await startOwnPreview(['--cognito-issuer', service.issuer, '--cognito-client', service.clientId]);
    service.registerInbox(`${preview.baseURL}/admin/`);
    return { baseURL: preview.baseURL, service, stop: async () => { await preview.stop(); await service.close(); } };
  } catch (error) {
    await service.close();
    throw error;
  }
}
