import type { EvidenceTarget } from '@esg/core/schemas/evidence';
import type { FileModule, FileType, FileView } from '@esg/core/schemas/files';
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

export type UploadOutcome<V = FileView> = { file: File; view: V } | { file: File; error: unknown };

/** A file as the ticket request declares it. */
export interface Declared {
  name: string;
  type: FileType;
  size: number;
}

/**
 * Where a batch's tickets come from and where each file is confirmed: the company's files API, or a
 * supplier's link (ADR 0119) — the same limits and checks either way.
 */
export interface UploadChannel<V extends { id: string } = FileView> {
  tickets: (declared: Declared[]) => Promise<{ files: (Ticket & { id: string })[] }>;
  confirm: (id: string) => Promise<V>;
}

/** The company's own files of a module and year (an evidence `target` for the figure a file supports). */
export const companyChannel = (module: FileModule, year: string, target?: EvidenceTarget): UploadChannel => ({
  tickets: (declared) =>
    callRoute(filesRoutes.requestUpload, {
      params: { module, year },
      body: target ? { files: declared, target } : { files: declared },
    }),
  confirm: (id) => callRoute(filesRoutes.confirmUpload, { params: { id } }),
});

interface UploadJob<V extends { id: string }> {
  channel: UploadChannel<V>;
  files: readonly File[];
  /** Per file (by index in `files`), 0–100. */
  onProgress: (index: number, percent: number) => void;
}

/**
 * The presigned flow of docs/decisions/0007-files.md as the browser runs it: one ticket request for
 * the batch, then each file PUT to S3 (with progress) and confirmed, which checks its bytes. A file
 * whose bytes are not its type fails alone; the ticket request fails the whole batch.
 */
export async function uploadFiles<V extends { id: string }>({
  channel,
  files,
  onProgress,
}: UploadJob<V>): Promise<UploadOutcome<V>[]> {
  const declared = files.map((f) => ({ name: f.name, type: declaredType(f.name)!, size: f.size }));
  const { files: tickets } = await channel.tickets(declared);
  return Promise.all(
    tickets.map(async (ticket, i): Promise<UploadOutcome<V>> => {
      const file = files[i]!;
      try {
        await putWithProgress(ticket, file, (fraction) => onProgress(i, Math.min(99, Math.round(fraction * 100))));
        const view = await channel.confirm(ticket.id);
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
