import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * headPhoto's reading of S3's answers (finding 8 of issue 7): a 404 is "no such photo", anything else
 * a fault. S3 itself cannot run here; the client's `send` answers as S3 does, with the SDK's error
 * shape (`name` and `$metadata.httpStatusCode`).
 */
const s3 = vi.hoisted(() => ({ answer: null as null | (() => unknown) }));
vi.mock('@aws-sdk/client-s3', () => ({
  S3Client: class {
    async send() {
      return s3.answer!();
    }
  },
  HeadObjectCommand: class {
    input: unknown;
    constructor(input: unknown) {
      this.input = input;
    }
  },
}));

const { headPhoto } = await import('../../lambdas/adapters/storage.ts');

function s3Error(name: string, httpStatusCode: number): Error {
  return Object.assign(new Error(name === 'NotFound' ? 'UnknownError' : name), { name, $metadata: { httpStatusCode } });
}

beforeEach(() => {
  vi.stubEnv('PHOTO_BUCKET', 'patina-test-photos');
});
afterEach(() => {
  vi.unstubAllEnvs();
});

describe('headPhoto', () => {
  it('gives the size and type of a stored photo', async () => {
    s3.answer = () => ({ ContentLength: 1234, ContentType: 'image/jpeg' });
    expect(await headPhoto('uploads/u1/p.jpg')).toEqual({ size: 1234, contentType: 'image/jpeg' });
  });

  it('answers null when S3 says the key does not exist (404)', async () => {
    s3.answer = () => {
      throw s3Error('NotFound', 404);
    };
    expect(await headPhoto('uploads/u1/never-uploaded.jpg')).toBeNull();
  });

  it('throws a 403 (a refusal, which S3 also gives for a missing key when listing is not allowed)', async () => {
    s3.answer = () => {
      throw s3Error('Forbidden', 403);
    };
    await expect(headPhoto('uploads/u1/p.jpg')).rejects.toMatchObject({ $metadata: { httpStatusCode: 403 } });
  });

  it('throws any other fault', async () => {
    s3.answer = () => {
      throw s3Error('InternalError', 500);
    };
    await expect(headPhoto('uploads/u1/p.jpg')).rejects.toMatchObject({ name: 'InternalError' });
  });
});
