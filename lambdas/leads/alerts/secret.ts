/**
 * A secret kept in AWS Secrets Manager (the CRM webhook's token), read when first needed and then at
 * most every five minutes: a value the operator replaces is in use within minutes, with no redeploy.
 */
export type ReadSecret = (secretId: string) => Promise<string>;

const TTL_MS = 5 * 60_000;

export function cachedSecret(secretId: string, read: ReadSecret = readFromSecretsManager, now: () => number = Date.now): () => Promise<string> {
  let cached: { value: string; at: number } | undefined;
  return async () => {
    if (cached && now() - cached.at < TTL_MS) return cached.value;
    const value = await read(secretId);
    cached = { value, at: now() };
    return value;
  };
}

// Loaded at first use, so nothing but the AWS notifier loads the Secrets Manager client.
let client: import('@aws-sdk/client-secrets-manager').SecretsManagerClient | undefined;

export async function readFromSecretsManager(secretId: string): Promise<string> {
  const { SecretsManagerClient, GetSecretValueCommand } = await import('@aws-sdk/client-secrets-manager');
  client ??= new SecretsManagerClient({});
  const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: secretId }));
  if (!SecretString) throw Object.assign(new Error('secret has no string value'), { code: 'SecretEmpty' });
  return SecretString;
}
