import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import busboy from 'busboy';
import { DRAIN_LIMIT_BYTES } from './config.ts';
import { entityTooLarge, entityTooSmall, s3ErrorXml, verifyPostPolicy, type AcceptedPost, type PostPolicyContext, type S3Error } from './upload-policy.ts';

/**
 * The local bucket's browser-upload endpoint (`POST /photo-uploads`, the presigned POST's URL
 * locally): it does what S3 does for a POST before anything is stored. The multipart body is parsed
 * as it streams (busboy); the policy is checked when the file part begins (S3 reads the fields before
 * the file and ignores the rest); the file's bytes are counted as they arrive and the upload is
 * refused the moment they pass the policy's maximum, so no body is ever held beyond that maximum.
 * A refused body is read to its end and discarded before the answer (so the client reads the error
 * instead of a reset connection), up to DRAIN_LIMIT_BYTES, past which the connection is closed.
 */
export interface PhotoUploadOptions {
  /** The policy context, read per request (the time is wall-clock time). */
  policyContext(): PostPolicyContext;
  /** Stores an accepted object in the local bucket (s3rver). */
  store(post: AcceptedPost, body: Buffer): Promise<void>;
}

/** S3 reads at most 20 KB of form fields before the file. */
const MAX_FIELDS_BYTES = 20 * 1024;

function sendS3Error(res: ServerResponse, error: S3Error, close = false): void {
  if (res.headersSent) return void res.end();
  res.writeHead(error.status, { 'content-type': 'application/xml', ...(close ? { connection: 'close' } : {}) });
  res.end(s3ErrorXml(error, randomUUID()));
}

const malformed: S3Error = { status: 400, code: 'MalformedPOSTRequest', message: 'The body of your POST request is not well-formed multipart/form-data.' };
const oneFile: S3Error = { status: 400, code: 'InvalidArgument', message: 'POST requires exactly one file upload per request.' };
const fieldsTooLarge: S3Error = {
  status: 400,
  code: 'MaxPostPreDataLengthExceeded',
  message: 'Your POST request fields preceding the upload file were too large.',
};

