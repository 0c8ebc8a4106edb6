/** Where to deploy: the outputs of the stack `site infra deploy` created. */
import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import { OUTPUTS } from '../infra/outputs.ts';
import type { DeployTarget } from './run.ts';

export class TargetError extends Error {
  override name = 'TargetError';
}

export type StackOutputs = Record<string, string>;

export async function readStackOutputs(cfn: CloudFormationClient, stackName: string, region: string): Promise<StackOutputs> {
  let stacks;
  try {
    ({ Stacks: stacks } = await cfn.send(new DescribeStacksCommand({ StackName: stackName })));
  } catch (err) {
    if (err instanceof Error && /does not exist/.test(err.message)) {
      throw new TargetError(`There is no stack ${stackName} in ${region}. Create it with \`site infra deploy\` (or pass --stack NAME / --region REGION).`);
    }
    throw err;
  }
  const outputs = stacks?.[0]?.Outputs ?? [];
  return Object.fromEntries(outputs.filter((o) => o.OutputKey && o.OutputValue).map((o) => [o.OutputKey!, o.OutputValue!]));
}

export function targetFromOutputs(outputs: StackOutputs, stackName: string): DeployTarget {
  const need = (key: string) => {
    const value = outputs[key];
    if (!value) throw new TargetError(`Stack ${stackName} has no output ${key}. Was it created by \`site infra deploy\` from this repository? Run it again to update the stack.`);
    return value;
  };
  return {
    bucket: need(OUTPUTS.bucket),
    distributionId: need(OUTPUTS.distributionId),
    functionName: outputs[OUTPUTS.viewerRequestFunction],
  };
}
