import type { EvidenceTarget } from '@esg/core/schemas/evidence';
import type { FileModule, FileView } from '@esg/core/schemas/files';
import { filesRoutes } from '@esg/core/contract/files';
import { callRoute } from '../../api/client';
import { networkError } from '../../api/errors';
import { declaredType } from './selection';
import { saveBlob } from './saveBlob';

interface Ticket {
  id: string;
  url: string;
  headers: Record<string, string>;
}

/** PUT the bytes to the presigned URL with exactly its headers, reporting progress as a fraction. */
export function putWithProgress(ticket: Ticket, file: File, onProgress: (fraction: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', ticket.url);
    for (const [name, value] of Object.entries(ticket.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => onProgress(e.loaded / (e.lengthComputable ? e.total : file.size || 1));
    xhr.onload = () => (xhr.status >= 200 && xhr.status < 300 ? resolve() : reject(networkError()));
    xhr.onerror = () => reject(networkError());
    xhr.send(file);
  });
}

export type UploadOutcome = { file: File; view: FileView } | { file: File; error: unknown };

interface UploadJob {
  module: FileModule;
  year: string;
  files: readonly File[];
  target?: EvidenceTarget;
  /** Per file (by index in `files`), 0–100. */
  onProgress: (index: number, percent: number) => void;
}

/**
 * The presigned flow of docs/decisions/0007-files.md as the browser runs it: one ticket request for
 * the batch, then each file PUT to S3 (with progress) and confirmed, which checks its bytes. A file
 * whose bytes are not its type fails alone; the ticket request fails the whole batch.
 */
export async function uploadFiles({ module, year, files, target, onProgress }: UploadJob): Promise<UploadOutcome[]> {
  const declared = files.map((f) => ({ name: f.name, type: declaredType(f.name)!, size: f.size }));
  const { files: tickets } = await callRoute(filesRoutes.requestUpload, {
    params: { module, year },
    body: target ? { files: declared, target } : { files: declared },
  });
  return Promise.all(
    tickets.map(async (ticket, i): Promise<UploadOutcome> => {
      const file = files[i]!;
      try {
        await putWithProgress(ticket, file, (fraction) => onProgress(i, Math.min(99, Math.round(fraction * 100))));
        const view = await callRoute(filesRoutes.confirmUpload, { params: { id: ticket.id } });
        onProgress(i, 100);
        return { file, view };
      } catch (error) {
        return { file, error };
      }
    }),
  );
}

/** GET /api/file/{id}: the API redirects to a presigned GET; the bytes are saved under the file's name. */
export async function downloadFile(id: string, name: string) {
  saveBlob(await callRoute(filesRoutes.download, { params: { id } }), name);
}
