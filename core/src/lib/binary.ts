/** What a `binary` route returns: bytes, their type and whether the browser shows or saves them. */
export interface BinaryReply {
  bytes: Uint8Array;
  contentType: string;
  fileName: string;
  disposition: 'inline' | 'attachment';
}
