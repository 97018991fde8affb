import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { optionalEnv } from '../lib/env.ts';
import { Sha256 } from '../lib/sha256.ts';
import { traceAwsClient } from '../lib/xray.ts';

/** The document client's module: its command classes come with the client, on first use. */
export type DocumentSdk = typeof import('@aws-sdk/lib-dynamodb');

let loaded: Promise<{ client: DynamoDBDocumentClient; sdk: DocumentSdk }> | null = null;

/**
 * The DynamoDB client and the document client's commands: one per process, loaded and made on first
 * use. Loading the SDK (client-dynamodb and its dependencies, ~60 modules) was most of every
 * function's init (docs/adr/0046); made on first use it is paid by the first call that reads the
 * table, and never by one that does not (the live socket's pings, a refused call, a search). It also
 * lets the local stack set the endpoint before anything reads it. DYNAMODB_ENDPOINT points it at the
 * local emulator (dynalite); in AWS it is unset and the SDK finds the regional endpoint.
 */
export function dynamo(): Promise<{ client: DynamoDBDocumentClient; sdk: DocumentSdk }> {
  loaded ??= (async () => {
    const [{ DynamoDBClient }, sdk] = await Promise.all([import('@aws-sdk/client-dynamodb'), import('@aws-sdk/lib-dynamodb')]);
    const endpoint = optionalEnv('DYNAMODB_ENDPOINT');
    const base = new DynamoDBClient({
      region: optionalEnv('AWS_REGION') ?? 'eu-west-2',
      ...(endpoint ? { endpoint } : {}),
      // Every request is signed (SigV4: two HMACs); this hash makes each HMAC key once (docs/adr/0069).
      sha256: Sha256,
    });
    // The SDK's logger step filters every request's input and output through the operation's schema
    // for a logger that, unset, logs nothing (its no-op logger has an `info`): a whole lot record walked
    // per call, ~2.5 % of a hot lot's CPU (docs/adr/0038). We give the client no logger, so the step goes.
    base.middlewareStack.remove('loggerMiddleware');
    const client = sdk.DynamoDBDocumentClient.from(traceAwsClient(base), { marshallOptions: { removeUndefinedValues: true } });
    return { client, sdk };
  })();
  return loaded;
}

type Sdk = DocumentSdk;
/** The output of each command the data layer sends (the client's own overloads need the class imported). */
type OutputOf<C> = C extends InstanceType<Sdk['GetCommand']> ? import('@aws-sdk/lib-dynamodb').GetCommandOutput
  : C extends InstanceType<Sdk['PutCommand']> ? import('@aws-sdk/lib-dynamodb').PutCommandOutput
  : C extends InstanceType<Sdk['UpdateCommand']> ? import('@aws-sdk/lib-dynamodb').UpdateCommandOutput
  : C extends InstanceType<Sdk['DeleteCommand']> ? import('@aws-sdk/lib-dynamodb').DeleteCommandOutput
  : C extends InstanceType<Sdk['QueryCommand']> ? import('@aws-sdk/lib-dynamodb').QueryCommandOutput
  : C extends InstanceType<Sdk['ScanCommand']> ? import('@aws-sdk/lib-dynamodb').ScanCommandOutput
  : C extends InstanceType<Sdk['BatchGetCommand']> ? import('@aws-sdk/lib-dynamodb').BatchGetCommandOutput
  : C extends InstanceType<Sdk['BatchWriteCommand']> ? import('@aws-sdk/lib-dynamodb').BatchWriteCommandOutput
  : never;

/**
 * Sends one command, made from the loaded SDK by `make` (so no command class is imported at init):
 * `send((sdk) => new sdk.GetCommand({ … }))` answers what `client.send(new GetCommand({ … }))` would.
 */
export async function send<C extends { readonly input: object }>(make: (sdk: Sdk) => C): Promise<OutputOf<C>> {
  const { client, sdk } = await dynamo();
  return (await client.send(make(sdk) as never)) as OutputOf<C>;
}
