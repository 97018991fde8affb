import { atom } from 'nanostores';
import { LISTING_RULES } from '../../../../shared/listing-rules.ts';
import { call } from '../../lib/api.ts';
import { saidOf, type Said } from '../../lib/messages.ts';
import { currentForm, setListingField } from './store.ts';

/*
 * Listing photos: every chosen or dropped file is checked (JPG/PNG, under 2 MB) before any upload
 * starts; each good one then goes straight to storage through its own presigned POST (createUploadUrl),
 * with progress. Finished uploads join the form's `photos` (keys) in the order they were chosen.
 */

export interface Upload {
  id: string;
  name: string;
  file: File;
  /** A local preview (object URL) while the photo uploads. */
  preview: string;
  /** 0..1 */
  progress: number;
  state: 'queued' | 'uploading' | 'done' | 'error';
  key?: string;
  /** The failure, by its message code. */
  message?: Said;
}

/** Uploads not yet among the form's photos: waiting, under way, or failed. */
export const $uploads = atom<Upload[]>([]);

/** Local previews of photos uploaded in this visit, by key (so a thumbnail shows without a download). */
const previews = new Map<string, string>();

/** The URL a photo key is shown from: the local preview when there is one, else /photos/<key>. */
export function photoSrc(key: string): string {
  return previews.get(key) ?? `/photos/${key}`;
}

const CONCURRENCY = 3;
let running = 0;
let sequence = 0;

/** The file's type, from its name when the browser gives none. */
function typeOf(file: File): string {
  if (file.type) return file.type;
  if (/\.jpe?g$/i.test(file.name)) return 'image/jpeg';
  if (/\.png$/i.test(file.name)) return 'image/png';
  return '';
}

export interface FileProblem {
  name: string;
  /** The spec's message, by its code (the wizard says it in the page's language). */
  message: Said;
}

/**
 * Splits chosen files into those that may upload and those refused, with the spec's messages:
 * "You can only upload JPG/PNG file!", the 2 MB limit, and at most 20 photos a listing.
 */
export function checkFiles(files: readonly File[], room: number): { accepted: File[]; problems: FileProblem[] } {
  const accepted: File[] = [];
  const problems: FileProblem[] = [];
  for (const file of files) {
    if (!(LISTING_RULES.photoTypes as readonly string[]).includes(typeOf(file))) problems.push({ name: file.name, message: { code: 'onlyJpgPng' } });
    else if (file.size >= LISTING_RULES.maxPhotoBytes) problems.push({ name: file.name, message: { code: 'imageTooLarge' } });
    else if (accepted.length >= room) problems.push({ name: file.name, message: { code: 'tooManyPhotos' } });
    else accepted.push(file);
  }
  return { accepted, problems };
}

/** How many more photos the listing can take. */
export function photoRoom(): number {
  const pending = $uploads.get().filter((u) => u.state !== 'error').length;
  return Math.max(0, LISTING_RULES.maxPhotos - currentForm().photos.length - pending);
}

function update(id: string, values: Partial<Upload>): void {
  $uploads.set($uploads.get().map((u) => (u.id === id ? { ...u, ...values } : u)));
}

/** Moves finished uploads, in the order they were chosen, into the form's photos. */
function commitFinished(): void {
  const uploads = $uploads.get();
  const finished: string[] = [];
  const rest: Upload[] = [];
  let blocked = false;
  for (const upload of uploads) {
    if (!blocked && upload.state === 'done' && upload.key) {
      finished.push(upload.key);
      previews.set(upload.key, upload.preview);
      continue;
    }
    if (upload.state === 'queued' || upload.state === 'uploading') blocked = true;
    rest.push(upload);
  }
  if (!finished.length) return;
  $uploads.set(rest);
  setListingField('photos', [...currentForm().photos, ...finished]);
}

/** POSTs the file to the presigned target, reporting progress; answers whether storage took it. */
function postToStorage(target: { url: string; fields: Record<string, string> }, file: File, onProgress: (share: number) => void): Promise<boolean> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', target.url);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => resolve(xhr.status >= 200 && xhr.status < 300);
    xhr.onerror = () => resolve(false);
    xhr.onabort = () => resolve(false);
    const body = new FormData();
    for (const [name, value] of Object.entries(target.fields)) body.append(name, value);
    body.append('file', file);
    xhr.send(body);
  });
}

async function uploadOne(upload: Upload): Promise<void> {
  update(upload.id, { state: 'uploading', progress: 0, message: undefined });
  const answer = await call('createUploadUrl', {
    fileName: upload.file.name.slice(0, 200) || 'photo',
    contentType: typeOf(upload.file),
    size: upload.file.size,
  });
  if (answer.status !== 200) {
    update(upload.id, { state: 'error', message: answer.status === 400 ? saidOf(answer) : { code: 'errorUploadingImage' } });
    return;
  }
  const stored = await postToStorage(answer.data, upload.file, (share) => update(upload.id, { progress: share }));
  if (!stored) {
    update(upload.id, { state: 'error', message: { code: 'errorUploadingImage' } });
    return;
  }
  update(upload.id, { state: 'done', progress: 1, key: answer.data.key });
}

function pump(): void {
  while (running < CONCURRENCY) {
    const next = $uploads.get().find((u) => u.state === 'queued');
    if (!next) return;
    running += 1;
    update(next.id, { state: 'uploading' });
    void uploadOne(next).finally(() => {
      running -= 1;
      commitFinished();
      pump();
    });
  }
}

/** Queues files that passed `checkFiles` and starts uploading them. */
export function uploadFiles(files: readonly File[]): void {
  const added: Upload[] = files.map((file) => ({
    id: `u${++sequence}`,
    name: file.name,
    file,
    preview: URL.createObjectURL(file),
    progress: 0,
    state: 'queued',
  }));
  $uploads.set([...$uploads.get(), ...added]);
  pump();
}

/** Tries a failed upload again. */
export function retryUpload(id: string): void {
  update(id, { state: 'queued', progress: 0, message: undefined });
  pump();
}

/** Forgets a failed upload. */
export function dismissUpload(id: string): void {
  const upload = $uploads.get().find((u) => u.id === id);
  if (upload) URL.revokeObjectURL(upload.preview);
  $uploads.set($uploads.get().filter((u) => u.id !== id));
  commitFinished();
}

/** True while any photo is still on its way. */
export function uploadsInProgress(uploads: readonly Upload[]): boolean {
  return uploads.some((u) => u.state === 'queued' || u.state === 'uploading' || u.state === 'done');
}

/**
 * Deletes a photo from storage and from the form; answers the server's message. A listed lot's own
 * photo (relisting) only leaves the form: the lot's photos are never deleted by its seller.
 */
export async function deletePhoto(key: string): Promise<{ ok: boolean; message: Said }> {
  const result = key.startsWith('listings/') ? { status: 200, code: 'imageDeleted' as const, message: '' } : await call('deleteImage', { key });
  if (result.status !== 200) return { ok: false, message: { code: 'errorDeletingImage' } };
  setListingField(
    'photos',
    currentForm().photos.filter((k) => k !== key),
  );
  const preview = previews.get(key);
  if (preview) URL.revokeObjectURL(preview);
  previews.delete(key);
  return { ok: true, message: saidOf(result) };
}

/** Moves a photo from one position to another. */
export function movePhoto(from: number, to: number): void {
  const photos = [...currentForm().photos];
  if (from < 0 || from >= photos.length || to < 0 || to >= photos.length || from === to) return;
  const [moved] = photos.splice(from, 1);
  photos.splice(to, 0, moved!);
  setListingField('photos', photos);
}
