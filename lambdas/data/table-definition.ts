/**
 * The single table, written once: the CDK data stack and the local stack both create it from this.
 * Keys are generic; the entity modules (lambdas/data/entities/) give them meaning, each owning its
 * own keys, and every index projects ALL (the records indexed are cold: a lot's hot record has no
 * index key, so a bid never writes into an index partition).
 */
export const TABLE = {
  partitionKey: 'pk',
  sortKey: 'sk',
  globalIndexes: [
    // Listings by status, sales by month, disputes by status, watchers by lot: "things of one kind".
    { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    // Listings by seller, orders by buyer, payouts by seller: "things of one person", newest first.
    { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
  ],
  /**
   * The TTL attribute (epoch seconds): DynamoDB deletes a record some time after it (AWS only: the
   * local emulator has no TTL). Deletion lags by up to days, so readers skip expired records themselves.
   */
  timeToLiveAttribute: 'ttl',
} as const;

/** Every key attribute is a string. */
export const KEY_ATTRIBUTES = ['pk', 'sk', ...TABLE.globalIndexes.flatMap((g) => [g.partitionKey, g.sortKey])] as const;

/** The CreateTable input the local stack sends (CDK builds the same shape from TABLE). */
export function createTableInput(tableName: string) {
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST' as const,
    AttributeDefinitions: KEY_ATTRIBUTES.map((name) => ({ AttributeName: name, AttributeType: 'S' as const })),
    KeySchema: [
      { AttributeName: TABLE.partitionKey, KeyType: 'HASH' as const },
      { AttributeName: TABLE.sortKey, KeyType: 'RANGE' as const },
    ],
    GlobalSecondaryIndexes: TABLE.globalIndexes.map((g) => ({
      IndexName: g.name,
      KeySchema: [
        { AttributeName: g.partitionKey, KeyType: 'HASH' as const },
        { AttributeName: g.sortKey, KeyType: 'RANGE' as const },
      ],
      Projection: { ProjectionType: 'ALL' as const },
    })),
  };
}
