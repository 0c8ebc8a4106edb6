/**
 * The CloudFront side of a deploy: publish the build's viewer-request function when its code
 * changed (a new page or redirect needs it), and invalidate the changed paths. The client is
 * anything with `send`, so tests can stand in for CloudFront at the SDK boundary.
 */
import {
  CreateInvalidationCommand,
  DescribeFunctionCommand,
  GetFunctionCommand,
  PublishFunctionCommand,
  UpdateFunctionCommand,
} from '@aws-sdk/client-cloudfront';

export interface CloudFrontLike {
  send(command: unknown): Promise<unknown>;
}

/** Whether the function's LIVE code differs from the build's. */
export async function functionNeedsUpdate(cf: CloudFrontLike, name: string, source: string): Promise<boolean> {
  const live = await cf.send(new GetFunctionCommand({ Name: name, Stage: 'LIVE' })) as { FunctionCode?: Uint8Array };
  return Buffer.from(live.FunctionCode ?? new Uint8Array()).toString('utf8') !== source;
}

/** Updates the function's code (keeping its runtime and comment) and publishes it to LIVE. */
export async function publishFunction(cf: CloudFrontLike, name: string, source: string): Promise<void> {
  const dev = await cf.send(new DescribeFunctionCommand({ Name: name, Stage: 'DEVELOPMENT' })) as {
    ETag?: string;
    FunctionSummary?: { FunctionConfig?: { Comment?: string; Runtime?: string; KeyValueStoreAssociations?: unknown } };
  };
  const config = dev.FunctionSummary?.FunctionConfig;
  const updated = await cf.send(new UpdateFunctionCommand({
    Name: name,
    IfMatch: dev.ETag,
    FunctionConfig: {
      Comment: config?.Comment ?? '',
      Runtime: (config?.Runtime ?? 'cloudfront-js-2.0') as 'cloudfront-js-2.0',
      ...(config?.KeyValueStoreAssociations ? { KeyValueStoreAssociations: config.KeyValueStoreAssociations as never } : {}),
    },
    FunctionCode: Buffer.from(source, 'utf8'),
  })) as { ETag?: string };
  await cf.send(new PublishFunctionCommand({ Name: name, IfMatch: updated.ETag }));
}

export async function invalidate(cf: CloudFrontLike, distributionId: string, paths: string[], reference: string): Promise<string | undefined> {
  const result = await cf.send(new CreateInvalidationCommand({
    DistributionId: distributionId,
    InvalidationBatch: { CallerReference: reference, Paths: { Quantity: paths.length, Items: paths } },
  })) as { Invalidation?: { Id?: string } };
  return result.Invalidation?.Id;
}
