/** The types of origin-verify.cjs, for the TypeScript that uses it (the inbox Lambda, the tests). */
export interface StageValue { value: string; createdAt: number }
export interface OriginVerifyOptions {
  /** The header CloudFront adds (ORIGIN_VERIFY_HEADER). */
  header: string;
  /** A version stage of the secret, or undefined when no version has it. */
  readStage: (stage: string) => Promise<StageValue | undefined>;
  now?: () => number;
}
export function createHandler(opts: OriginVerifyOptions): (event: { headers?: Record<string, string | string[] | undefined> }) => Promise<{ isAuthorized: boolean }>;
export function secretsManagerStage(secretId: string): (stage: string) => Promise<StageValue | undefined>;
export const MISS_REFRESH_MS: number;
export const PREVIOUS_GRACE_MS: number;
