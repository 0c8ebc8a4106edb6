/**
 * Just enough of CloudFormation (DescribeStacks, query protocol) and SQS (ReceiveMessage and
 * DeleteMessage, JSON protocol) on loopback for `site leads --stack` and `site leads redrive`, reached
 * through the SDK's standard AWS_ENDPOINT_URL_<SERVICE> variables.
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import { listen } from './helpers.ts';

export interface FakeAws {
  /** Stack name to outputs; a stack not listed does not exist. */
  stacks: Record<string, Record<string, string>>;
  /** Messages in the dead-letter queue, removed by DeleteMessage. */
  queue: Array<{ MessageId: string; ReceiptHandle: string; Body: string }>;
  env: Record<string, string>;
  close(): Promise<void>;
}

async function bodyOf(req: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  return text;
}

export async function startFakeAws(): Promise<FakeAws> {
  const fake = { stacks: {}, queue: [] } as unknown as FakeAws;
  const server = createServer(async (req, res) => {
    const body = await bodyOf(req);
    const target = String(req.headers['x-amz-target'] ?? '');
    if (target === 'AmazonSQS.ReceiveMessage') return void res.writeHead(200, { 'content-type': 'application/x-amz-json-1.0' }).end(JSON.stringify({
      // The SDK checks each body against its MD5, as SQS sends it.
      Messages: fake.queue.slice(0, 10).map((m) => ({ ...m, MD5OfBody: createHash('md5').update(m.Body).digest('hex') })),
    }));
    if (target === 'AmazonSQS.DeleteMessage') {
      const { ReceiptHandle } = JSON.parse(body) as { ReceiptHandle: string };
      fake.queue = fake.queue.filter((m) => m.ReceiptHandle !== ReceiptHandle);
      return void res.writeHead(200, { 'content-type': 'application/x-amz-json-1.0' }).end('{}');
    }
    const params = new URLSearchParams(body);
    const name = params.get('StackName') ?? '';
    const outputs = fake.stacks[name];
    if (params.get('Action') !== 'DescribeStacks' || !outputs) {
      const error = `<ErrorResponse><Error><Type>Sender</Type><Code>ValidationError</Code><Message>Stack with id ${name} does not exist</Message></Error><RequestId>1</RequestId></ErrorResponse>`;
      return void res.writeHead(400, { 'content-type': 'text/xml' }).end(error);
    }
    const members = Object.entries(outputs).map(([k, v]) => `<member><OutputKey>${k}</OutputKey><OutputValue>${v}</OutputValue></member>`).join('');
    res.writeHead(200, { 'content-type': 'text/xml' }).end(`<DescribeStacksResponse xmlns="http://cloudformation.amazonaws.com/doc/2010-05-15/"><DescribeStacksResult><Stacks><member><StackName>${name}</StackName><StackStatus>UPDATE_COMPLETE</StackStatus><CreationTime>2026-11-01T00:00:00Z</CreationTime><Outputs>${members}</Outputs></member></Stacks></DescribeStacksResult><ResponseMetadata><RequestId>1</RequestId></ResponseMetadata></DescribeStacksResponse>`);
  });
  const url = await listen(server);
  fake.env = {
    AWS_ENDPOINT_URL_CLOUDFORMATION: url, AWS_ENDPOINT_URL_SQS: url,
    AWS_ACCESS_KEY_ID: 'x', AWS_SECRET_ACCESS_KEY: 'x', AWS_REGION: 'us-east-1',
  };
  fake.close = () => new Promise((resolve) => server.close(() => resolve()));
  return fake;
}
