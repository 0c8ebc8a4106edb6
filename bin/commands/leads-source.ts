/**
 * Where `site leads` reads: the local forms API's SQLite store (--data), or with --stack the deployed
 * DynamoDB table, found through the stack's outputs and read with the operator's own AWS credentials
 * by queries on its status index (never a Scan). The AWS SDK loads only for --stack.
 */
import { access } from 'node:fs/promises';
import { join } from 'node:path';
import type { Lead } from '../../lambdas/leads/lead.ts';
import type { DynamoLeadStore } from '../../lambdas/leads/store/dynamodb.ts';
import type { DeadLetterQueue } from '../../lambdas/leads/redrive.ts';
import { OUTPUTS } from '../../infra/outputs.ts';
import type { CountRow } from '../../lambdas/leads/counts.ts';

export interface SourceFlags {
  data: string;
  stack?: string;
  region?: string;
}

/** A problem the operator can fix; its message says how. */
export class LeadsError extends Error {
  override name = 'LeadsError';
}

export async function readLeads(flags: SourceFlags): Promise<Lead[]> {
  const store = flags.stack ? (await openStack(flags)).store : await openLocal(flags.data);
  try {
    return await store.list();
  } finally {
    await store.close();
  }
}

/** The page-view and call-tap counters of the days from fromDay to toDay, from the same place as the leads. */
export async function readCounts(flags: SourceFlags, fromDay: string, toDay: string): Promise<CountRow[]> {
  if (!flags.stack) {
    const store = await openLocal(flags.data);
    try {
      return await store.counts.between(fromDay, toDay);
    } finally {
      await store.close();
    }
  }
  const deployed = await openStack(flags);
  await deployed.store.close();
  const tableName = deployed.outputs[OUTPUTS.countsTable];
  if (!tableName) throw new LeadsError(`Stack ${deployed.stack} has no output ${OUTPUTS.countsTable}. Run \`site infra deploy\` to update it.`);
  const { openDynamoCounts } = await import('../../lambdas/leads/store/dynamodb-counts.ts');
  return openDynamoCounts({ tableName, client: { region: deployed.region } }).between(fromDay, toDay);
}

async function openLocal(dataDir: string) {
  const { LEADS_FILE, openSqliteStore } = await import('../../lambdas/leads/store/sqlite.ts');
  try {
    await access(join(dataDir, LEADS_FILE));
  } catch {
    throw new LeadsError(`No lead store in ${dataDir} (looked for ${LEADS_FILE}). Pass the folder given to site preview or site dev with --data, or a deployed stack with --stack.`);
  }
  return openSqliteStore(dataDir);
}

export interface DeployedLeads {
  stack: string;
  region: string;
  store: DynamoLeadStore;
  outputs: Record<string, string>;
}

/** The stack's leads table (and outputs), from --stack / --region or infra/config.json. */
export async function openStack(flags: { stack?: string; region?: string }): Promise<DeployedLeads> {
  const [{ stackSettings }, { CloudFormationClient }, { readStackOutputs }, { openDynamoStore }] = await Promise.all([
    import('./deploy.ts'),
    import('@aws-sdk/client-cloudformation'),
    import('../../deploy/target.ts'),
    import('../../lambdas/leads/store/dynamodb.ts'),
  ]);
  const { stack, region } = stackSettings(flags);
  const outputs = await readStackOutputs(new CloudFormationClient({ region }), stack, region);
  const tableName = outputs[OUTPUTS.table];
  if (!tableName) throw new LeadsError(`Stack ${stack} has no output ${OUTPUTS.table}. Was it created by \`site infra deploy\` from this repository?`);
  return { stack, region, outputs, store: openDynamoStore({ tableName, client: { region } }) };
}

/** The notifier's dead-letter queue of a deployed stack. */
export async function deadLetterQueue(deployed: DeployedLeads): Promise<DeadLetterQueue> {
  const QueueUrl = deployed.outputs[OUTPUTS.deadLetters];
  if (!QueueUrl) throw new LeadsError(`Stack ${deployed.stack} has no output ${OUTPUTS.deadLetters}. Run \`site infra deploy\` to update it.`);
  const { SQSClient, ReceiveMessageCommand, DeleteMessageCommand } = await import('@aws-sdk/client-sqs');
  const sqs = new SQSClient({ region: deployed.region });
  return {
    async receive() {
      const { Messages } = await sqs.send(new ReceiveMessageCommand({ QueueUrl, MaxNumberOfMessages: 10, WaitTimeSeconds: 1, VisibilityTimeout: 300 }));
      return (Messages ?? []).map((m) => ({ id: m.MessageId ?? '', receiptHandle: m.ReceiptHandle ?? '', body: m.Body ?? '' }));
    },
    async remove(ReceiptHandle) {
      await sqs.send(new DeleteMessageCommand({ QueueUrl, ReceiptHandle }));
    },
  };
}

/** The message for an error the operator can fix, or undefined for an internal error. */
export function operatorMessage(err: unknown): string | undefined {
  if (!(err instanceof Error)) return undefined;
  if (['LeadsError', 'TargetError', 'ConfigError'].includes(err.name)) return err.message;
  if (err.name === 'CredentialsProviderError') {
    return 'No AWS credentials found. Sign in first (for example `aws sso login --profile NAME` and `export AWS_PROFILE=NAME`), then run the command again.';
  }
  if (/AccessDenied|not authorized/i.test(`${err.name} ${err.message}`)) {
    return `AWS refused a request: ${err.message}\nThe credentials in use need to read the stack's outputs and query its leads table (and, for redrive, its dead-letter queue).`;
  }
  return undefined;
}
