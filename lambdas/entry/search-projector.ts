import { handler as project } from '../search/projector.ts';

/** Lambda entry of the search projector: DynamoDB Streams records of the table → the catalogue's read model. */
export const handler = project;