export function handlePhotoUpload(req: IncomingMessage, res: ServerResponse, options: PhotoUploadOptions): Promise<void> {
  return new Promise<void>((resolve) => {
    if (req.method !== 'POST') {
      sendS3Error(res, { status: 405, code: 'MethodNotAllowed', message: 'The specified method is not allowed against this resource.' });
      req.resume();
      return resolve();
    }
    const declared = Number(req.headers['content-length'] ?? NaN);
    if (declared > DRAIN_LIMIT_BYTES) {
      // Too big to read through: answer at once and close (as S3 does for a declared length it refuses).
      sendS3Error(res, entityTooLarge(declared, options.policyContext().maxObjectBytes), true);
      res.once('finish', () => req.destroy());
      return resolve();
    }

    let finished = false;
    /** Reads the rest of the body away (up to DRAIN_LIMIT_BYTES), then answers the error. */
    const answerAfterDrain = (error: S3Error) => {
      if (req.readableEnded) {
        sendS3Error(res, error);
        return resolve();
      }
      let drained = 0;
      req.on('data', (chunk: Buffer) => {
        drained += chunk.length;
        if (drained > DRAIN_LIMIT_BYTES && !res.headersSent) {
          sendS3Error(res, error, true);
          res.once('finish', () => req.destroy());
          resolve();
        }
      });
      req.once('end', () => {
        sendS3Error(res, error);
        resolve();
      });
      req.once('close', () => resolve());
      req.on('error', () => resolve());
      req.resume();
    };

    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { files: 1, fieldSize: MAX_FIELDS_BYTES, fields: 100, parts: 101 } });
    } catch {
      // Not multipart/form-data at all, or no boundary.
      return answerAfterDrain({ status: 412, code: 'PreconditionFailed', message: 'Bucket POST must be of the enclosure-type multipart/form-data' });
    }

    /** Stops parsing and answers the error once the body is read. */
    const refuse = (error: S3Error) => {
      if (finished) return;
      finished = true;
      req.unpipe(parser);
      parser.removeAllListeners('file').removeAllListeners('field').removeAllListeners('close');
      parser.on('error', () => {});
      answerAfterDrain(error);
    };

    const fields = new Map<string, string>();
    let fieldBytes = 0;
    let post: AcceptedPost | null = null;
    let file: Buffer | null = null;
    let fileParts = 0;

    /** The file part begins: the fields read so far decide whether it may be stored at all. */
    const admit = (): AcceptedPost | null => {
      fileParts += 1;
      if (fileParts > 1) return refuse(oneFile), null;
      const verdict = verifyPostPolicy(fields, options.policyContext());
      if (!verdict.ok) return refuse(verdict.error), null;
      return verdict.post;
    };
    const acceptBytes = (accepted: AcceptedPost, bytes: Buffer) => {
      if (bytes.length < accepted.minBytes) return refuse(entityTooSmall(bytes.length, accepted.minBytes));
      post = accepted;
      file = bytes;
    };

    parser.on('field', (name, value, info) => {
      if (finished) return;
      const lower = name.toLowerCase();
      if (post || fileParts > 0) return; // fields after the file are ignored, as S3 ignores them
      if (lower === 'file') {
        // A file sent as a plain field (no filename): its value is the content.
        const accepted = admit();
        if (!accepted) return;
        if (info.valueTruncated) return refuse(entityTooLarge(MAX_FIELDS_BYTES, accepted.maxBytes));
        const bytes = Buffer.from(value, 'utf8');
        if (bytes.length > accepted.maxBytes) return refuse(entityTooLarge(bytes.length, accepted.maxBytes));
        return acceptBytes(accepted, bytes);
      }
      fieldBytes += Buffer.byteLength(name) + Buffer.byteLength(value);
      if (info.valueTruncated || info.nameTruncated || fieldBytes > MAX_FIELDS_BYTES) return refuse(fieldsTooLarge);
      if (fields.has(lower)) return refuse({ status: 400, code: 'InvalidArgument', message: `The field ${name} appears more than once.` });
      fields.set(lower, value);
    });

    parser.on('file', (name, stream, _info) => {
      if (finished || name.toLowerCase() !== 'file') {
        stream.resume();
        if (!finished && fileParts === 0) refuse({ status: 400, code: 'InvalidArgument', message: `The file must be sent in the field named 'file', not '${name}'.` });
        return;
      }
      const accepted = admit();
      if (!accepted) return void stream.resume();
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        if (finished) return;
        size += chunk.length;
        // Counted as it streams: refused the moment it passes the maximum, never held beyond it.
        if (size > accepted.maxBytes) {
          chunks.length = 0;
          return refuse(entityTooLarge(size, accepted.maxBytes));
        }
        chunks.push(chunk);
      });
      stream.once('end', () => {
        if (!finished) acceptBytes(accepted, Buffer.concat(chunks, size));
      });
    });

    parser.on('fieldsLimit', () => refuse(fieldsTooLarge));
    parser.on('partsLimit', () => refuse(malformed));
    parser.on('filesLimit', () => refuse(oneFile));
    parser.on('error', () => refuse(malformed));
    parser.on('close', () => {
      if (finished) return;
      if (!post || !file) {
        // No file part at all: the policy still decides the answer first, as S3's does.
        if (fileParts === 0) {
          const verdict = verifyPostPolicy(fields, options.policyContext());
          return refuse(verdict.ok ? oneFile : verdict.error);
        }
        return refuse(oneFile);
      }
      finished = true;
      const accepted: AcceptedPost = post;
      options.store(accepted, file).then(
        () => {
          if (accepted.successStatus === 201) {
            res.writeHead(201, { 'content-type': 'application/xml' });
            res.end(`<?xml version="1.0" encoding="UTF-8"?>\n<PostResponse><Key>${accepted.key.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</Key></PostResponse>`);
          } else {
            res.writeHead(accepted.successStatus);
            res.end();
          }
          resolve();
        },
        (error: unknown) => {
          console.error('photo upload: the local bucket refused the object', error);
          sendS3Error(res, { status: 500, code: 'InternalError', message: 'We encountered an internal error. Please try again.' });
          resolve();
        },
      );
    });
    req.on('error', () => refuse(malformed));
    req.pipe(parser);
  });
}
